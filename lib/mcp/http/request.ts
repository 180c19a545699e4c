/** What every MCP route checks of a request: whether its Origin may call, and its rate. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type HttpResult, header } from '../../http/responses.js';
import { config } from '../../shared/config.js';
import type { Principal } from '../principal.js';
import { type RateVerdict, takeMcpCalls } from '../rate-limit.js';

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

/** Takes `calls` from the caller's rate limit: whether they may run, and the RateLimit fields. */
export function takeCalls(
  principal: Principal | undefined,
  event: APIGatewayProxyEventV2,
  calls: number,
): Promise<RateVerdict> {
  return takeMcpCalls(principal, event.requestContext.http.sourceIp, calls);
}

/** An answer with the RateLimit fields of the calls it counted. */
export function withRateFields(answer: HttpResult, rate: RateVerdict): HttpResult {
  return { ...answer, headers: { ...answer.headers, ...rate.fields } };
}
