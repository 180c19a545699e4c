/**
 * The signing keys as this process sees them: read from the `signingKeys` secret with a bounded
 * age (signers 5 minutes, the JWKS endpoint 30 s, the verifier on every reload of its cache).
 * Rotation, which writes the secret, is signing-key-rotation.ts's (admin commands only).
 */
import { loadSecret } from '../shared/secrets.js';
import * as z from '../shared/zod.js';
import type { PublishedKey } from './key-cache.js';
import {
  parseSigningKeySet,
  publicJwkOf,
  publishedSigningKeys,
  type RsaPublicJwk,
  RsaPublicJwkSchema,
  SIGNER_CACHE_SECONDS,
  type SigningKey,
  type SigningKeySet,
} from './signing-keys.js';
import type { TokenIssuer } from './token-claims.js';

export const JWKS_ENDPOINT_CACHE_MS = 30_000;

let parsed: { raw: string; set: SigningKeySet } | undefined;
const publicJwks = new Map<string, RsaPublicJwk>();

/** The key set, reread from the secret when the copy in memory is older than `maxAgeMs`. */
export async function loadSigningKeys(maxAgeMs = SIGNER_CACHE_SECONDS * 1000): Promise<SigningKeySet> {
  const raw = await loadSecret('signingKeys', { maxAgeMs });
  if (parsed?.raw !== raw) parsed = { raw, set: parseSigningKeySet(raw) };
  return parsed.set;
}

/** The public JWK of a key, derived once per kid. */
export function cachedPublicJwk(key: SigningKey): RsaPublicJwk {
  let jwk = publicJwks.get(key.kid);
  if (!jwk) {
    jwk = publicJwkOf(key);
    publicJwks.set(key.kid, jwk);
  }
  return jwk;
}

/** The name under which the verifier's cache files one issuer's keys (no HTTP within a deployment). */
export function signingKeysJwksUri(issuer: TokenIssuer): string {
  return `secret:signingKeys#${issuer}`;
}

/** The verification keys of a key set: what the verifier accepts at `now`. */
export function verificationKeysOf(set: SigningKeySet, now = new Date()): PublishedKey[] {
  return publishedSigningKeys(set, now).map(({ issuer, key, notAfter }) => ({
    kid: key.kid,
    jwksUri: signingKeysJwksUri(issuer),
    jwk: cachedPublicJwk(key),
    ...(notAfter === undefined ? {} : { notAfter }),
  }));
}

/** The keys to accept now, read fresh from the secret: the verifier's key source. */
export async function loadPublishedKeys(): Promise<PublishedKey[]> {
  return verificationKeysOf(await loadSigningKeys(0));
}

/** What GET /.well-known/jwks.json answers. */
export const JwksSchema = z.object({ keys: z.array(RsaPublicJwkSchema) });

export async function publicJwksDocument(): Promise<z.output<typeof JwksSchema>> {
  const set = await loadSigningKeys(JWKS_ENDPOINT_CACHE_MS);
  return { keys: publishedSigningKeys(set).map(({ key }) => cachedPublicJwk(key)) };
}

export function resetSigningKeyCaches(): void {
  parsed = undefined;
  publicJwks.clear();
}
