/**
 * The rules of an employee's work day that need no I/O: which field each punch sets, the order the
 * four times must keep, the deterministic action id, worked minutes and the listed record.
 */
import { createHash } from 'node:crypto';
import { DATE_FORMAT, UTC_INSTANT_FORMAT } from '../shared/date-formats.js';
import type { FieldProblem } from '../shared/validation.js';
import * as z from '../shared/zod.js';

/** The four times, in the order they happen in a day. */
export const PUNCH_FIELDS = ['beginDay', 'beginLunch', 'endLunch', 'endDay'] as const;
export type PunchField = (typeof PUNCH_FIELDS)[number];
export type PunchTimes = Partial<Record<PunchField, string>>;

/** An employee's day as stored; a day made by an overtime approval alone has only the extension minutes. */
export interface StoredPunchDay {
  login: string;
  date: string;
  times: Record<PunchField, string | null>;
  hostname: string | null;
  locationType: string | null;
  source: string | null;
  actionId: string | null;
  approvedExtensionMinutes: number;
  /** The employee's department when the day was last punched (or its overtime approved). */
  department: string | null;
  /** The time zone the day's local date and times are read in. */
  timeZone: string | null;
  /**
   * When the company erased the person (lib/privacy/erase.ts): the day is a time record it must
   * keep, and no per-person answer shows it. Absent for a day of a person not erased.
   */
  erasedAt?: string;
  /** When a punch last changed the day (null: made by an approval alone; absent: not read). */
  updatedAt?: string | null;
}

/** A stored time a write must stay in order with: absent, or within the given bounds. */
export interface OrderBound {
  attribute: PunchField;
  atMost?: string;
  atLeast?: string;
}

/** The sent fields of one employee's day, written only if no stored time contradicts them. */
export interface PunchDayWrite {
  companyId: string;
  login: string;
  date: string;
  times: Partial<Record<PunchField, string>>;
  hostname: string;
  locationType: string;
  source: string;
  actionId: string;
  department: string;
  timeZone: string;
  updatedAt: string;
  /** Epoch seconds when the day expires: the company's time-record retention after it. */
  ttl: number;
  /** Checked atomically with the write; the times are `YYYY-MM-DDTHH:mm:ssZ`, so text order is time order. */
  bounds: readonly OrderBound[];
}

export type PunchWriteOutcome = { written: true } | { written: false; stored: StoredPunchDay };

