/**
 * MCP 2026-07-28 over raw HTTP, for what a client library would hide: the request metadata the
 * server checks (version header and `_meta`, Mcp-Method, Mcp-Name), the revision's error codes
 * with the request's id, no batches, 404 for a method the revision lacks, GET and DELETE per
 * revision, the result fields every answer carries, and the scope challenge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

const MODERN = '2026-07-28';
const ACCEPT = 'application/json, text/event-stream';
const SERVER_INFO_META = 'io.modelcontextprotocol/serverInfo';

let gateway: TestGateway;
let company: TestCompany;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany({ employees: [employee('ines.prado', { name: 'Ines Prado' })] });
  token = await serviceToken([`read:masterdata:${company.companyId}`], 'modern-raw-client');
});
afterAll(() => gateway.close());

const meta = (version = MODERN, extra: Record<string, unknown> = {}) => ({
  'io.modelcontextprotocol/protocolVersion': version,
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
  ...extra,
});
const request = (id: number | string, method: string, params: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method,
  params: { ...params, _meta: meta() },
});
const search = (id: number | string, query = 'prado') =>
  request(id, 'tools/call', { name: 'searchEmployee', arguments: { dataset: 'employees', query } });

/** A POST with the headers a 2026-07-28 client sends, taken from the body unless overridden. */
function post(body: unknown, headers: Record<string, string | undefined> = {}, withToken = true) {
  const message = body as { method?: string; params?: { name?: string } };
  const sent: Record<string, string | undefined> = {
    'content-type': 'application/json',
    accept: ACCEPT,
    'mcp-protocol-version': MODERN,
    'mcp-method': typeof message.method === 'string' ? message.method : undefined,
    'mcp-name': typeof message.params?.name === 'string' ? message.params.name : undefined,
    ...(withToken ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  };
  return http(`${gateway.baseUrl}/mcp`, {
    body: JSON.stringify(body),
    headers: Object.fromEntries(
      Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  });
}

describe('server/discover', () => {
  it('answers without a token: versions, capabilities with the client-credentials extension, identity, cache hints', async () => {
    const answer = await post(request('d1', 'server/discover'), {}, false);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      jsonrpc: '2.0',
      id: 'd1',
      result: {
        resultType: 'complete',
        supportedVersions: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'],
        capabilities: {
          tools: { listChanged: false },
          resources: { subscribe: false, listChanged: false },
          extensions: {
            'io.modelcontextprotocol/oauth-client-credentials': {},
            'io.modelcontextprotocol/tasks': {},
            'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] },
          },
        },
        instructions: expect.any(String),
        ttlMs: 3_600_000,
        cacheScope: 'public',
        _meta: {
          [SERVER_INFO_META]: {
            name: 'workforce-ops-mcp',
            version: '1.0.0',
            title: 'Workforce operations',
            description: expect.any(String),
          },
        },
      },
    });
    expect(answer.headers['mcp-session-id']).toBeUndefined();
  });
});

