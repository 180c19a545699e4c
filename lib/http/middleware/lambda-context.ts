/**
 * Every log line of a request carries the Lambda request id, cold start and function name
 * (Powertools Logger's context), and the API request id the client sees in `x-request-id`
 * (`requestId`), when the event comes through API Gateway; keys appended while the request runs (its company, its actor) are dropped when it
 * ends, so the next request of the same instance starts clean.
 *
 * Not Powertools' injectLambdaContext middleware: it also recomputes debug-log sampling on every
 * invocation, which resets the log level to the one the process started with, and the service
 * samples nothing.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../../shared/logger.js';
import { requestIdOf } from '../responses.js';

/** An API Gateway event carries the API request id; a stream event has none. */
type EventWithId = Partial<Pick<APIGatewayProxyEventV2, 'requestContext'>>;

/** Register it first: its `after` and `onError` then run last, once the access line is written. */
export function lambdaContext(): middy.MiddlewareObj<EventWithId> {
  const reset = () => {
    logger.resetKeys();
  };
  return {
    name: 'lambdaContext',
    before: ({ event, context }) => {
      logger.addContext(context);
      const { requestContext } = event;
      if (requestContext) logger.appendKeys({ requestId: requestIdOf({ requestContext }) });
    },
    after: reset,
    onError: reset,
  };
}
