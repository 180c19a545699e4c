// POST /masterData: bulk upsert of employees.
import { type JsonBody, keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { MASTER_DATA_MAX_BODY_BYTES } from '../../lib/masterdata/employee.js';
import { receivedMessage, submitMasterData } from '../../lib/masterdata/submit-master-data.js';

/** The logins of the employees sent, as far as the body names them. */
function loginsOfBatch({ data }: JsonBody): unknown[] {
  const employees = (data as { employees?: unknown } | null | undefined)?.employees;
  return Array.isArray(employees)
    ? employees.map((employee) => (employee as { login?: unknown } | null)?.login)
    : [];
}

export const handler = keyedEndpoint('masterData', {
  maxBodyBytes: MASTER_DATA_MAX_BODY_BYTES,
  logins: loginsOfBatch,
}).handler(async ({ body, company, count }) => {
  const result = await submitMasterData(company.companyId, body);
  count('received', result.received);
  count('created', result.created);
  count('updated', result.updated);
  return ok({
    message: receivedMessage(result),
    result,
    executionId: result.executionId,
  });
});
