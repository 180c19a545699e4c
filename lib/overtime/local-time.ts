/**
 * Local date-times (`YYYY-MM-DD HH:mm:ss`, a wall-clock time in some IANA time zone), as the
 * extension request uses them. Generic; lib/shared/dates.ts of the punch clock may absorb it.
 */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True for a well-formed date-time that exists on the calendar (no 2026-02-30, no 24:00:00). */
export function isRealLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  // Day 0 of the next month is the last day of this one, leap years included.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23: midnight is 00, never the 24 some locales print.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock `YYYY-MM-DD HH:mm:ss` of `instant` in `timeZone`. */
export function localDateTimeAt(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) parts[type] = value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The `YYYY-MM-DD` part of a local date-time. */
export function dateOf(localDateTime: string): string {
  return localDateTime.slice(0, 10);
}
