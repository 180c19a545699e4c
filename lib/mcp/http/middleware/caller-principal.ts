/**
 * Who calls: the principal of the request's Bearer token, on `context.principal` for the routes;
 * none without a token. A token that is sent but does not verify is refused (TokenError, answered
 * 401 by the failure answer) whatever the route, except the probes, which read no token at all.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { type HttpResult, header } from '../../../http/responses.js';
import type { Principal } from '../../principal.js';

export interface McpContext extends Context {
  principal?: Principal;
}

/** The caller of a request: undefined without a token; throws TokenError for a bad one. */
export type Authenticate = (authorization: string | undefined) => Promise<Principal | undefined>;

export const PROBE_ROUTES: ReadonlySet<string> = new Set(['GET /mcp/health', 'GET /mcp/ready']);

export function callerPrincipal(
  authenticate: Authenticate,
): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, McpContext> {
  return {
    name: 'callerPrincipal',
    before: async ({ event, context }) => {
      if (PROBE_ROUTES.has(event.routeKey)) return;
      const principal = await authenticate(header(event, 'authorization'));
      if (principal) context.principal = principal;
    },
  };
}
