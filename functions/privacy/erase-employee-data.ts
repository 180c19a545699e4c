// POST /eraseEmployeeData: erases one person's data as an execution; 202 while it has more to do.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { ERASURE_BUDGET_MS, eraseEmployeeData, erasureMessage } from '../../lib/privacy/erase.js';
import { EraseEmployeeDataSchema } from '../../lib/privacy/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

// No `logins` option: a failed erasure's transmission names no one.
export const handler = keyedEndpoint('eraseEmployeeData').handler(async ({ body, company, count }) => {
  const input = parseInput(EraseEmployeeDataSchema, body);
  const result = await eraseEmployeeData(company.companyId, input.login, {
    deadline: Date.now() + ERASURE_BUDGET_MS,
  });
  for (const [kind, n] of Object.entries(result.counts)) count(kind, n);
  return ok(
    { message: erasureMessage(result), executionId: result.executionId, result },
    result.status === 'running' ? 202 : 200,
  );
});
