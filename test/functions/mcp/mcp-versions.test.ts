/**
 * The three MCP revisions over raw HTTP: a 2025-03-26 client (no header, or the header saying so)
 * sees exactly what it always saw, batches included; 2025-06-18 and 2025-11-25 clients get their
 * revision echoed, no batches, structured results and output schemas.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

const ACCEPT = 'application/json, text/event-stream';
const SERVER_INFO = { name: 'workforce-ops-mcp', version: '1.0.0' };

let gateway: TestGateway;
let company: TestCompany;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany({ employees: [employee('caio.lima', { name: 'Caio Lima' })] });
  token = await serviceToken([`read:masterdata:${company.companyId}`], 'versions-client');
});
afterAll(() => gateway.close());

const post = (body: unknown, version?: string, withToken = true) =>
  http(`${gateway.baseUrl}/mcp`, {
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      accept: ACCEPT,
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
      ...(version ? { 'mcp-protocol-version': version } : {}),
    },
  });
const initialize = (protocolVersion: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const call = (id: number | string, query = 'lima') => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'searchEmployee', arguments: { dataset: 'employees', query } },
});
const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };

describe('a 2025-03-26 client', () => {
  it('gets 2025-03-26 and the initialize result as always, with the one resource it serves (the approval card)', async () => {
    const answer = await post(initialize('2025-03-26'), undefined, false);
    expect(answer.json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2025-03-26',
        capabilities: { tools: { listChanged: false }, resources: { subscribe: false, listChanged: false } },
        serverInfo: SERVER_INFO,
        instructions: expect.any(String),
      },
    });
  });

  it.each([
    ['no header', undefined],
    ['the header 2025-03-26', '2025-03-26'],
    ['the header of an earlier revision', '2024-11-05'],
  ])(
    'with %s: tools without outputSchema, results without structuredContent, batches answered',
    async (_label, version) => {
      const listed = await post(list, version);
      const search = listed.json.result.tools.find(
        (tool: { name: string }) => tool.name === 'searchEmployee',
      );
      expect(Object.keys(search).sort()).toEqual([
        'annotations',
        'description',
        'inputSchema',
        'name',
        'title',
      ]);

      const called = await post(call(3), version);
      expect(Object.keys(called.json.result).sort()).toEqual(['_meta', 'content', 'isError']);

      const batch = await post([{ jsonrpc: '2.0', id: 'a', method: 'ping' }, call('b')], version);
      expect(batch.status).toBe(200);
      expect(batch.json.map((answer: { id: string }) => answer.id)).toEqual(['a', 'b']);
      expect(batch.json[1].result.isError).toBe(false);
    },
  );
});

describe.each(['2025-06-18', '2025-11-25'])('a %s client', (version) => {
  it('gets its revision echoed, and a server title', async () => {
    const answer = await post(initialize(version), undefined, false);
    expect(answer.json.result).toMatchObject({
      protocolVersion: version,
      capabilities: { tools: { listChanged: false } },
      serverInfo: { ...SERVER_INFO, title: 'Workforce operations' },
    });
    expect('description' in answer.json.result.serverInfo).toBe(version === '2025-11-25');
  });

  it('has batches refused with -32600 and HTTP 400', async () => {
    const answer = await post([{ jsonrpc: '2.0', id: 'a', method: 'ping' }, call('b')], version);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    expect(answer.json.error.message).toContain('batches');
  });

  it('gets every tool with a title and the output schema its structured results conform to', async () => {
    const { tools } = (await post(list, version)).json.result;
    expect(tools).toHaveLength(24);
    for (const tool of tools) {
      expect(tool.title, tool.name).toEqual(expect.any(String));
      expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
    }
    const validate = new Ajv2020({ strict: true }).compile(tools[0].outputSchema);
    const found = (await post(call(4), version)).json.result;
    const refused = (await post({ ...call(5), params: { name: 'nope', arguments: {} } }, version)).json
      .result;
    for (const result of [found, refused]) {
      expect(result.structuredContent).toEqual(JSON.parse(result.content[0].text));
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    }
    expect(found).toMatchObject({ isError: false, structuredContent: { success: true, data: { total: 1 } } });
    expect(refused).toMatchObject({ isError: true, structuredContent: { escalationReason: 'unknown_tool' } });
  });
});

describe('any revision', () => {
  it('answers initialize for a revision it does not speak with 2025-03-26', async () => {
    for (const asked of ['2024-11-05', '2026-07-28', 'latest']) {
      expect((await post(initialize(asked), undefined, false)).json.result.protocolVersion).toBe(
        '2025-03-26',
      );
    }
  });

  it('keeps GET /mcp/tools as it is, without output schemas', async () => {
    const answer = await http(`${gateway.baseUrl}/mcp/tools`, {
      headers: { 'mcp-protocol-version': '2025-11-25' },
    });
    expect(answer.json.tools.every((tool: object) => !('outputSchema' in tool))).toBe(true);
  });
});
