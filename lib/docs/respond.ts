/**
 * Answers of the docs function: security headers on every answer, and gzip for the large text
 * files when the client accepts it (Swagger UI's script is 1.7 MB, about 0.5 MB gzipped).
 */
import { gzipSync } from 'node:zlib';
import type { HttpResult } from '../http/responses.js';
import { CONTENT_SECURITY_POLICY } from './page.js';

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

const GZIP_FROM_BYTES = 1024;
const gzipped = new Map<string, Buffer>();

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([coding, ...params]) => coding?.trim() === 'gzip' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)),
    );
}

/** A text answer, gzipped (and cached as such under `cacheKey`) when it is large and the client accepts it. */
export function textFile(
  body: string,
  contentType: string,
  options: { cacheControl: string; acceptEncoding: string | undefined; cacheKey: string },
): HttpResult {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'content-type': contentType,
    'cache-control': options.cacheControl,
    vary: 'Accept-Encoding',
  };
  if (Buffer.byteLength(body) < GZIP_FROM_BYTES || !acceptsGzip(options.acceptEncoding)) {
    return { statusCode: 200, headers, body };
  }
  let compressed = gzipped.get(options.cacheKey);
  if (!compressed) {
    compressed = gzipSync(body);
    gzipped.set(options.cacheKey, compressed);
  }
  return {
    statusCode: 200,
    headers: { ...headers, 'content-encoding': 'gzip' },
    body: compressed.toString('base64'),
    isBase64Encoded: true,
  };
}
