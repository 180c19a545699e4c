/**
 * Webhook events (the outbox, see webhookEventKeys): a change and the events that report it are
 * written together by transact.ts; this module reads them back.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { WebhookEvent } from '../webhooks/records.js';
import { getRecord } from './get-record.js';
import { WEBHOOK_TTL_DAYS, webhookEventEntity, webhookEventKeys } from './keys.js';
import { transact } from './transact.js';

/** Events on their own, with no change beside them (the sample events of the local runtime). */
export async function putEvents(events: readonly WebhookEvent[]): Promise<void> {
  await transact([], events);
}

/** The event's item in DynamoDB JSON, as the table's stream carries it in a record's image. */
export function webhookEventImage(event: WebhookEvent): Record<string, AttributeValue> {
  return marshall(webhookEventEntity.toItem(event), { removeUndefinedValues: true });
}

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
