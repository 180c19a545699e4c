/**
 * The punch days of a date range, for dashboards and analytics: each date is one Query (paged) of
 * that day's partition of the company, through the same reader as /listPunchClockByDay. No other
 * company's partition is read. Dates are read a few at a time, and reading stops at a budget of
 * records, so a large company over a long range answers partially (and says so) instead of timing out.
 */
import { listPunchClockByDay } from '../punch/list-punches.js';
import type { PunchRecord } from '../punch/punch-day.js';
import { addDays, daysBetween } from '../shared/dates.js';

export const MAX_RANGE_DAYS = 92;
export const MAX_RECORDS = 200_000;
const PARALLEL_DAYS = 8;

export function datesOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

export interface PunchRange {
  records: PunchRecord[];
  /** Dates read; fewer than asked when the record budget ran out. */
  datesRead: string[];
  complete: boolean;
}

export async function punchDaysInRange(
  companyId: string,
  from: string,
  to: string,
  maxRecords = MAX_RECORDS,
): Promise<PunchRange> {
  const dates = datesOf(from, to);
  const records: PunchRecord[] = [];
  const datesRead: string[] = [];
  for (let i = 0; i < dates.length && records.length < maxRecords; i += PARALLEL_DAYS) {
    const chunk = dates.slice(i, i + PARALLEL_DAYS);
    const days = await Promise.all(chunk.map((date) => listPunchClockByDay(companyId, { date, users: [] })));
    for (const day of days) {
      records.push(...day.punches);
      datesRead.push(day.date);
    }
  }
  return { records, datesRead, complete: datesRead.length === dates.length };
}
