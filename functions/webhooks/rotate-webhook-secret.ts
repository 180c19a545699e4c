// POST /rotateWebhookSecret: a new signing secret; the previous one also signs for a day.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';
import { WebhookRefSchema } from '../../lib/webhooks/schemas.js';
import { rotateWebhookSecret } from '../../lib/webhooks/subscriptions.js';

export const handler = keyedEndpoint('rotateWebhookSecret').handler(async ({ body, company, count }) => {
  const { webhookId } = parseInput(WebhookRefSchema, body);
  const result = await rotateWebhookSecret(company, webhookId);
  count('rotated', 1);
  return ok({ result });
});
