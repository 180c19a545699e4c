/**
 * Verification of the MCP access tokens, for the MCP server: aws-jwt-verify checks the signature
 * (RS256 only), `exp`/`nbf` with 60 s of clock skew, `iss` and `aud`; this module adds what
 * decisions.md lists beyond the library's defaults: strict compact encoding (≤ 8 KiB), required
 * `sub`/`exp`/`iat`, a lifetime of at most an hour, RSA keys of at least 2048 bits, each `kid`
 * bound to one issuer, the mode fixed by the issuer, and chatbot scopes confined to the tenant.
 * Within one deployment the public keys come from the signing-keys secret (no HTTP), through a
 * cache of at most 10 minutes that reloads once, rate limited, on an unknown `kid`.
 *
 * Every refusal is a TokenError whose `tokenError` is one of the contract's strings; any other
 * error (the secret cannot be read) is not the token's fault and propagates as it is (503).
 */
import { JwtInvalidSignatureError, KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import type { JwksCache } from 'aws-jwt-verify/jwk';
import type { DecomposedJwt } from 'aws-jwt-verify/jwt';
// From its own module, not the package index, which also loads the Cognito verifier (2.4 KB).
import { JwtVerifier, type JwtVerifierProperties, type VerifyProperties } from 'aws-jwt-verify/jwt-verifier';
import * as z from '../shared/zod.js';
import { TOKEN_ERRORS, TokenError, toTokenError } from './errors.js';
import { decomposeCompactJwt } from './jwt-compact.js';
import { BoundedKeyCache, type KeyCacheOptions, type KeyLoader } from './key-cache.js';
import { splitScopes, tenantScopes } from './scopes.js';
import { loadPublishedKeys, signingKeysJwksUri } from './signing-key-source.js';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_LIFETIME_SECONDS,
  CLOCK_SKEW_SECONDS,
  isTokenIssuer,
  modeOfIssuer,
  TOKEN_ISSUERS,
  type TokenIssuer,
  type TokenMode,
} from './token-claims.js';
import { VerdictCache } from './verdict-cache.js';

export { TOKEN_ERRORS, TokenError, type TokenErrorString } from './errors.js';

export interface VerifiedToken {
  sub: string;
  iss: TokenIssuer;
  /** From the issuer only: `svc-mcp-issuer` → service, `svc-api-exchange` → chatbot. */
  mode: TokenMode;
  /** From `scopes` (or `scope`), string or array; in chatbot mode only the tenant's own scopes. */
  scopes: string[];
  /** The chatbot user's company (chatbot tokens always carry it). */
  tenant?: string;
  exp: number;
  iat: number;
  jti?: string;
  /** Every claim of the token, as signed. */
  claims: Record<string, unknown>;
}

const isStringOrList = (value: unknown): value is string | string[] =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
const StringOrList = z.custom<string | string[]>(isStringOrList);
const ClaimsSchema = z.looseObject({
  iss: z.optional(z.string()),
  aud: z.optional(StringOrList),
  sub: z.string().check(z.minLength(1), z.maxLength(256)),
  exp: z.number(),
  iat: z.number(),
  nbf: z.optional(z.number()),
  jti: z.optional(z.string()),
  scopes: z.optional(StringOrList),
  scope: z.optional(StringOrList),
  tenant: z.optional(z.string().check(z.minLength(1))),
});
type Claims = z.infer<typeof ClaimsSchema>;

type Props = Partial<VerifyProperties>;

/** Lets the library verify a token this module already decomposed strictly. */
class DecomposedJwtVerifier extends JwtVerifier<Props, JwtVerifierProperties<Props>, true> {
  constructor(issuers: JwtVerifierProperties<Props>[], cache: JwksCache) {
    super(issuers, cache);
  }

