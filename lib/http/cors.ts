/**
 * CORS: preflight answers only the allowlisted origins, allows these request headers (those MCP
 * clients send) and exposes WWW-Authenticate, so a browser client can read why a token failed, and
 * the fields that tell it to slow down (Retry-After, RateLimit-Policy, RateLimit) or that a route
 * is going away (Deprecation, Sunset, Link). The
 * CDK stack gives API Gateway the same values; the local gateway applies them itself.
 */
export const CORS_ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'MCP-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Last-Event-ID',
] as const;
export const CORS_EXPOSE_HEADERS = [
  'WWW-Authenticate',
  'Retry-After',
  'RateLimit-Policy',
  'RateLimit',
  'Deprecation',
  'Sunset',
  'Link',
] as const;
export const CORS_ALLOW_METHODS = ['GET', 'POST', 'DELETE', 'OPTIONS'] as const;
export const CORS_MAX_AGE_SECONDS = 600;

export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** Headers added to an actual answer for an allowed origin. */
export function responseCorsHeaders(origin: string): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '),
    vary: 'Origin',
  };
}

/** Headers of a preflight answer for an allowed origin: an actual answer's, and what it may send. */
export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...responseCorsHeaders(origin),
    'access-control-allow-methods': CORS_ALLOW_METHODS.join(', '),
    'access-control-allow-headers': CORS_ALLOW_HEADERS.join(', '),
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  };
}
