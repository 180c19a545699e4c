/**
 * Tool arguments that become stored objects, sent over HTTP as an agent sends them: keys that reach
 * an object's prototype are dropped, and values the store cannot hold are refused as arguments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEmployee } from '../../../lib/dynamo/employee-store.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('MCP tool arguments that become objects', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let token: string;

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana'), employee('rui')] });
    token = await serviceToken([`write:masterdata:${company.companyId}`], `svc-${company.companyId}`);
  });
  afterAll(() => gateway.close());

  /** masterDataMutate upsert of `login` with `fieldsJson` spliced in verbatim (JSON.stringify would drop `__proto__`). */
  const argsJson = (login: string, fieldsJson: string) =>
    `{"operation":"upsertEmployee","login":"${login}","fields":${fieldsJson}}`;

  const viaJsonRpc = async (login: string, fieldsJson: string) => {
    const answer = await http(`${gateway.baseUrl}/mcp`, {
      body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"masterDataMutate","arguments":${argsJson(login, fieldsJson)}}}`,
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return {
      isError: answer.json.result.isError === true,
      envelope: JSON.parse(answer.json.result.content[0].text),
    };
  };

  const viaDirectRoute = async (login: string, fieldsJson: string) => {
    const answer = await http(`${gateway.baseUrl}/mcp/tools/masterDataMutate`, {
      body: argsJson(login, fieldsJson),
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    });
    return { status: answer.status, envelope: answer.json };
  };

  describe.each([
    ['tools/call', 'ana'],
    ['POST /mcp/tools/{name}', 'rui'],
  ])('through %s', (route, login) => {
    const send = (fieldsJson: string) =>
      route === 'tools/call'
        ? viaJsonRpc(login, fieldsJson)
        : viaDirectRoute(login, fieldsJson).then(({ status, envelope }) => {
            expect([200, 400]).toContain(status);
            return { isError: status !== 200, envelope };
          });

    it('drops a top-level `prototype` field and stores the rest', async () => {
      const answer = await send('{"prototype":{"admin":true},"shirt":"M"}');
      expect(answer.envelope.success).toBe(true);
      const stored = await getEmployee(company.companyId, login);
      expect(stored?.profile.shirt).toBe('M');
      expect(Object.keys(stored?.profile ?? {})).not.toContain('prototype');
    });

    it('drops `constructor` with whatever it holds, instead of crashing', async () => {
      const answer = await send('{"constructor":{"prototype":{"admin":true}},"desk":"4B"}');
      expect(answer.envelope).toMatchObject({ success: true });
      const stored = await getEmployee(company.companyId, login);
      expect(stored?.profile.desk).toBe('4B');
      expect(Object.keys(stored?.profile ?? {})).not.toContain('constructor');
    });

    it('drops `__proto__` nested in a field, keeping the field', async () => {
      const answer = await send('{"badge":{"__proto__":{"admin":true},"number":"B-7"}}');
      expect(answer.envelope).toMatchObject({ success: true });
      const stored = await getEmployee(company.companyId, login);
      expect(stored?.profile.badge).toEqual({ number: 'B-7' });
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it.each([
      ['a number past what the store holds exactly', '{"score":1e300}', 'fields.score'],
      ['a number too small for the store', '{"ratio":{"value":1e-200}}', 'fields.ratio.value'],
      [
        'a field nested deeper than the store holds',
        `{"deep":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
        'fields.deep',
      ],
    ])('refuses %s as invalid_arguments naming it, and writes nothing', async (_label, fieldsJson, field) => {
      const before = await getEmployee(company.companyId, login);
      const answer = await send(fieldsJson);
      expect(answer.isError).toBe(true);
      expect(answer.envelope).toMatchObject({ success: false, escalationReason: 'invalid_arguments' });
      expect(answer.envelope.humanSummary).toContain(field);
      expect(await getEmployee(company.companyId, login)).toEqual(before);
    });
  });
});
