// POST /listWebhooks: the company's subscriptions (never their secrets), paged.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';
import { ListWebhooksSchema } from '../../lib/webhooks/schemas.js';
import { listWebhooks } from '../../lib/webhooks/subscriptions.js';

export const handler = keyedEndpoint('listWebhooks').handler(async ({ body, company, count }) => {
  const input = parseInput(ListWebhooksSchema, body);
  const result = await listWebhooks(company, input);
  count('listed', result.webhooks.length);
  return ok({ result });
});
