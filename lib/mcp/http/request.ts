/** What every MCP route checks of a request: whether its Origin may call, and its rate. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from '../../http/responses.js';
import { config } from '../../shared/config.js';
import type { Principal } from '../principal.js';
import { takeMcpCalls } from '../rate-limit.js';

/** No Origin (not a browser), or one of the allowlisted origins. */
export function originAllowed(event: APIGatewayProxyEventV2): boolean {
  const origin = header(event, 'origin');
  if (origin === undefined) return true;
  return config()
    .ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .includes(origin);
}

/** Takes `calls` from the caller's rate limit: undefined when allowed, else the seconds to wait. */
export async function retryAfter(
  principal: Principal | undefined,
  event: APIGatewayProxyEventV2,
  calls: number,
): Promise<number | undefined> {
  const verdict = await takeMcpCalls(principal, event.requestContext.http.sourceIp, calls);
  return verdict.allowed ? undefined : verdict.retryAfterSeconds;
}
