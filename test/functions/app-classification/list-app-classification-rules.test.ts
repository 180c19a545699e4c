import { beforeAll, describe, expect, it } from 'vitest';
import { handler as deactivate } from '../../../functions/app-classification/deactivate-app-classification-rule.js';
import { handler as insert } from '../../../functions/app-classification/insert-app-classification-rule.js';
import { handler as list } from '../../../functions/app-classification/list-app-classification-rules.js';
import { newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

async function call(fn: typeof list, file: string, body: unknown) {
  const result = await fn(sampleEvent(file, body), {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}
const listRules = (body: unknown) => call(list, 'listAppClassificationRules.json', body);

describe('POST /listAppClassificationRules', () => {
  let company: TestCompany;
  const names = (rules: { app_name_pt: string }[]) => rules.map((r) => r.app_name_pt);

  beforeAll(async () => {
    company = await newCompany();
    const rules = [
      { app_name_pt: 'Zoom', rnk: 2 },
      { app_name_pt: 'Sem prioridade B' },
      { app_name_pt: 'Área de trabalho', rnk: 2 },
      { app_name_pt: 'Teams', rnk: -5 },
      { app_name_pt: 'Sem prioridade A' },
      { app_name_pt: 'Browser', rnk: 2 },
      { app_name_pt: 'Excel', rnk: 10 },
      { app_name_pt: 'Desativada', rnk: 0 },
    ];
    for (const rule of rules) {
      const answer = await call(insert, 'insertAppClassificationRule.json', {
        key: company.key,
        regex_rule: 'x',
        ...rule,
      });
      expect(answer.status).toBe(200);
    }
    const off = await call(deactivate, 'deactivateAppClassificationRule.json', {
      key: company.key,
      app_name_pt: 'Desativada',
    });
    expect(off.status).toBe(200);
  });

  it('lists the active rules by rnk ascending (none last), then name', async () => {
    const answer = await listRules({ key: company.key });
    expect(answer.status).toBe(200);
    expect(answer.body.err).toBe(false);
    expect(answer.body.company).toBe(company.name);
    expect(names(answer.body.result)).toEqual([
      'Teams',
      'Área de trabalho',
      'Browser',
      'Zoom',
      'Excel',
      'Sem prioridade A',
      'Sem prioridade B',
    ]);
    expect(answer.body.nextCursor).toBeUndefined();
    expect(answer.body.result[0]).toEqual({
      app_name_pt: 'Teams',
      regex_rule: 'x',
      app_class: null,
      app_regex: null,
      rnk: -5,
    });
  });

  it('pages with limit and cursor, in the same order, with no cursor after the last page', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await listRules({ key: company.key, limit: 3, ...(cursor ? { cursor } : {}) });
      expect(answer.status).toBe(200);
      expect(answer.body.result.length).toBeLessThanOrEqual(3);
      seen.push(...names(answer.body.result));
      cursor = answer.body.nextCursor;
      if (cursor !== undefined) expect(cursor).not.toBe('');
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(names((await listRules({ key: company.key })).body.result));
  });

  it('answers an empty list for a company without rules', async () => {
    const other = await newCompany();
    const answer = await listRules({ key: other.key });
    expect(answer.body).toEqual({ err: false, company: other.name, result: [] });
  });

  it("refuses another company's cursor with 400 INVALID_FIELD", async () => {
    const first = await listRules({ key: company.key, limit: 1 });
    const other = await newCompany();
    const answer = await listRules({ key: other.key, cursor: first.body.nextCursor });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toMatch(/cursor/);
  });

  it.each([
    [{ limit: 0 }, /limit \(must be at least 1\)/],
    [{ limit: 101 }, /limit \(must be at most 100\)/],
    [{ limit: 2.5 }, /limit \(must be an integer\)/],
    [{ cursor: 'garbage!' }, /cursor/],
  ])('answers 400 INVALID_FIELD for %j', async (fields, message) => {
    const answer = await listRules({ key: company.key, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toMatch(message);
  });
});
