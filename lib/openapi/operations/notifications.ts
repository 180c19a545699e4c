/** /insertNotification in the document: its own Portuguese failures, 422 for the body. */
import * as z from 'zod';
import { INTERNAL_MESSAGE, KEY_MESSAGE, NOTIFICATION_ERRORS as REFUSED } from '../../notifications/errors.js';
import { MAX_BODY_DEPTH } from '../../notifications/lower-case-keys.js';
import { InsertNotificationBodySchema, LIMITS } from '../../notifications/schemas.js';
import { SENT_MESSAGES, SendResultSchema } from '../../notifications/send-notification.js';
import { BODY_FAILURES, commonFailures, errorAnswer, failure, failures, success, withKey } from '../keyed.js';
import { KEY_PLACEHOLDER, keyedPost, type OperationDoc } from '../model.js';

const { 401: _noUndecryptableStatus, ...generalFailures } = commonFailures();

/** The limits the 422 table states; the other messages keep their `{name}` placeholders. */
const MAX_SHOWN: Partial<Record<string, number>> = {
  tooManyButtons: LIMITS.buttons,
  tooManyEmployees: LIMITS.employees,
  idTooManyBytes: LIMITS.notification_id,
  nestedTooDeep: MAX_BODY_DEPTH,
};

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

export const notificationOperations: OperationDoc[] = [
  {
    ...keyedPost('insertNotification', 'Notifications'),
    summary: 'Create or update a notification',
    description:
      'Upserts a notification by `notification_id` and resolves its recipients when written: the `employees` given (each in master data) or every active employee. Every key of the body, at every depth, is read case-insensitively (`KEY`, `notification_ID`, `EmbedURL` work). A blank string counts as absent. The body is checked in the order of the 422 table; the first failure is the answer. Each send is an execution (`executionId`).',
    requestSchema: withKey(InsertNotificationBodySchema),
    responses: {
      200: {
        description: `Created (\`${SENT_MESSAGES.created}\`) or updated (\`${SENT_MESSAGES.updated}\`).`,
        schema: success({
          message: z.enum([SENT_MESSAGES.created, SENT_MESSAGES.updated]),
          result: SendResultSchema,
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
      422: failures(
        'The notification is incomplete or invalid.',
        Object.entries(REFUSED).map(([name, entry]) =>
          failure(entry, name in MAX_SHOWN ? { max: MAX_SHOWN[name] } : {}),
        ),
      ),
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
          message: SENT_MESSAGES.created,
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
          message: SENT_MESSAGES.created,
          result: { notification_id: 'aviso-feriado', created: true, recipients: 6, executionId: 'exec_…' },
          executionId: 'exec_…',
        },
      },
      missingFields: {
        summary: 'Only a title',
        status: 422,
        body: { key: KEY_PLACEHOLDER, notification: { title: 'Sem id' } },
        answer: errorAnswer(REFUSED.missingFields, { fields: 'notification_id, recurrency' }),
      },
      employeesNotArray: {
        summary: 'employees as a string',
        status: 422,
        body: { ...reminder, employees: 'ana.souza' },
        answer: errorAnswer(REFUSED.employeesNotArray, {}),
      },
      recurrencyNotBoolean: {
        summary: 'recurrency as text',
        status: 422,
        body: { ...reminder, notification: { ...reminder.notification, recurrency: 'sim' } },
        answer: errorAnswer(REFUSED.recurrencyNotBoolean, {}),
      },
      singleShotWithoutTime: {
        summary: 'Single shot without one_time',
        status: 422,
        body: {
          key: KEY_PLACEHOLDER,
          notification: { notification_id: 'n1', title: 'T', recurrency: false },
        },
        answer: errorAnswer(REFUSED.oneTimeMissing, {}),
      },
      recurrentWithoutType: {
        summary: 'Recurrent without recurrency_type',
        status: 422,
        body: { key: KEY_PLACEHOLDER, notification: { notification_id: 'n1', title: 'T', recurrency: true } },
        answer: errorAnswer(REFUSED.recurrencyTypeMissing, {}),
      },
      unknownLogins: {
        summary: 'Logins not in master data',
        status: 422,
        body: { ...reminder, employees: ['ghost', 'nobody'] },
        answer: errorAnswer(REFUSED.unknownLogins, { logins: 'ghost, nobody' }),
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
