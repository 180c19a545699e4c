/**
 * insertNotification's contract fixes its own failures: 422 with a Portuguese message for what is
 * wrong in the notification, one 400 message for every key problem, and a Portuguese 500.
 */
import { AppError, type ErrorCode, InvalidKeyError, MissingKeyError } from '../shared/errors.js';

export const KEY_MESSAGE = 'Parametro key não informado ou inválido';
export const INTERNAL_MESSAGE = 'Erro interno no servidor';

/** A notification the contract refuses with 422 and the message it gives. */
export function unprocessable(
  code: Extract<ErrorCode, 'MISSING_REQUIRED_FIELDS' | 'INVALID_FIELD'>,
  message: string,
): AppError {
  return new AppError(code, 422, message);
}

/** keyedEndpoint's mapError: absent, undecryptable and unknown keys all answer 400 KEY_MESSAGE. */
export function notificationError(error: AppError): AppError {
  if (error instanceof MissingKeyError || error instanceof InvalidKeyError) {
    return new AppError(error.code, 400, KEY_MESSAGE, { cause: error });
  }
  return error;
}
