/**
 * Punch days added up: what every metric and chart is computed from, whether it was summed when its
 * day was settled or is summed now from the day's records. Aggregates add (and subtract). Pure.
 */

import { chunkByBytes } from '../dynamo/value-limits.js';
import type { StoredPunchDay } from '../punch/punch-day.js';
import { workedMinutes } from '../punch/punch-day.js';
import { startCode, UNKNOWN_LOCATION } from '../summaries/contributions.js';

export interface Aggregate {
  /** Punch days. */
  days: number;
  /** Days with begin and end, lunch both or neither. */
  completeDays: number;
  /** Worked minutes of the complete days. */
  workedMinutes: number;
  /** Approved extension minutes. */
  extensionMinutes: number;
  /** Days with at least one punch, per location type. */
  locations: Map<string, number>;
  /** Days with BEGIN_DAY, per start code (contributions.ts). */
  starts: Map<number, number>;
}

export const emptyAggregate = (): Aggregate => ({
  days: 0,
  completeDays: 0,
  workedMinutes: 0,
  extensionMinutes: 0,
  locations: new Map(),
  starts: new Map(),
});

function addTo<K>(map: Map<K, number>, key: K, amount: number): void {
  const sum = (map.get(key) ?? 0) + amount;
  if (sum === 0) map.delete(key);
  else map.set(key, sum);
}

/** `other` added to `into` (`sign` -1: taken away). */
export function addAggregate(into: Aggregate, other: Aggregate, sign: 1 | -1 = 1): Aggregate {
  into.days += sign * other.days;
  into.completeDays += sign * other.completeDays;
  into.workedMinutes += sign * other.workedMinutes;
  into.extensionMinutes += sign * other.extensionMinutes;
  for (const [location, count] of other.locations) addTo(into.locations, location, sign * count);
  for (const [code, count] of other.starts) addTo(into.starts, code, sign * count);
  return into;
}

/** One employee's day as the answers by person read it: worked minutes (null: incomplete), extension minutes, start code (null: no BEGIN_DAY). */
export type PersonDay = [worked: number | null, extension: number, start: number | null];

/** What one punch day adds to an aggregate, and the employee's numbers of the day. */
export function personDayOf(day: StoredPunchDay): PersonDay {
  // A day without a time zone (an approval alone made it) has no BEGIN_DAY either.
  return [
    workedMinutes(day.times),
    day.approvedExtensionMinutes,
    startCode(day.times.beginDay, day.timeZone ?? 'UTC'),
  ];
}

export function addPersonDay(into: Aggregate, [worked, extension, start]: PersonDay): Aggregate {
  into.days += 1;
  into.extensionMinutes += extension;
  if (worked !== null) {
    into.completeDays += 1;
    into.workedMinutes += worked;
  }
  if (start !== null) addTo(into.starts, start, 1);
  return into;
}

const punched = ({ times }: StoredPunchDay) =>
  Boolean(times.beginDay || times.beginLunch || times.endLunch || times.endDay);

/**
 * A day's employees' numbers as JSON objects by login, each at most `maxBytes` long, so that the
 * items holding them stay within DynamoDB's item size whatever the logins and however many employees.
 */
export function peopleParts(people: ReadonlyMap<string, PersonDay>, maxBytes: number): string[] {
  const entries = [...people].map(([login, day]) => `${JSON.stringify(login)}:${JSON.stringify(day)}`);
  // Each entry with its comma, inside the object's two braces.
  const parts = chunkByBytes(entries, (entry) => Buffer.byteLength(entry) + 1, maxBytes - 2);
  return parts.map((part) => `{${part.join(',')}}`);
}

/** A day's records summed: the whole company, each department (by name), and each employee not erased. */
export interface DayFold {
  total: Aggregate;
  departments: Map<string, Aggregate>;
  people: Map<string, PersonDay>;
}

export function foldDay(days: Iterable<StoredPunchDay>): DayFold {
  const fold: DayFold = { total: emptyAggregate(), departments: new Map(), people: new Map() };
  for (const day of days) {
    const person = personDayOf(day);
    const department = day.department ?? '';
    const group = fold.departments.get(department) ?? emptyAggregate();
    fold.departments.set(department, group);
    for (const into of [fold.total, group]) addPersonDay(into, person);
    if (punched(day)) addTo(fold.total.locations, day.locationType ?? UNKNOWN_LOCATION, 1);
    // The kept day of an erased person counts for the company and its department, and names no one.
    if (!day.erasedAt) fold.people.set(day.login, person);
  }
  return fold;
}

/** An aggregate as a summary item holds it: n days, c complete, w worked and x extension minutes, loc and h where kept. */
export type AggregateNumbers = {
  n: number;
  c: number;
  w: number;
  x: number;
  loc?: Record<string, number>;
  h?: Record<string, number>;
};

/** An aggregate as item attributes: counts, minutes, and (when kept) location types and start histogram. */
export function aggregateAttributes(
  a: Aggregate,
  keep: { locations?: boolean; starts?: boolean },
): AggregateNumbers {
  return {
    n: a.days,
    c: a.completeDays,
    w: a.workedMinutes,
    x: a.extensionMinutes,
    ...(keep.locations ? { loc: Object.fromEntries(a.locations) } : {}),
    ...(keep.starts ? { h: Object.fromEntries(a.starts) } : {}),
  };
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);
const numbers = (value: unknown) => Object.entries((value ?? {}) as Record<string, number>);

export function aggregateOfItem(item: Record<string, unknown>): Aggregate {
  const a = emptyAggregate();
  a.days = count(item.n);
  a.completeDays = count(item.c);
  a.workedMinutes = count(item.w);
  a.extensionMinutes = count(item.x);
  for (const [location, n] of numbers(item.loc)) a.locations.set(location, n);
  for (const [code, n] of numbers(item.h)) a.starts.set(Number(code), n);
  return a;
}

/** Aggregates grouped by a key, added up. */
export function groupAggregates<T>(
  items: Iterable<T>,
  keyOf: (item: T) => string,
  aggregateOf: (item: T) => Aggregate,
): Map<string, Aggregate> {
  const groups = new Map<string, Aggregate>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, addAggregate(groups.get(key) ?? emptyAggregate(), aggregateOf(item)));
  }
  return groups;
}
