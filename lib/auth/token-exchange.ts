/**
 * OAuth 2.0 token exchange (RFC 8693) at POST /oauthToken: an identity provider's ID token for
 * the chatbot token /exchangeIdpToken gives (mode chatbot, the user's one company). No client
 * authentication: as with /exchangeIdpToken, the ID token is the credential. The request's own
 * problems and an ID token that is refused are `invalid_request` (RFC 8693 §2.2.2), a target other
 * than the MCP endpoint `invalid_target`, scopes the user does not hold `invalid_scope`.
 */

import * as z from '../shared/zod.js';
import type { ChatbotUser } from './chatbot-users.js';
import { resolveChatbotUser } from './chatbot-users.js';
import { requestedScopes } from './client-credentials.js';
import { OAuthError } from './errors.js';
import { ExchangeResponseSchema, issueChatbotToken } from './exchange-idp-token.js';
import { verifyIdToken } from './idp-verifier.js';
import { checkAudience } from './resource-indicator.js';

export const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

/** What /oauthToken answers for a token exchange (RFC 8693 §2.2.1). */
export const TokenExchangeResponseSchema = z.extend(ExchangeResponseSchema, {
  issued_token_type: z.literal(ACCESS_TOKEN_TYPE),
});
export type TokenExchangeResponse = z.output<typeof TokenExchangeResponseSchema>;

const invalid = (description: string) => new OAuthError('invalid_request', description);

function checkRequest(params: Record<string, string>): string {
  const { subject_token, subject_token_type, requested_token_type } = params;
  if (!subject_token?.trim()) throw invalid('subject_token is required');
  if (!subject_token_type) throw invalid('subject_token_type is required');
  if (subject_token_type !== ID_TOKEN_TYPE)
    throw invalid(`subject_token_type must be ${ID_TOKEN_TYPE}: the identity provider's ID token`);
  if (params.actor_token !== undefined || params.actor_token_type !== undefined)
    throw invalid("actor_token is not supported: the token acts for the ID token's user only");
  if (requested_token_type !== undefined && requested_token_type !== ACCESS_TOKEN_TYPE)
    throw invalid(`requested_token_type must be ${ACCESS_TOKEN_TYPE} (or be left out)`);
  checkAudience(params);
  return subject_token;
}

/** An ID token that is refused, or whose user is unknown here, is an invalid request (RFC 8693). */
async function userOf(idToken: string, company: string | undefined): Promise<ChatbotUser> {
  try {
    const { email } = await verifyIdToken(idToken);
    return await resolveChatbotUser(email, company);
  } catch (error) {
    if (error instanceof OAuthError && (error.error === 'invalid_grant' || error.error === 'access_denied'))
      throw new OAuthError('invalid_request', `subject_token refused: ${error.message}`, { cause: error });
    throw error;
  }
}

export async function tokenExchangeGrant(params: Record<string, string>): Promise<TokenExchangeResponse> {
  const idToken = checkRequest(params);
  const user = await userOf(idToken, params.company || undefined);
  const scopes = requestedScopes(user.scopes, params.scope, 'held by this user');
  return { ...(await issueChatbotToken({ ...user, scopes })), issued_token_type: ACCESS_TOKEN_TYPE };
}
