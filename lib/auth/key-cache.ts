/**
 * A JWKS cache for aws-jwt-verify with the bounds the contract asks for: keys are reloaded when
 * they are 10 minutes old (the library's own cache never expires them), and a `kid` that is not
 * known triggers at most one reload per 10 seconds, so a flood of random kids cannot hammer the
 * source (the signing-keys secret, or an identity provider's JWKS URI). Keys weaker than RSA 2048
 * or for another algorithm than RS256 are never used.
 */
import { JwtWithoutValidKidError, KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import type { Jwk, Jwks, JwksCache, JwkWithKid } from 'aws-jwt-verify/jwk';
import type { DecomposedJwt } from 'aws-jwt-verify/jwt';
import { logger } from '../shared/logger.js';
import { KeyOfAnotherIssuerError } from './errors.js';
import { MIN_RSA_BITS, SIGNING_ALGORITHM } from './token-claims.js';

export const JWKS_MAX_AGE_MS = 10 * 60_000;
export const UNKNOWN_KID_RELOAD_INTERVAL_MS = 10_000;

export interface PublishedKey {
  kid: string;
  /** The JWKS the key belongs to: a real URI, or a name standing for one issuer's keys. */
  jwksUri: string;
  jwk: Jwk;
  /** Epoch ms after which the key is refused even if still cached (a rotated-out key). */
  notAfter?: number;
}

export type KeyLoader = () => Promise<readonly PublishedKey[]>;

/** Bits of an RSA modulus given as base64url (leading zero bytes do not count). */
export function rsaModulusBits(n: string): number {
  const bytes = Buffer.from(n, 'base64url');
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start += 1;
  const first = bytes[start];
  if (first === undefined) return 0;
  return (bytes.length - start - 1) * 8 + first.toString(2).length;
}

export function isAcceptableKey(jwk: Jwk): boolean {
  return (
    jwk.kty === 'RSA' &&
    (jwk.alg === undefined || jwk.alg === SIGNING_ALGORITHM) &&
    (jwk.use === undefined || jwk.use === 'sig') &&
    typeof jwk.n === 'string' &&
    rsaModulusBits(jwk.n) >= MIN_RSA_BITS
  );
}

export class BoundedKeyCache implements JwksCache {
  private keys = new Map<string, PublishedKey>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private lastUnknownKidReload = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;
  /** How many times the source was read (tests and metrics). */
  loads = 0;

  constructor(private readonly load: KeyLoader) {}

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const loaded = await this.load();
        this.loads += 1;
        const next = new Map<string, PublishedKey>();
        for (const key of loaded) {
          if (isAcceptableKey(key.jwk)) next.set(key.kid, key);
          else logger.warn('refusing a weak or non-RS256 verification key', { kid: key.kid });
        }
        this.keys = next;
        this.loadedAt = Date.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  private usable(kid: string, now: number): PublishedKey | undefined {
    const key = this.keys.get(kid);
    return key && (key.notAfter === undefined || now < key.notAfter) ? key : undefined;
  }

  /** The key for `kid`, reloading when the cache is stale or, rate limited, when the kid is unknown. */
  async keyFor(kid: string): Promise<PublishedKey | undefined> {
    if (Date.now() >= this.loadedAt + JWKS_MAX_AGE_MS) await this.reload();
    let key = this.usable(kid, Date.now());
    if (!key && Date.now() - this.lastUnknownKidReload >= UNKNOWN_KID_RELOAD_INTERVAL_MS) {
      this.lastUnknownKidReload = Date.now();
      await this.reload();
      key = this.usable(kid, Date.now());
    }
    return key;
  }

  async getJwk(jwksUri: string, decomposedJwt: Pick<DecomposedJwt, 'header'>): Promise<JwkWithKid> {
    const kid = decomposedJwt.header.kid;
    if (typeof kid !== 'string') throw new JwtWithoutValidKidError('JWT header has no kid');
    const key = await this.keyFor(kid);
    if (!key) throw new KidNotFoundInJwksError(`no key with kid ${kid}`);
    if (key.jwksUri !== jwksUri) throw new KeyOfAnotherIssuerError(kid);
    return { ...key.jwk, kid };
  }

  /** The loaded, usable key `kid` if it belongs to this JWKS. */
  getCachedJwk(jwksUri: string, decomposedJwt: Pick<DecomposedJwt, 'header'>): JwkWithKid {
    const kid = decomposedJwt.header.kid;
    if (typeof kid !== 'string') throw new JwtWithoutValidKidError('JWT header has no kid');
    const key = this.usable(kid, Date.now());
    if (key?.jwksUri !== jwksUri) throw new KidNotFoundInJwksError(`no cached key with kid ${kid}`);
    return { ...key.jwk, kid };
  }

  addJwks(jwksUri: string, jwks: Jwks): void {
    for (const jwk of jwks.keys) {
      if (typeof jwk.kid === 'string' && isAcceptableKey(jwk))
        this.keys.set(jwk.kid, { kid: jwk.kid, jwksUri, jwk });
    }
  }

  async getJwks(jwksUri: string): Promise<Jwks> {
    await this.reload();
    return { keys: [...this.keys.values()].filter((key) => key.jwksUri === jwksUri).map((key) => key.jwk) };
  }
}
