/**
 * The middy stack of a handler that calls no AWS service (the API reference): logs, metrics and
 * the access line like every HTTP stack (http-endpoint.ts), without tracing, so its bundle does
 * not carry the X-Ray SDK (about 120 KB); Lambda's active tracing still records its invocations.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { logsAndMetrics } from './middleware/logs-and-metrics.js';
import { requestIdHeader } from './middleware/request-id-header.js';
import type { HttpResult } from './responses.js';

export function staticEndpoint(
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>,
) {
  return middy<APIGatewayProxyEventV2, HttpResult>({ timeoutEarlyInMillis: 0 })
    .use(logsAndMetrics())
    .use(requestIdHeader())
    .handler(handler);
}
