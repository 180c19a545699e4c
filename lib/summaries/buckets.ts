/**
 * The summary items (buckets) a contribution adds to, and by how much: counters a change moves with
 * DynamoDB's atomic ADD, plus the descriptive attributes each bucket carries. Pure.
 */
import type { ItemKey } from '../dynamo/keys.js';
import { daySummaryKeys, staffSummaryKeys, transmissionSummaryKeys } from '../dynamo/keys.js';
import {
  DAY_LAYOUT,
  type DayLayout,
  type PunchContribution,
  type StaffContribution,
  type TransmissionContribution,
} from './contributions.js';

export interface BucketDelta {
  key: ItemKey;
  /** Counter attribute → amount to add (negative to take away). */
  add: Record<string, number>;
  /** Attributes that describe the bucket, written when it is created. */
  describe: Record<string, string>;
}

/** Counter names of a day summary (one company, local day and department). */
export const DAY_COUNTERS = {
  /** Punch days. */
  days: 'n',
  /** Complete days (begin and end, lunch both or neither). */
  completeDays: 'c',
  /** Worked minutes of the complete days. */
  workedMinutes: 'w',
  /** Approved extension minutes. */
  extensionMinutes: 'x',
  /** Days with at least one punch. */
  punchedDays: 'p',
  /** Days with BEGIN_DAY (judged for lateness). */
  startedDays: 'j',
} as const;

/** Punched days of one location type. */
export const locationCounter = (location: string): string => `l:${location}`;
export const LOCATION_PREFIX = 'l:';

/**
 * A start histogram packs the three start codes of one minute (contributions.ts startCode:
 * minute * 3 + second class) into one counter, `hm:<minute>`, each code's count in its own 17 bits:
 * a third of the attributes to load at most, and still added to atomically. Exact while no start
 * code counts more than 131,071 days of one summary, and every packed value stays within a double's
 * exact integers (3 × 17 = 51 bits): the company's and a department's day, whose count of one code
 * is at most the employees who started that day. A department's month keeps one counter per start
 * code, `h:<code>`, and so did the department days counted before they were packed; a reader adds
 * both kinds.
 */
export const START_MINUTE_PREFIX = 'hm:';
export const START_PREFIX = 'h:';
const START_CLASS_BITS = 2 ** 17;
export const startMinuteCounter = (code: number): string => `${START_MINUTE_PREFIX}${Math.floor(code / 3)}`;
/** What one day that started at `code` adds to its minute's packed counter. */
export const startMinuteAmount = (code: number): number => START_CLASS_BITS ** (code % 3);
/** The counter of one start code, unpacked: a department's month, and its days before they were packed. */
const startCodeCounter = (code: number): string => `${START_PREFIX}${code}`;
/** The start codes and their counts a packed minute counter holds. */
export function unpackStartMinute(minute: number, packed: number): Array<[code: number, count: number]> {
  const counts: Array<[number, number]> = [];
  let rest = packed;
  for (let secondClass = 0; secondClass < 3; secondClass += 1) {
    const count = rest % START_CLASS_BITS;
    if (count !== 0) counts.push([minute * 3 + secondClass, count]);
    rest = (rest - count) / START_CLASS_BITS;
  }
  return counts;
}

/** Transmissions of one status class and endpoint on the bucket's day. */
export const transmissionCounter = (statusClass: string, endpoint: string): string =>
  `t:${statusClass}:${endpoint}`;
export const TRANSMISSION_PREFIX = 't:';

/** A department's counter on the company-day departments summary: `<counter>@<department>`. */
export const DEPARTMENT_SEPARATOR = '@';
export const departmentCounter = (counter: string, department: string): string =>
  `${counter}${DEPARTMENT_SEPARATOR}${department}`;
/** The counters kept per department for each company day (no locations or start times). */
export const DEPARTMENT_COUNTERS = [
  DAY_COUNTERS.days,
  DAY_COUNTERS.completeDays,
  DAY_COUNTERS.workedMinutes,
  DAY_COUNTERS.extensionMinutes,
] as const;

/** How a day's start is counted: one counter per start code, or packed per minute. */
type StartCounting = 'perCode' | 'perMinute';

function dayCounters(c: PunchContribution, sign: 1 | -1, counting: StartCounting): Record<string, number> {
  const add: Record<string, number> = {
    [DAY_COUNTERS.days]: sign,
    [DAY_COUNTERS.extensionMinutes]: sign * c.extension,
  };
  if (c.worked !== null) {
    add[DAY_COUNTERS.completeDays] = sign;
    add[DAY_COUNTERS.workedMinutes] = sign * c.worked;
  }
  if (c.location !== null) {
    add[DAY_COUNTERS.punchedDays] = sign;
    add[locationCounter(c.location)] = sign;
  }
  if (c.start !== null) {
    add[DAY_COUNTERS.startedDays] = sign;
    if (counting === 'perMinute') add[startMinuteCounter(c.start)] = sign * startMinuteAmount(c.start);
    else add[startCodeCounter(c.start)] = sign;
  }
  return add;
}

