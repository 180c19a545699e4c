/**
 * MCP rate limits, per sliding minute: per token `sub` by mode (the chatbot mode has the lower
 * limit), or per source IP, at the service rate, without a token. Each limiter's name is the
 * RateLimit-Policy name its answers carry.
 */
import {
  type RateLimitDecision,
  rateLimitFields,
  ratePolicyField,
  takeToken,
} from '../ratelimit/sliding-window.js';
import type { Principal } from './principal.js';

export const MCP_LIMITS = { chatbot: 30, service: 120, tokenless: 120 } as const;

/** The limiter a caller's calls count against, and its limit per minute. */
function policyOf(principal: Principal | undefined): { limiter: string; limit: number } {
  return principal
    ? { limiter: `mcp-${principal.mode}`, limit: MCP_LIMITS[principal.mode] }
    : { limiter: 'mcp-ip', limit: MCP_LIMITS.tokenless };
}

export interface RateVerdict extends RateLimitDecision {
  /** RateLimit-Policy and RateLimit for the answer (draft-ietf-httpapi-ratelimit-headers-11). */
  fields: Record<string, string>;
}

/** Takes `calls` requests (each request of a batch counts) from the caller's sliding minute. */
export async function takeMcpCalls(
  principal: Principal | undefined,
  sourceIp: string,
  calls: number,
): Promise<RateVerdict> {
  const { limiter, limit } = policyOf(principal);
  const decision = await takeToken(limiter, principal?.sub ?? sourceIp, limit, Date.now(), calls);
  return { ...decision, fields: rateLimitFields(limiter, limit, decision) };
}

/** The caller's RateLimit-Policy, for an answer to a request that counted nothing. */
export function mcpPolicyField(principal: Principal | undefined): Record<string, string> {
  const { limiter, limit } = policyOf(principal);
  return ratePolicyField(limiter, limit);
}
