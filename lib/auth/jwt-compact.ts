/**
 * Strict reading of a compact JWT before any key is looked up: only the compact encoding (three
 * base64url parts) of at most 8 KiB is accepted. aws-jwt-verify tolerates `=` padding and decodes
 * leniently; here every part must be canonical base64url, so one token has exactly one spelling.
 */
import type { DecomposedJwt } from 'aws-jwt-verify/jwt';
import type { JwtHeader, JwtPayload } from 'aws-jwt-verify/jwt-model';
import { TOKEN_ERRORS, TokenError } from './errors.js';
import { MAX_TOKEN_BYTES, SIGNING_ALGORITHM } from './token-claims.js';

const COMPACT = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
/** Refuses bytes that are not UTF-8 instead of replacing them. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a part is the one spelling of its bytes, without padding: decoding then encoding it again
 * gives it back (a lone last character, or bits set past the last byte, do not survive).
 */
export function isCanonicalBase64url(part: string): boolean {
  return Buffer.from(part, 'base64url').toString('base64url') === part;
}

function decodePart(part: string, what: string): Record<string, unknown> {
  if (!isCanonicalBase64url(part)) {
    throw new TokenError(TOKEN_ERRORS.malformed, `${what} is not canonical base64url`);
  }
  const bytes = Buffer.from(part, 'base64url');
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(bytes));
  } catch (cause) {
    throw new TokenError(TOKEN_ERRORS.malformed, `${what} is not UTF-8 JSON`, { cause });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TokenError(TOKEN_ERRORS.malformed, `${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * The token's parts, or a TokenError: malformed for anything but three canonical base64url parts of
 * JSON objects; invalid signature for any algorithm but RS256 (`none` in any case, HS256, RS512...),
 * a missing `kid` or a `crit` header (no extension is understood here).
 */
export function decomposeCompactJwt(token: string): DecomposedJwt {
  if (Buffer.byteLength(token) > MAX_TOKEN_BYTES) {
    throw new TokenError(TOKEN_ERRORS.malformed, `longer than ${MAX_TOKEN_BYTES} bytes`);
  }
  const parts = COMPACT.exec(token);
  if (!parts) {
    throw new TokenError(TOKEN_ERRORS.malformed, 'not three base64url parts separated by dots');
  }
  const [, headerB64 = '', payloadB64 = '', signatureB64 = ''] = parts;
  const header = decodePart(headerB64, 'header');
  const payload = decodePart(payloadB64, 'payload');
  if (!isCanonicalBase64url(signatureB64)) {
    throw new TokenError(TOKEN_ERRORS.malformed, 'signature is not canonical base64url');
  }
  if (header.alg !== SIGNING_ALGORITHM) {
    throw new TokenError(TOKEN_ERRORS.invalidSignature, `algorithm ${String(header.alg)} is not accepted`);
  }
  if (typeof header.kid !== 'string' || header.kid.length === 0 || header.kid.length > 128) {
    throw new TokenError(TOKEN_ERRORS.invalidSignature, 'no usable kid in the header');
  }
  if (header.crit !== undefined) {
    throw new TokenError(TOKEN_ERRORS.invalidSignature, 'critical header extensions are not supported');
  }
  return {
    header: header as JwtHeader,
    headerB64,
    payload: payload as JwtPayload,
    payloadB64,
    signatureB64,
  };
}
