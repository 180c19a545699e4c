/**
 * The error of a body too large, before any use case runs: an AppError, so the one error mapping
 * answers it like any other. A body of another media type or not JSON is the catalogue's
 * (errorOf(ERRORS.notJsonMediaType), errorOf(ERRORS.notJson)).
 */
import { ERRORS, messageOf } from '../shared/error-catalogue.js';
import { AppError, type AppErrorOptions } from '../shared/errors.js';

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number, options?: AppErrorOptions) {
    super('PAYLOAD_TOO_LARGE', 413, messageOf(ERRORS.payloadTooLarge, { limit: limitBytes }), options);
  }
}
