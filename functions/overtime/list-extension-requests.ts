// POST /listExtensionRequests: the pending extension requests whose approver is `email`.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { listExtensionRequests } from '../../lib/overtime/list-requests.js';
import { ListExtensionRequestsSchema } from '../../lib/overtime/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('listExtensionRequests').handler(async ({ body, company, count }) => {
  const input = parseInput(ListExtensionRequestsSchema, body);
  const result = await listExtensionRequests(company, input);
  count('listed', result.requests.length);
  return ok({ result });
});
