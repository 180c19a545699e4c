/**
 * ANY <path>, for every path of the route table: a method the path does not have. 405 in the error
 * envelope, with `Allow` naming the methods it has. The path is named by its route template, so a
 * link key in it is never echoed.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { errorResponse } from '../../lib/http/error-response.js';
import { type HttpResult, requestIdOf } from '../../lib/http/responses.js';
import { methodsOf } from '../../lib/routes.js';
import { AppError } from '../../lib/shared/errors.js';

export const handler = async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
  const path = event.routeKey.slice(event.routeKey.indexOf(' ') + 1);
  const allowed = methodsOf(path).join(', ');
  const requestId = requestIdOf(event);
  const error = new AppError(
    'METHOD_NOT_ALLOWED',
    405,
    `${event.requestContext.http.method} is not a method of ${path}; it takes ${allowed}`,
    { headers: { allow: allowed } },
  );
  const answer = errorResponse(error, requestId);
  return { ...answer, headers: { ...answer.headers, 'x-request-id': requestId } };
};
