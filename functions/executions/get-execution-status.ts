// POST /getExecutionStatus: one of the company's executions (a /masterData import, an
// /insertNotification send) by the executionId their answers carry, as lookupExecutionStatus tells it.
import { executionStatus } from '../../lib/executions/lookup-execution.js';
import { GetExecutionStatusSchema } from '../../lib/executions/schemas.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('getExecutionStatus').handler(async ({ body, company }) => {
  const { executionId } = parseInput(GetExecutionStatusSchema, body);
  return ok({ result: await executionStatus(company.companyId, executionId) });
});
