/**
 * The header fields of a deprecated route (docs/versioning.md): `Deprecation` (RFC 9745, a
 * structured-field date: `@` and epoch seconds), `Sunset` (RFC 8594, an HTTP-date) and a `Link` to
 * the notice with the `deprecation` relation (RFC 9745 §3). The local gateway adds them to every
 * answer of the route, the CDK stack has API Gateway add them, the OpenAPI document lists them.
 */
import type { Deprecation } from '../routes.js';
import { daysBetween, isRealDate } from '../shared/dates.js';

/** The shortest notice between deprecating a route and its sunset. */
export const MIN_NOTICE_DAYS = 90;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function deprecationHeaders({ since, sunset, notice }: Deprecation): Record<string, string> {
  return {
    deprecation: `@${dayStart(since) / 1000}`,
    ...(sunset ? { sunset: new Date(dayStart(sunset)).toUTCString() } : {}),
    link: `<${notice}>; rel="deprecation"; type="text/markdown"`,
  };
}

/** What is wrong with a declaration, or undefined: real dates, and the notice the policy promises. */
export function deprecationProblem({ since, sunset, notice }: Deprecation): string | undefined {
  if (!isRealDate(since)) return `since '${since}' is not YYYY-MM-DD`;
  if (sunset !== undefined) {
    if (!isRealDate(sunset)) return `sunset '${sunset}' is not YYYY-MM-DD`;
    const days = daysBetween(since, sunset);
    if (days < MIN_NOTICE_DAYS)
      return `sunset ${sunset} is ${days} days after ${since}; the policy gives at least ${MIN_NOTICE_DAYS}`;
  }
  if (!notice.startsWith('/docs/'))
    return `notice '${notice}' is not a page the docs function serves (/docs/...)`;
  return undefined;
}
