/**
 * Webhook events (the outbox, see webhookEventKeys): a change and the events that report it are
 * written together by transact.ts; this module reads them back, and an erasure changes them.
 */
import type { WebhookEvent } from '../webhooks/records.js';
import { type Held, held } from './entity.js';
import { getRecord } from './get-record.js';
import { WEBHOOK_EVENT_SHARDS, WEBHOOK_TTL_DAYS, webhookEventEntity, webhookEventKeys } from './keys.js';
import { readAll } from './paging.js';
import { transact, written } from './transact.js';

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

/** Every event the company holds (its 32 shards, at most 30 days of them), with expiries. */
export async function listCompanyWebhookEvents(companyId: string): Promise<Held<WebhookEvent>[]> {
  const events = await readAll({
    entity: held(webhookEventEntity),
    partitions: Array.from({ length: WEBHOOK_EVENT_SHARDS }, (_, shard) =>
      webhookEventKeys.shardPk(companyId, shard),
    ),
  });
  return events.sort((a, b) => a.record.timestamp.localeCompare(b.record.timestamp));
}

export async function deleteWebhookEvent(companyId: string, eventId: string): Promise<void> {
  await transact([{ Delete: { Key: webhookEventKeys.item(companyId, eventId) } }]);
}

/** Writes a kept event again with other data (an erasure taking a person out); never delivered again (only new events are). */
export function rewriteWebhookEvent(event: WebhookEvent): Promise<boolean> {
  return written({
    Put: { Item: webhookEventEntity.toItem(event), ConditionExpression: 'attribute_exists(pk)' },
  });
}
