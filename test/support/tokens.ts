/**
 * Access tokens for tests, without HTTP: real ones minted with the run's signing keys, and
 * hand-made ones (any header, any claims, any key) for the cases a real issuer never produces.
 */
import { randomUUID } from 'node:crypto';
import { issueAccessToken } from '../../lib/auth/issue-access-token.js';
import { privateKeyOf, signCompactJwt, signWithKey } from '../../lib/auth/jwt-sign.js';
import { loadSigningKeys } from '../../lib/auth/signing-key-source.js';
import type { SigningKey } from '../../lib/auth/signing-keys.js';
import {
  ACCESS_TOKEN_AUDIENCE,
  modeOfIssuer,
  SERVICE_ISSUER,
  type TokenIssuer,
} from '../../lib/auth/token-claims.js';
import { devIdpSettings } from '../../lib/local/dev-idp.js';
import { resetConfig } from '../../lib/shared/config.js';

/** A service token (iss svc-mcp-issuer) for these scopes, as /oauthToken would issue it. */
export async function serviceToken(scopes: readonly string[], sub = 'test-service'): Promise<string> {
  return (await issueAccessToken({ sub, scopes, mode: 'service' })).accessToken;
}

/** A chatbot token (iss svc-api-exchange) of `tenant`, as /exchangeIdpToken would issue it. */
export async function chatbotToken(
  tenant: string,
  scopes: readonly string[] = [`read:masterdata:${tenant}`, `read:analytics:${tenant}`],
  sub = 'usr_test',
): Promise<string> {
  return (await issueAccessToken({ sub, scopes, mode: 'chatbot', tenant })).accessToken;
}

/** The current key of an issuer in the run's signing-keys secret. */
export async function currentSigningKey(issuer: TokenIssuer = SERVICE_ISSUER): Promise<SigningKey> {
  return (await loadSigningKeys(0)).issuers[issuer].current;
}

/** Claims of a valid service token issued now; override or remove (set undefined) any of them. */
export function tokenClaims(
  overrides: Record<string, unknown> = {},
  now = Date.now(),
): Record<string, unknown> {
  const iat = Math.floor(now / 1000);
  const issuer = (overrides.iss as TokenIssuer | undefined) ?? SERVICE_ISSUER;
  const claims: Record<string, unknown> = {
    iss: issuer,
    aud: ACCESS_TOKEN_AUDIENCE,
    sub: 'test-service',
    scopes: 'read:masterdata:co_test',
    mode: modeOfIssuer(issuer),
    iat,
    exp: iat + 3600,
    jti: randomUUID(),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}

/**
 * A token signed with the run's real key of its issuer (or `key`), with any claims: expired, for
 * another audience, without `sub`... `header` replaces the whole header when given.
 */
export async function craftToken(
  options: { claims?: Record<string, unknown>; key?: SigningKey; header?: Record<string, unknown> } = {},
): Promise<string> {
  const claims = tokenClaims(options.claims);
  const key = options.key ?? (await currentSigningKey(claims.iss as TokenIssuer));
  return options.header
    ? signCompactJwt(options.header, claims, privateKeyOf(key))
    : signWithKey(key, claims);
}

/** Makes /exchangeIdpToken trust the development identity provider served by the gateway at `baseUrl`. */
export function trustDevIdp(baseUrl: string): { issuer: string; audience: string; jwksUri: string } {
  const settings = devIdpSettings(baseUrl);
  process.env.IDP_ISSUER = settings.issuer;
  process.env.IDP_AUDIENCE = settings.audience;
  process.env.IDP_JWKS_URI = settings.jwksUri;
  resetConfig();
  return settings;
}
