/** Who calls the MCP server, as the verified token says. The mode comes only from the token. */
export type Mode = 'service' | 'chatbot';

export interface Principal {
  /** The token's `sub`: a client id or a user id. */
  sub: string;
  mode: Mode;
  scopes: readonly string[];
  /** Chatbot tokens: the user's company. */
  tenant?: string;
}
