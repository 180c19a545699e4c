/** What every MCP route reads from the request: its body, whether its Origin may call, its rate. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from '../../http/responses.js';
import { config } from '../../shared/config.js';
import type { Principal } from '../principal.js';
import { takeMcpCalls } from '../rate-limit.js';

/** The request body as text, as API Gateway hands it over (base64 for binary media types). */
export function bodyText(event: APIGatewayProxyEventV2): string {
  return event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
}

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
