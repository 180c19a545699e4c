/** Format checks of notification fields. Pure functions. */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` naming a moment that exists on the calendar (no 2026-02-30, no 24:00:00). */
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
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/**
 * Characters that end an HTML attribute or open markup, whitespace and control characters that
 * browsers strip from URLs (turning `java\tscript:` into `javascript:`), and backslashes, which URL
 * parsers read as slashes: never in a stored link, whatever a URL parser would make of them, since
 * whoever shows the notification renders it.
 */
const NEVER_IN_A_LINK = /["'<>`\\\s\p{Cc}]/u;

/** An absolute http(s) URL with a host, as the WHATWG URL parser reads it. */
export function isHttpUrl(value: string): boolean {
  if (NEVER_IN_A_LINK.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Schemes that run code or read local files when opened: never a button's target. */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob']);
const DEEP_LINK = /^([a-z][a-z0-9+.-]*):\/\/\S+$/i;

/** An http(s) URL, or a deep link `scheme://...` into an app, whose scheme cannot run script. */
export function isUrlOrDeepLink(value: string): boolean {
  if (NEVER_IN_A_LINK.test(value)) return false;
  const scheme = DEEP_LINK.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || UNSAFE_SCHEMES.has(scheme)) return false;
  return scheme === 'http' || scheme === 'https' ? isHttpUrl(value) : true;
}
