/**
 * What every HTTP handler stack starts with, in this order (the keyed, OAuth and plain stacks, and
 * any other stack that `.use()`s it):
 * 1. lambdaContext: every log line of the request carries the Lambda request id, cold start,
 *    function name and the API request id the client sees;
 * 2. tracing: an X-Ray subsegment for the handler, with the cold start annotated (Powertools
 *    Tracer; responses are not recorded, they hold personal data);
 * 3. publishMetrics: the request's metrics published when it ends (Powertools Metrics);
 * 4. accessLine: the request's INFO line and its route's counts.
 */

import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import { tracer } from '../../shared/tracer.js';
import { accessLine } from './access-line.js';
import { lambdaContext } from './lambda-context.js';
import { type HttpEvent, publishMetrics } from './logs-and-metrics.js';

export function tracing(): middy.MiddlewareObj<HttpEvent> {
  return { name: 'tracing', ...captureLambdaHandler(tracer, { captureResponse: false }) };
}

/** The middlewares an HTTP handler stack starts with: `.use(httpObservability())`. */
export function httpObservability(): middy.MiddlewareObj<HttpEvent>[] {
  return [lambdaContext(), tracing(), publishMetrics(), accessLine() as middy.MiddlewareObj<HttpEvent>];
}
