// POST /redeliverWebhook: send an event again, now, to one subscription or to every one that takes it.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';
import { redeliverEvent } from '../../lib/webhooks/redeliver.js';
import { RedeliverSchema } from '../../lib/webhooks/schemas.js';

export const handler = keyedEndpoint('redeliverWebhook').handler(async ({ body, company, count }) => {
  const input = parseInput(RedeliverSchema, body);
  const result = await redeliverEvent(company, input);
  count('sent', result.deliveries.length);
  return ok({ result });
});
