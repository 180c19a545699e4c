/**
 * The MCP Lambda's middy stack, and the one place its order is decided: on the way in, what every
 * HTTP stack starts with (log context, tracing, metrics, the access line), the Origin allowlist,
 * then the caller's token; then the route (Streamable HTTP in streamable-http.ts, the
 * direct tool routes in tool-routes.ts, the probes in probes.ts). On the way out, for successes
 * and failures alike, the failure answer, the caller's RateLimit-Policy and then the request id.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { httpObservability } from '../../http/middleware/observability.js';
import { requestIdHeader } from '../../http/middleware/request-id-header.js';
import { type HttpResult, requestIdOf, text } from '../../http/responses.js';
import type { Principal } from '../principal.js';
import { type Authenticate, callerPrincipal, type McpContext } from './middleware/caller-principal.js';
import { mcpFailureAnswer } from './middleware/failure-answer.js';
import { originAllowlist } from './middleware/origin-allowlist.js';
import { ratePolicy } from './middleware/rate-policy.js';
import { health, type Readiness, ready } from './probes.js';
import { deleteMcp, getMcp, MCP_TEXTS, postMcp } from './streamable-http.js';
import { listTools, postTool } from './tool-routes.js';

export interface McpDependencies {
  authenticate: Authenticate;
  readiness: Readiness;
}

type Route = (
  event: APIGatewayProxyEventV2,
  principal: Principal | undefined,
  readiness: Readiness,
) => Promise<HttpResult> | HttpResult;

const ROUTES: Readonly<Record<string, Route>> = {
  'POST /mcp': postMcp,
  'GET /mcp': getMcp,
  'DELETE /mcp': deleteMcp,
  'GET /mcp/tools': (_event, principal) => listTools(principal),
  'POST /mcp/tools/{name}': postTool,
  'GET /mcp/health': () => health(),
  'GET /mcp/ready': (event, _principal, readiness) => ready(readiness, requestIdOf(event)),
};

export function mcpEndpoint(deps: McpDependencies) {
  return middy<APIGatewayProxyEventV2, HttpResult, Error, McpContext>({ timeoutEarlyInMillis: 0 })
    .use(httpObservability())
    .use(requestIdHeader())
    .use(ratePolicy())
    .use(mcpFailureAnswer())
    .use(originAllowlist())
    .use(callerPrincipal(deps.authenticate))
    .handler(async (event, context) => {
      const handle = Object.hasOwn(ROUTES, event.routeKey) ? ROUTES[event.routeKey] : undefined;
      if (!handle) return text(405, MCP_TEXTS.methodNotAllowed, { allow: 'POST, GET' });
      return handle(event, context.principal, deps.readiness);
    });
}
