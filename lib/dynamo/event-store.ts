/**
 * Calendar events and their month index items (see keys.ts): the only module that reads or writes
 * them. A write SETs only the fields it is given; when it moves the dates it rewrites the month
 * index in the same transaction, conditioned on the dates it started from.
 */
import type { EventWrite, StoredEvent } from '../events/calendar-event.js';
import { batchGetAll } from './batch.js';
import { Expressions } from './expressions.js';
import { eventEntity, eventKeys, eventMonthEntity } from './keys.js';
import { readAll } from './paging.js';
import { transact } from './transact.js';

function updateOf(write: EventWrite) {
  const expressions = new Expressions();
  const update = expressions.set({
    ...write.fields,
    lastUpdate: write.lastUpdate,
    updatedBy: write.updatedBy,
    ...(write.create ? { type: eventEntity.type, companyId: write.companyId, id: write.eventId } : {}),
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
