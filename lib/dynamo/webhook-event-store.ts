/**
 * The outbox: webhook events written in the same transaction as the change they report, so there
 * is no event without its change and no change without its event. A store whose change is already
 * a transaction adds `eventPuts(events)` to it; a store whose change is a single write sends it
 * through `writeWithEvents`, which makes it a transaction only when there are events (a company
 * without a subscription for that type pays nothing more).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
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

function sendAlone(write: SingleWrite): Promise<unknown> {
  if ('Put' in write) return documentDb().send(new PutCommand(write.Put));
  if ('Update' in write) return documentDb().send(new UpdateCommand(write.Update));
  return documentDb().send(new DeleteCommand(write.Delete));
}

/**
 * The write, with the events in the same transaction when there are any. A refused condition of
 * the write is thrown as a refused single write is (ConditionalCheckFailedException, with the item
 * when the write asked for it), so the store handles it the same way either way.
 */
export async function writeWithEvents(write: SingleWrite, events: readonly WebhookEvent[]): Promise<void> {
  if (events.length === 0) {
    await sendAlone(write);
    return;
  }
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

/** An event of the company, while it is kept (30 days); undefined for an id that is not one. */
export async function getWebhookEvent(
  companyId: string,
  eventId: string,
  now = Date.now(),
): Promise<WebhookEvent | undefined> {
  if (webhookEventKeys.laneOf(eventId) === undefined) return undefined;
  const event = await getRecord(webhookEventEntity, webhookEventKeys.item(companyId, eventId), true);
  // Past its TTL an item may linger up to two days before DynamoDB deletes it.
  const kept = event && Date.parse(event.timestamp) > now - WEBHOOK_TTL_DAYS * 86_400_000;
  return kept && event.companyId === companyId ? event : undefined;
}
