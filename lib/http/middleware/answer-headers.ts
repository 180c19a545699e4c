/**
 * Headers a middleware before the use case decided every answer of the request carries, success
 * or failure: the RateLimit fields of a limit taken before the key was read (the key may then
 * fail, and the answer still tells what is left of the limit).
 */
import type middy from '@middy/core';
import type { KeyedContext, KeyedEvent, KeyedInternal } from '../keyed-request.js';
import type { HttpResult } from '../responses.js';

type Request = middy.Request<KeyedEvent, HttpResult, Error, KeyedContext, KeyedInternal>;

/** Register it before the error middleware, whose answer it adds to on the way out. */
export function answerHeaders(): middy.MiddlewareObj<
  KeyedEvent,
  HttpResult,
  Error,
  KeyedContext,
  KeyedInternal
> {
  const add = (request: Request) => {
    if (request.response) Object.assign(request.response.headers, request.internal.answerHeaders);
  };
  return {
    name: 'answerHeaders',
    before: ({ internal }) => {
      internal.answerHeaders = {};
    },
    after: add,
    onError: add,
  };
}
