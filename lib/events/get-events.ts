/**
 * POST /getEvents: events overlapping [dateBegin 00:00:00, dateEnd 23:59:59] in the company's local
 * time, optionally only those including any of `users`. Reads the month index of every month in
 * the range (an event that began earlier is indexed there too), then the events themselves.
 */
import { eventIdsOverlapping, getEventsByIds } from '../dynamo/event-store.js';
import { monthsBetween } from '../shared/dates.js';
import { type CalendarEvent, overlaps, toCalendarEvent } from './calendar-event.js';
import type { GetEventsInput } from './schemas.js';

export async function findEvents(companyId: string, input: GetEventsInput): Promise<CalendarEvent[]> {
  const from = `${input.dateBegin} 00:00:00`;
  const to = `${input.dateEnd} 23:59:59`;
  const idsPerMonth = await Promise.all(
    monthsBetween(from, to).map((month) => eventIdsOverlapping(companyId, month, from, to)),
  );
  const events = await getEventsByIds(companyId, [...new Set(idsPerMonth.flat())]);
  const wanted = new Set(input.users);
  return [...events.values()]
    .filter((event) => overlaps(event, from, to))
    .filter((event) => wanted.size === 0 || (event.users ?? []).some((user) => wanted.has(user)))
    .map(toCalendarEvent)
    .sort((a, b) => (a.dateTimeBegin ?? '').localeCompare(b.dateTimeBegin ?? '') || a.id.localeCompare(b.id));
}
