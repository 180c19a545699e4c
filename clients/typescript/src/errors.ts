/**
 * A refused call as a typed error: the key-based API answers every failure with
 * `{err: true, code, message}` (a 5xx adds `requestId`), and its status.
 */

/** The envelope's `code`, for a program to branch on. */
export type ErrorCode =
  | 'MISSING_KEY'
  | 'INVALID_KEY'
  | 'MISSING_REQUIRED_FIELDS'
  | 'INVALID_FIELD'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INVALID_JSON'
  | 'METHOD_NOT_ALLOWED'
  | 'PROCESSING_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

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