export const ACTION_TYPES = ['BEGIN_DAY', 'BEGIN_LUNCH', 'END_LUNCH', 'END_DAY'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const FIELD_OF_ACTION: Record<ActionType, PunchField> = {
  BEGIN_DAY: 'beginDay',
  BEGIN_LUNCH: 'beginLunch',
  END_LUNCH: 'endLunch',
  END_DAY: 'endDay',
};

export const LOCATION_TYPES = ['office', 'home', 'field'] as const;
export const DEFAULT_SOURCE = 'integration';

/**
 * `pa_` + 128 bits of SHA-256 over what identifies the punch, so a resent punch gets the same id
 * and a different one (another time, type, employee or company) another.
 */
export function punchActionId(parts: readonly string[]): string {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest();
  return `pa_${digest.subarray(0, 16).toString('base64url')}`;
}

/** Two times out of the day's order: `later` should not come before `earlier`, and it does. */
export interface OrderClash {
  earlier: PunchField;
  later: PunchField;
}

/**
 * Pairs out of the day's order: END_DAY before BEGIN_DAY, a lunch outside the day, a lunch that
 * ends before it begins. Times are `YYYY-MM-DDTHH:mm:ssZ`, so text order is time order; equal
 * times are allowed.
 */
export function outOfOrder(times: Partial<Record<PunchField, string | null>>): OrderClash[] {
  const clashes: OrderClash[] = [];
  PUNCH_FIELDS.forEach((earlier, i) => {
    for (const later of PUNCH_FIELDS.slice(i + 1)) {
      const a = times[earlier];
      const b = times[later];
      if (a && b && b < a) clashes.push({ earlier, later });
    }
  });
  return clashes;
}

/** The sent times out of order among themselves, as field problems naming both fields. */
export function sentOutOfOrder(sent: PunchTimes): FieldProblem[] {
  return outOfOrder(sent).map(({ earlier, later }) => ({
    field: later,
    problem: `${sent[later]} is before ${earlier} ${sent[earlier]}`,
  }));
}

/**
 * What each time not being written must satisfy for the day to stay in order with the ones that
 * are: at most the earliest written time after it, at least the latest written time before it.
 */
export function orderBounds(written: PunchTimes): OrderBound[] {
  const bounds: OrderBound[] = [];
  PUNCH_FIELDS.forEach((field, i) => {
    if (written[field] !== undefined) return;
    const after = PUNCH_FIELDS.slice(i + 1).flatMap((f) => written[f] ?? []);
    const before = PUNCH_FIELDS.slice(0, i).flatMap((f) => written[f] ?? []);
    if (after.length === 0 && before.length === 0) return;
    bounds.push({
      attribute: field,
      ...(after.length ? { atMost: after.reduce((x, y) => (y < x ? y : x)) } : {}),
      ...(before.length ? { atLeast: before.reduce((x, y) => (y > x ? y : x)) } : {}),
    });
  });
  return bounds;
}

/** Whether every time sent is the one stored for its field: the punch was sent before. */
export function alreadyStored(written: PunchTimes, stored: StoredPunchDay): boolean {
  const fields = PUNCH_FIELDS.filter((field) => written[field] !== undefined);
  return fields.length > 0 && fields.every((field) => stored.times[field] === written[field]);
}

/** The written times that contradict times already stored for the day, naming both fields. */
export function clashesWithStored(written: PunchTimes, stored: StoredPunchDay): FieldProblem[] {
  const merged = { ...stored.times, ...written };
  return outOfOrder(merged).flatMap(({ earlier, later }) => {
    if (written[later] !== undefined && written[earlier] === undefined) {
      return [
        { field: later, problem: `${written[later]} is before the stored ${earlier} ${merged[earlier]}` },
      ];
    }
    if (written[earlier] !== undefined && written[later] === undefined) {
      return [
        { field: earlier, problem: `${written[earlier]} is after the stored ${later} ${merged[later]}` },
      ];
    }
    return [];
  });
}

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/**
 * Day length minus lunch, in whole minutes. Null while the day has no begin or end, or a lunch with
 * only one end; a day with no lunch punched at all counts whole.
 */
export function workedMinutes(times: Record<PunchField, string | null>): number | null {
  const { beginDay, beginLunch, endLunch, endDay } = times;
  if (!beginDay || !endDay) return null;
  if (Boolean(beginLunch) !== Boolean(endLunch)) return null;
  const lunch = beginLunch && endLunch ? minutesBetween(beginLunch, endLunch) : 0;
  return Math.floor(minutesBetween(beginDay, endDay) - lunch);
}

const nullableInstant = () => z.nullable(z.string().check(z.meta(UTC_INSTANT_FORMAT)));

/** One employee's day as listPunchClockByDay and the MCP tools return it. */
export const PunchRecordSchema = z.object({
  username: z.string(),
  date: z.string().check(z.meta({ description: "the employee's local day", ...DATE_FORMAT })),
  beginDay: nullableInstant(),
  beginLunch: nullableInstant(),
  endLunch: nullableInstant(),
  endDay: nullableInstant(),
  hostname: z.nullable(z.string()),
  locationType: z.nullable(z.string()),
  source: z.nullable(z.string()),
  action_id: z.nullable(z.string()),
  approvedExtensionMinutes: z.number().check(z.int(), z.describe('approved overtime added to the day')),
  workedMinutes: z
    .nullable(z.number().check(z.int()))
    .check(z.describe('the day minus lunch; null while incomplete')),
});
export type PunchRecord = z.output<typeof PunchRecordSchema>;

export function toPunchRecord(day: StoredPunchDay): PunchRecord {
  return {
    username: day.login,
    date: day.date,
    ...day.times,
    hostname: day.hostname,
    locationType: day.locationType,
    source: day.source,
    action_id: day.actionId,
    approvedExtensionMinutes: day.approvedExtensionMinutes,
    workedMinutes: workedMinutes(day.times),
  };
}
