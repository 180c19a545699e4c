/**
 * Punch days added up: what every metric and chart is computed from. An aggregate is read from a
 * day summary (one local day and department) or built from day contributions (a person's days),
 * and aggregates add. Pure.
 */
import { DAY_COUNTERS, DEPARTMENT_SEPARATOR, LOCATION_PREFIX, startCountsOf } from '../summaries/buckets.js';

export interface Aggregate {
  /** Punch days. */
  days: number;
  completeDays: number;
  /** Worked minutes of the complete days. */
  workedMinutes: number;
  extensionMinutes: number;
  /** Punched days per location type. */
  locations: Map<string, number>;
  /**
   * Days per start code (contributions.ts startCode): a histogram, or, for one employee's days, the
   * code of each day (5,000 employees' histograms of a few dozen codes each cost an answer by person
   * more than the rest of its work; codes fit in 16 bits).
   */
  starts: StartCounts;
}

export type StartCounts = Map<number, number> | Uint16Array;

/** Each start code with its days. */
export function forEachStart(starts: StartCounts, visit: (code: number, count: number) => void): void {
  if (starts instanceof Map)
    starts.forEach((count, code) => {
      visit(code, count);
    });
  else for (const code of starts) visit(code, 1);
}

/**
 * The days of a start histogram or list, each weighted by its code's number in `perCode` (one per
 * start code), added up. An answer by person weighs 460,000 days, so this calls nothing per day.
 */
export function weighStarts(starts: StartCounts, perCode: ArrayLike<number>): number {
  let sum = 0;
  if (starts instanceof Map) for (const [code, count] of starts) sum += count * (perCode[code] as number);
  else for (let i = 0; i < starts.length; i += 1) sum += perCode[starts[i] as number] as number;
  return sum;
}

/** An aggregate with a start histogram: what summaries add up into. */
export type HistogramAggregate = Aggregate & { starts: Map<number, number> };

export const emptyAggregate = (): HistogramAggregate => ({
  days: 0,
  completeDays: 0,
  workedMinutes: 0,
  extensionMinutes: 0,
  locations: new Map(),
  starts: new Map(),
});

const addTo = <K>(map: Map<K, number>, key: K, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

export function addAggregate(into: HistogramAggregate, other: Aggregate): HistogramAggregate {
  into.days += other.days;
  into.completeDays += other.completeDays;
  into.workedMinutes += other.workedMinutes;
  into.extensionMinutes += other.extensionMinutes;
  for (const [location, count] of other.locations) addTo(into.locations, location, count);
  forEachStart(other.starts, (code, count) => addTo(into.starts, code, count));
  return into;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * A day summary's counters as an aggregate (counters it lacks are 0; start histograms unpacked). A
 * summary may hold a start code in counters of several kinds (days counted before the summaries
 * were packed as they are now): they add.
 */
export function aggregateOfSummary(attributes: Record<string, unknown>): Aggregate {
  const starts = new Map<number, number>();
  const aggregate: Aggregate = {
    days: numberOf(attributes[DAY_COUNTERS.days]),
    completeDays: numberOf(attributes[DAY_COUNTERS.completeDays]),
    workedMinutes: numberOf(attributes[DAY_COUNTERS.workedMinutes]),
    extensionMinutes: numberOf(attributes[DAY_COUNTERS.extensionMinutes]),
    locations: new Map(),
    starts,
  };
  for (const [name, value] of Object.entries(attributes)) {
    // A counter packed past 2^53 comes back from the document client as a bigint.
    if ((typeof value !== 'number' && typeof value !== 'bigint') || value === 0 || value === 0n) continue;
    if (name.startsWith(LOCATION_PREFIX))
      aggregate.locations.set(name.slice(LOCATION_PREFIX.length), Number(value));
    else for (const [code, count] of startCountsOf(name, value) ?? []) addTo(starts, code, count);
  }
  return aggregate;
}

/**
 * Each department's counts and minutes on a company-day departments summary
 * (`<counter>@<department>`); the company's days keep location types and start times for the
 * whole company only.
 */
export function departmentAggregatesOf(attributes: Record<string, unknown>): Map<string, Aggregate> {
  const byDepartment = new Map<string, Aggregate>();
  for (const [name, value] of Object.entries(attributes)) {
    const at = name.indexOf(DEPARTMENT_SEPARATOR);
    if (at < 0) continue;
    const department = name.slice(at + 1);
    const aggregate = byDepartment.get(department) ?? emptyAggregate();
    byDepartment.set(department, aggregate);
    const count = numberOf(value);
    switch (name.slice(0, at)) {
      case DAY_COUNTERS.days:
        aggregate.days += count;
        break;
      case DAY_COUNTERS.completeDays:
        aggregate.completeDays += count;
        break;
      case DAY_COUNTERS.workedMinutes:
        aggregate.workedMinutes += count;
        break;
      case DAY_COUNTERS.extensionMinutes:
        aggregate.extensionMinutes += count;
        break;
    }
  }
  return byDepartment;
}

/** Aggregates grouped by a key, added up. */
export function groupAggregates<T>(
  items: Iterable<T>,
  keyOf: (item: T) => string,
  aggregateOf: (item: T) => Aggregate,
): Map<string, HistogramAggregate> {
  const groups = new Map<string, HistogramAggregate>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, addAggregate(groups.get(key) ?? emptyAggregate(), aggregateOf(item)));
  }
  return groups;
}
