// POST /listWebhookDeliveries: the attempts of one subscription and/or one event, newest first, paged.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';
import { listDeliveries } from '../../lib/webhooks/deliveries.js';
import { ListDeliveriesSchema } from '../../lib/webhooks/schemas.js';

export const handler = keyedEndpoint('listWebhookDeliveries').handler(async ({ body, company, count }) => {
  const input = parseInput(ListDeliveriesSchema, body);
  const result = await listDeliveries(company.companyId, input);
  count('listed', result.deliveries.length);
  return ok({ result });
});