  /**
   * The library's synchronous verification while the key set is `fresh`: its getCachedJwk gives
   * the token's key when it is loaded, usable and its issuer's, which is nearly always, and the
   * token is verified without the async path's promise hops (G7). When getCachedJwk has no such
   * key, or the key set is stale, the asynchronous verification decides, as it always did: its
   * getJwk reloads a stale key set and, rate limited, on an unknown kid, and names a key of the
   * other issuer. Either way the library checks the signature and the claims.
   * Returns the pending verification, or undefined when it is already done.
   */
  verifyDecomposed(jwt: DecomposedJwt, issuer: TokenIssuer, fresh: boolean): Promise<unknown> | undefined {
    const config = this.getIssuerConfig(issuer);
    if (fresh) {
      try {
        this.verifyDecomposedJwtSync(jwt, config.jwksUri, config);
        return undefined;
      } catch (error) {
        if (!(error instanceof KidNotFoundInJwksError)) throw error;
      }
    }
    return this.verifyDecomposedJwt(jwt, config.jwksUri, config);
  }
}

/** `bearer`, any case, alone or followed by whitespace: the rest, trimmed, is the token. */
const BEARER = /^bearer(?:\s|$)/i;
const OTHER_SCHEME = /^[A-Za-z][\w!#$%&'*+.^`|~-]*\s/;
const WHITESPACE = /\s/;

/** The token of an `Authorization` header (`Bearer <token>`, any case), or a bare token. */
export function bearerTokenOf(authorizationHeaderOrToken: string | undefined): string {
  const text = authorizationHeaderOrToken?.trim() ?? '';
  const bearer = BEARER.test(text);
  const token = bearer ? text.slice('bearer'.length).trim() : text;
  // Another scheme (`Basic ...`) carries no bearer token at all. Only a text with whitespace can
  // name one: OTHER_SCHEME alone backtracks over the whole of a bare token (about 1 µs, G7).
  if (!token || (!bearer && WHITESPACE.test(text) && OTHER_SCHEME.test(text))) {
    throw new TokenError(TOKEN_ERRORS.missing);
  }
  return token;
}

function readClaims(payload: unknown): Claims {
  const parsed = ClaimsSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'payload')))];
  throw new TokenError(TOKEN_ERRORS.malformed, `claims missing or of the wrong type: ${fields.join(', ')}`);
}

/** The checks the library does not make; run after the signature is known to be good. */
function enforcePolicy(claims: Claims, mode: TokenMode, nowSeconds: number): void {
  const { aud } = claims;
  const exactAudience =
    aud === ACCESS_TOKEN_AUDIENCE ||
    (Array.isArray(aud) && aud.length === 1 && aud[0] === ACCESS_TOKEN_AUDIENCE);
  if (!exactAudience) throw new TokenError(TOKEN_ERRORS.audience, 'aud must be exactly svc-mcp');
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS)
    throw new TokenError(TOKEN_ERRORS.notActive, 'issued in the future');
  const lifetime = claims.exp - claims.iat;
  if (lifetime <= 0 || lifetime > ACCESS_TOKEN_LIFETIME_SECONDS) {
    throw new TokenError(
      TOKEN_ERRORS.malformed,
      `lifetime of ${lifetime} s; at most ${ACCESS_TOKEN_LIFETIME_SECONDS} s`,
    );
  }
  if (mode === 'chatbot' && claims.tenant === undefined)
    throw new TokenError(TOKEN_ERRORS.malformed, 'chatbot token without tenant');
}

/**
 * Built from one literal, `tenant` and `jti` then set only when present. The spreads of a literal
 * with those optional keys built objects that V8 copied slowly, and every verification copies one
 * (G7: about 1.5 µs).
 */
function toVerified(claims: Claims, issuer: TokenIssuer): VerifiedToken {
  const mode = modeOfIssuer(issuer);
  const scopes = splitScopes(claims.scopes ?? claims.scope);
  const tenant = mode === 'chatbot' ? claims.tenant : undefined;
  const verified: VerifiedToken = {
    sub: claims.sub,
    iss: issuer,
    mode,
    scopes: tenant === undefined ? scopes : tenantScopes(scopes, tenant),
    exp: claims.exp,
    iat: claims.iat,
    claims,
  };
  if (tenant !== undefined) verified.tenant = tenant;
  if (claims.jti !== undefined) verified.jti = claims.jti;
  return verified;
}

