/**
 * Verification of the MCP access tokens, for the MCP server: the RS256 signature (checkSignature),
 * then aws-jwt-verify's checks of `exp`/`nbf` with 60 s of clock skew, `iss` and `aud`; this module
 * adds the service's rules beyond the library's defaults: strict compact encoding (≤ 8 KiB), required
 * `sub`/`exp`/`iat`, a lifetime of at most an hour, RSA keys of at least 2048 bits, each `kid`
 * bound to one issuer, the mode fixed by the issuer, and chatbot scopes confined to the tenant.
 * Within one deployment the public keys come from the signing-keys secret (no HTTP), through a
 * cache of at most 10 minutes that reloads once, rate limited, on an unknown `kid`.
 *
 * Every refusal is a TokenError whose `tokenError` is one of the contract's strings; any other
 * error (the secret cannot be read) is not the token's fault and propagates as it is (503).
 */
import { createVerify, type KeyObject } from 'node:crypto';
import { JwtInvalidSignatureError } from 'aws-jwt-verify/error';
import { assertIsSignatureJwk, type JwkWithKid } from 'aws-jwt-verify/jwk';
import { type DecomposedJwt, validateJwtFields } from 'aws-jwt-verify/jwt';
import { KeyObjectCache } from 'aws-jwt-verify/jwt-verifier';
import * as z from '../shared/zod.js';
import { TOKEN_ERRORS, TokenError, toTokenError } from './errors.js';
import { decomposeCompactJwt } from './jwt-compact.js';
import { BoundedKeyCache, type KeyLoader } from './key-cache.js';
import { splitScopes, tenantScopes } from './scopes.js';
import { loadPublishedKeys, signingKeysJwksUri } from './signing-key-source.js';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_LIFETIME_SECONDS,
  CLOCK_SKEW_SECONDS,
  isTokenIssuer,
  modeOfIssuer,
  SIGNING_ALGORITHM,
  type TokenIssuer,
  type TokenMode,
} from './token-claims.js';

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
  /** The chatbot user's e-mail (chatbot tokens issued by the exchange carry it). */
  email?: string;
  exp: number;
  iat: number;
  jti?: string;
  /** Every claim of the token, as signed. */
  claims: Record<string, unknown>;
}

const StringOrList = z.union([z.string(), z.array(z.string())]);
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
  email: z.optional(z.string().check(z.minLength(3), z.maxLength(254))),
});
type Claims = z.infer<typeof ClaimsSchema>;

/**
 * The RS256 check of the token this module decomposed strictly, against a key the cache returned
 * (an RSA signing key of at least 2048 bits, for RS256 or no algorithm): aws-jwt-verify checks the
 * key is a signature key and builds its key object once per issuer and kid; node:crypto checks the
 * signature. The library's own verify() cannot take the decomposed token: it reads the token again
 * and refuses a `scope` claim that is a list, which these tokens may carry.
 */
function checkSignature(
  keyObjects: KeyObjectCache,
  jwt: DecomposedJwt,
  jwk: JwkWithKid,
  issuer: TokenIssuer,
): void {
  assertIsSignatureJwk(jwk);
  // In Node, the library's key objects are node:crypto KeyObjects.
  const key = keyObjects.transformJwkToKeyObjectSync(jwk, SIGNING_ALGORITHM, issuer) as KeyObject;
  const signed = createVerify('RSA-SHA256')
    .update(`${jwt.headerB64}.${jwt.payloadB64}`)
    .verify(key, jwt.signatureB64, 'base64url');
  if (!signed) throw new JwtInvalidSignatureError('Invalid signature');
}

/** `bearer`, any case, alone or followed by whitespace: the rest, trimmed, is the token. */
const BEARER = /^bearer(?:\s|$)/i;
/** Another scheme's name followed by its credentials (`Basic ...`). */
const OTHER_SCHEME = /^[A-Za-z][\w!#$%&'*+.^`|~-]*\s/;

/** The token of an `Authorization` header (`Bearer <token>`, any case), or a bare token. */
export function bearerTokenOf(authorizationHeaderOrToken: string | undefined): string {
  const text = authorizationHeaderOrToken?.trim() ?? '';
  const bearer = BEARER.test(text);
  const token = bearer ? text.slice('bearer'.length).trim() : text;
  // Another scheme (`Basic ...`) carries no bearer token at all.
  if (!token || (!bearer && OTHER_SCHEME.test(text))) {
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

function toVerified(claims: Claims, issuer: TokenIssuer): VerifiedToken {
  const mode = modeOfIssuer(issuer);
  const scopes = splitScopes(claims.scopes ?? claims.scope);
  const tenant = mode === 'chatbot' ? claims.tenant : undefined;
  return {
    sub: claims.sub,
    iss: issuer,
    mode,
    scopes: tenant === undefined ? scopes : tenantScopes(scopes, tenant),
    ...(tenant !== undefined ? { tenant } : {}),
    ...(mode === 'chatbot' && claims.email !== undefined ? { email: claims.email } : {}),
    exp: claims.exp,
    iat: claims.iat,
    ...(claims.jti !== undefined ? { jti: claims.jti } : {}),
    claims,
  };
}

export interface AccessTokenVerifier {
  verify(authorizationHeaderOrToken: string | undefined): Promise<VerifiedToken>;
  /** The key cache, exposed for tests and metrics (`loads`). */
  readonly cache: BoundedKeyCache;
}

export interface AccessTokenVerifierOptions {
  /** Where the public keys come from; default: the signing-keys secret. */
  loadKeys?: KeyLoader;
}

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions = {}): AccessTokenVerifier {
  const cache = new BoundedKeyCache(options.loadKeys ?? loadPublishedKeys);
  const keyObjects = new KeyObjectCache();
  return {
    cache,
    async verify(authorizationHeaderOrToken) {
      const token = bearerTokenOf(authorizationHeaderOrToken);
      const jwt = decomposeCompactJwt(token);
      const claims = readClaims(jwt.payload);
      const issuer = claims.iss;
      if (!isTokenIssuer(issuer)) throw new TokenError(TOKEN_ERRORS.issuer, `issuer ${String(issuer)}`);
      try {
        // The cache reloads a stale key set and, rate limited, on an unknown kid, and names a key of
        // the other issuer.
        const jwk = await cache.getJwk(signingKeysJwksUri(issuer), jwt);
        checkSignature(keyObjects, jwt, jwk, issuer);
        validateJwtFields(jwt.payload, {
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          graceSeconds: CLOCK_SKEW_SECONDS,
        });
      } catch (error) {
        throw toTokenError(error) ?? error;
      }
      enforcePolicy(claims, modeOfIssuer(issuer), Date.now() / 1000);
      return toVerified(claims, issuer);
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
