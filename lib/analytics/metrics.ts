/**
 * Metrics over punch days (analyticsQuery), from aggregates (aggregate.ts). Pure. Definitions:
 * - workedHours: the worked minutes of complete days (begin and end, lunch both or neither) / 60;
 *   incomplete days are counted apart, never guessed.
 * - overtimeMinutes: approved extension minutes (overtime requests approved into the day).
 * - lateness: a day is late when its BEGIN_DAY, on the wall clock of the time zone the day was
 *   recorded in (the employee's, else the company's), is more than `graceMinutes` after
 *   `expectedStart`; its late minutes are counted from expectedStart, rounded to whole minutes.
 *   Days without BEGIN_DAY are not judged.
 * Hours are the minutes added up, then divided by 60 and rounded to two decimals.
 */
import { lateMinutesOfStart, minutesOfDay } from '../summaries/contributions.js';
import type { Aggregate } from './aggregate.js';

export type Metric = 'workedHours' | 'overtimeMinutes' | 'lateness';

export interface MetricOptions {
  metric: Metric;
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

export const hours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

function rowOf(key: string, aggregate: Aggregate, options: MetricOptions): MetricRow {
  if (options.metric === 'workedHours') {
    const incomplete = aggregate.days - aggregate.completeDays;
    return {
      key,
      value: hours(aggregate.workedMinutes),
      days: aggregate.completeDays,
      ...(incomplete > 0 ? { incompleteDays: incomplete } : {}),
    };
  }
  if (options.metric === 'overtimeMinutes')
    return { key, value: aggregate.extensionMinutes, days: aggregate.days };
  const expected = minutesOfDay(options.expectedStart);
  let judged = 0;
  let late = 0;
  let minutes = 0;
  for (const [code, count] of aggregate.starts) {
    const lateMinutes = lateMinutesOfStart(code, expected, options.graceMinutes);
    judged += count;
    minutes += count * lateMinutes;
    if (lateMinutes > 0) late += count;
  }
  return judged === 0 ? { key, value: 0, days: 0 } : { key, value: minutes, days: judged, lateDays: late };
}

/** One row per group with at least one punch day. */
export function metricRows(groups: ReadonlyMap<string, Aggregate>, options: MetricOptions): MetricRow[] {
  return [...groups.entries()]
    .filter(([, aggregate]) => aggregate.days > 0)
    .map(([key, aggregate]) => rowOf(key, aggregate, options));
}
