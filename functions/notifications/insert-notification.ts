// POST /insertNotification: upserts a notification by notification_id and resolves its recipients.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { fieldIgnoringCase } from '../../lib/http/transmission-subjects.js';
import { INTERNAL_MESSAGE, notificationError } from '../../lib/notifications/errors.js';
import { lowerCaseBody } from '../../lib/notifications/lower-case-keys.js';
import { readNotificationRequest } from '../../lib/notifications/notification.js';
import { SENT_MESSAGES, sendNotification } from '../../lib/notifications/send-notification.js';

export const handler = keyedEndpoint('insertNotification', {
  transformBody: lowerCaseBody,
  mapError: notificationError,
  internalErrorMessage: INTERNAL_MESSAGE,
  logins: (body) => fieldIgnoringCase(body, 'employees'),
}).handler(async ({ body, company, count }) => {
  const request = readNotificationRequest(body);
  const result = await sendNotification(company.companyId, request);
  count('recipients', result.recipients);
  count(result.created ? 'created' : 'updated', 1);
  return ok({
    message: result.created ? SENT_MESSAGES.created : SENT_MESSAGES.updated,
    result,
    executionId: result.executionId,
  });
});
