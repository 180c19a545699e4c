/**
 * The signing keys of the access tokens: RSA 2048, RS256, one current key per issuer (so a `kid`
 * names its issuer) and, after a rotation, the previous one. Pure: the key set is a value, stored
 * as JSON in the `signingKeys` secret (Secrets Manager in the cloud, the local secrets file here).
 *
 * Timeline of a rotation at R:
 * - the new key is published at once but signs only from R + 60 s, so every JWKS reader (cached at
 *   most 30 s at the endpoint) knows it before the first token it signed exists;
 * - signers cache the key set up to 5 minutes, so the old key can still sign until R + 5 min;
 * - its last token expires an hour later, plus the verifiers' 60 s clock skew: the previous key is
 *   published and accepted until R + 66 min, then dropped.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { ConflictError } from '../shared/errors.js';
import * as z from '../shared/zod.js';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  CLOCK_SKEW_SECONDS,
  EXCHANGE_ISSUER,
  SERVICE_ISSUER,
  SIGNING_ALGORITHM,
  TOKEN_ISSUERS,
  type TokenIssuer,
} from './token-claims.js';

export const KEY_ACTIVATION_SECONDS = 60;
export const SIGNER_CACHE_SECONDS = 300;
export const PREVIOUS_KEY_RETENTION_SECONDS =
  SIGNER_CACHE_SECONDS + ACCESS_TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS;

const signingKeyFields = {
  kid: z.string().check(z.minLength(1), z.maxLength(128)),
  privateKeyPem: z.string().check(z.minLength(1)),
  createdAt: z.iso.datetime(),
};
const SigningKeySchema = z.object(signingKeyFields);
const IssuerKeysSchema = z.object({
  current: SigningKeySchema,
  previous: z.optional(z.object({ ...signingKeyFields, retiredAt: z.iso.datetime() })),
});
export const SigningKeySetSchema = z.object({
  version: z.literal(1),
  issuers: z.object({ [SERVICE_ISSUER]: IssuerKeysSchema, [EXCHANGE_ISSUER]: IssuerKeysSchema }),
});

export type SigningKey = z.infer<typeof SigningKeySchema>;
export type IssuerKeys = z.infer<typeof IssuerKeysSchema>;
export type SigningKeySet = z.infer<typeof SigningKeySetSchema>;

const KID_PREFIX: Record<TokenIssuer, string> = { [SERVICE_ISSUER]: 'svc', [EXCHANGE_ISSUER]: 'exc' };

export function generateSigningKey(issuer: TokenIssuer, now = new Date()): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    kid: `${KID_PREFIX[issuer]}-${day}-${randomBytes(6).toString('hex')}`,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    createdAt: now.toISOString(),
  };
}

export function newSigningKeySet(now = new Date()): SigningKeySet {
  return {
    version: 1,
    issuers: {
      [SERVICE_ISSUER]: { current: generateSigningKey(SERVICE_ISSUER, now) },
      [EXCHANGE_ISSUER]: { current: generateSigningKey(EXCHANGE_ISSUER, now) },
    },
  };
}

export function parseSigningKeySet(text: string): SigningKeySet {
  return SigningKeySetSchema.parse(JSON.parse(text));
}

const secondsSince = (iso: string, now: Date) => (now.getTime() - Date.parse(iso)) / 1000;

function previousIsRetained(keys: IssuerKeys, now: Date): keys is Required<IssuerKeys> {
  return (
    keys.previous !== undefined && secondsSince(keys.previous.retiredAt, now) < PREVIOUS_KEY_RETENTION_SECONDS
  );
}

/** When the previous key stops being published and accepted (epoch ms). */
export function previousKeyDropsAt(retiredAt: string): number {
  return Date.parse(retiredAt) + PREVIOUS_KEY_RETENTION_SECONDS * 1000;
}

/**
 * A new current key per issuer; the current one becomes previous. Refused while a previous key may
 * still verify live tokens, unless `force` (a leaked key): those tokens then stop working.
 */
export function rotateSigningKeySet(set: SigningKeySet, now = new Date(), force = false): SigningKeySet {
  const dropTimes = TOKEN_ISSUERS.flatMap((issuer) => {
    const keys = set.issuers[issuer];
    return previousIsRetained(keys, now) ? [previousKeyDropsAt(keys.previous.retiredAt)] : [];
  });
  if (dropTimes.length > 0 && !force) {
    throw new ConflictError(
      `the previous signing keys still verify live tokens until ${new Date(Math.max(...dropTimes)).toISOString()}; ` +
        'rotate after that, or force it (those tokens then fail)',
    );
  }
  const rotate = (issuer: TokenIssuer): IssuerKeys => ({
    current: generateSigningKey(issuer, now),
    previous: { ...set.issuers[issuer].current, retiredAt: now.toISOString() },
  });
  return {
    version: 1,
    issuers: { [SERVICE_ISSUER]: rotate(SERVICE_ISSUER), [EXCHANGE_ISSUER]: rotate(EXCHANGE_ISSUER) },
  };
}

/** The key that signs now: the current one once it is published long enough, else the previous. */
export function activeSigningKey(set: SigningKeySet, issuer: TokenIssuer, now = new Date()): SigningKey {
  const keys = set.issuers[issuer];
  const young = secondsSince(keys.current.createdAt, now) < KEY_ACTIVATION_SECONDS;
  return young && previousIsRetained(keys, now) ? keys.previous : keys.current;
}

export interface PublishedSigningKey {
  issuer: TokenIssuer;
  key: SigningKey;
  /** Epoch ms after which the key is no longer accepted (previous keys only). */
  notAfter?: number;
}

/** The keys to publish and accept now: each issuer's current key and its retained previous one. */
export function publishedSigningKeys(set: SigningKeySet, now = new Date()): PublishedSigningKey[] {
  return TOKEN_ISSUERS.flatMap((issuer) => {
    const keys = set.issuers[issuer];
    const published: PublishedSigningKey[] = [{ issuer, key: keys.current }];
    if (previousIsRetained(keys, now))
      published.push({ issuer, key: keys.previous, notAfter: previousKeyDropsAt(keys.previous.retiredAt) });
    return published;
  });
}

/** A public key as /.well-known/jwks.json lists it. */
export const RsaPublicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal(SIGNING_ALGORITHM),
  use: z.literal('sig'),
});
export type RsaPublicJwk = z.output<typeof RsaPublicJwkSchema>;

export function publicJwkOf(key: SigningKey): RsaPublicJwk {
  const { n, e } = createPublicKey(createPrivateKey(key.privateKeyPem)).export({ format: 'jwk' });
  if (typeof n !== 'string' || typeof e !== 'string') throw new Error(`signing key ${key.kid} is not RSA`);
  return { kty: 'RSA', n, e, kid: key.kid, alg: SIGNING_ALGORITHM, use: 'sig' };
}
