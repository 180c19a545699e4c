/**
 * Metrics over punch days (analyticsQuery). Pure. Definitions:
 * - workedHours: the worked minutes of complete days (begin and end, lunch both or neither) / 60;
 *   incomplete days are counted apart, never guessed.
 * - overtimeMinutes: approved extension minutes (overtime requests approved into the day).
 * - lateness: a day is late when its BEGIN_DAY, on the employee's wall clock (their time zone, else
 *   the company's), is more than `graceMinutes` after `expectedStart`; its late minutes are counted
 *   from expectedStart. Days without BEGIN_DAY are not judged.
 */
import type { PunchRecord } from '../punch/punch-day.js';
import { localDateTimeOf, parseUtcInstant } from '../shared/dates.js';

export type Metric = 'workedHours' | 'overtimeMinutes' | 'lateness';
export type GroupBy = 'person' | 'department' | 'day';

export interface PersonInfo {
  department: string;
  timezone: string | undefined;
}

export interface MetricOptions {
  metric: Metric;
  groupBy: GroupBy;
  people: ReadonlyMap<string, PersonInfo>;
  companyTimezone: string;
  /** `HH:mm`, local. */
  expectedStart: string;
  graceMinutes: number;
}

export interface MetricRow {
  key: string;
  /** Hours (workedHours, two decimals) or minutes (the others). */
  value: number;
  /** Punch days counted in this row. */
  days: number;
  /** workedHours: days left out as incomplete. lateness: days that were late. */
  incompleteDays?: number;
  lateDays?: number;
}

export const UNKNOWN_DEPARTMENT = '(not in master data)';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes late of the day (0 when on time), or null when it has no BEGIN_DAY. */
export function lateMinutes(
  record: PunchRecord,
  timeZone: string,
  expectedStart: string,
  grace: number,
): number | null {
  const instant = record.beginDay ? parseUtcInstant(record.beginDay) : undefined;
  if (instant === undefined) return null;
  const local = localDateTimeOf(instant, timeZone);
  const minutes = minutesOf(local.slice(11, 16)) + Number(local.slice(17, 19)) / 60;
  const late = minutes - minutesOf(expectedStart);
  return late > grace ? Math.round(late) : 0;
}

export function computeMetric(records: readonly PunchRecord[], options: MetricOptions): MetricRow[] {
  const rows = new Map<string, MetricRow>();
  for (const record of records) {
    const person = options.people.get(record.username);
    const key =
      options.groupBy === 'person'
        ? record.username
        : options.groupBy === 'department'
          ? (person?.department ?? UNKNOWN_DEPARTMENT)
          : record.date;
    const row = rows.get(key) ?? { key, value: 0, days: 0 };
    rows.set(key, row);
    if (options.metric === 'workedHours') {
      if (record.workedMinutes === null) {
        row.incompleteDays = (row.incompleteDays ?? 0) + 1;
        continue;
      }
      row.value += record.workedMinutes / 60;
      row.days += 1;
    } else if (options.metric === 'overtimeMinutes') {
      row.value += record.approvedExtensionMinutes;
      row.days += 1;
    } else {
      const timeZone = person?.timezone ?? options.companyTimezone;
      const late = lateMinutes(record, timeZone, options.expectedStart, options.graceMinutes);
      if (late === null) continue;
      row.days += 1;
      row.value += late;
      if (late > 0) row.lateDays = (row.lateDays ?? 0) + 1;
      else row.lateDays ??= 0;
    }
  }
  return [...rows.values()].map((row) => ({ ...row, value: Math.round(row.value * 100) / 100 }));
}
