/**
 * The Standard Webhooks headers of one delivery, signed with the `standardwebhooks` library (the
 * reference implementation receivers verify with): `webhook-id` (the event id, the same on every
 * attempt, for the receiver to drop duplicates), `webhook-timestamp` (seconds, the time of this
 * attempt) and `webhook-signature` (`v1,<base64 HMAC-SHA256>`, one per secret that signs: two
 * during the day after a rotation, space-separated, as the specification allows).
 */
import { Webhook } from 'standardwebhooks';

export function signedHeaders(
  eventId: string,
  sentAt: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, sentAt, body)).join(' '),
  };
}
