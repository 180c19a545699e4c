/**
 * What one stored item adds to the summaries, as plain data: a punch day, an employee, a
 * transmission. Pure. A summary is the sum of the contributions of the items it covers, so an item
 * that changes moves it by the difference between its new and its old contribution.
 */
import type { StoredPunchDay } from '../punch/punch-day.js';
import { workedMinutes } from '../punch/punch-day.js';
import { localDateTimeOf, parseUtcInstant } from '../shared/dates.js';

/** Department of a day stored before days recorded one. */
export const UNKNOWN_DEPARTMENT = '(no department recorded)';
/** Location type of a punched day that names none. */
export const UNKNOWN_LOCATION = 'unknown';
/** Time zone of a day stored before days recorded one. */
const DEFAULT_TIME_ZONE = 'UTC';

/** One punch day, as the summaries count it. */
export interface PunchContribution {
  department: string;
  /** Worked minutes of a complete day; null when the day is incomplete. */
  worked: number | null;
  /** Approved extension minutes. */
  extension: number;
  /** Location type of a day with at least one punch; null for a day made by an approval alone. */
  location: string | null;
  /** The start of day on the employee's wall clock as a start code (see startCode); null without BEGIN_DAY. */
  start: number | null;
}

/** How many start codes there are (see startCode): three for each minute of the day. */
export const START_CODES = 24 * 60 * 3;

/**
 * Lateness is judged on the start of day in minutes and seconds, `minute + second / 60` against
 * `expectedStart + grace`, and counted as that difference rounded to whole minutes. For any start
 * and grace in whole minutes, that depends on the second only through three classes: exactly on
 * the minute, 1-29 seconds past it, 30-59 past it. So the start code `minute * 3 + class` (0-4319)
 * keeps everything lateness needs, and a histogram of codes answers it for any start and grace.
 */
export function startCode(beginDay: string | null, timeZone: string): number | null {
  const instant = beginDay ? parseUtcInstant(beginDay) : undefined;
  if (instant === undefined) return null;
  const local = localDateTimeOf(instant, timeZone);
  const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  const second = Number(local.slice(17, 19));
  return minute * 3 + (second === 0 ? 0 : second < 30 ? 1 : 2);
}

/** `HH:mm` as minutes of the day. */
export const minutesOfDay = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Minutes late of a day that started at `code`: 0 when within `graceMinutes` of `expectedMinute`,
 * else the minutes after `expectedMinute`, rounded (30 seconds and more round up).
 */
export function lateMinutesOfStart(code: number, expectedMinute: number, graceMinutes: number): number {
  const minute = Math.floor(code / 3);
  const secondClass = code % 3;
  const whole = minute - expectedMinute;
  const late = whole > graceMinutes || (whole === graceMinutes && secondClass > 0);
  return late ? whole + (secondClass === 2 ? 1 : 0) : 0;
}

export function punchContribution(day: StoredPunchDay): PunchContribution {
  const { beginDay, beginLunch, endLunch, endDay } = day.times;
  const punched = Boolean(beginDay || beginLunch || endLunch || endDay);
  return {
    department: day.department ?? UNKNOWN_DEPARTMENT,
    worked: workedMinutes(day.times),
    extension: day.approvedExtensionMinutes,
    location: punched ? (day.locationType ?? UNKNOWN_LOCATION) : null,
    start: startCode(beginDay, day.timeZone ?? DEFAULT_TIME_ZONE),
  };
}

/** One employee, as the staff counts count them. */
export interface StaffContribution {
  department: string;
  active: boolean;
}

/** One transmission, as the transmission counts count it. */
export interface TransmissionContribution {
  /** UTC day. */
  day: string;
  endpoint: string;
  /** `2xx`, `4xx`, ... */
  statusClass: string;
}

export const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;

/*
 * Ledger entries hold a contribution as compact JSON, one fixed field order, so two contributions
 * are equal exactly when their encodings are.
 */
export const encodePunch = (c: PunchContribution): string =>
  JSON.stringify([c.department, c.worked, c.extension, c.location, c.start]);

export function decodePunch(text: string): PunchContribution {
  const [department, worked, extension, location, start] = JSON.parse(text) as [
    string,
    number | null,
    number,
    string | null,
    number | null,
  ];
  return { department, worked, extension, location, start };
}

/**
 * The layouts of the summaries a punch day has been counted into. A day ledger entry records its
 * layout (entries without one are layout 1), so that a later change of the day, or a rebuild,
 * takes the day out of the items its layout moved (buckets.ts dayDeltas):
 * 1. each department's day and month, with one start counter per start code;
 * 2. also the company's day as three items (totals, departments, start histogram packed per minute);
 * 3. the department days pack their start histograms per minute too, and the months per pair of codes;
 * 4. the company's day packs its start histogram per two minutes.
 */
export type DayLayout = 1 | 2 | 3 | 4;
export const DAY_LAYOUT: DayLayout = 4;

export const encodePunchEntry = (c: PunchContribution): string =>
  JSON.stringify([c.department, c.worked, c.extension, c.location, c.start, DAY_LAYOUT]);

export function decodePunchEntry(text: string): { contribution: PunchContribution; layout: DayLayout } {
  const tag = (JSON.parse(text) as unknown[])[5];
  return { contribution: decodePunch(text), layout: tag === 2 || tag === 3 || tag === 4 ? tag : 1 };
}

export const encodeStaff = (c: StaffContribution): string => JSON.stringify([c.department, c.active ? 1 : 0]);

export function decodeStaff(text: string): StaffContribution {
  const [department, active] = JSON.parse(text) as [string, number];
  return { department, active: active === 1 };
}
