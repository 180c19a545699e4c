/**
 * POST /oauthToken: the client-credentials grant (RFC 6749 §4.4). The token's scopes are the ones
 * requested, each of which the client must have been granted (none requested: all granted).
 * Failed client authentications are limited per client id: an attempt takes a token from the limit
 * before the secret is checked and gives it back when it succeeds, so concurrent guesses cannot
 * slip past the limit and, once it is reached, a right guess answers 429 like a wrong one.
 */
import { getOAuthClient } from '../dynamo/oauth-client-store.js';
import { returnToken, takeToken } from '../ratelimit/sliding-window.js';
import { logger } from '../shared/logger.js';
import * as z from '../shared/zod.js';
import { unmatchableHash, verifyClientSecret } from './client-secret.js';
import { BASIC_CHALLENGE, OAuthError } from './errors.js';
import { type IssuedAccessToken, issueAccessToken } from './issue-access-token.js';
import type { OAuthClient } from './oauth-client.js';
import { CLIENT_ID_PATTERN } from './oauth-clients.js';
import { isCoveredBy, splitScopes } from './scopes.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './token-claims.js';

export const FAILED_AUTH_LIMIT_PER_MINUTE = 10;
const LIMITER = 'oauth-failed-auth';

/** What /oauthToken answers for a client-credentials grant. */
export const TokenResponseSchema = z.object({
  access_token: z.string().check(z.describe('an RS256 JWT, audience svc-mcp')),
  token_type: z.literal('Bearer'),
  expires_in: z.int().check(z.describe(`seconds (${ACCESS_TOKEN_LIFETIME_SECONDS})`)),
  scope: z.string().check(z.describe('the scopes granted, space-separated')),
});
export type TokenResponse = z.output<typeof TokenResponseSchema>;

/** An issued token as a token endpoint answers it (RFC 6749 §5.1). */
export const tokenResponse = (token: IssuedAccessToken): TokenResponse => ({
  access_token: token.accessToken,
  token_type: 'Bearer',
  expires_in: token.expiresIn,
  scope: token.scope,
});

export interface ClientCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Whether they came in an `Authorization: Basic` header (failures then carry a challenge). */
  viaBasic: boolean;
}

/** The client's credentials from exactly one place: the Basic header or the body (RFC 6749 §2.3). */
export function clientCredentialsOf(
  params: Record<string, string>,
  basic: { clientId: string; clientSecret: string } | undefined,
): ClientCredentials {
  if (!basic) return { clientId: params.client_id, clientSecret: params.client_secret, viaBasic: false };
  if (
    params.client_secret !== undefined ||
    (params.client_id !== undefined && params.client_id !== basic.clientId)
  ) {
    throw new OAuthError(
      'invalid_request',
      'send the client credentials either in the Basic header or in the body',
    );
  }
  return { ...basic, viaBasic: true };
}

/** The one answer to an unknown or revoked client or a wrong secret: which of them it was is not said. */
export const CLIENT_AUTHENTICATION_FAILED = 'client authentication failed';

function authenticationFailed(credentials: ClientCredentials, description = CLIENT_AUTHENTICATION_FAILED) {
  return new OAuthError('invalid_client', description, {
    ...(credentials.viaBasic ? { wwwAuthenticate: BASIC_CHALLENGE } : {}),
  });
}

async function authenticate(credentials: ClientCredentials): Promise<OAuthClient> {
  const { clientId, clientSecret } = credentials;
  if (!clientId || !clientSecret)
    throw authenticationFailed(credentials, 'client_id and client_secret are required');
  if (!CLIENT_ID_PATTERN.test(clientId)) throw authenticationFailed(credentials);
  const { allowed, retryAfterSeconds, reservation } = await takeToken(
    LIMITER,
    clientId,
    FAILED_AUTH_LIMIT_PER_MINUTE,
  );
  if (!allowed) {
    throw new OAuthError(
      'slow_down',
      `too many failed attempts for this client; retry after ${retryAfterSeconds} s`,
      {
        retryAfterSeconds,
      },
    );
  }
  const client = await getOAuthClient(clientId);
  const matches = await verifyClientSecret(clientSecret, client?.secretHash ?? (await unmatchableHash()));
  if (!client || !matches || client.revokedAt) throw authenticationFailed(credentials);
  if (!reservation) return client;
  await returnToken(reservation).catch((error: unknown) =>
    logger.warn('could not give back a rate-limit token', { clientId, error }),
  );
  return client;
}

/**
 * The scopes a token request asks for (`scope`), each held or implied by a held one; all held ones
 * when it asks for none. Others are refused with invalid_scope, as not `whose` (granted to this
 * client, held by this user).
 */
export function requestedScopes(held: string[], requested: string | undefined, whose: string): string[] {
  const wanted = splitScopes(requested);
  if (wanted.length === 0) return held;
  const refused = wanted.filter((scope) => !isCoveredBy(scope, held));
  if (refused.length) throw new OAuthError('invalid_scope', `scopes not ${whose}: ${refused.join(' ')}`);
  return wanted;
}

/** A client-credentials request whose grant type and resource tokenGrant (token-endpoint.ts) checked. */
export async function clientCredentialsGrant(
  params: Record<string, string>,
  credentials: ClientCredentials,
): Promise<TokenResponse> {
  const client = await authenticate(credentials);
  const scopes = requestedScopes(client.scopes, params.scope, 'granted to this client');
  return tokenResponse(await issueAccessToken({ sub: client.clientId, scopes, mode: 'service' }));
}
