/** Who calls the MCP server, as the verified token says. The mode comes only from the token. */
import type { TokenMode } from '../auth/token-claims.js';
import type { VerifiedToken } from '../auth/verify-access-token.js';

export interface Principal {
  /** The token's `sub`: a client id or a user id. */
  sub: string;
  mode: TokenMode;
  scopes: readonly string[];
  /** Chatbot tokens: the user's company. */
  tenant?: string;
  /** Chatbot tokens: the user's e-mail, signed into the token by the exchange. */
  email?: string;
}

export function principalOf(token: VerifiedToken): Principal {
  return {
    sub: token.sub,
    mode: token.mode,
    scopes: token.scopes,
    ...(token.tenant ? { tenant: token.tenant } : {}),
    ...(token.email ? { email: token.email } : {}),
  };
}
