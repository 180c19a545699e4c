// POST /setWebhook: subscribe the company to events, or change a subscription (by webhookId or url).
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';
import { SetWebhookSchema } from '../../lib/webhooks/schemas.js';
import { setWebhook } from '../../lib/webhooks/subscriptions.js';

export const handler = keyedEndpoint('setWebhook').handler(async ({ body, company, count }) => {
  const input = parseInput(SetWebhookSchema, body);
  const result = await setWebhook(company, input);
  count(result.created ? 'created' : 'updated', 1);
  return ok({ result });
});
