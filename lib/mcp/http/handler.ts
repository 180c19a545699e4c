/**
 * The MCP Lambda's HTTP side: the Origin allowlist first, then the probes, then the caller's token,
 * then the route (Streamable HTTP in streamable-http.ts, the direct tool routes in tool-routes.ts).
 * A dependency that cannot answer now is a 503 with Retry-After; anything unexpected a 500 with the
 * request id, both as JSON-RPC errors.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TokenError } from '../../auth/errors.js';
import { type HttpResult, header, json, requestIdOf, text } from '../../http/responses.js';
import { ServiceUnavailableError } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import { ToolCrash } from '../errors.js';
import { JSONRPC_ERRORS } from '../jsonrpc.js';
import type { Principal } from '../principal.js';
import { rpcError, tokenFailure } from './answers.js';
import { health, type Readiness, ready } from './probes.js';
import { originAllowed } from './request.js';
import { getMcp, postMcp } from './streamable-http.js';
import { listTools, postTool } from './tool-routes.js';

export interface McpDependencies {
  /** The caller of a request: undefined without a token; throws TokenError for a bad one. */
  authenticate(authorization: string | undefined): Promise<Principal | undefined>;
  readiness: Readiness;
}

type Route = (
  event: APIGatewayProxyEventV2,
  principal: Principal | undefined,
) => Promise<HttpResult> | HttpResult;

const ROUTES: Readonly<Record<string, Route>> = {
  'POST /mcp': postMcp,
  'GET /mcp': getMcp,
  'GET /mcp/tools': (_event, principal) => listTools(principal),
  'POST /mcp/tools/{name}': postTool,
};

async function route(event: APIGatewayProxyEventV2, deps: McpDependencies, requestId: string) {
  switch (event.routeKey) {
    case 'GET /mcp/health':
      return health();
    case 'GET /mcp/ready':
      return ready(deps.readiness, requestId);
  }
  let principal: Principal | undefined;
  try {
    principal = await deps.authenticate(header(event, 'authorization'));
  } catch (error) {
    if (error instanceof TokenError) return tokenFailure(error.tokenError);
    throw error;
  }
  const handle = Object.hasOwn(ROUTES, event.routeKey) ? ROUTES[event.routeKey] : undefined;
  return handle ? handle(event, principal) : text(405, 'method not allowed', { allow: 'POST, GET' });
}

function failed(error: unknown, requestId: string): HttpResult {
  if (error instanceof ServiceUnavailableError) {
    logger.warn('mcp dependency unavailable', { requestId, error });
    return rpcError(
      503,
      JSONRPC_ERRORS.internalError,
      'service unavailable; retry later',
      { escalationReason: 'service_unavailable', requestId },
      { 'retry-after': String(error.retryAfterSeconds ?? 5) },
    );
  }
  logger.error('mcp request failed', { requestId, error, crash: error instanceof ToolCrash });
  return rpcError(500, JSONRPC_ERRORS.internalError, 'internal error', { requestId });
}

export async function handleMcpHttp(
  event: APIGatewayProxyEventV2,
  deps: McpDependencies,
): Promise<HttpResult> {
  const requestId = requestIdOf(event);
  let result: HttpResult;
  if (!originAllowed(event)) {
    result = json(403, { error: 'origin_not_allowed', message: 'this Origin may not call the MCP server' });
  } else {
    try {
      result = await route(event, deps, requestId);
    } catch (error) {
      result = failed(error, requestId);
    }
  }
  return { ...result, headers: { ...result.headers, 'x-request-id': requestId } };
}
