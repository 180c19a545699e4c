/**
 * The regular expression categorizeURL stores for a URL or domain. It matches the visited address
 * with or without `http(s)://`, on the domain itself and its subdomains, and, when a path was given,
 * only under that path. Anchored, with a single loop and everything else escaped, so its matching
 * time is linear and the ReDoS analysis of every rule accepts it. Pure.
 */
export interface UrlTarget {
  host: string;
  /** `/spreadsheets`, or '' for the whole domain. */
  path: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The host and path of a URL or bare domain, or undefined when it is not one. */
export function parseUrlTarget(input: string): UrlTarget | undefined {
  const text = input.trim();
  if (!text || /\s/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9.-]+$/.test(host) || !host.includes('.') || host.startsWith('.')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  } catch {
    return undefined; // a % that starts no UTF-8 character: no address a browser would show
  }
  return { host, path };
}

export function urlRegex({ host, path }: UrlTarget): string {
  const end = path ? '([/?#]|$)' : '([/:?#]|$)';
  return `^(http://|https://|)([^/?#]*\\.|)${escapeRegex(host)}${escapeRegex(path)}${end}`;
}
