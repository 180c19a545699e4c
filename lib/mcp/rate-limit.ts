/**
 * MCP rate limits, per sliding minute: per token `sub` by mode (the chatbot mode has the lower
 * limit), or per source IP, at the service rate, without a token.
 */
import { takeToken } from '../ratelimit/sliding-window.js';
import type { Principal } from './principal.js';

export const MCP_LIMITS = { chatbot: 30, service: 120, tokenless: 120 } as const;

export interface RateVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Takes `calls` requests (each request of a batch counts) from the caller's sliding minute. */
export async function takeMcpCalls(
  principal: Principal | undefined,
  sourceIp: string,
  calls: number,
): Promise<RateVerdict> {
  if (principal)
    return takeToken(`mcp-${principal.mode}`, principal.sub, MCP_LIMITS[principal.mode], Date.now(), calls);
  return takeToken('mcp-ip', sourceIp, MCP_LIMITS.tokenless, Date.now(), calls);
}
