import { beforeAll, describe, expect, it } from 'vitest';
import { handler as deactivate } from '../../../functions/app-classification/deactivate-app-classification-rule.js';
import { handler as insert } from '../../../functions/app-classification/insert-app-classification-rule.js';
import { handler as list } from '../../../functions/app-classification/list-app-classification-rules.js';
import { newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

async function call(fn: typeof deactivate, file: string, body: unknown) {
  const result = await fn(sampleEvent(file, body), {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}
const deactivateRule = (body: unknown) => call(deactivate, 'deactivateAppClassificationRule.json', body);

describe('POST /deactivateAppClassificationRule', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
    await call(insert, 'insertAppClassificationRule.json', {
      key: company.key,
      app_name_pt: 'Planilha Excel',
      regex_rule: 'excel',
    });
  });

  it('deactivates the rule, found by its folded name, and answers the stored name and company', async () => {
    const answer = await deactivateRule({ key: company.key, app_name_pt: 'PLANILHA EXCEL' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: { deactivated: 'Planilha Excel', company: company.name },
    });
    const listed = await call(list, 'listAppClassificationRules.json', { key: company.key });
    expect(listed.body.result).toEqual([]);
  });

  it('answers 404 NOT_FOUND for a rule already deactivated', async () => {
    const answer = await deactivateRule({ key: company.key, app_name_pt: 'Planilha Excel' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ err: true, code: 'NOT_FOUND' });
    expect(answer.body.message).toBe("no active rule named 'Planilha Excel'");
  });

  it('answers 404 NOT_FOUND for an unknown name', async () => {
    const answer = await deactivateRule({ key: company.key, app_name_pt: 'Nunca existiu' });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });

  it("never touches another company's rule of the same name", async () => {
    const other = await newCompany();
    await call(insert, 'insertAppClassificationRule.json', {
      key: other.key,
      app_name_pt: 'Compartilhada',
      regex_rule: 'x',
    });
    expect((await deactivateRule({ key: company.key, app_name_pt: 'Compartilhada' })).status).toBe(404);
    const listed = await call(list, 'listAppClassificationRules.json', { key: other.key });
    expect(listed.body.result).toHaveLength(1);
  });

  it('answers 400 MISSING_REQUIRED_FIELDS without app_name_pt', async () => {
    const answer = await deactivateRule({ key: company.key });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      err: true,
      code: 'MISSING_REQUIRED_FIELDS',
      message: 'missing required fields: app_name_pt',
    });
  });
});