const isStartCounter = (name: string) =>
  name.startsWith(START_MINUTE_PREFIX) || name.startsWith(START_PREFIX);
const withoutStarts = (counters: Record<string, number>) =>
  Object.fromEntries(Object.entries(counters).filter(([name]) => !isStartCounter(name)));
const onlyStarts = (counters: Record<string, number>) =>
  Object.fromEntries(Object.entries(counters).filter(([name]) => isStartCounter(name)));

/**
 * A punch day's contribution to the summaries of its day and month, in the layout its ledger entry
 * was counted into (contributions.ts DayLayout; by default today's): its department's day and month
 * (every counter), and the company's day, split in three items so that each answer reads only what
 * it needs: the totals and location types, each department's counts and minutes, and the start
 * histogram (with the punch days, so a day of lateness knows it had punch days). A change of the
 * day, or a rebuild, takes an entry of an earlier layout out of the items that layout moved and
 * adds it to today's, like any other change.
 */
export function dayDeltas(
  companyId: string,
  date: string,
  c: PunchContribution,
  sign: 1 | -1,
  layout: DayLayout = DAY_LAYOUT,
): BucketDelta[] {
  const counting: StartCounting = layout >= 3 ? 'perMinute' : 'perCode';
  const counters = dayCounters(c, sign, counting);
  const departmentDays = departmentDeltas(
    companyId,
    date,
    counters,
    counting === 'perCode' ? counters : dayCounters(c, sign, 'perCode'),
    c.department,
  );
  if (layout === 1) return departmentDays;
  const perDepartment = Object.fromEntries(
    DEPARTMENT_COUNTERS.flatMap((counter) =>
      counters[counter] === undefined ? [] : [[departmentCounter(counter, c.department), counters[counter]]],
    ),
  );
  const packedStarts = counting === 'perMinute' ? counters : dayCounters(c, sign, 'perMinute');
  return [
    ...departmentDays,
    {
      key: daySummaryKeys.total(companyId, date),
      add: withoutStarts(counters),
      describe: { type: 'DayTotalSummary', companyId, date },
    },
    {
      key: daySummaryKeys.departments(companyId, date),
      add: perDepartment,
      describe: { type: 'DayDepartmentsSummary', companyId, date },
    },
    {
      key: daySummaryKeys.starts(companyId, date),
      add: { [DAY_COUNTERS.days]: sign, ...onlyStarts(packedStarts) },
      describe: { type: 'DayStartsSummary', companyId, date },
    },
  ];
}

/**
 * A department's month keeps one start counter per code in every layout: it counts up to 31 days
 * of each employee, so one code can pass the 131,071 days a packed field holds (a department of
 * about 4,300 employees all starting in the same minute and second class every day).
 */
function departmentDeltas(
  companyId: string,
  date: string,
  dayAmounts: Record<string, number>,
  monthAmounts: Record<string, number>,
  department: string,
): BucketDelta[] {
  const month = date.slice(0, 7);
  return [
    {
      key: daySummaryKeys.item(companyId, date, department),
      add: dayAmounts,
      describe: { type: 'DaySummary', companyId, date, department },
    },
    {
      key: daySummaryKeys.month(companyId, month, department),
      add: monthAmounts,
      describe: { type: 'MonthSummary', companyId, month, department },
    },
  ];
}

export function staffDelta(
  companyId: string,
  login: string,
  c: StaffContribution,
  sign: 1 | -1,
): BucketDelta {
  return {
    key: staffSummaryKeys.item(companyId, login, c.department),
    add: { [c.active ? 'active' : 'inactive']: sign },
    describe: { type: 'StaffSummary', companyId, department: c.department },
  };
}

export function transmissionDelta(
  companyId: string,
  requestId: string,
  c: TransmissionContribution,
): BucketDelta {
  return {
    key: transmissionSummaryKeys.item(companyId, c.day, requestId),
    add: { [transmissionCounter(c.statusClass, c.endpoint)]: 1 },
    describe: { type: 'TransmissionSummary', companyId, day: c.day },
  };
}

const keyId = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;

/** Deltas of the same bucket added together; counters that add up to 0, and buckets left empty, dropped. */
export function mergeDeltas(deltas: Iterable<BucketDelta>): BucketDelta[] {
  const merged = new Map<string, BucketDelta>();
  for (const delta of deltas) {
    const id = keyId(delta.key);
    const into = merged.get(id) ?? { key: delta.key, add: {}, describe: delta.describe };
    merged.set(id, into);
    for (const [counter, amount] of Object.entries(delta.add)) {
      into.add[counter] = (into.add[counter] ?? 0) + amount;
    }
  }
  return [...merged.values()]
    .map((delta) => ({
      ...delta,
      add: Object.fromEntries(Object.entries(delta.add).filter(([, amount]) => amount !== 0)),
    }))
    .filter((delta) => Object.keys(delta.add).length > 0);
}
