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

/** An amount a counter moves by: a bigint for counters packed past a double's exact integers. */
export type Amount = number | bigint;

export interface BucketDelta {
  key: ItemKey;
  /** Counter attribute → amount to add (negative to take away); a counter's amounts are all of one type. */
  add: Record<string, Amount>;
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
 * Start histograms are packed, so that an answer loads fewer attributes, and still added to
 * atomically. The company's day packs the start codes of two neighbouring minutes (contributions.ts
 * startCode: minute * 3 + second class) into one counter, `ht:<minute / 2>`, each code's count in its
 * own 17 bits: a day counts each employee once, and no company has 131,071 employees. Its 102 bits
 * are past a double's exact integers, so its amounts are bigints (DynamoDB numbers hold 38 digits,
 * and the document client reads one past 2^53 back as a bigint). A department's day packs the three
 * codes of one minute, `hm:<minute>`, 17 bits each (51 bits, a double's), as the company's day did
 * before. A department's month counts up to 31 days of each employee, so it packs two consecutive
 * codes into `hp:<code / 2>`, 26 bits each (67,108,863 days). Days counted before their summaries
 * were packed so keep one counter per code, `h:<code>`; a reader adds every kind.
 */
const START_TWO_MINUTES_PREFIX = 'ht:';
const START_MINUTE_PREFIX = 'hm:';
const START_PAIR_PREFIX = 'hp:';
export const START_PREFIX = 'h:';
const START_CLASS_BITS = 17;
const START_PAIR_BITS = 2 ** 26;
const startTwoMinutesCounter = (code: number): string => `${START_TWO_MINUTES_PREFIX}${Math.floor(code / 6)}`;
/** What one day that started at `code` adds to its two minutes' packed counter. */
const startTwoMinutesAmount = (code: number): bigint => 1n << BigInt(START_CLASS_BITS * (code % 6));
const startMinuteCounter = (code: number): string => `${START_MINUTE_PREFIX}${Math.floor(code / 3)}`;
const startMinuteAmount = (code: number): number => (2 ** START_CLASS_BITS) ** (code % 3);
const startPairCounter = (code: number): string => `${START_PAIR_PREFIX}${Math.floor(code / 2)}`;
const startPairAmount = (code: number): number => START_PAIR_BITS ** (code % 2);
/** The counter of one start code, unpacked, as department days and months kept it before. */
const startCodeCounter = (code: number): string => `${START_PREFIX}${code}`;

/** The start codes and counts of a packed counter: `fields` codes from `firstCode`, each in `bits` bits. */
function unpack(firstCode: number, packed: Amount, fields: number, bits: number): Array<[number, number]> {
  const counts: Array<[number, number]> = [];
  if (typeof packed === 'number' && packed < 2 ** 53) {
    // Within a double's exact integers (every kind but the company day's): plain arithmetic.
    const base = 2 ** bits;
    let rest = packed;
    for (let field = 0; field < fields; field += 1) {
      const count = rest % base;
      if (count !== 0) counts.push([firstCode + field, count]);
      rest = (rest - count) / base;
    }
    return counts;
  }
  const width = BigInt(bits);
  const mask = (1n << width) - 1n;
  let rest = BigInt(packed);
  for (let field = 0; field < fields; field += 1) {
    const count = Number(rest & mask);
    if (count !== 0) counts.push([firstCode + field, count]);
    rest >>= width;
  }
  return counts;
}

/** Each kind of start counter by its prefix: the codes and counts a counter named `<prefix><n>` holds. */
const START_COUNTERS: ReadonlyArray<
  [prefix: string, unpackOf: (n: number, value: Amount) => Array<[number, number]>]
> = [
  [START_TWO_MINUTES_PREFIX, (n, value) => unpack(n * 6, value, 6, START_CLASS_BITS)],
  [START_MINUTE_PREFIX, (minute, value) => unpack(minute * 3, value, 3, START_CLASS_BITS)],
  [START_PAIR_PREFIX, (pair, value) => unpack(pair * 2, value, 2, 26)],
  [START_PREFIX, (code, count) => [[code, Number(count)]]],
];

/** The start codes and counts a summary's counter holds, however it is packed; undefined for any other counter. */
export function startCountsOf(name: string, value: Amount): Array<[code: number, count: number]> | undefined {
  for (const [prefix, unpackOf] of START_COUNTERS)
    if (name.startsWith(prefix)) return unpackOf(Number(name.slice(prefix.length)), value);
  return undefined;
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

/** How a day's start is counted: one counter per start code, or packed per one or two minutes or per pair of codes. */
type StartCounting = 'perCode' | 'perMinute' | 'perTwoMinutes' | 'perCodePair';

function dayCounters(c: PunchContribution, sign: 1 | -1, counting: StartCounting): Record<string, Amount> {
  const add: Record<string, Amount> = {
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
    if (counting === 'perTwoMinutes')
      add[startTwoMinutesCounter(c.start)] = BigInt(sign) * startTwoMinutesAmount(c.start);
    else if (counting === 'perMinute') add[startMinuteCounter(c.start)] = sign * startMinuteAmount(c.start);
    else if (counting === 'perCodePair') add[startPairCounter(c.start)] = sign * startPairAmount(c.start);
    else add[startCodeCounter(c.start)] = sign;
  }
  return add;
}

const isStartCounter = (name: string) => START_COUNTERS.some(([prefix]) => name.startsWith(prefix));
const withoutStarts = (counters: Record<string, Amount>) =>
  Object.fromEntries(Object.entries(counters).filter(([name]) => !isStartCounter(name)));
const onlyStarts = (counters: Record<string, Amount>) =>
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
  const packed = layout >= 3;
  const counting: StartCounting = packed ? 'perMinute' : 'perCode';
  const counters = dayCounters(c, sign, counting);
  const departmentDays = departmentDeltas(
    companyId,
    date,
    counters,
    packed ? dayCounters(c, sign, 'perCodePair') : counters,
    c.department,
  );
  if (layout === 1) return departmentDays;
  const perDepartment = Object.fromEntries(
    DEPARTMENT_COUNTERS.flatMap((counter) =>
      counters[counter] === undefined ? [] : [[departmentCounter(counter, c.department), counters[counter]]],
    ),
  );
  const packedStarts = dayCounters(c, sign, layout >= 4 ? 'perTwoMinutes' : 'perMinute');
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

/** A department's day and month: the same counters, but for how each packs its start histogram. */
function departmentDeltas(
  companyId: string,
  date: string,
  dayAmounts: Record<string, Amount>,
  monthAmounts: Record<string, Amount>,
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
      const sum = into.add[counter];
      into.add[counter] =
        sum === undefined ? amount : typeof sum === 'bigint' ? sum + BigInt(amount) : sum + Number(amount);
    }
  }
  return [...merged.values()]
    .map((delta) => ({
      ...delta,
      add: Object.fromEntries(
        Object.entries(delta.add).filter(([, amount]) => amount !== 0 && amount !== 0n),
      ),
    }))
    .filter((delta) => Object.keys(delta.add).length > 0);
}
