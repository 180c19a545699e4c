/**
 * Verification of the identity provider's ID tokens for /exchangeIdpToken, with aws-jwt-verify:
 * issuer, audience and JWKS URI from the configuration (IDP_ISSUER, IDP_AUDIENCE, IDP_JWKS_URI),
 * RS256 keys of at least 2048 bits, 60 s of clock skew, and an e-mail that is not marked unverified.
 * The JWKS goes through the same bounded cache as the access tokens' keys (10 minutes, one
 * rate-limited reload for an unknown kid); it is fetched with Node's fetch, which also reaches the
 * local runtime's plain-HTTP development provider.
 */
import { JwtBaseError } from 'aws-jwt-verify/error';
import { assertIsJwks, type Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { config } from '../shared/config.js';
import { ServiceUnavailableError } from '../shared/errors.js';
import { OAuthError } from './errors.js';
import { BoundedKeyCache, type KeyLoader } from './key-cache.js';
import { CLOCK_SKEW_SECONDS, SIGNING_ALGORITHM } from './token-claims.js';

export interface IdpSettings {
  issuer: string;
  audience: string;
  jwksUri: string;
}

export function configuredIdp(): IdpSettings | undefined {
  const { IDP_ISSUER, IDP_AUDIENCE, IDP_JWKS_URI } = config();
  return IDP_ISSUER && IDP_AUDIENCE && IDP_JWKS_URI
    ? { issuer: IDP_ISSUER, audience: IDP_AUDIENCE, jwksUri: IDP_JWKS_URI }
    : undefined;
}

async function fetchJwks(jwksUri: string): Promise<Jwks> {
  try {
    const answer = await fetch(jwksUri, { signal: AbortSignal.timeout(3000) });
    if (!answer.ok) throw new Error(`status ${answer.status}`);
    const jwks = (await answer.json()) as Parameters<typeof assertIsJwks>[0];
    assertIsJwks(jwks);
    return jwks;
  } catch (cause) {
    throw new ServiceUnavailableError('the identity provider keys cannot be read now', { cause });
  }
}

export function httpJwksLoader(jwksUri: string): KeyLoader {
  return async () =>
    (await fetchJwks(jwksUri)).keys.flatMap((jwk) =>
      typeof jwk.kid === 'string' ? [{ kid: jwk.kid, jwksUri, jwk }] : [],
    );
}

function createIdpVerifier(idp: IdpSettings) {
  return JwtVerifier.create(
    {
      issuer: idp.issuer,
      audience: idp.audience,
      jwksUri: idp.jwksUri,
      graceSeconds: CLOCK_SKEW_SECONDS,
      customJwtCheck: ({ header }) => {
        if (header.alg !== SIGNING_ALGORITHM)
          throw new OAuthError('invalid_grant', 'ID token not signed with RS256', { status: 401 });
      },
    },
    { jwksCache: new BoundedKeyCache(httpJwksLoader(idp.jwksUri)) },
  );
}

let verifier: { key: string; verify: (token: string) => Promise<JwtPayload> } | undefined;

/** The verified e-mail of an ID token; a bad token is OAuth `invalid_grant` with status 401. */
export async function verifyIdToken(idToken: string): Promise<{ email: string; payload: JwtPayload }> {
  const idp = configuredIdp();
  if (!idp)
    throw new OAuthError('temporarily_unavailable', 'no identity provider is configured', { status: 503 });
  const key = JSON.stringify(idp);
  if (verifier?.key !== key) {
    const created = createIdpVerifier(idp);
    verifier = { key, verify: (token) => created.verify(token) };
  }
  let payload: JwtPayload;
  try {
    payload = await verifier.verify(idToken);
  } catch (error) {
    if (error instanceof JwtBaseError) {
      throw new OAuthError('invalid_grant', `ID token refused: ${error.message}`, {
        status: 401,
        cause: error,
      });
    }
    throw error;
  }
  if (typeof payload.email !== 'string' || !payload.email) {
    throw new OAuthError('invalid_grant', 'ID token has no email claim', { status: 401 });
  }
  if (payload.email_verified === false)
    throw new OAuthError('invalid_grant', 'the e-mail is not verified', { status: 401 });
  return { email: payload.email, payload };
}
