/**
 * POST /oauthToken: the grant type picks the grant (client credentials, RFC 6749 §4.4; token
 * exchange of an ID token, RFC 8693), after the one check both share: the resource indicator
 * (RFC 8707), since every token is for the MCP endpoint.
 */
import { clientCredentialsGrant, clientCredentialsOf, type TokenResponse } from './client-credentials.js';
import { OAuthError } from './errors.js';
import { CLIENT_CREDENTIALS_GRANT, TOKEN_EXCHANGE_GRANT } from './oauth-metadata.js';
import { checkResourceIndicator } from './resource-indicator.js';
import { tokenExchangeGrant } from './token-exchange.js';

/** The refusal of a grant type the endpoint does not issue tokens for. */
export const UNSUPPORTED_GRANT_MESSAGE = `grant_type must be ${CLIENT_CREDENTIALS_GRANT} or ${TOKEN_EXCHANGE_GRANT}`;

export async function tokenGrant(
  params: Record<string, string>,
  basic: { clientId: string; clientSecret: string } | undefined,
): Promise<TokenResponse> {
  if (!params.grant_type) throw new OAuthError('invalid_request', 'grant_type is required');
  if (params.grant_type !== CLIENT_CREDENTIALS_GRANT && params.grant_type !== TOKEN_EXCHANGE_GRANT) {
    throw new OAuthError('unsupported_grant_type', UNSUPPORTED_GRANT_MESSAGE);
  }
  checkResourceIndicator(params);
  return params.grant_type === TOKEN_EXCHANGE_GRANT
    ? tokenExchangeGrant(params)
    : clientCredentialsGrant(params, clientCredentialsOf(params, basic));
}
