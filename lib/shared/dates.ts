/**
 * Calendar dates and wall-clock times as the contract writes them, with no library: strict
 * formats (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ssZ` in UTC, `YYYY-MM-DD HH:mm:ss` in a local time
 * zone), real-date checks (2026-02-30 and 24:00:00 are refused) and time-zone conversions (see
 * wallClock). Pure functions apart from that; instants are epoch milliseconds.
 */

/**
 * The three formats: `YYYY-MM-DD`, then for the two date-times the separator between date and time
 * (`T` or a space), `HH:mm:ss`, and `Z` for UTC. Read character by character rather than with a
 * regular expression: no match array and no substrings per field, which made the four instants of
 * a sendPunchClock body cost more than JSON.parse of the whole body (G8 of the benchmark).
 */
type Layout = 'date' | 'utcInstant' | 'localDateTime';
const LENGTHS: Record<Layout, number> = { date: 10, utcInstant: 20, localDateTime: 19 };

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

/** The number written by `count` ASCII digits from `start`, or -1 when one of them is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The fields when the text is exactly the layout and names a real calendar date (proleptic
 * Gregorian, as Date counts) and a time from 00:00:00 to 23:59:59; checked arithmetically.
 */
function realFields(text: string, layout: Layout): Fields | undefined {
  if (text.length !== LENGTHS[layout] || text[4] !== '-' || text[7] !== '-') return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (layout === 'date') return { year, month, day, hour: 0, minute: 0, second: 0 };
  if (text[10] !== (layout === 'utcInstant' ? 'T' : ' ') || text[13] !== ':' || text[16] !== ':')
    return undefined;
  if (layout === 'utcInstant' && text[19] !== 'Z') return undefined;
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
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
  const fields = realFields(date, 'date');
  const hour = Number(hh);
  const minute = Number(mm);
  const second = Number(ss);
  const offsetHours = Number(offsetHh);
  const offsetMinutes = Number(offsetMm);
  if (!fields || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59)
    return undefined;
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  return utcMillis({ ...fields, hour, minute, second }) + millis - offset;
}

export function isUtcInstant(text: string): boolean {
  return realFields(text, 'utcInstant') !== undefined;
}

/** `YYYY-MM-DD HH:mm:ss` with a real date and time (the zone is not involved). */
export function isLocalDateTime(text: string): boolean {
  return realFields(text, 'localDateTime') !== undefined;
}

/**
 * The zone's wall clock at the instant, read from V8's local time with the process's TZ pointed at
 * the zone, not from Intl.DateTimeFormat: the first Intl object of a process costs 10-30 ms (ICU's
 * locale data), which every function converting zones paid on its cold start, while pointing TZ
 * at a zone costs about 0.1 ms the first time and a few microseconds per switch after. Both read
 * the same ICU zone data; the fields were identical for every zone Intl knows, 1900-2045 and
 * around daylight-saving changes (test/lib/shared/dates.test.ts compares them).
 * So the process's local time zone is the last zone converted to. Nothing else in the service reads
 * local time (instants are epoch ms and ISO strings in UTC), and a test keeps it that way. The zone
 * must be valid (checked where it enters: company and employee records); TZ silently falls back to
 * UTC for a name it does not know, where Intl threw.
 */
function wallClock(instant: number, timeZone: string): Fields {
  if (process.env.TZ !== timeZone) process.env.TZ = timeZone;
  const date = new Date(instant);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
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

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = realFields(from, 'date');
  const b = realFields(to, 'date');
  if (!a || !b) throw new RangeError(`not a date: ${a ? to : from}`);
  return Math.round((utcMillis(b) - utcMillis(a)) / 86_400_000);
}
