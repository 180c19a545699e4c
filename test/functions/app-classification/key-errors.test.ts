// The key errors of the application classification table: 400 absent or unknown, 401 undecryptable.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as deactivate } from '../../../functions/app-classification/deactivate-app-classification-rule.js';
import { handler as insert } from '../../../functions/app-classification/insert-app-classification-rule.js';
import { handler as list } from '../../../functions/app-classification/list-app-classification-rules.js';
import { revokeKey } from '../../../lib/companies/manage-companies.js';
import { newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

const endpoints = [
  ['listAppClassificationRules', list, {}],
  ['insertAppClassificationRule', insert, { app_name_pt: 'Chave', regex_rule: 'x' }],
  ['deactivateAppClassificationRule', deactivate, { app_name_pt: 'Chave' }],
] as const;

describe.each(endpoints)('POST /%s key errors', (name, fn, fields) => {
  let company: TestCompany;
  let revoked: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
    revoked = await newCompany();
    await revokeKey(revoked.companyId, revoked.keyId);
  });

  const call = async (body: unknown) => {
    const result = await fn(sampleEvent(`${name}.json`, body), {} as never);
    return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
  };

  it.each([
    ['absent', undefined],
    ['empty', ''],
  ])('answers 400 MISSING_KEY for a key %s', async (_label, key) => {
    const answer = await call({ ...fields, ...(key === undefined ? {} : { key }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'MISSING_KEY' });
  });

  it('answers 401 INVALID_KEY for a key that does not decrypt', async () => {
    const answer = await call({ ...fields, key: company.key.slice(0, -4) });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_KEY' });
  });

  it('answers 400 INVALID_KEY for a revoked key', async () => {
    const answer = await call({ ...fields, key: revoked.key });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_KEY' });
  });
});