describe('tools/list and tools/call', () => {
  it('lists every tool in catalog order, privately cacheable, with titles and output schemas', async () => {
    const first = (await post(request(1, 'tools/list'))).json.result;
    const second = (await post(request(2, 'tools/list'))).json.result;
    expect(first).toMatchObject({ resultType: 'complete', ttlMs: 300_000, cacheScope: 'private' });
    expect(first._meta[SERVER_INFO_META]).toMatchObject({ name: 'workforce-ops-mcp' });
    expect(first.tools).toHaveLength(24);
    expect(second.tools.map((tool: { name: string }) => tool.name)).toEqual(
      first.tools.map((tool: { name: string }) => tool.name),
    );
    for (const tool of first.tools) {
      expect(tool.title, tool.name).toEqual(expect.any(String));
      expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
    }
    const anonymous = (await post(request(3, 'tools/list'), {}, false)).json.result.tools;
    expect(anonymous.map((tool: { name: string }) => tool.name)).not.toContain('listTenants');
  });

  it('calls a tool: the envelope as text and as structuredContent, resultType, the server in _meta', async () => {
    const answer = await post(search(7));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const { result } = answer.json;
    expect(result).toMatchObject({
      resultType: 'complete',
      isError: false,
      structuredContent: { success: true, data: { total: 1, results: [{ login: 'ines.prado' }] } },
      _meta: { humanSummary: "1 employee match 'prado'.", [SERVER_INFO_META]: { name: 'workforce-ops-mcp' } },
    });
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
  });

  it('streams progress on the response stream, the final response as the last event and no legacy `result` event', async () => {
    const body = search(8);
    body.params._meta = meta(MODERN, { progressToken: 'p-8' });
    const answer = await post(body);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');
    expect(answer.headers['x-accel-buffering']).toBe('no');
    const events = answer.text
      .trim()
      .split('\n\n')
      .map((block) => block.split('\n'));
    expect(events.map((lines) => lines[0])).toEqual(['event: message', 'event: message', 'event: message']);
    const messages = events.map((lines) => JSON.parse(lines[1]?.slice('data: '.length) ?? 'null'));
    expect(messages.slice(0, 2).map((m) => [m.method, m.params.progressToken, m.params.progress])).toEqual([
      ['notifications/progress', 'p-8', 0],
      ['notifications/progress', 'p-8', 1],
    ]);
    expect(messages[2]).toMatchObject({ id: 8, result: { resultType: 'complete', isError: false } });
  });

  it('keeps refusals that are not about scope as tool results (unknown tool, another tenant)', async () => {
    const unknown = await post(request(9, 'tools/call', { name: 'nope', arguments: {} }));
    expect(unknown.status).toBe(200);
    expect(unknown.json.result).toMatchObject({
      isError: true,
      resultType: 'complete',
      structuredContent: { escalationReason: 'unknown_tool' },
    });
    const elsewhere = await post(
      request(10, 'tools/call', {
        name: 'searchEmployee',
        arguments: { dataset: 'employees', query: 'x', company: 'co_elsewhere' },
      }),
    );
    expect(elsewhere.json.result.structuredContent).toMatchObject({
      escalationReason: 'cross_tenant_blocked',
    });
  });

  it('answers a call without scope with 403 and a challenge naming the scope that would allow it', async () => {
    const logsOnly = await serviceToken([`read:logs:${company.companyId}`], 'modern-logs-only');
    const answer = await post(search(11), { authorization: `Bearer ${logsOnly}` });
    expect(answer.status).toBe(403);
    expect(String(answer.headers['www-authenticate'])).toMatch(
      new RegExp(
        `^Bearer error="insufficient_scope", scope="read:masterdata:${company.companyId}", .*resource_metadata="[^"]+/\\.well-known/oauth-protected-resource/mcp"$`,
      ),
    );
    expect(answer.json).toMatchObject({
      success: false,
      escalationReason: 'insufficient_scope',
      status: 403,
    });
  });

  it('asks for a token (401 with the resource metadata) on tools/call without one, as before', async () => {
    const answer = await post(search(12), {}, false);
    expect(answer.status).toBe(401);
    expect(answer.json.tokenError).toBe('JsonWebTokenError: jwt must be provided');
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer resource_metadata="[^"]+"$/);
  });
});

describe('subscriptions/listen', () => {
  it('acknowledges with no notification type honoured, then ends the subscription gracefully', async () => {
    const answer = await post(
      request('sub-1', 'subscriptions/listen', { notifications: { toolsListChanged: true } }),
      {},
      false,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');
    const messages = answer.text
      .trim()
      .split('\n\n')
      .map((block) => JSON.parse(block.split('\n')[1]?.slice('data: '.length) ?? 'null'));
    expect(messages).toEqual([
      {
        jsonrpc: '2.0',
        method: 'notifications/subscriptions/acknowledged',
        params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'sub-1' }, notifications: {} },
      },
      {
        jsonrpc: '2.0',
        id: 'sub-1',
        result: {
          resultType: 'complete',
          _meta: {
            'io.modelcontextprotocol/subscriptionId': 'sub-1',
            [SERVER_INFO_META]: expect.objectContaining({ name: 'workforce-ops-mcp' }),
          },
        },
      },
    ]);
  });

  it('refuses a filter that is not an object with -32602', async () => {
    const answer = await post(request('sub-2', 'subscriptions/listen', { notifications: 'all' }));
    expect(answer.text).toContain('"code":-32602');
  });
});

