/**
 * Calendar dates and wall-clock times as the contract writes them, with no library: strict
 * formats (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ssZ` in UTC, `YYYY-MM-DD HH:mm:ss` in a local time
 * zone), real-date checks (2026-02-30 and 24:00:00 are refused) and time-zone conversions through
 * Intl. Pure functions; instants are epoch milliseconds.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Epoch ms of the fields read as UTC; setUTCFullYear because Date.UTC maps years 0-99 to 19xx. */
function utcMillis(f: Fields): number {
  const date = new Date(0);
  date.setUTCFullYear(f.year, f.month - 1, f.day);
  date.setUTCHours(f.hour, f.minute, f.second, 0);
  return date.getTime();
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/**
 * The fields when they name a real calendar date (proleptic Gregorian, as Date counts) and a time
 * from 00:00:00 to 23:59:59. Checked arithmetically, without Date objects: this runs in the
 * request schemas of every punch, and G8 of the benchmark holds parsing to 3x JSON.parse.
 */
function realFields(match: RegExpExecArray | null): Fields | undefined {
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = match[4] === undefined ? 0 : Number(match[4]);
  const minute = match[5] === undefined ? 0 : Number(match[5]);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

export function isRealDate(text: string): boolean {
  return realFields(DATE.exec(text)) !== undefined;
}

/** Epoch ms of a `YYYY-MM-DDTHH:mm:ssZ` instant, or undefined when it is not exactly that. */
export function parseUtcInstant(text: string): number | undefined {
  const fields = realFields(UTC_INSTANT.exec(text));
  return fields ? utcMillis(fields) : undefined;
}

export function isUtcInstant(text: string): boolean {
  return realFields(UTC_INSTANT.exec(text)) !== undefined;
}

/** `YYYY-MM-DD HH:mm:ss` with a real date and time (the zone is not involved). */
export function isLocalDateTime(text: string): boolean {
  return realFields(LOCAL_DATE_TIME.exec(text)) !== undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: number, timeZone: string): Fields {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const formatDate = (f: Fields) => `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;

/** The calendar date (`YYYY-MM-DD`) an instant falls on in the time zone. */
export function localDateOf(instant: number, timeZone: string): string {
  return formatDate(wallClock(instant, timeZone));
}

/** The instant as `YYYY-MM-DD HH:mm:ss` on the wall clocks of the time zone. */
export function localDateTimeOf(instant: number, timeZone: string): string {
  const f = wallClock(instant, timeZone);
  return `${formatDate(f)} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
}

/** The instant as `YYYY-MM-DDTHH:mm:ssZ` (no milliseconds, as the contract writes instants). */
export function formatUtcInstant(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

/** How far the zone's wall clock is ahead of UTC at the instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  return utcMillis(wallClock(instant, timeZone)) - Math.floor(instant / 1000) * 1000;
}

/**
 * Epoch ms of a `YYYY-MM-DD HH:mm:ss` wall-clock time in the zone, or undefined when the text is
 * not a real date-time. A time skipped by a daylight-saving jump resolves to the instant the
 * offset before the jump gives it (02:30 on a spring-forward night is 03:30 after it); a
 * repeated time resolves to its first occurrence.
 */
export function parseLocalDateTime(text: string, timeZone: string): number | undefined {
  const fields = realFields(LOCAL_DATE_TIME.exec(text));
  if (!fields) return undefined;
  const asUtc = utcMillis(fields);
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const early = asUtc - Math.max(before, after);
  const late = asUtc - Math.min(before, after);
  // Of the candidates, the first whose wall clock reads the text; none on a skipped time.
  for (const candidate of [early, late]) {
    if (utcMillis(wallClock(candidate, timeZone)) === asUtc) return candidate;
  }
  return asUtc - before;
}

/** The date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const fields = realFields(DATE.exec(date));
  if (!fields) throw new RangeError(`not a date: ${date}`);
  const moved = new Date(utcMillis(fields) + days * 86_400_000);
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = realFields(DATE.exec(from));
  const b = realFields(DATE.exec(to));
  if (!a || !b) throw new RangeError(`not a date: ${a ? to : from}`);
  return Math.round((utcMillis(b) - utcMillis(a)) / 86_400_000);
}
