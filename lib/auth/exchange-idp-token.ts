/**
 * POST /exchangeIdpToken: an identity provider's ID token for a chatbot access token of the user's
 * company (iss svc-api-exchange, mode chatbot, tenant, scopes of that tenant only). A user of
 * several companies names one in `company`.
 */

import * as z from '../shared/zod.js';
import { type ChatbotUser, resolveChatbotUser } from './chatbot-users.js';
import { TokenResponseSchema, tokenResponse } from './client-credentials.js';
import { OAuthError } from './errors.js';
import { verifyIdToken } from './idp-verifier.js';
import { issueAccessToken } from './issue-access-token.js';

/** What /exchangeIdpToken answers: a chatbot token of the user's company. */
export const ExchangeResponseSchema = z.extend(TokenResponseSchema, {
  mode: z.literal('chatbot'),
  tenant: z.string().check(z.describe("the user's company")),
});
export type ExchangeResponse = z.output<typeof ExchangeResponseSchema>;

export async function issueChatbotToken(user: ChatbotUser): Promise<ExchangeResponse> {
  const token = await issueAccessToken({
    sub: user.userId,
    scopes: user.scopes,
    mode: 'chatbot',
    tenant: user.companyId,
    // The user's e-mail: an approver deciding in a chat is matched by it (reviewOvertimeRequests).
    extraClaims: { email: user.email, ...(user.login ? { login: user.login } : {}) },
  });
  return { ...tokenResponse(token), mode: 'chatbot', tenant: user.companyId };
}

export const ID_TOKEN_REQUIRED = 'idp_id_token is required';

export async function exchangeIdpToken(params: Record<string, string>): Promise<ExchangeResponse> {
  // Blank is missing: no ID token is whitespace, and verifying one would only answer invalid_grant.
  if (!params.idp_id_token?.trim()) throw new OAuthError('invalid_request', ID_TOKEN_REQUIRED);
  const { email } = await verifyIdToken(params.idp_id_token);
  return issueChatbotToken(await resolveChatbotUser(email, params.company || undefined));
}
