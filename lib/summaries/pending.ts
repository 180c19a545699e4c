/**
 * A change to a day that may have been summed already (settle.ts sums a day once it is over
 * everywhere: two UTC days after it) marks the day pending, and the answers count it from its
 * records until it is summed again. The requests that change punch days mark the day before they
 * answer, so an answer asked after one counts its change; the change stream marks every change too
 * (stream.ts), whoever made it. A change to a later day needs no mark: it is summed with its day.
 */
import { randomUUID } from 'node:crypto';
import { markPending } from '../dynamo/summary-store.js';
import { addDays } from '../shared/dates.js';

/** Whether the local day `date` may have been summed by `now`. */
export const maybeSummed = (date: string, now: Date): boolean =>
  date <= addDays(now.toISOString().slice(0, 10), -2);

/**
 * Through which day a company's summaries are whole when it is created: two days before (a local
 * day is over everywhere two UTC days later). Every earlier day is empty then, since records are
 * written only once the company exists, and a change to such a day marks it pending like a change
 * to any summed day.
 */
export const summedAtCreation = (createdAt: string): string => addDays(createdAt.slice(0, 10), -2);

/** Marks the days of the company a request changed that may have been summed. */
export async function markChangedDays(
  companyId: string,
  dates: Iterable<string>,
  now = new Date(),
): Promise<void> {
  const due = [...new Set(dates)].filter((date) => maybeSummed(date, now));
  await Promise.all(
    due.map((date) => markPending(companyId, date, `request-${randomUUID()}`, now.toISOString())),
  );
}
