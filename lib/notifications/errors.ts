/**
 * insertNotification's contract fixes its own failures: one 400 message for every key problem and
 * a Portuguese 500. Its 422s are built where they are found (notification.ts).
 */
import { AppError, InvalidKeyError, MissingKeyError } from '../shared/errors.js';

export const KEY_MESSAGE = 'Parametro key não informado ou inválido';
export const INTERNAL_MESSAGE = 'Erro interno no servidor';

/** keyedEndpoint's mapError: absent, undecryptable and unknown keys all answer 400 KEY_MESSAGE. */
export function notificationError(error: AppError): AppError {
  if (error instanceof MissingKeyError || error instanceof InvalidKeyError) {
    return new AppError(error.code, 400, KEY_MESSAGE, { cause: error });
  }
  return error;
}
