/**
 * The one mapping from errors to HTTP answers: `{err:true, code, message}` with the status the
 * error carries. Only AppErrors show their message; anything else is a 500 whose body carries the
 * request id and nothing else of the failure, which goes to the log.
 */
import { AppError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import { type HttpResult, json } from './responses.js';

export interface ErrorEnvelope {
  err: true;
  code: string;
  message: string;
  requestId?: string;
  [detail: string]: unknown;
}

export function errorResponse(error: unknown, requestId: string): HttpResult {
  if (error instanceof AppError) {
    const headers: Record<string, string> = { ...error.headers };
    if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
    if (error.status >= 500) {
      logger.error('request failed', { requestId, code: error.code, error });
    }
    const body: ErrorEnvelope = { err: true, code: error.code, message: error.message };
    if (error.status >= 500) body.requestId = requestId;
    return json(error.status, body, headers);
  }
  logger.error('unexpected error', { requestId, error });
  return json(500, {
    err: true,
    code: 'INTERNAL_ERROR',
    message: `internal error; quote request id ${requestId} when reporting it`,
    requestId,
  } satisfies ErrorEnvelope);
}