describe('what 2026-07-28 removed', () => {
  it.each(['initialize', 'ping', 'logging/setLevel', 'prompts/list'])(
    '%s: 404 with -32601 and the id',
    async (method) => {
      const answer = await post(request(`m-${method}`, method));
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: `m-${method}`, error: { code: -32601 } });
    },
  );

  it('refuses a batch, even one legacy in shape, with -32600 and HTTP 400', async () => {
    const legacyBatch = [
      { jsonrpc: '2.0', id: 'a', method: 'ping' },
      { jsonrpc: '2.0', id: 'b', method: 'tools/list' },
    ];
    for (const batch of [legacyBatch, [request('c', 'tools/list')]]) {
      const answer = await post(batch, { 'mcp-method': 'tools/list' });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
      expect(answer.json.error.message).toContain('batches');
    }
  });

  it('ignores Mcp-Session-Id and Last-Event-ID, and issues no session', async () => {
    const answer = await post(request(13, 'tools/list'), {
      'mcp-session-id': 'made-up',
      'last-event-id': '42',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['mcp-session-id']).toBeUndefined();
  });
});

describe('request metadata the server checks', () => {
  it('refuses an Mcp-Method that differs from the body, or is missing, with -32020 and the id', async () => {
    for (const method of ['tools/call', undefined]) {
      const answer = await post(request(20, 'tools/list'), { 'mcp-method': method });
      expect(answer.status, String(method)).toBe(400);
      expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: 20, error: { code: -32020 } });
    }
  });

  it("refuses headers over the gateway's 10,240 bytes with 431 before the server, and reads a long one under it", async () => {
    // Under the limit the server reads it, and refuses the mismatch as the revision says.
    const long = await post(request(30, 'tools/list'), { 'mcp-method': 'x'.repeat(8 * 1024) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ id: 30, error: { code: -32020 } });
    // Over it, the gateway answers (API Gateway does the same, deployed): nothing reaches /mcp.
    for (const size of [11 * 1024, 20 * 1024]) {
      const huge = await post(request(31, 'tools/list'), { 'mcp-method': 'x'.repeat(size) });
      expect(huge.status, String(size)).toBe(431);
      expect(huge.json).toBeUndefined();
    }
  });

  it('refuses an Mcp-Name that differs from the tool called, or is missing, with -32020', async () => {
    for (const name of ['whoIsManagerOf', undefined]) {
      const answer = await post(search(21), { 'mcp-name': name });
      expect(answer.status, String(name)).toBe(400);
      expect(answer.json).toMatchObject({ id: 21, error: { code: -32020 } });
      expect(answer.json.error.message).toContain('Mcp-Name');
    }
  });

  it('reads an Mcp-Name sent Base64-encoded, and refuses one that is not valid Base64', async () => {
    const encoded = `=?base64?${Buffer.from('searchEmployee').toString('base64')}?=`;
    expect((await post(search(22), { 'mcp-name': encoded })).json.result.isError).toBe(false);
    const broken = await post(search(23), { 'mcp-name': '=?base64?***?=' });
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe(-32020);
  });

  it('refuses a version the header and _meta disagree on, or a header missing, with -32020', async () => {
    const disagree = request(24, 'tools/list');
    disagree.params._meta = meta('2025-11-25');
    const answers = [
      await post(disagree),
      await post(request(25, 'tools/list'), { 'mcp-protocol-version': '2025-11-25' }),
      await post(request(26, 'tools/list'), { 'mcp-protocol-version': undefined }),
    ];
    expect(answers.map((a) => [a.status, a.json.id, a.json.error?.code])).toEqual([
      [400, 24, -32020],
      [400, 25, -32020],
      [400, 26, -32020],
    ]);
  });

  it('refuses an unknown version with -32022, listing the versions it speaks', async () => {
    const unknown = request(27, 'tools/list');
    unknown.params._meta = meta('2027-01-01');
    const answer = await post(unknown, { 'mcp-protocol-version': '2027-01-01' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      jsonrpc: '2.0',
      id: 27,
      error: {
        code: -32022,
        message: 'Unsupported protocol version: 2027-01-01',
        data: {
          supported: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'],
          requested: '2027-01-01',
        },
      },
    });
  });

  it('refuses a request without the _meta fields the revision requires with -32602', async () => {
    const noMeta = { jsonrpc: '2.0', id: 28, method: 'tools/list' };
    const noCapabilities = request(29, 'tools/list');
    noCapabilities.params._meta = { 'io.modelcontextprotocol/protocolVersion': MODERN } as never;
    const answers = [await post(noMeta), await post(noCapabilities)];
    expect(answers.map((a) => [a.status, a.json.id, a.json.error?.code])).toEqual([
      [400, 28, -32602],
      [400, 29, -32602],
    ]);
  });

  it('keeps the id in every error whose request id can be read, and null where it cannot', async () => {
    const noJsonRpc = { id: 30, method: 'tools/list', params: { _meta: meta() } };
    const nullId = { ...request(31, 'tools/list'), id: null };
    const unparseable = await http(`${gateway.baseUrl}/mcp`, {
      body: '{"jsonrpc": ',
      headers: { 'content-type': 'application/json', accept: ACCEPT, 'mcp-protocol-version': MODERN },
    });
    const notAcceptable = await post(request(32, 'tools/list'), { accept: 'text/html' });
    expect([
      [(await post(noJsonRpc)).json.id, (await post(noJsonRpc)).json.error.code],
      [(await post(nullId)).json.id, (await post(nullId)).json.error.code],
      [unparseable.json.id, unparseable.json.error.code],
      [notAcceptable.status, notAcceptable.json.id],
    ]).toEqual([
      [30, -32600],
      [null, -32600],
      [null, -32700],
      [406, 32],
    ]);
  });

  it('answers a notification 202 with no body', async () => {
    const answer = await post({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { _meta: meta() },
    });
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
  });
});

