/** Date ranges: the days of one (the one way to list them), and how far the dashboards and analytics may span. */
import { addDays, daysBetween } from '../shared/dates.js';

/** Days a punch chart or analytics answer may span. */
export const MAX_RANGE_DAYS = 92;

export function datesOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}
