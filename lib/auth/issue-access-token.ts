/**
 * Minting of MCP access tokens: the one place that signs them. Used by /oauthToken (service mode),
 * /exchangeIdpToken (chatbot mode), `npm start`'s demo tokens and tests that need a token without
 * HTTP. Signs with the issuer's active key from the signing-keys secret.
 */
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../shared/errors.js';
import { signWithKey } from './jwt-sign.js';
import { isTenantId, parseScope, splitScopes, tenantScopes } from './scopes.js';
import { loadSigningKeys } from './signing-key-source.js';
import { activeSigningKey } from './signing-keys.js';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_LIFETIME_SECONDS,
  type AccessTokenClaims,
  issuerOfMode,
  type TokenMode,
} from './token-claims.js';

export interface AccessTokenRequest {
  /** Client id (service) or the user's id (chatbot). */
  sub: string;
  scopes: readonly string[];
  mode: TokenMode;
  /** Required in chatbot mode: every scope must be of this company. */
  tenant?: string;
  /** Extra claims (e.g. the chatbot user's `login`); cannot override the ones above. */
  extraClaims?: Record<string, string>;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  /** The token's scopes, space-separated, as in the OAuth response. */
  scope: string;
  claims: AccessTokenClaims;
}

function checkScopes(request: AccessTokenRequest, scopes: string[]): void {
  const unknown = scopes.filter((scope) => !parseScope(scope));
  if (unknown.length) throw new ValidationError(`unknown scopes: ${unknown.join(', ')}`);
  if (request.mode !== 'chatbot') return;
  if (!request.tenant || !isTenantId(request.tenant))
    throw new ValidationError('a chatbot token needs a tenant');
  const outside = scopes.filter((scope) => !tenantScopes([scope], request.tenant ?? '').length);
  if (outside.length) {
    throw new ValidationError(
      `chatbot scopes must all be of tenant ${request.tenant}: ${outside.join(', ')}`,
    );
  }
}

export async function issueAccessToken(request: AccessTokenRequest): Promise<IssuedAccessToken> {
  const now = Date.now();
  const scopes = splitScopes(request.scopes);
  checkScopes(request, scopes);
  const issuer = issuerOfMode(request.mode);
  const key = activeSigningKey(await loadSigningKeys(), issuer, new Date(now));
  const iat = Math.floor(now / 1000);
  const claims: AccessTokenClaims = {
    ...request.extraClaims,
    iss: issuer,
    aud: ACCESS_TOKEN_AUDIENCE,
    sub: request.sub,
    scopes: scopes.join(' '),
    mode: request.mode,
    ...(request.mode === 'chatbot' ? { tenant: request.tenant } : {}),
    iat,
    exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS,
    jti: randomUUID(),
  };
  return {
    accessToken: signWithKey(key, claims),
    expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
    scope: claims.scopes,
    claims,
  };
}