describe('GET and DELETE per revision', () => {
  const call = (method: string, headers: Record<string, string>) =>
    http(`${gateway.baseUrl}/mcp`, { method, headers: { accept: 'text/event-stream', ...headers } });

  it('2026-07-28: 405 for both, allowing POST only', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await call(method, { 'mcp-protocol-version': MODERN });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('POST');
      expect(answer.json, method).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    }
  });

  it.each([
    ['no header', {}],
    ['2025-11-25', { 'mcp-protocol-version': '2025-11-25' }],
  ])('legacy (%s): GET opens the empty stream, DELETE is 405', async (_label, headers) => {
    const stream = await call('GET', headers);
    expect(stream.status).toBe(200);
    expect(stream.text).toMatch(/^retry: 60000\n:/);
    const deleted = await call('DELETE', headers);
    expect(deleted.status).toBe(405);
    expect(deleted.headers.allow).toBe('POST, GET');
  });
});

describe('the legacy revisions beside it', () => {
  it('still answer initialize, ping and batches without _meta', async () => {
    const legacy = (body: unknown, version?: string) =>
      http(`${gateway.baseUrl}/mcp`, {
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          accept: ACCEPT,
          ...(version ? { 'mcp-protocol-version': version } : {}),
        },
      });
    const init = await legacy({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'old', version: '1' } },
    });
    expect(init.json.result).toMatchObject({ protocolVersion: '2025-11-25' });
    expect(init.json.result.resultType).toBeUndefined();
    expect((await legacy({ jsonrpc: '2.0', id: 2, method: 'ping' }, '2025-11-25')).json).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: {},
    });
    const batch = await legacy([
      { jsonrpc: '2.0', id: 'a', method: 'ping' },
      { jsonrpc: '2.0', id: 'b', method: 'ping' },
    ]);
    expect(batch.json.map((answer: { id: string }) => answer.id)).toEqual(['a', 'b']);
  });

  it('answer an unknown version header with 400 and -32600 as before, now with the id and the versions spoken', async () => {
    const answer = await http(`${gateway.baseUrl}/mcp`, {
      body: JSON.stringify({ jsonrpc: '2.0', id: 'v', method: 'ping' }),
      headers: { 'content-type': 'application/json', accept: ACCEPT, 'mcp-protocol-version': '2030-01-01' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      id: 'v',
      error: { code: -32600, data: { supported: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'] } },
    });
  });
});
