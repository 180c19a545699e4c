// categorizeURL holds the pattern it writes to the same ReDoS check as the REST insert. urlRegex only
// writes linear patterns, so no URL can reach a refusal; the mock stands in for a urlRegex that
// wrote a dangerous or unanalysable one, a fault the real part cannot produce.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listActiveRules } from '../../../../lib/classification/rules.js';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { call, reasonOf, service } from './support.js';

const written = vi.hoisted(() => ({ pattern: '' }));

vi.mock('../../../../lib/classification/url-rule.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/classification/url-rule.js')>()),
  urlRegex: () => written.pattern,
}));

describe('MCP tool categorizeURL when its pattern fails the ReDoS check', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
  });

  const categorize = (app_name_pt: string) =>
    call(service(company.companyId, 'write:masterdata'), 'categorizeURL', {
      url: 'https://example.com/x',
      app_name_pt,
      app_class: 'Outros',
    });

  it('refuses, saying so, a pattern the analysis cannot finish within its limit, and stores nothing', async () => {
    written.pattern = `^(?:${Array.from({ length: 400 }, () => '.').join('|')})*$`;
    const answer = await categorize('Complexa');
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings).toEqual([
      'invalid fields: regex_rule (could not be checked for catastrophic backtracking within the limit of ' +
        'the analysis (1,000,000 steps); a pattern with fewer or smaller nested repetitions can be)',
    ]);
    const { rules } = await listActiveRules(company.companyId, {});
    expect(rules.map((rule) => rule.app_name_pt)).not.toContain('Complexa');
  });

  it('refuses an exponential pattern and stores nothing', async () => {
    written.pattern = '^(a|aa)+$';
    const answer = await categorize('Exponencial');
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings[0]).toMatch(
      /^invalid fields: regex_rule \(may backtrack catastrophically: its matching time can grow exponentially/,
    );
    const { rules } = await listActiveRules(company.companyId, {});
    expect(rules.map((rule) => rule.app_name_pt)).not.toContain('Exponencial');
  });
});
