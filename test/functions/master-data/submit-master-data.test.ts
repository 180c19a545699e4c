import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/master-data/submit-master-data.js';
import { getEmployee, listEmployeeLogins } from '../../../lib/dynamo/employee-store.js';
import { getExecution } from '../../../lib/dynamo/execution-store.js';
import { employee, newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

async function call(body: unknown, overrides: Parameters<typeof sampleEvent>[2] = {}) {
  const result = await handler(sampleEvent('masterData.json', body, overrides), {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}

describe('POST /masterData', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
  });

  it('creates employees, keeps extra fields, and records an execution', async () => {
    const answer = await call({
      key: company.key,
      data: { employees: [employee('ana', { badge: 'B-1', email: 'ana@x.example' }), employee('bob')] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ err: false, result: { received: 2, created: 2, updated: 0 } });
    expect(answer.body.message).toContain('2 employees');
    const stored = await getEmployee(company.companyId, 'ana');
    expect(stored?.profile).toMatchObject({ login: 'ana', badge: 'B-1', email: 'ana@x.example' });
    const execution = await getExecution(answer.body.result.executionId);
    expect(execution).toMatchObject({
      companyId: company.companyId,
      kind: 'masterData',
      status: 'succeeded',
      counts: { created: 2 },
    });
  });

  it('upserts by login: a second submission updates', async () => {
    const answer = await call({
      key: company.key,
      data: { employees: [employee('ana', { role: 'Lead' }), employee('carl')] },
    });
    expect(answer.body.result).toMatchObject({ received: 2, created: 1, updated: 1 });
    expect((await getEmployee(company.companyId, 'ana'))?.profile.role).toBe('Lead');
  });

  it('answers 422 naming every offending index and field, and writes nothing', async () => {
    const fresh = await newCompany();
    const answer = await call({
      key: fresh.key,
      data: {
        employees: [
          employee('ok1'),
          { login: 'x2', name: 'X' },
          employee('ok3', { active: 'yes' as unknown as boolean }),
          employee(''),
          employee('ok1'),
        ],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.err).toBe(true);
    expect(answer.body.code).toBe('MISSING_REQUIRED_FIELDS');
    expect(answer.body.message).toContain('employees[1]: missing department, role, active');
    expect(answer.body.message).toContain('employees[2]: active');
    expect(answer.body.message).toContain('employees[3]: login');
    expect(answer.body.message).toContain("employees[4]: login 'ok1' repeats employees[0]");
    expect((await listEmployeeLogins(fresh.companyId)).size).toBe(0);
  });

  it('answers 422 INVALID_FIELD when fields are present but wrong', async () => {
    const answer = await call({
      key: company.key,
      data: { employees: [employee('e1', { email: 'not-an-email' })] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('INVALID_FIELD');
    expect(answer.body.message).toContain('employees[0]: email');
  });

  it('answers 422 INVALID_FIELD for a time zone that is not an IANA name, rather than reading it as UTC', async () => {
    const fresh = await newCompany();
    const answer = await call({
      key: fresh.key,
      data: {
        employees: [
          employee('tz1', { timezone: 'America/Sao_Paulo' }),
          employee('tz2', { timezone: 'Mars/Olympus_Mons' }),
        ],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('INVALID_FIELD');
    expect(answer.body.message).toContain('employees[1]: timezone');
    expect(answer.body.message).not.toContain('employees[0]');
    expect((await listEmployeeLogins(fresh.companyId)).size).toBe(0);
  });

  it.each([
    ['no data', {}, 'MISSING_REQUIRED_FIELDS', 'data'],
    ['employees not an array', { data: { employees: 'x' } }, 'INVALID_FIELD', 'data.employees'],
  ])('answers 400 for %s', async (_label, extra, code, field) => {
    const answer = await call({ key: company.key, ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code });
    expect(answer.body.message).toContain(field);
  });

  it('answers 400 MISSING_KEY without a key, 401 INVALID_KEY for a truncated one', async () => {
    expect(await call({ data: { employees: [] } })).toMatchObject({
      status: 400,
      body: { code: 'MISSING_KEY' },
    });
    expect(await call({ key: company.key.slice(0, 30), data: { employees: [] } })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_KEY' },
    });
  });

  it('answers 415 for a body that is not JSON and 400 INVALID_JSON for malformed JSON', async () => {
    expect(await call('key=1', { headers: { 'content-type': 'text/plain' } })).toMatchObject({
      status: 415,
      body: { err: true, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(await call('{"key": ', { headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      body: { err: true, code: 'INVALID_JSON' },
    });
    expect(await call('[1,2]', { headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      body: { err: true, code: 'INVALID_JSON' },
    });
  });

  it('refuses more than 10,000 employees, and a body over 6 MiB with 413', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => employee(`u${i}`));
    expect(await call({ key: company.key, data: { employees: many } })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_FIELD' },
    });
    const huge = JSON.stringify({
      key: company.key,
      data: { employees: [employee('big', { note: 'x'.repeat(6 * 1024 * 1024) })] },
    });
    expect(await call(huge)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('takes 10,000 employees in one request', async () => {
    const big = await newCompany();
    const employees = Array.from({ length: 10_000 }, (_, i) =>
      employee(`user${String(i).padStart(5, '0')}`, {
        email: `user${i}@big.example`,
        department: `D${i % 40}`,
      }),
    );
    const answer = await call({ key: big.key, data: { employees } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ received: 10_000, created: 10_000, updated: 0 });
    expect((await listEmployeeLogins(big.companyId)).size).toBe(10_000);
  }, 300_000);

  it('drops prototype keys from the body', async () => {
    const raw = `{"key": ${JSON.stringify(company.key)}, "data": {"employees": [{"login": "proto", "name": "P", "department": "D", "role": "R", "active": true, "__proto__": {"polluted": true}, "constructor": {"x": 1}}]}}`;
    const answer = await call(raw);
    expect(answer.status).toBe(200);
    const stored = await getEmployee(company.companyId, 'proto');
    expect(Object.keys(stored?.profile ?? {})).not.toContain('constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  describe("within DynamoDB's limits", () => {
    const KB = 1024;

    it('answers 422 naming employees[59] for a batch of 60 whose last is over 400 KB, and stores none', async () => {
      const fresh = await newCompany();
      const employees = Array.from({ length: 60 }, (_, i) => employee(`e${i}`));
      employees[59] = employee('e59', { photo: 'x'.repeat(450 * KB) });
      const answer = await call({ key: fresh.key, data: { employees } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
      expect(answer.body.message).toMatch(/employees\[59\]: .*photo/);
      expect(answer.body.message).toContain('409,600');
      expect(answer.body.message).not.toMatch(/employees\[(?!59\])\d+\]/);
      expect((await listEmployeeLogins(fresh.companyId)).size).toBe(0);
    });

    it('answers 422 for one employee over 400 KB made of many fields, naming the employee', async () => {
      const fresh = await newCompany();
      const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'y'.repeat(40 * KB)]));
      const answer = await call({ key: fresh.key, data: { employees: [employee('wide', fields)] } });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/employees\[0\]: .*409,600/);
      expect((await listEmployeeLogins(fresh.companyId)).size).toBe(0);
    });

    it('stores an employee just under 400 KB', async () => {
      const fresh = await newCompany();
      const answer = await call({
        key: fresh.key,
        data: { employees: [employee('roomy', { photo: 'z'.repeat(399 * KB) })] },
      });
      expect(answer.status).toBe(200);
      expect((await getEmployee(fresh.companyId, 'roomy'))?.profile.photo).toHaveLength(399 * KB);
    });

    it.each([
      [
        'a field nested deeper than an item holds',
        { deep: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) },
        'deep',
      ],
      ['a number the store cannot hold exactly', { score: 1e300 }, 'score'],
      ['a field name over 50,000 bytes', { ['n'.repeat(60_000)]: 1 }, 'n'.repeat(20)],
      ['an empty field name', { '': 'x' }, 'employees[1]'],
      ['a login over 200 bytes of UTF-8', { login: 'ã'.repeat(101) }, 'login'],
    ])('answers 422 for %s, naming it, and stores nothing', async (_label, extra, named) => {
      const fresh = await newCompany();
      const answer = await call({
        key: fresh.key,
        data: { employees: [employee('fine'), { ...employee('odd'), ...extra }] },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('INVALID_FIELD');
      expect(answer.body.message).toContain('employees[1]');
      expect(answer.body.message).toContain(named);
      expect((await listEmployeeLogins(fresh.companyId)).size).toBe(0);
    });
  });
});
