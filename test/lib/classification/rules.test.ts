import { describe, expect, it } from 'vitest';
import { deactivateRule, listActiveRules, upsertRuleByName } from '../../../lib/classification/rules.js';
import { RuleFieldsSchema } from '../../../lib/classification/schemas.js';
import { newCompany } from '../../support/fixtures.js';

// upsertUrlRule (categorizeURL) parses its fields and calls upsertRuleByName: upsert-url-rule.test.ts.
describe('upsertRuleByName', () => {
  it('creates, then updates the fields of the same folded name, then reactivates it', async () => {
    const { companyId } = await newCompany();
    const created = await upsertRuleByName(
      companyId,
      RuleFieldsSchema.parse({
        app_name_pt: 'GitHub',
        regex_rule: 'github\\.com',
        app_class: 'Dev',
      }),
    );
    expect(created.outcome).toBe('created');

    const updated = await upsertRuleByName(
      companyId,
      RuleFieldsSchema.parse({
        app_name_pt: 'GITHUB',
        regex_rule: '(^|\\.)github\\.com$',
      }),
    );
    expect(updated.outcome).toBe('updated');
    expect((await listActiveRules(companyId, {})).rules).toEqual([
      {
        app_name_pt: 'GITHUB',
        regex_rule: '(^|\\.)github\\.com$',
        app_class: null,
        app_regex: null,
        rnk: null,
      },
    ]);

    await deactivateRule(companyId, 'github');
    const reactivated = await upsertRuleByName(
      companyId,
      RuleFieldsSchema.parse({
        app_name_pt: 'GitHub',
        regex_rule: 'gh',
        rnk: 3,
      }),
    );
    expect(reactivated.outcome).toBe('reactivated');
    expect((await listActiveRules(companyId, {})).rules.map((r) => r.rnk)).toEqual([3]);
  });
});
