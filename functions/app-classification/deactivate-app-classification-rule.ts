// POST /deactivateAppClassificationRule: deactivates the active rule of that name (404 if none).

import { DeactivateRuleSchema } from '../../lib/classification/rule-inputs.js';
import { deactivateRule } from '../../lib/classification/rules.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('deactivateAppClassificationRule').handler(async ({ body, company }) => {
  const { app_name_pt } = parseInput(DeactivateRuleSchema, body);
  const deactivated = await deactivateRule(company.companyId, app_name_pt);
  return ok({ result: { deactivated, company: company.name } });
});
