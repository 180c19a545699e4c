/**
 * Whether a decision posted to an approval link comes from the approval page itself (CSRF: a
 * page elsewhere that the manager visits must not be able to post a decision with their link).
 *
 * The page sends no Referer (Referrer-Policy: no-referrer keeps the key in its URL from leaking),
 * and for the same reason browsers post its form with `Origin: null`. So the browser's own
 * Fetch Metadata decides first: `Sec-Fetch-Site: same-origin` is the page's form, anything else is
 * not. Browsers without Fetch Metadata are judged by Origin, then Referer, against the origin of
 * PUBLIC_BASE_URL; `Origin: null` there is refused (it cannot be told apart from a page elsewhere).
 * A request with none of the three headers comes from no browser (curl, an integration holding
 * the link): CSRF needs a victim's browser, and the link key is the credential, so it is accepted.
 */
export type DecisionOrigin = 'page' | 'no-browser' | 'elsewhere';

export interface OriginHeaders {
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  referer?: string | undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function decisionOrigin(headers: OriginHeaders, publicBaseUrl: string): DecisionOrigin {
  const own = originOf(publicBaseUrl);
  if (headers.secFetchSite !== undefined) {
    return headers.secFetchSite.trim().toLowerCase() === 'same-origin' ? 'page' : 'elsewhere';
  }
  if (headers.origin !== undefined) return headers.origin === own ? 'page' : 'elsewhere';
  if (headers.referer !== undefined) return originOf(headers.referer) === own ? 'page' : 'elsewhere';
  return 'no-browser';
}
