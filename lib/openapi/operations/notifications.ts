/** /insertNotification in the document: its own Portuguese failures, 422 for the body. */
import * as z from 'zod';
import { INTERNAL_MESSAGE, KEY_MESSAGE } from '../../notifications/errors.js';
import { InsertNotificationBodySchema } from '../../notifications/schemas.js';
import { BODY_FAILURES, commonFailures, failures, success, withKey } from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

const { 401: _noUndecryptableStatus, ...generalFailures } = commonFailures();

const reminder = {
  key: KEY_PLACEHOLDER,
  notification: {
    notification_id: 'aviso-ponto-001',
    title: 'Lembrete de ponto',
    description: '<p>Registre o <b>fim do expediente</b>.</p>',
    recurrency: true,
    recurrency_type: 'daily',
    buttons: [{ text: 'Abrir ponto', icon: 'clock', embedURL: 'workforce://punch', iconColor: '#1a73e8' }],
  },
  employees: ['ana.souza', 'bruno.costa'],
};

const unprocessable = (message: string) => ({ err: true, code: 'INVALID_FIELD', message });
const missing = (message: string) => ({ err: true, code: 'MISSING_REQUIRED_FIELDS', message });

export const notificationOperations: OperationDoc[] = [
  {
    functionName: 'insertNotification',
    method: 'POST',
    path: '/insertNotification',
    operationId: 'insertNotification',
    tag: 'Notifications',
    summary: 'Create or update a notification',
    description:
      'Upserts a notification by `notification_id` and resolves its recipients when written: the `employees` given (each in master data) or every active employee. Every key of the body, at every depth, is read case-insensitively (`KEY`, `notification_ID`, `EmbedURL` work). A blank string counts as absent. The body is checked in the order of the 422 table; the first failure is the answer. Each send is an execution (`executionId`).',
    requestSchema: withKey(InsertNotificationBodySchema),
    responses: {
      200: {
        description: 'Created (`Notificação criada`) or updated (`Notificação atualizada`).',
        schema: success({
          message: z.enum(['Notificação criada', 'Notificação atualizada']),
          result: z.object({
            notification_id: z.string(),
            created: z.boolean().meta({ description: 'false when an existing notification was updated' }),
            recipients: z.number().int().meta({ description: 'how many employees receive it' }),
            executionId: z.string(),
          }),
          executionId: z.string(),
        }),
      },
      400: failures(
        'The key is absent or invalid (one message for all key problems), or the body is not JSON.',
        [
          ['MISSING_KEY', KEY_MESSAGE, '`key` absent or empty'],
          ['INVALID_KEY', KEY_MESSAGE, 'the key does not decrypt, names no company or is revoked'],
          BODY_FAILURES.notJson,
          BODY_FAILURES.notObject,
        ],
      ),
      422: failures('The notification is incomplete or invalid.', [
        [
          'MISSING_REQUIRED_FIELDS',
          'Campos obrigatórios ausentes: {fields}',
          'notification_id, title, recurrency (or notification itself)',
        ],
        ['INVALID_FIELD', 'Parametro employees deve ser um array', '`employees` has the wrong type'],
        ['INVALID_FIELD', 'Campo recurrency deve ser boolean', '`recurrency` has the wrong type'],
        [
          'MISSING_REQUIRED_FIELDS',
          'Campo obrigatório ausente: one_time',
          'recurrency=false without one_time',
        ],
        [
          'MISSING_REQUIRED_FIELDS',
          'Campo obrigatório ausente: recurrency_type',
          'recurrency=true without recurrency_type',
        ],
        ['INVALID_FIELD', 'Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss', ''],
        ['INVALID_FIELD', 'Campo recurrency_type deve ser daily, weekly ou monthly', ''],
        ['INVALID_FIELD', 'Campo image deve ser uma URL http ou https', ''],
        ['MISSING_REQUIRED_FIELDS', 'Campo obrigatório ausente: buttons[{i}].text', ''],
        ['INVALID_FIELD', 'Campo buttons[{i}].embedURL deve ser uma URL ou um deep link (esquema://...)', ''],
        ['INVALID_FIELD', 'Campo buttons[{i}].iconColor deve ser uma cor no formato #rrggbb', ''],
        [
          'INVALID_FIELD',
          'Logins não encontrados no cadastro de funcionários: {logins} (e mais {n})',
          'unknown logins',
        ],
        [
          'INVALID_FIELD',
          'Campo {field} deve ser um texto de até {n} caracteres',
          'notification_id, title, description, buttons[i].text, buttons[i].icon',
        ],
        ['INVALID_FIELD', 'Parametro notification deve ser um objeto', ''],
        ['INVALID_FIELD', 'Parametro buttons deve ser um array', ''],
        ['INVALID_FIELD', 'Parametro buttons aceita no máximo 10 botões', ''],
        ['INVALID_FIELD', 'Campo buttons[{i}] deve ser um objeto', ''],
        [
          'INVALID_FIELD',
          'Parametro employees não pode ser vazio; omita-o para enviar a todos os usuários ativos',
          '',
        ],
        ['INVALID_FIELD', 'Parametro employees deve conter apenas logins (textos não vazios)', ''],
        ['INVALID_FIELD', 'Parametro employees aceita no máximo 5000 logins', ''],
        ['INVALID_FIELD', 'Campo notification_id não pode conter caracteres de controle', ''],
        [
          'INVALID_FIELD',
          'Corpo da requisição aninhado demais: no máximo 32 níveis',
          'a body nested deeper than 32 levels',
        ],
      ]),
      ...generalFailures,
      500: failures('Unexpected failure; the body carries the request id.', [
        ['INTERNAL_ERROR', INTERNAL_MESSAGE, 'a bug or outage'],
      ]),
    },
    examples: {
      dailyReminder: {
        summary: 'A daily reminder to two employees',
        status: 200,
        body: reminder,
        answer: {
          err: false,
          message: 'Notificação criada',
          result: { notification_id: 'aviso-ponto-001', created: true, recipients: 2, executionId: 'exec_…' },
          executionId: 'exec_…',
        },
      },
      holidayToAll: {
        summary: 'Once, to every active employee',
        status: 200,
        body: {
          key: KEY_PLACEHOLDER,
          notification: {
            notification_id: 'aviso-feriado',
            title: 'Feriado na sexta',
            recurrency: false,
            one_time: '2026-11-20 09:00:00',
          },
        },
        answer: {
          err: false,
          message: 'Notificação criada',
          result: { notification_id: 'aviso-feriado', created: true, recipients: 6, executionId: 'exec_…' },
          executionId: 'exec_…',
        },
      },
      missingFields: {
        summary: 'Only a title',
        status: 422,
        body: { key: KEY_PLACEHOLDER, notification: { title: 'Sem id' } },
        answer: missing('Campos obrigatórios ausentes: notification_id, recurrency'),
      },
      employeesNotArray: {
        summary: 'employees as a string',
        status: 422,
        body: { ...reminder, employees: 'ana.souza' },
        answer: unprocessable('Parametro employees deve ser um array'),
      },
      recurrencyNotBoolean: {
        summary: 'recurrency as text',
        status: 422,
        body: { ...reminder, notification: { ...reminder.notification, recurrency: 'sim' } },
        answer: unprocessable('Campo recurrency deve ser boolean'),
      },
      singleShotWithoutTime: {
        summary: 'Single shot without one_time',
        status: 422,
        body: {
          key: KEY_PLACEHOLDER,
          notification: { notification_id: 'n1', title: 'T', recurrency: false },
        },
        answer: missing('Campo obrigatório ausente: one_time'),
      },
      recurrentWithoutType: {
        summary: 'Recurrent without recurrency_type',
        status: 422,
        body: { key: KEY_PLACEHOLDER, notification: { notification_id: 'n1', title: 'T', recurrency: true } },
        answer: missing('Campo obrigatório ausente: recurrency_type'),
      },
      unknownLogins: {
        summary: 'Logins not in master data',
        status: 422,
        body: { ...reminder, employees: ['ghost', 'nobody'] },
        answer: unprocessable('Logins não encontrados no cadastro de funcionários: ghost, nobody'),
      },
      missingKey: {
        summary: 'No key',
        status: 400,
        body: { notification: reminder.notification },
        answer: { err: true, code: 'MISSING_KEY', message: KEY_MESSAGE },
      },
      undecryptableKey: {
        summary: 'A key that was cut short: 400 here, not 401',
        status: 400,
        body: { ...reminder, key: 'ck1.AAAA' },
        answer: { err: true, code: 'INVALID_KEY', message: KEY_MESSAGE },
      },
    },
  },
];
