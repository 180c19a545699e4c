/**
 * POST /insertNotification's use case: resolve the recipients (the logins given, all of which must
 * be in master data, or every active employee), upsert the notification by id with them, and
 * record the send as an execution.
 */
import { listActiveEmployeeLogins, listEmployeeLogins } from '../dynamo/employee-store.js';
import { putExecution } from '../dynamo/execution-store.js';
import { type NotificationEvents, putNotification } from '../dynamo/notification-store.js';
import { type Execution, newExecutionId } from '../executions/execution.js';
import { recordSucceeded } from '../executions/record-execution.js';
import { errorOf } from '../shared/errors.js';
import * as z from '../shared/zod.js';
import { eventsOfChange, eventsWanted, subjects } from '../webhooks/events.js';
import { NOTIFICATION_ERRORS } from './errors.js';
import type { NotificationRequest } from './notification.js';

/** The answer's `message`, in the contract's words: a new notification, or one sent again. */
export const SENT_MESSAGES = { created: 'Notificação criada', updated: 'Notificação atualizada' } as const;

/** What /insertNotification answers as `result`. */
export const SendResultSchema = z.object({
  notification_id: z.string(),
  created: z.boolean().check(z.describe('false when an existing notification was updated')),
  recipients: z.int().check(z.describe('how many employees receive it')),
  executionId: z.string(),
});
export type SendResult = z.output<typeof SendResultSchema>;

const MAX_LISTED_UNKNOWN = 50;
async function listedLogins(companyId: string, employees: readonly string[]): Promise<string[]> {
  const known = await listEmployeeLogins(companyId);
  const unknown = employees.filter((login) => !known.has(login));
  if (unknown.length > 0) {
    const listed = unknown.slice(0, MAX_LISTED_UNKNOWN).join(', ');
    const more = unknown.length > MAX_LISTED_UNKNOWN ? ` e mais ${unknown.length - MAX_LISTED_UNKNOWN}` : '';
    throw errorOf(NOTIFICATION_ERRORS.unknownLogins, { logins: `${listed}${more}` });
  }
  return [...employees];
}

/** The notification.upserted event builder for the store, or undefined when no subscription takes it. */
async function notificationEvents(
  companyId: string,
  request: NotificationRequest,
  recipients: number,
  executionId: string,
  now: Date,
): Promise<NotificationEvents | undefined> {
  if (!(await eventsWanted(companyId, 'notification.upserted'))) return undefined;
  const { notification } = request;
  return (before, after) =>
    eventsOfChange(
      companyId,
      'notification.upserted',
      subjects.notification(notification.notification_id),
      { before, after },
      () => ({
        notification_id: notification.notification_id,
        created: before === undefined,
        title: notification.title,
        recurrency: notification.recurrency,
        recipients,
        executionId,
      }),
      now,
    );
}

export async function sendNotification(
  companyId: string,
  request: NotificationRequest,
  now = new Date(),
): Promise<SendResult> {
  const recipients = request.employees
    ? await listedLogins(companyId, request.employees)
    : await listActiveEmployeeLogins(companyId);
  const execution: Execution = {
    executionId: newExecutionId(),
    companyId,
    kind: 'notification',
    status: 'succeeded',
    counts: { recipients: recipients.length },
    errors: [],
    startedAt: now.toISOString(),
    finishedAt: null,
  };
  let created: boolean;
  try {
    ({ created } = await putNotification(
      {
        companyId,
        notification: request.notification,
        audience: request.employees ? 'listed' : 'all',
        recipientCount: recipients.length,
        executionId: execution.executionId,
        updatedAt: execution.startedAt,
      },
      recipients,
      await notificationEvents(companyId, request, recipients.length, execution.executionId, now),
    ));
  } catch (error) {
    await putExecution({
      ...execution,
      status: 'failed',
      errors: [String(error)],
      finishedAt: new Date().toISOString(),
    });
    throw error;
  }
  await recordSucceeded(execution);
  return {
    notification_id: request.notification.notification_id,
    created,
    recipients: recipients.length,
    executionId: execution.executionId,
  };
}
