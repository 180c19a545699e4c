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
import { lateMinutesOfStart, minutesOfDay, START_CODES } from '../summaries/contributions.js';
import { type Aggregate, weighStarts } from './aggregate.js';

export type Metric = 'workedHours' | 'overtimeMinutes' | 'lateness';
export type GroupBy = 'person' | 'department' | 'day';

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

/** Each start code's late minutes, and whether it is late (1 or 0), for one expected start and grace. */
function latenessByCode(options: MetricOptions): { minutes: Int32Array; late: Int32Array } {
  const expected = minutesOfDay(options.expectedStart);
  const minutes = new Int32Array(START_CODES);
  const late = new Int32Array(START_CODES);
  for (let code = 0; code < START_CODES; code += 1) {
    minutes[code] = lateMinutesOfStart(code, expected, options.graceMinutes);
    late[code] = (minutes[code] as number) > 0 ? 1 : 0;
  }
  return { minutes, late };
}

const EVERY_CODE_ONCE = new Int32Array(START_CODES).fill(1);

/** How each group's aggregate becomes its row, for one question. */
function rowOf(options: MetricOptions): (key: string, aggregate: Aggregate) => MetricRow {
  if (options.metric === 'workedHours') {
    return (key, aggregate) => {
      const incomplete = aggregate.days - aggregate.completeDays;
      return {
        key,
        value: hours(aggregate.workedMinutes),
        days: aggregate.completeDays,
        ...(incomplete > 0 ? { incompleteDays: incomplete } : {}),
      };
    };
  }
  if (options.metric === 'overtimeMinutes') {
    return (key, aggregate) => ({ key, value: aggregate.extensionMinutes, days: aggregate.days });
  }
  // Looked up per day: at 460,000 days, computing each day's lateness costs more than the rest of a row.
  const lateness = latenessByCode(options);
  return (key, { starts }) => {
    const judged = weighStarts(starts, EVERY_CODE_ONCE);
    return judged === 0
      ? { key, value: 0, days: 0 }
      : {
          key,
          value: weighStarts(starts, lateness.minutes),
          days: judged,
          lateDays: weighStarts(starts, lateness.late),
        };
  };
}

/** One row per group with at least one punch day. */
export function metricRows(groups: ReadonlyMap<string, Aggregate>, options: MetricOptions): MetricRow[] {
  const row = rowOf(options);
  return [...groups.entries()]
    .filter(([, aggregate]) => aggregate.days > 0)
    .map(([key, aggregate]) => row(key, aggregate));
}
