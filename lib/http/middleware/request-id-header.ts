/** Tags every answer, success or failure, with `x-request-id`: the id support asks callers for. */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type HttpResult, requestIdOf } from '../responses.js';

type EventWithId = Pick<APIGatewayProxyEventV2, 'requestContext'>;

/** Register it before the error middleware, whose answer it tags on the way out. */
export function requestIdHeader(): middy.MiddlewareObj<EventWithId, HttpResult> {
  const tag = (request: middy.Request<EventWithId, HttpResult>) => {
    if (request.response) request.response.headers['x-request-id'] = requestIdOf(request.event);
  };
  return { name: 'requestIdHeader', after: tag, onError: tag };
}
