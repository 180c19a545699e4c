/**
 * Domain errors. Domain code throws these; lib/http/error-response.ts is the one place that turns
 * them into HTTP answers. Each carries the envelope code and its usual status; an endpoint whose
 * contract fixes another status or message (insertNotification's 422s) passes them explicitly.
 * Errors of one protocol live in that protocol's folder (lib/http/errors.ts, lib/auth/errors.ts).
 */
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

export interface AppErrorOptions {
  status?: number;
  cause?: unknown;
  /** Seconds after which a retry may succeed (429, 503). */
  retryAfterSeconds?: number;
  /** Structured detail for logs and, where useful, the body (e.g. offending fields). */
  details?: Record<string, unknown>;
  /** Headers the answer carries (e.g. `Allow` of a 405). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, defaultStatus: number, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = options.status ?? defaultStatus;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export class MissingKeyError extends AppError {
  constructor(message = 'key is required', options?: AppErrorOptions) {
    super('MISSING_KEY', 400, message, options);
  }
}

/** status 401 when the key cannot be decrypted, 400 when it names no active company key. */
export class InvalidKeyError extends AppError {
  constructor(message: string, options: AppErrorOptions & { status: 400 | 401 }) {
    super('INVALID_KEY', options.status, message, options);
  }
}

export class MissingFieldsError extends AppError {
  readonly fields: readonly string[];
  constructor(fields: readonly string[], options?: AppErrorOptions) {
    super('MISSING_REQUIRED_FIELDS', 400, `missing required fields: ${fields.join(', ')}`, options);
    this.fields = fields;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('INVALID_FIELD', 400, message, options);
  }
}

/**
 * A list's cursor that is not one of this list: malformed, altered, or from another company or
 * query. A 400 like any bad field; the MCP tools answer it as invalid arguments.
 */
export class InvalidCursorError extends ValidationError {
  constructor(why: string, options?: AppErrorOptions) {
    super(
      `invalid fields: cursor (${why}; send nextCursor back unchanged, or start again without it)`,
      options,
    );
  }
}

/**
 * A write the store would refuse for its limits (a record over 400 KB, a key over its bytes, a
 * value it cannot hold), found before anything was written. A 400 like any bad field; the MCP
 * tools answer it as invalid arguments.
 */
export class StoreLimitError extends ValidationError {}

export class NotFoundError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('NOT_FOUND', 404, message, options);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('CONFLICT', 409, message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('FORBIDDEN', 403, message, options);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number, options?: AppErrorOptions) {
    super('RATE_LIMITED', 429, message, { ...options, retryAfterSeconds });
  }
}

/** A dependency (DynamoDB, Secrets Manager) cannot be reached now; retrying later may work. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('SERVICE_UNAVAILABLE', 503, message, { retryAfterSeconds: 5, ...options });
  }
}

export class ProcessingError extends AppError {
  constructor(message: string, options?: AppErrorOptions) {
    super('PROCESSING_ERROR', 500, message, options);
  }
}
