/**
 * Verifying the service's webhook deliveries: they are signed as the Standard Webhooks
 * specification says, so the `standardwebhooks` library verifies them; it is re-exported here so
 * a receiver needs one import.
 */
import { Webhook } from 'standardwebhooks';
import type { webhooks } from './generated/schema.js';

export { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** The event types the service sends. */
export type WebhookEventType = keyof webhooks;

/** A delivery's body of event type `T`: `{type, timestamp, data}`. */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = T extends WebhookEventType
  ? webhooks[T]['post']['requestBody']['content']['application/json']
  : never;

/**
 * The event a delivery carries, once its signature (with the subscription's `whsec_…` secret) and
 * its timestamp (within five minutes) are verified; throws WebhookVerificationError otherwise.
 * `body` must be the exact text received, before any JSON parsing.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined> | Headers,
): WebhookEvent {
  const plain: Record<string, string> = {};
  if (headers instanceof Headers) {
    headers.forEach((value, name) => {
      plain[name] = value;
    });
  } else {
    for (const [name, value] of Object.entries(headers))
      plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  }
  return new Webhook(secret).verify(body, plain) as WebhookEvent;
}
