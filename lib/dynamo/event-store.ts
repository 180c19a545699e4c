/**
 * Calendar events and their month index items (see keys.ts): the only module that reads or writes
 * them. A write SETs only the fields it is given; when it moves the dates it rewrites the month
 * index in the same transaction, conditioned on the dates it started from.
 */
import type { EventWrite, StoredEvent } from '../events/calendar-event.js';
import { monthsBetween } from '../shared/dates.js';
import { batchGetAll } from './batch.js';
import { type Held, held } from './entity.js';
import { Expressions } from './expressions.js';
import { calendarTtl, eventEntity, eventEntryEntity, eventKeys, eventMonthEntity } from './keys.js';
import { readAll } from './paging.js';
import { transact, written } from './transact.js';

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
    Key: eventKeys.item(write.companyId, write.eventId),
    UpdateExpression: update,
    ConditionExpression: conditions.join(' AND '),
    ...expressions.attributes(),
  };
}

/** Writes the event (and moves its month index); false when its condition failed. */
export async function writeEvent(write: EventWrite): Promise<boolean> {
  const { companyId, eventId, months } = write;
  const at = (month: string) => eventKeys.month(companyId, month, eventId);
  const index = months
    ? [
        ...months.put.months.map((month) => {
          const { dateTimeBegin, dateTimeEnd } = months.put;
          return {
            Put: { Item: eventMonthEntity.toItem({ eventId, dateTimeBegin, dateTimeEnd }, at(month)) },
          };
        }),
        ...months.drop.map((month) => ({ Delete: { Key: at(month) } })),
        // Its entry in the company's event list, with the new expiry.
        {
          Put: {
            Item: eventEntryEntity.toItem(
              { eventId, dateTimeEnd: months.put.dateTimeEnd },
              eventKeys.entry(companyId, eventId),
            ),
          },
        },
      ]
    : [];
  return (await transact([{ Update: updateOf(write) }, ...index])).written;
}

/** The stored events among `eventIds` (strongly consistent reads). */
export async function getEventsByIds(
  companyId: string,
  eventIds: readonly string[],
): Promise<Map<string, StoredEvent>> {
  const items = await batchGetAll(
    eventIds.map((id) => eventKeys.item(companyId, id)),
    { consistent: true },
  );
  return new Map(items.map((item) => eventEntity.fromItem(item)).map((event) => [event.id, event]));
}

/** Ids of the events whose month index in `month` overlaps [from, to] (local date-times). */
export async function eventIdsOverlapping(
  companyId: string,
  month: string,
  from: string,
  to: string,
): Promise<string[]> {
  const entries = await readAll({
    entity: eventMonthEntity,
    partitions: eventKeys.monthShardPks(companyId, month),
  });
  return entries
    .filter((entry) => entry.dateTimeBegin <= to && entry.dateTimeEnd >= from)
    .map((entry) => entry.eventId);
}

/** Every event of the company, with its expiry: its event list (EVTALL), then the events themselves. */
export async function listCompanyEvents(companyId: string): Promise<Held<StoredEvent>[]> {
  const entries = await readAll({ entity: eventEntryEntity, partitions: eventKeys.entryPks(companyId) });
  const items = await batchGetAll(
    entries.map((entry) => eventKeys.item(companyId, entry.eventId)),
    { consistent: true },
  );
  return items.map(held(eventEntity).fromItem).sort((a, b) => a.record.id.localeCompare(b.record.id));
}

const asRead = (event: StoredEvent) =>
  event.lastUpdate === undefined
    ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(lastUpdate)' }
    : { ConditionExpression: 'lastUpdate = :read', ExpressionAttributeValues: { ':read': event.lastUpdate } };

/**
 * Changes an event's users and updatedBy (an erasure taking a person out of it), while it is as
 * read (its lastUpdate); false when it changed meanwhile.
 */
export function rewriteEventPeople(
  companyId: string,
  event: StoredEvent,
  users: readonly string[],
  updatedBy: string | null,
): Promise<boolean> {
  const condition = asRead(event);
  return written({
    Update: {
      Key: eventKeys.item(companyId, event.id),
      UpdateExpression: 'SET #users = :users, updatedBy = :by',
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: { '#users': 'users' },
      ExpressionAttributeValues: {
        ':users': users,
        ':by': updatedBy,
        ...condition.ExpressionAttributeValues,
      },
    },
  });
}

/** Deletes an event with its month index items and its entry, while it is as read; false when it changed. */
export async function deleteEvent(companyId: string, event: StoredEvent): Promise<boolean> {
  const months =
    event.dateTimeBegin && event.dateTimeEnd ? monthsBetween(event.dateTimeBegin, event.dateTimeEnd) : [];
  const verdict = await transact([
    { Delete: { Key: eventKeys.item(companyId, event.id), ...asRead(event) } },
    ...months.map((month) => ({ Delete: { Key: eventKeys.month(companyId, month, event.id) } })),
    { Delete: { Key: eventKeys.entry(companyId, event.id) } },
  ]);
  return verdict.written;
}
