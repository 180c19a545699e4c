/**
 * A refused call as a typed error: the key-based API answers every failure with
 * `{err: true, code, message}` (a 5xx adds `requestId`), and its status.
 */

import type { operations } from './generated/schema.js';

type JsonAnswerOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type AnswersOf<Operation> = Operation extends { responses: infer Responses }
  ? JsonAnswerOf<Responses[keyof Responses]>
  : never;

/**
 * The envelope's `code`, for a program to branch on: every code the OpenAPI document says a route
 * answers, read from the generated types, so the list follows the service's.
 */
export type ErrorCode = Extract<AnswersOf<operations[keyof operations]>, { err: true }>['code'];

export interface ErrorEnvelope {
  err: true;
  code: ErrorCode;
  message: string;
  requestId?: string;
}

const isEnvelope = (body: unknown): body is ErrorEnvelope =>
  typeof body === 'object' &&
  body !== null &&
  (body as { err?: unknown }).err === true &&
  typeof (body as { code?: unknown }).code === 'string';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  readonly code: ErrorCode;
  /** On a 5xx: quote it when reporting the failure. */
  readonly requestId: string | undefined;
  /** On a 429 or 503: the seconds after which a retry may succeed (`Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's body as received. */
  readonly body: unknown;

  constructor(status: number, body: unknown, headers: Headers) {
    const envelope = isEnvelope(body) ? body : undefined;
    const message =
      envelope?.message ?? `HTTP ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`;
    super(message);
    this.status = status;
    this.code = envelope?.code ?? (status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_JSON');
    this.requestId = envelope?.requestId ?? headers.get('x-request-id') ?? undefined;
    const retryAfter = Number(headers.get('retry-after') ?? Number.NaN);
    this.retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
