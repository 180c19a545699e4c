/**
 * Errors of the HTTP request itself, before any use case runs: a body too large, of another
 * media type, or not JSON. They are AppErrors, so the one error mapping answers them like any other.
 */
import { ERRORS, messageOf } from '../shared/error-catalogue.js';
import { AppError, type AppErrorOptions } from '../shared/errors.js';

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number, options?: AppErrorOptions) {
    super('PAYLOAD_TOO_LARGE', 413, messageOf(ERRORS.payloadTooLarge, { limit: limitBytes }), options);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string = ERRORS.notJsonMediaType.message, options?: AppErrorOptions) {
    super('UNSUPPORTED_MEDIA_TYPE', 415, message, options);
  }
}

export class InvalidJsonError extends AppError {
  constructor(message: string = ERRORS.notJson.message, options?: AppErrorOptions) {
    super('INVALID_JSON', 400, message, options);
  }
}
