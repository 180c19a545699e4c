// POST /deleteWebhook: remove a subscription; its pending deliveries are dropped.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';
import { WebhookRefSchema } from '../../lib/webhooks/schemas.js';
import { deleteWebhook } from '../../lib/webhooks/subscriptions.js';

export const handler = keyedEndpoint('deleteWebhook').handler(async ({ body, company, count }) => {
  const { webhookId } = parseInput(WebhookRefSchema, body);
  const result = await deleteWebhook(company, webhookId);
  count('deleted', 1);
  return ok({ result });
});
