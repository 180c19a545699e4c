/**
 * The middy stacks of the HTTP handlers that are neither key-based nor token endpoints: the shared
 * observability middlewares and `x-request-id` on every answer. The handler answers every failure
 * itself (a page, a text).
 * The approval page, a health check, the refusal of interactive login.
 * (static-endpoint.ts: the same without tracing, for a handler that calls no AWS service.)
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { httpObservability } from './middleware/observability.js';
import { requestIdHeader } from './middleware/request-id-header.js';
import type { HttpResult } from './responses.js';

type PlainHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

export function httpEndpoint(handler: PlainHandler) {
  return middy<APIGatewayProxyEventV2, HttpResult>({ timeoutEarlyInMillis: 0 })
    .use(httpObservability())
    .use(requestIdHeader())
    .handler(handler);
}
