/**
 * The personal-data endpoints refuse, over real HTTP, with their documented 4xx and writing
 * nothing: a login the company holds nothing about (its own or another company's), bad input, and
 * a cursor of another login or company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyKeySecret } from '../../../lib/companies/resolve-company.js';
import { getErasure } from '../../../lib/dynamo/erasure-store.js';
import { listCompanyExecutions } from '../../../lib/dynamo/execution-store.js';
import { pseudonymOf } from '../../../lib/privacy/person.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the test asserts
type Json = any;

let gateway: TestGateway;
let company: TestCompany;
const today = new Date().toISOString().slice(0, 10);

const call = (path: string, body: unknown, key = company.key) =>
  http(`${gateway.baseUrl}${path}`, { body: { key, ...(body as object) } });

async function ok(path: string, body: object): Promise<Json> {
  const answer = await call(path, body);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.json;
}

/** A person with master data and a punch: two records to page through. */
async function personWithData(login: string): Promise<void> {
  await ok('/masterData', { data: { employees: [employee(login)] } });
  await ok('/sendPunchClock', {
    username: login,
    date: today,
    beginDay: `${today}T09:00:00Z`,
    hostname: 'NB',
    locationType: 'office',
    source: 'test',
  });
}

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany();
});

afterAll(async () => {
  await gateway?.close();
});

describe('refused requests', () => {
  let other: TestCompany;
  beforeAll(async () => {
    other = await newCompany({ employees: [employee('somebody.else', { email: 'somebody@else.example' })] });
  });

  it('answers 404 for a login the company holds nothing about, its own or another company’s, and writes nothing', async () => {
    const executions = (await listCompanyExecutions(company.companyId)).length;
    for (const login of ['ghost', 'somebody.else']) {
      for (const path of ['/exportEmployeeData', '/eraseEmployeeData']) {
        const answer = await call(path, { login });
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({
          err: true,
          code: 'NOT_FOUND',
          message: `the company holds no data about login '${login}'`,
        });
      }
      const pseudonym = pseudonymOf(await companyKeySecret(), company.companyId, login);
      expect(await getErasure(company.companyId, pseudonym)).toBeUndefined();
    }
    expect((await listCompanyExecutions(company.companyId)).length).toBe(executions);
    // The other company's person is untouched.
    const theirs = await call('/exportEmployeeData', { login: 'somebody.else' }, other.key);
    expect(theirs.json.result.records[0]).toMatchObject({ kind: 'Employee' });
  });

  it('answers bad input with its documented 400, before anything is read or written', async () => {
    const before = (await listCompanyExecutions(company.companyId)).length;
    const cases: Array<[string, unknown, string, string]> = [
      ['/exportEmployeeData', {}, 'MISSING_REQUIRED_FIELDS', 'login'],
      ['/eraseEmployeeData', {}, 'MISSING_REQUIRED_FIELDS', 'login'],
      ['/eraseEmployeeData', { login: '' }, 'INVALID_FIELD', 'login'],
      ['/eraseEmployeeData', { login: 'x'.repeat(201) }, 'INVALID_FIELD', 'login'],
      ['/eraseEmployeeData', { login: ['a'] }, 'INVALID_FIELD', 'login'],
      ['/exportEmployeeData', { login: 'ghost', limit: 0 }, 'INVALID_FIELD', 'limit'],
      ['/exportEmployeeData', { login: 'ghost', limit: 501 }, 'INVALID_FIELD', 'limit'],
      ['/exportEmployeeData', { login: 'ghost', cursor: 'not-a-cursor' }, 'INVALID_FIELD', 'cursor'],
    ];
    for (const [path, body, code, field] of cases) {
      const answer = await call(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json.code).toBe(code);
      expect(answer.json.message).toContain(field);
    }
    const noKey = await http(`${gateway.baseUrl}/eraseEmployeeData`, { body: { login: 'ghost' } });
    expect(noKey.json).toMatchObject({ code: 'MISSING_KEY' });
    expect((await listCompanyExecutions(company.companyId)).length).toBe(before);
  });

  it("refuses another login's cursor, and another company's", async () => {
    const login = uniqueId('pages');
    await personWithData(login);
    const { result } = await ok('/exportEmployeeData', { login, limit: 1 });
    expect(result.nextCursor).toEqual(expect.any(String));
    const otherLogin = await call('/exportEmployeeData', { login: 'ghost', cursor: result.nextCursor });
    expect(otherLogin.status).toBe(400);
    expect(otherLogin.json.message).toContain('cursor');
    const otherCompany = await call('/exportEmployeeData', { login, cursor: result.nextCursor }, other.key);
    expect(otherCompany.status).toBe(400);
    expect(otherCompany.json.message).toContain('another company');
  });
});
