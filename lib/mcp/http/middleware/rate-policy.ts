/**
 * Every answer of the rate-limited MCP routes names the caller's RateLimit-Policy (its mode's, or
 * the per-IP one without a token), also where the request counted nothing (a refused token, a
 * malformed body, the catalog); an answer to counted calls already carries it, with RateLimit.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpResult } from '../../../http/responses.js';
import { mcpPolicyField } from '../../rate-limit.js';
import { type McpContext, PROBE_ROUTES } from './caller-principal.js';

type Request = middy.Request<APIGatewayProxyEventV2, HttpResult, Error, McpContext>;

/** Register it before the failure answer, whose answers it adds to on the way out. */
export function ratePolicy(): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, McpContext> {
  const add = ({ event, context, response }: Request) => {
    if (!response || PROBE_ROUTES.has(event.routeKey) || 'ratelimit-policy' in response.headers) return;
    Object.assign(response.headers, mcpPolicyField(context.principal));
  };
  return { name: 'ratePolicy', after: add, onError: add };
}
