// POST /approveRequest: approves or rejects every pending request of an employee for one approver.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { approveRequests } from '../../lib/overtime/decide-requests.js';
import { ApproveRequestSchema } from '../../lib/overtime/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('approveRequest', { logins: (body) => body.employee }).handler(
  async ({ body, company, count }) => {
    const input = parseInput(ApproveRequestSchema, body);
    const result = await approveRequests(company, input);
    count(result.status, result.requestIds.length);
    return ok({ result });
  },
);
