/**
 * The outbox: webhook events written in the same transaction as the change they report, so there
 * is no event without its change and no change without its event. A store whose change is already
 * a transaction adds `eventPuts(events)` to it; a store whose change is a single write sends it
 * through `putWithEvents` or `updateWithEvents`, which make it a transaction only when there are
 * events (a company without a subscription for that type pays nothing more).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { WebhookEvent } from '../webhooks/records.js';
import { documentDb, tableName } from './client.js';
import { cancellationReasons } from './errors.js';
import { getRecord } from './get-record.js';
import { WEBHOOK_TTL_DAYS, webhookEventEntity, webhookEventKeys } from './keys.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write of a store, as a transaction would hold it (no ReturnValues: a transaction returns none). */
export type SingleWrite =
  | { Put: NonNullable<TransactItem['Put']> }
  | { Update: NonNullable<TransactItem['Update']> }
  | { Delete: NonNullable<TransactItem['Delete']> };

/** The transaction items that put the events (each new: an id is never written twice). */
export function eventPuts(events: readonly WebhookEvent[]): TransactItem[] {
  return events.map((event) => ({
    Put: {
      TableName: tableName(),
      Item: webhookEventEntity.toItem(event),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
}

/**
 * The write and the events in one transaction. A refused condition of the write is thrown as a
 * refused single write is (ConditionalCheckFailedException, with the item when the write asked for
 * it), so the store handles it the same way with events or without.
 */
async function transactWithEvents(write: TransactItem, events: readonly WebhookEvent[]): Promise<void> {
  try {
    await documentDb().send(new TransactWriteCommand({ TransactItems: [write, ...eventPuts(events)] }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] !== 'ConditionalCheckFailed') throw error;
    const first = (error as { CancellationReasons?: Array<{ Item?: unknown }> }).CancellationReasons?.[0];
    throw new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
      ...(first?.Item ? { Item: first.Item as ConditionalCheckFailedException['Item'] } : {}),
    });
  }
}

/** A put, with the events in the same transaction when there are any (a single write otherwise). */
export async function putWithEvents(
  put: NonNullable<TransactItem['Put']>,
  events: readonly WebhookEvent[],
): Promise<void> {
  if (events.length > 0) await transactWithEvents({ Put: put }, events);
  else await documentDb().send(new PutCommand(put));
}

/** An update, with the events in the same transaction when there are any (a single write otherwise). */
export async function updateWithEvents(
  update: NonNullable<TransactItem['Update']>,
  events: readonly WebhookEvent[],
): Promise<void> {
  if (events.length > 0) await transactWithEvents({ Update: update }, events);
  else await documentDb().send(new UpdateCommand(update));
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
