/**
 * Turns whatever a key-based request failed with into its answer `{err:true, code, message}`
 * (error-response.ts), after putting the JSON parser's errors and the endpoint's own contract in
 * the service's terms. The error it answered with replaces `request.error`, so the transmission
 * record files the same code the caller saw.
 */
import type middy from '@middy/core';
import { ERRORS } from '../../shared/error-catalogue.js';
import { AppError, errorOf } from '../../shared/errors.js';
import { errorResponse } from '../error-response.js';
import type { KeyedEvent } from '../keyed-request.js';
import { type HttpResult, header, requestIdOf } from '../responses.js';

export interface ErrorEnvelopeOptions {
  /** Rewrites key and body errors where the endpoint's contract fixes other statuses or messages. */
  mapError?: (error: AppError) => AppError;
  /** Message of the 500 for unexpected errors, where the contract fixes one (insertNotification). */
  internalErrorMessage?: string;
}

const isJsonContentType = (value: string | undefined) => /^application\/(.+\+)?json($|;.+)/.test(value ?? '');

/**
 * @middy/http-json-body-parser answers 415 both for another Content-Type and for a JSON body that
 * does not parse; the contract tells them apart (415 UNSUPPORTED_MEDIA_TYPE, 400 INVALID_JSON).
 */
function fromBodyParser(error: unknown, event: KeyedEvent): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 415) {
    return isJsonContentType(header(event, 'content-type'))
      ? errorOf(ERRORS.notJson, {}, { cause: error })
      : errorOf(ERRORS.notJsonMediaType, {}, { cause: error });
  }
  return error;
}

/** Register it after the request id and transmission middlewares: error handlers run last-first. */
export function errorEnvelope(
  options: ErrorEnvelopeOptions = {},
): middy.MiddlewareObj<KeyedEvent, HttpResult> {
  return {
    name: 'errorEnvelope',
    onError: (request) => {
      let error = fromBodyParser(request.error, request.event);
      if (!(error instanceof AppError) && options.internalErrorMessage) {
        error = new AppError('INTERNAL_ERROR', 500, options.internalErrorMessage, { cause: error });
      }
      if (error instanceof AppError && options.mapError) error = options.mapError(error);
      if (error instanceof Error) request.error = error;
      request.response = errorResponse(error, requestIdOf(request.event));
    },
  };
}
