// POST /listAppClassificationRules: the company's active rules by rnk (none last), then name; paged.

import { ListRulesSchema } from '../../lib/classification/rule-inputs.js';
import { listActiveRules } from '../../lib/classification/rules.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('listAppClassificationRules').handler(
  async ({ body, company, count }) => {
    const input = parseInput(ListRulesSchema, body);
    const { rules, nextCursor } = await listActiveRules(company.companyId, input);
    count('rules', rules.length);
    return ok({ company: company.name, result: rules, ...(nextCursor ? { nextCursor } : {}) });
  },
);
