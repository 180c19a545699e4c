// POST /masterData: bulk upsert of employees.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { submitMasterData } from '../../lib/masterdata/submit-master-data.js';

export const MASTER_DATA_MAX_BODY_BYTES = 6 * 1024 * 1024;

export const handler = keyedEndpoint('masterData', { maxBodyBytes: MASTER_DATA_MAX_BODY_BYTES }).handler(
  async ({ body, company, count }) => {
    const result = await submitMasterData(company.companyId, body);
    count('received', result.received);
    count('created', result.created);
    count('updated', result.updated);
    return ok({
      message: `${result.received} employees received: ${result.created} created, ${result.updated} updated`,
      result,
      executionId: result.executionId,
    });
  },
);
