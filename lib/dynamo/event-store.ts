/**
 * Calendar events and their month index items (see keys.ts): the only module that reads or writes
 * them. A write SETs only the fields it is given; when it moves the dates it rewrites the month
 * index in the same transaction, conditioned on the dates it started from.
 */
import { BatchGetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EventWrite, StoredEvent } from '../events/calendar-event.js';
import { monthsBetween } from '../shared/dates.js';
import { batchGetAll } from './batch-get.js';
import { documentDb, tableName } from './client.js';
import { type Held, heldOf } from './entity.js';
import { cancellationReasons, isConditionFailure, writtenUnlessRefused } from './errors.js';
import { Expressions } from './expressions.js';
import { calendarTtl, eventEntity, eventEntryEntity, eventKeys, eventMonthEntity } from './keys.js';
import { queryAll } from './query-all.js';

const BATCH_GET_SIZE = 100;
const MAX_BATCH_GET_ATTEMPTS = 8;

function updateOf(write: EventWrite) {
  const expressions = new Expressions();
  const update = expressions.set({
    ...write.fields,
    lastUpdate: write.lastUpdate,
    updatedBy: write.updatedBy,
    ...(write.create ? { type: eventEntity.type, companyId: write.companyId, id: write.eventId } : {}),
    // Dates moved (or a new event): it expires a while after its new end.
    ...(write.months ? { ttl: calendarTtl(write.months.put.dateTimeEnd) } : {}),
  });
  const conditions = [write.create ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)'];
  if (write.expectedDates) {
    const { dateTimeBegin, dateTimeEnd } = write.expectedDates;
    conditions.push(
      `${expressions.name('dateTimeBegin')} = ${expressions.value(dateTimeBegin)} AND ` +
        `${expressions.name('dateTimeEnd')} = ${expressions.value(dateTimeEnd)}`,
    );
  }
  return {
    TableName: tableName(),
    Key: eventKeys.item(write.companyId, write.eventId),
    UpdateExpression: update,
    ConditionExpression: conditions.join(' AND '),
    ...expressions.attributes(),
  };
}

