/**
 * The numbers a punch day and a transmission are counted by. Pure.
 */
import { localDateTimeOf, parseUtcInstant } from '../shared/dates.js';

/** Location type of a punched day that names none. */
export const UNKNOWN_LOCATION = 'unknown';

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

/** `2xx`, `4xx`, ... */
export const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;