export interface AccessTokenVerifier {
  verify(authorizationHeaderOrToken: string | undefined): Promise<VerifiedToken>;
  /** The key cache, exposed for tests and metrics (`loads`). */
  readonly cache: BoundedKeyCache;
  /** Verdicts on tokens already seen, exposed for tests and metrics (`size`). */
  readonly verdicts: VerdictCache<VerifiedToken>;
}

export interface AccessTokenVerifierOptions {
  /** Where the public keys come from; default: the signing-keys secret. */
  loadKeys?: KeyLoader;
  cache?: KeyCacheOptions;
}

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions = {}): AccessTokenVerifier {
  const cache = new BoundedKeyCache(options.loadKeys ?? loadPublishedKeys, options.cache);
  const verifier = new DecomposedJwtVerifier(
    TOKEN_ISSUERS.map((issuer) => ({
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      jwksUri: signingKeysJwksUri(issuer),
      graceSeconds: CLOCK_SKEW_SECONDS,
    })),
    cache,
  );
  const verdicts = new VerdictCache<VerifiedToken>();
  /** A fresh copy for each caller, so no request can change what another one is given. */
  const copyOf = (token: VerifiedToken): VerifiedToken => ({
    ...token,
    scopes: [...token.scopes],
    claims: { ...token.claims },
  });
  return {
    cache,
    verdicts,
    async verify(authorizationHeaderOrToken) {
      const token = bearerTokenOf(authorizationHeaderOrToken);
      const known = verdicts.lookup(token, cache.loads, Date.now());
      if (known && 'accepted' in known) return copyOf(known.accepted);
      if (known) throw new TokenError(TOKEN_ERRORS.invalidSignature, known.refused);
      const jwt = decomposeCompactJwt(token);
      const claims = readClaims(jwt.payload);
      const issuer = claims.iss;
      if (!isTokenIssuer(issuer)) throw new TokenError(TOKEN_ERRORS.issuer, `issuer ${String(issuer)}`);
      try {
        const pending = verifier.verifyDecomposed(jwt, issuer, Date.now() < cache.freshUntilMs);
        if (pending) await pending;
      } catch (error) {
        // Only a signature checked against a loaded key and found wrong: an unknown kid may be a key
        // published since, which the cache's own reload (rate limited) must still get to find.
        if (error instanceof JwtInvalidSignatureError) {
          verdicts.remember(token, cache.loads, cache.freshUntilMs, { refused: error.message });
        }
        throw toTokenError(error) ?? error;
      }
      enforcePolicy(claims, modeOfIssuer(issuer), Date.now() / 1000);
      const verified = toVerified(claims, issuer);
      // decomposeCompactJwt has refused any header without a string kid.
      const kid = jwt.header.kid as string;
      const expiresAtMs = (claims.exp + CLOCK_SKEW_SECONDS) * 1000;
      const validUntilMs = Math.min(expiresAtMs, cache.notAfterOf(kid), cache.freshUntilMs);
      verdicts.remember(token, cache.loads, validUntilMs, { accepted: verified });
      return copyOf(verified);
    },
  };
}

let shared: AccessTokenVerifier | undefined;

/**
 * Verifies a token (or an `Authorization` header) with the process's one verifier, so its key cache
 * is shared by every request of a Lambda instance. Throws TokenError when the token is refused.
 */
export function verifyAccessToken(authorizationHeaderOrToken: string | undefined): Promise<VerifiedToken> {
  shared ??= createAccessTokenVerifier();
  return shared.verify(authorizationHeaderOrToken);
}

/** Forgets the shared verifier and its keys (the local runtime and tests switch secrets files). */
export function resetAccessTokenVerifier(): void {
  shared = undefined;
}
