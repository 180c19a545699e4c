// POST /insertAppClassificationRule: a new active rule; its name is unique among active rules.
import { insertRule } from '../../lib/classification/rules.js';
import { RuleFieldsSchema } from '../../lib/classification/schemas.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('insertAppClassificationRule').handler(
  async ({ body, company, count }) => {
    const fields = parseInput(RuleFieldsSchema, body);
    const { rule, outcome } = await insertRule(company.companyId, fields);
    count(outcome, 1);
    return ok({ result: { ...rule, company: company.name, reactivated: outcome === 'reactivated' } });
  },
);
