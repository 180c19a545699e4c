/**
 * Found by the MCP fuzz (test/reliability/fuzz/mcp.fuzz.test.ts): arguments nested 20,000 levels
 * deep parsed fine and then overflowed the stack in the audit's canonical JSON, answering 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../lib/http/json-depth.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;

describe('MCP bodies nested too deep', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let headers: Record<string, string>;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
    const token = await serviceToken([`read:masterdata:${company.companyId}`]);
    headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    };
  });
  afterAll(() => gateway.close());

  const args = (depth: number) =>
    `{"dataset":"employees","query":"x","company":"${company.companyId}","extra":${nested(depth)}}`;

  it('answers /mcp with -32600 and HTTP 400, not 500', async () => {
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"searchEmployee","arguments":${args(20_000)}}}`;
    const answer = await http(`${gateway.baseUrl}/mcp`, { body, headers });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      code: -32600,
      message: expect.stringContaining(`${MAX_JSON_DEPTH} levels`),
    });
  });

  it('answers the direct route with 400 invalid_arguments, not 500', async () => {
    const answer = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, { body: args(20_000), headers });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, escalationReason: 'invalid_arguments' });
  });

  it('still takes arguments nested within the limit (the tool then judges them)', async () => {
    const answer = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, { body: args(10), headers });
    expect(answer.status).toBe(400);
    expect(answer.json.escalationReason).toBe('invalid_arguments');
    expect(answer.json.humanSummary).toContain('extra');
  });
});
