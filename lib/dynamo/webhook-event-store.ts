/**
 * Webhook events (the outbox, see webhookEventKeys): a change and the events that report it are
 * written together by transact.ts; this module reads them back.
 */
import type { WebhookEvent } from '../webhooks/records.js';
import { getRecord } from './get-record.js';
import { WEBHOOK_TTL_DAYS, webhookEventEntity, webhookEventKeys } from './keys.js';

/** An event of the company, while it is kept (30 days). */
export async function getWebhookEvent(
  companyId: string,
  eventId: string,
  now = Date.now(),
): Promise<WebhookEvent | undefined> {
  const event = await getRecord(webhookEventEntity, webhookEventKeys.item(companyId, eventId), true);
  // Past its TTL an item may linger up to two days before DynamoDB deletes it.
  const kept = event && Date.parse(event.timestamp) > now - WEBHOOK_TTL_DAYS * 86_400_000;
  return kept && event.companyId === companyId ? event : undefined;
}
