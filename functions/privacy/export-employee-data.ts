// POST /exportEmployeeData: every item held about one person, a page at a time.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { exportPersonalData } from '../../lib/privacy/export.js';
import { ExportEmployeeDataSchema } from '../../lib/privacy/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

// No `logins` option: a failed export's transmission names no one.
export const handler = keyedEndpoint('exportEmployeeData').handler(async ({ body, company, count }) => {
  const input = parseInput(ExportEmployeeDataSchema, body);
  const result = await exportPersonalData(company.companyId, input.login, input);
  count('records', result.records.length);
  return ok({ result });
});
