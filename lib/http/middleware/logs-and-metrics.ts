/**
 * The observability every HTTP handler stack starts with, without tracing (observability.ts adds
 * it): the request's log context, its metrics published when it ends (Powertools Metrics, with a
 * cold-start metric), and its access line. For a function that calls no AWS service, whose
 * bundle need not carry the X-Ray SDK; Lambda's active tracing still records its invocations.
 */

import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { metrics } from '../../shared/metrics.js';
import { accessLine } from './access-line.js';
import { lambdaContext } from './lambda-context.js';

export type HttpEvent = Pick<APIGatewayProxyEventV2, 'requestContext' | 'routeKey'>;

/** Publishes the metrics the request added, once it is answered. */
export function publishMetrics(): middy.MiddlewareObj<HttpEvent> {
  return { name: 'publishMetrics', ...logMetrics(metrics, { captureColdStartMetric: true }) };
}

export function logsAndMetrics(): middy.MiddlewareObj<HttpEvent>[] {
  return [lambdaContext(), publishMetrics(), accessLine() as middy.MiddlewareObj<HttpEvent>];
}
