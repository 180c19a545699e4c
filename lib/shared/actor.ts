/**
 * Who made a change that did not come through a company key: an MCP caller (the token's `sub` and
 * mode) or the provider's admin command. Stored on what they changed, so "who did this" has an answer.
 */
export interface Actor {
  sub: string;
  mode: 'service' | 'chatbot' | 'admin';
  via: 'mcp' | 'admin';
}
