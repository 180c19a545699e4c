/** Format checks of notification fields. Pure functions. */

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