/** Writes the event; false when its condition failed or a concurrent transaction got in the way. */
export async function writeEvent(write: EventWrite): Promise<boolean> {
  try {
    if (!write.months) {
      await documentDb().send(new UpdateCommand(updateOf(write)));
      return true;
    }
    const { put, drop } = write.months;
    await documentDb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: updateOf(write) },
          ...put.months.map((month) => ({
            Put: {
              TableName: tableName(),
              Item: eventMonthEntity.toItem(
                { eventId: write.eventId, dateTimeBegin: put.dateTimeBegin, dateTimeEnd: put.dateTimeEnd },
                eventKeys.month(write.companyId, month, write.eventId),
              ),
            },
          })),
          ...drop.map((month) => ({
            Delete: { TableName: tableName(), Key: eventKeys.month(write.companyId, month, write.eventId) },
          })),
          {
            Put: {
              TableName: tableName(),
              Item: eventEntryEntity.toItem(
                { eventId: write.eventId, dateTimeEnd: put.dateTimeEnd },
                eventKeys.entry(write.companyId, write.eventId),
              ),
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    const reasons = cancellationReasons(error);
    if (reasons?.some((r) => r === 'ConditionalCheckFailed' || r === 'TransactionConflict')) return false;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stored events among `eventIds` (strongly consistent reads, 100 per BatchGetItem). */
export async function getEventsByIds(
  companyId: string,
  eventIds: readonly string[],
): Promise<Map<string, StoredEvent>> {
  const found = new Map<string, StoredEvent>();
  const table = tableName();
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < eventIds.length; i += BATCH_GET_SIZE) {
    chunks.push(eventIds.slice(i, i + BATCH_GET_SIZE).map((id) => ({ ...eventKeys.item(companyId, id) })));
  }
  await Promise.all(
    chunks.map(async (chunk) => {
      let keys: Record<string, unknown>[] = chunk;
      for (let attempt = 1; keys.length > 0; attempt += 1) {
        if (attempt > MAX_BATCH_GET_ATTEMPTS) throw new Error(`${keys.length} events stayed unprocessed`);
        if (attempt > 1) await sleep(Math.random() * Math.min(2000, 25 * 2 ** attempt));
        const answer = await documentDb().send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
        );
        for (const item of answer.Responses?.[table] ?? []) {
          const event = eventEntity.fromItem(item);
          found.set(event.id, event);
        }
        keys = answer.UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }),
  );
  return found;
}

/** Ids of the events whose month index in `month` overlaps [from, to] (local date-times). */
export async function eventIdsOverlapping(
  companyId: string,
  month: string,
  from: string,
  to: string,
): Promise<string[]> {
  const pages = await Promise.all(
    eventKeys.monthShardPks(companyId, month).map(async (pk) => {
      const ids: string[] = [];
      for (const item of await queryAll({
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#b <= :to AND #e >= :from',
        ExpressionAttributeNames: { '#b': 'dateTimeBegin', '#e': 'dateTimeEnd' },
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
        ProjectionExpression: 'sk',
      }))
        ids.push(item.sk as string);
      return ids;
    }),
  );
  return pages.flat();
}

/** Every event of the company, with its expiry: its event list (EVTALL), then the events themselves. */
export async function listCompanyEvents(companyId: string): Promise<Held<StoredEvent>[]> {
  const entries = await Promise.all(
    eventKeys.entryPks(companyId).map((pk) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'sk',
      }),
    ),
  );
  const keys = entries.flat().map((item) => eventKeys.item(companyId, item.sk as string));
  const items = await batchGetAll(keys, { consistent: true });
  return items
    .map((item) => heldOf(eventEntity, item))
    .sort((a, b) => a.record.id.localeCompare(b.record.id));
}

/**
 * Changes an event's users and updatedBy (an erasure taking a person out of it), while it is as
 * read (its lastUpdate); false when it changed meanwhile.
 */
export async function rewriteEventPeople(
  companyId: string,
  event: StoredEvent,
  users: readonly string[],
  updatedBy: string | null,
): Promise<boolean> {
  return writtenUnlessRefused(
    documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: eventKeys.item(companyId, event.id),
        UpdateExpression: 'SET #users = :users, updatedBy = :by',
        ConditionExpression:
          event.lastUpdate === undefined ? 'attribute_not_exists(lastUpdate)' : 'lastUpdate = :read',
        ExpressionAttributeNames: { '#users': 'users' },
        ExpressionAttributeValues: {
          ':users': users,
          ':by': updatedBy,
          ...(event.lastUpdate === undefined ? {} : { ':read': event.lastUpdate }),
        },
      }),
    ),
  );
}

/** Deletes an event with its month index items and its entry, while it is as read; false when it changed. */
export async function deleteEvent(companyId: string, event: StoredEvent): Promise<boolean> {
  const months =
    event.dateTimeBegin && event.dateTimeEnd ? monthsBetween(event.dateTimeBegin, event.dateTimeEnd) : [];
  try {
    await documentDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: eventKeys.item(companyId, event.id),
              ConditionExpression:
                event.lastUpdate === undefined ? 'attribute_exists(pk)' : 'lastUpdate = :read',
              ...(event.lastUpdate === undefined
                ? {}
                : { ExpressionAttributeValues: { ':read': event.lastUpdate } }),
            },
          },
          ...months.map((month) => ({
            Delete: { TableName: tableName(), Key: eventKeys.month(companyId, month, event.id) },
          })),
          { Delete: { TableName: tableName(), Key: eventKeys.entry(companyId, event.id) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (
      cancellationReasons(error)?.some((r) => r === 'ConditionalCheckFailed' || r === 'TransactionConflict')
    )
      return false;
    throw error;
  }
}
