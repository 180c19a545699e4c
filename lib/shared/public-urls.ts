/**
 * The service's own public addresses, all derived from two configured base URLs: PUBLIC_BASE_URL
 * (where clients reach the API, so the MCP endpoint and the protected resource metadata) and
 * PUBLIC_AUTH_URL (where they reach the token service, whose issuer identifier it is; by default
 * the same). A base URL may have a path (an API mapped under a path of a custom domain); the
 * well-known documents then sit at the host's root with that path after them (RFC 8414 §3.1,
 * RFC 9728 §3.1).
 */
import { config } from './config.js';

export interface PublicUrls {
  /** `{base_url}`, without a trailing slash. */
  base: string;
  /** The MCP endpoint: the protected resource's identifier (RFC 9728) and the RFC 8707 target. */
  mcp: string;
  protectedResourceMetadata: string;
  /** `{auth_url}`: the authorization server's issuer identifier (RFC 8414). */
  issuer: string;
  authorizationServerMetadata: string;
  tokenEndpoint: string;
  authorizationEndpoint: string;
  jwksUri: string;
  /** The API reference page. */
  documentation: string;
}

/** The URL without a trailing slash, query or fragment. */
function withoutTrailingSlash(url: string): URL {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed;
}

/** `https://host/path` → `https://host/.well-known/<name>/path`. */
function wellKnown(url: URL, name: string): string {
  return `${url.origin}/.well-known/${name}${url.pathname === '/' ? '' : url.pathname}`;
}

const text = (url: URL): string => url.href.replace(/\/$/, '');

export function publicUrls(): PublicUrls {
  const { PUBLIC_BASE_URL, PUBLIC_AUTH_URL } = config();
  const base = withoutTrailingSlash(PUBLIC_BASE_URL);
  const auth = withoutTrailingSlash(PUBLIC_AUTH_URL ?? PUBLIC_BASE_URL);
  const mcp = new URL(`${text(base)}/mcp`);
  return {
    base: text(base),
    mcp: text(mcp),
    protectedResourceMetadata: wellKnown(mcp, 'oauth-protected-resource'),
    issuer: text(auth),
    authorizationServerMetadata: wellKnown(auth, 'oauth-authorization-server'),
    tokenEndpoint: `${text(auth)}/oauthToken`,
    authorizationEndpoint: `${text(auth)}/authorize`,
    jwksUri: `${text(auth)}/.well-known/jwks.json`,
    documentation: `${text(base)}/docs`,
  };
}

/** The path a base URL adds after its host ('' at the root), as the well-known routes see it. */
export function basePathOf(url: string): string {
  const { pathname } = withoutTrailingSlash(url);
  return pathname === '/' ? '' : pathname;
}
