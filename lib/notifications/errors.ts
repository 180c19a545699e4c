/**
 * insertNotification's contract fixes its own failures: 422 with a Portuguese message for what is
 * wrong in the notification, one 400 message for every key problem, and a Portuguese 500. The 422s
 * are a table in the error catalogue's form: the code throws them with `errorOf`, and the OpenAPI
 * document lists them from the same entries.
 */
import { type CatalogueEntry, catalogueEntry, type ErrorCode } from '../shared/error-catalogue.js';
import { AppError, InvalidKeyError, MissingKeyError } from '../shared/errors.js';

export const KEY_MESSAGE = 'Parametro key não informado ou inválido';
export const INTERNAL_MESSAGE = 'Erro interno no servidor';

const refused = <const Template extends string>(
  code: Extract<ErrorCode, 'MISSING_REQUIRED_FIELDS' | 'INVALID_FIELD'>,
  message: Template,
  when = '',
): CatalogueEntry<Template> => catalogueEntry(code, 422, message, when);

/**
 * The notifications the contract refuses with 422, in the order the body is checked (the
 * document's 422 table): of the refusals a body earns, the first in this order is the answer.
 */
export const NOTIFICATION_ERRORS = {
  missingFields: refused(
    'MISSING_REQUIRED_FIELDS',
    'Campos obrigatórios ausentes: {fields}',
    'notification_id, title, recurrency (or notification itself)',
  ),
  employeesNotArray: refused(
    'INVALID_FIELD',
    'Parametro employees deve ser um array',
    '`employees` has the wrong type',
  ),
  recurrencyNotBoolean: refused(
    'INVALID_FIELD',
    'Campo recurrency deve ser boolean',
    '`recurrency` has the wrong type',
  ),
  oneTimeMissing: refused(
    'MISSING_REQUIRED_FIELDS',
    'Campo obrigatório ausente: one_time',
    'recurrency=false without one_time',
  ),
  recurrencyTypeMissing: refused(
    'MISSING_REQUIRED_FIELDS',
    'Campo obrigatório ausente: recurrency_type',
    'recurrency=true without recurrency_type',
  ),
  oneTimeNotDate: refused(
    'INVALID_FIELD',
    'Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss',
  ),
  recurrencyTypeUnknown: refused('INVALID_FIELD', 'Campo recurrency_type deve ser daily, weekly ou monthly'),
  imageNotUrl: refused('INVALID_FIELD', 'Campo image deve ser uma URL http ou https'),
  buttonTextMissing: refused('MISSING_REQUIRED_FIELDS', 'Campo obrigatório ausente: buttons[{i}].text'),
  buttonLinkInvalid: refused(
    'INVALID_FIELD',
    'Campo buttons[{i}].embedURL deve ser uma URL ou um deep link (esquema://...)',
  ),
  buttonColorInvalid: refused(
    'INVALID_FIELD',
    'Campo buttons[{i}].iconColor deve ser uma cor no formato #rrggbb',
  ),
  unknownLogins: refused(
    'INVALID_FIELD',
    'Logins não encontrados no cadastro de funcionários: {logins}',
    'unknown logins (past 50 of them, the first 50 and ` e mais {n}`)',
  ),
  textTooLong: refused(
    'INVALID_FIELD',
    'Campo {field} deve ser um texto de até {max} caracteres',
    'notification_id, title, description, buttons[i].text, buttons[i].icon',
  ),
  notificationNotObject: refused('INVALID_FIELD', 'Parametro notification deve ser um objeto'),
  buttonsNotArray: refused('INVALID_FIELD', 'Parametro buttons deve ser um array'),
  tooManyButtons: refused('INVALID_FIELD', 'Parametro buttons aceita no máximo {max} botões'),
  buttonNotObject: refused('INVALID_FIELD', 'Campo buttons[{i}] deve ser um objeto'),
  employeesEmpty: refused(
    'INVALID_FIELD',
    'Parametro employees não pode ser vazio; omita-o para enviar a todos os usuários ativos',
  ),
  employeesNotLogins: refused(
    'INVALID_FIELD',
    'Parametro employees deve conter apenas logins (textos não vazios)',
  ),
  tooManyEmployees: refused('INVALID_FIELD', 'Parametro employees aceita no máximo {max} logins'),
  idWithControlCharacters: refused(
    'INVALID_FIELD',
    'Campo notification_id não pode conter caracteres de controle',
  ),
  idTooManyBytes: refused('INVALID_FIELD', 'Campo notification_id deve ter até {max} bytes em UTF-8'),
  nestedTooDeep: refused(
    'INVALID_FIELD',
    'Corpo da requisição aninhado demais: no máximo {max} níveis',
    'the body nests too deep',
  ),
} as const;

/** What a check of the body refuses with: one of those, by name. */
export type Refusal = keyof typeof NOTIFICATION_ERRORS;

/** keyedEndpoint's mapError: absent, undecryptable and unknown keys all answer 400 KEY_MESSAGE. */
export function notificationError(error: AppError): AppError {
  if (error instanceof MissingKeyError || error instanceof InvalidKeyError) {
    return new AppError(error.code, 400, KEY_MESSAGE, { cause: error });
  }
  return error;
}
