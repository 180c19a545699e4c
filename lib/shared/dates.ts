/**
 * Calendar dates and wall-clock times as the contract writes them, with no library: strict
 * formats (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ssZ` in UTC, `YYYY-MM-DD HH:mm:ss` in a local time
 * zone), real-date checks (2026-02-30 and 24:00:00 are refused) and time-zone conversions through
 * Intl.DateTimeFormat. Pure functions; instants are epoch milliseconds.
 */

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

const FORMATS = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  utcInstant: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/,
  localDateTime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
} as const;

/**
 * The fields when the text is exactly the format and names a real calendar date (proleptic
 * Gregorian, as Date counts) and a time from 00:00:00 to 23:59:59: a date that Date would roll
 * over (2026-02-30 → 2026-03-02) comes back different and is refused.
 */
function realFields(text: string, format: keyof typeof FORMATS): Fields | undefined {
  const match = FORMATS[format].exec(text);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  const fields = { year, month, day, hour, minute, second };
  const date = new Date(utcMillis(fields));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? fields : undefined;
}

export function isRealDate(text: string): boolean {
  return realFields(text, 'date') !== undefined;
}

/** Epoch ms of a `YYYY-MM-DDTHH:mm:ssZ` instant, or undefined when it is not exactly that. */
export function parseUtcInstant(text: string): number | undefined {
  const fields = realFields(text, 'utcInstant');
  return fields ? utcMillis(fields) : undefined;
}

/**
 * RFC 3339 date-times as agents write them: `2026-03-10T14:30:00Z`, with fractional seconds
 * (`…:00.123Z`, read to the millisecond) or an offset (`…:00-03:00`, `+00:00`), `T` and `Z` in either
 * case. The date and time must be real and the offset within ±23:59; no leap second (Date has none).
 */
const RFC3339_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Epoch ms of an RFC 3339 date-time, or undefined when the text is not a real one. */
export function parseRfc3339DateTime(text: string): number | undefined {
  const match = RFC3339_DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, date = '', hh = '', mm = '', ss = '', fraction = '', sign, offsetHh = '0', offsetMm = '0'] = match;
  const fields = realFields(`${date}T${hh}:${mm}:${ss}Z`, 'utcInstant');
  const offsetHours = Number(offsetHh);
  const offsetMinutes = Number(offsetMm);
  if (!fields || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  return utcMillis(fields) + millis - offset;
}

export function isUtcInstant(text: string): boolean {
  return realFields(text, 'utcInstant') !== undefined;
}

/** `YYYY-MM-DD HH:mm:ss` with a real date and time (the zone is not involved). */
export function isLocalDateTime(text: string): boolean {
  return realFields(text, 'localDateTime') !== undefined;
}

/**
 * One formatter per zone, made when the zone is first converted to: the zone's wall clock as
 * numbers, with hours 00-23. An unknown zone throws a RangeError here; zones are checked where they
 * enter (company and employee records: isTimeZone), so a stored zone is always known.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the text names a time zone Intl knows (an IANA name such as `America/Sao_Paulo`, or `UTC`). */
export function isTimeZone(text: string): boolean {
  try {
    // Not kept: the text comes from a request, and only stored zones earn a cached formatter.
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at the instant (years before 1 CE counted as Date counts them: 0, -1...). */
function wallClock(instant: number, timeZone: string): Fields {
  const fields: Record<string, number> = {};
  let beforeCommonEra = false;
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type === 'era') beforeCommonEra = part.value === 'BC';
    else if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? 0;
  return {
    year: beforeCommonEra ? 1 - year : year,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
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
  const fields = realFields(text, 'localDateTime');
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
  const fields = realFields(date, 'date');
  if (!fields) throw new RangeError(`not a date: ${date}`);
  const moved = new Date(utcMillis(fields) + days * 86_400_000);
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * `YYYY-MM` of every month from the one of `from` to the one of `to`, in order (both start with
 * `YYYY-MM`: a date or a date-time); none when `to`'s month is earlier.
 */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (let current = from.slice(0, 7); current <= last; current = `${pad(year, 4)}-${pad(month)}`) {
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The last date of a `YYYY-MM` month. */
export function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  const last = new Date(0);
  last.setUTCFullYear(year, number, 0);
  return `${month}-${pad(last.getUTCDate())}`;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = realFields(from, 'date');
  const b = realFields(to, 'date');
  if (!a || !b) throw new RangeError(`not a date: ${a ? to : from}`);
  return Math.round((utcMillis(b) - utcMillis(a)) / 86_400_000);
}
