import { beforeAll, describe, expect, it } from 'vitest';
import { deactivateRule, insertRule, listActiveRules } from '../../../../lib/classification/rules.js';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool listAppRules', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
    other = await newCompany();
    await insertRule(company.companyId, { app_name_pt: 'Zoom', regex_rule: '^zoom$', rnk: 2 });
    await insertRule(company.companyId, {
      app_name_pt: 'Chrome',
      regex_rule: '^chrome$',
      app_class: 'Navegação',
      rnk: 1,
    });
    await insertRule(company.companyId, { app_name_pt: 'Área de trabalho', regex_rule: '^explorer$' });
    await insertRule(company.companyId, { app_name_pt: 'Velho', regex_rule: '^old$' });
    await deactivateRule(company.companyId, 'Velho');
    await insertRule(other.companyId, { app_name_pt: 'Secret', regex_rule: '^secret$' });
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  it('lists the active rules by priority, as /listAppClassificationRules, in pages', async () => {
    const first = await ok(reader(), 'listAppRules', { limit: 2 });
    expect(first.data.rules.map((r: { app_name_pt: string }) => r.app_name_pt)).toEqual(['Chrome', 'Zoom']);
    expect(first.data.rules[0]).toEqual({
      app_name_pt: 'Chrome',
      regex_rule: '^chrome$',
      app_class: 'Navegação',
      rnk: 1,
      app_regex: null,
    });
    expect(first.envelope.humanSummary).toBe(
      '2 active rules on this page; more follow (pass data.nextCursor); highest priority: Chrome.',
    );
    const second = await ok(reader(), 'listAppRules', { limit: 2, cursor: first.data.nextCursor });
    expect(second.data.rules.map((r: { app_name_pt: string }) => r.app_name_pt)).toEqual([
      'Área de trabalho',
    ]);
    expect(second.data).not.toHaveProperty('nextCursor');
    const all = await listActiveRules(company.companyId, {});
    expect([...first.data.rules, ...second.data.rules]).toEqual(all.rules);
  });

  it("refuses another company's cursor and a cursor that is not one: invalid_arguments", async () => {
    await insertRule(other.companyId, { app_name_pt: 'Secret 2', regex_rule: '^s2$' });
    const foreign = await ok(service(other.companyId, 'read:masterdata'), 'listAppRules', { limit: 1 });
    const answer = await call(reader(), 'listAppRules', { cursor: foreign.data.nextCursor });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(JSON.stringify(answer.envelope)).not.toContain('Secret');
    expect(reasonOf(await call(reader(), 'listAppRules', { cursor: 'not-a-cursor' }))).toBe(
      'invalid_arguments',
    );
    expect(reasonOf(await call(reader(), 'listAppRules', { limit: 0 }))).toBe('invalid_arguments');
  });

  refusesOutsiders('listAppRules', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: {},
  }));
});
