/** The MCP server over plain HTTP through the local gateway: every row of the error tables. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { buildTokenAttacks } from '../../support/token-attacks.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

const JSON_ACCEPT = { accept: 'application/json, text/event-stream' };
/** No error code (RFC 6750 §3.1), only where the protected resource metadata is (RFC 9728 §5.1). */
const BARE_CHALLENGE = /^Bearer resource_metadata="http[^"]+\/\.well-known\/oauth-protected-resource\/mcp"$/;

describe('MCP over HTTP', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let token: string;
  const rpc = (body: unknown, headers: Record<string, string> = {}) =>
    http(`${gateway.baseUrl}/mcp`, {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        ...JSON_ACCEPT,
        authorization: `Bearer ${token}`,
        ...headers,
      },
    });
  const call = (name: string, args: unknown, id: number | string = 1) =>
    ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }) as const;
  const envelopeOf = (answer: Awaited<ReturnType<typeof rpc>>) =>
    JSON.parse(answer.json.result.content[0].text);

  beforeAll(async () => {
    process.env.ALLOWED_ORIGINS = 'https://app.example.com';
    resetConfig();
    gateway = await startGateway();
    company = await newCompany({
      employees: [employee('ana.souza', { name: 'Ana Souza' }), employee('rui')],
    });
    token = await serviceToken([`read:masterdata:${company.companyId}`], `svc-${company.companyId}`);
  });
  afterAll(() => gateway.close());

  describe('JSON-RPC envelope errors', () => {
    it('answers -32700 with HTTP 400 for a body that is not JSON', async () => {
      const answer = await rpc('{"jsonrpc": ');
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: expect.any(String) },
      });
    });
    it.each([
      ['no jsonrpc', { id: 1, method: 'ping' }],
      ['no method', { jsonrpc: '2.0', id: 1 }],
      ['a scalar body', 42],
    ])('answers -32600 with HTTP 400 for %s', async (_label, body) => {
      const answer = await rpc(body);
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe(-32600);
    });
    it('answers -32601 with HTTP 200 for an unknown method (e.g. a newer client probing)', async () => {
      const answer = await rpc({ jsonrpc: '2.0', id: 'x', method: 'server/discover' });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: 'x', error: { code: -32601 } });
    });
    it('answers -32602 for tools/call without params.name', async () => {
      const answer = await rpc({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { arguments: {} } });
      expect(answer.status).toBe(200);
      expect(answer.json.error.code).toBe(-32602);
    });
    it('a 200 body is exactly {jsonrpc, id, result}', async () => {
      const answer = await rpc({ jsonrpc: '2.0', id: 7, method: 'ping' });
      expect(answer.json).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
      expect(answer.headers['mcp-session-id']).toBeUndefined();
    });
  });

  describe('initialize, notifications, batches', () => {
    it('initialize answers 2025-03-26 whatever version is asked, without a token', async () => {
      const answer = await rpc(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2099-01-01',
            capabilities: {},
            clientInfo: { name: 't', version: '1' },
          },
        },
        { authorization: '', 'mcp-protocol-version': '1999-99-99' },
      );
      expect(answer.status).toBe(200);
      expect(answer.json.result).toMatchObject({
        protocolVersion: '2025-03-26',
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: expect.any(String), version: '1.0.0' },
      });
    });
    it('answers 202 with no body to notifications and client responses', async () => {
      const notified = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
      expect(notified.status).toBe(202);
      expect(notified.text).toBe('');
      expect((await rpc({ jsonrpc: '2.0', id: 9, result: {} })).status).toBe(202);
    });
    it('answers a batch in order, leaving notifications out', async () => {
      const answer = await rpc([
        { jsonrpc: '2.0', id: 'a', method: 'ping' },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        call('searchEmployee', { dataset: 'employees', query: 'ana' }, 'b'),
        { jsonrpc: '2.0', id: 'c', method: 'nope' },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.json.map((r: { id: string }) => r.id)).toEqual(['a', 'b', 'c']);
      expect(answer.json[2].error.code).toBe(-32601);
    });
    it.each([
      ['empty', []],
      ['over 20', Array.from({ length: 21 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }))],
    ])('refuses an %s batch with -32600', async (_label, batch) => {
      const answer = await rpc(batch);
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe(-32600);
    });
    it('refuses an unknown MCP-Protocol-Version with 400, accepts a known one', async () => {
      expect(
        (await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-protocol-version': '2030-01-01' }))
          .status,
      ).toBe(400);
      expect(
        (await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-protocol-version': '2025-06-18' }))
          .status,
      ).toBe(200);
    });
  });

  describe('JSON or SSE', () => {
    it('answers SSE when only text/event-stream is acceptable: every message as `message`, the last repeated as `result`', async () => {
      const answer = await rpc(call('searchEmployee', { dataset: 'employees', query: 'rui' }), {
        accept: 'text/event-stream',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/event-stream');
      const events = answer.text
        .trim()
        .split('\n\n')
        .map((block) => block.split('\n'));
      expect(events.map((lines) => lines[0])).toEqual(['event: message', 'event: result']);
      expect(events[0]?.[1]).toBe(events[1]?.[1]);
      expect(JSON.parse(events[1]?.[1]?.slice(6) ?? '').result.isError).toBe(false);
    });
    it('streams progress notifications when a progress token is given', async () => {
      const body = {
        ...call('searchEmployee', { dataset: 'employees', query: 'rui' }),
        params: {
          name: 'searchEmployee',
          arguments: { dataset: 'employees', query: 'rui' },
          _meta: { progressToken: 'p1' },
        },
      };
      const answer = await rpc(body);
      const messages = answer.text
        .trim()
        .split('\n\n')
        .map((block) => JSON.parse(block.split('\n')[1]?.slice(6) ?? 'null'));
      expect(messages.slice(0, 2).map((m) => m.method)).toEqual([
        'notifications/progress',
        'notifications/progress',
      ]);
      expect(messages[0].params.progressToken).toBe('p1');
      expect(messages.at(-1).id).toBe(1);
    });
    it('answers 406 when neither JSON nor SSE is acceptable', async () => {
      expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, { accept: 'text/html' })).status).toBe(
        406,
      );
    });
    it('GET /mcp with text/event-stream opens and closes a stream with a retry hint; without it 405; DELETE 405', async () => {
      const stream = await http(`${gateway.baseUrl}/mcp`, { headers: { accept: 'text/event-stream' } });
      expect(stream.status).toBe(200);
      expect(stream.text).toMatch(/^retry: 60000\n:/);
      expect((await http(`${gateway.baseUrl}/mcp`, { headers: { accept: 'application/json' } })).status).toBe(
        405,
      );
      expect((await http(`${gateway.baseUrl}/mcp`, { method: 'DELETE' })).status).toBe(405);
    });
  });

  describe('tokens', () => {
    it('refuses tools/call without a token: 401, tokenError, a challenge without an error code', async () => {
      const answer = await rpc(call('searchEmployee', { dataset: 'employees', query: 'x' }), {
        authorization: '',
      });
      expect(answer.status).toBe(401);
      expect(answer.json.tokenError).toBe('JsonWebTokenError: jwt must be provided');
      expect(answer.headers['www-authenticate']).toMatch(BARE_CHALLENGE);
    });
    it('runs the whole JWT attack suite through /mcp: 401 with the exact tokenError', async () => {
      // Headers HTTP cannot carry (control characters) are covered by the verifier's own tests.
      const attacks = (await buildTokenAttacks()).filter(
        (a) => a.authorization === undefined || /^[\t\x20-\x7e]*$/.test(a.authorization),
      );
      expect(attacks.length).toBeGreaterThan(15);
      for (const attack of attacks) {
        const headers: Record<string, string> = { 'content-type': 'application/json', ...JSON_ACCEPT };
        if (attack.authorization !== undefined) headers.authorization = attack.authorization;
        const answer = await http(`${gateway.baseUrl}/mcp`, {
          body: JSON.stringify(call('searchEmployee', { dataset: 'employees', query: 'x' })),
          headers,
        });
        expect(answer.status, attack.name).toBe(401);
        expect(answer.json.tokenError, attack.name).toBe(attack.tokenError);
        expect(String(answer.headers['www-authenticate']), attack.name).toMatch(/^Bearer/);
      }
    }, 60_000);
    it('refuses a bad token even on methods that need none', async () => {
      const answer = await rpc(
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { authorization: 'Bearer not.a.jwt' },
      );
      expect(answer.status).toBe(401);
      expect(answer.json.tokenError).toBe('JsonWebTokenError: jwt malformed');
    });
    it('ignores X-MCP-Mode when a token is present', async () => {
      const answer = await rpc(call('searchEmployee', { dataset: 'employees', query: 'ana' }), {
        'x-mcp-mode': 'chatbot',
      });
      expect(envelopeOf(answer).success).toBe(true);
    });
  });

  describe('scopes and tenants inside JSON-RPC', () => {
    it('answers unknown tools with isError and unknown_tool', async () => {
      const envelope = envelopeOf(await rpc(call('noSuchTool', {})));
      expect(envelope).toMatchObject({ success: false, escalationReason: 'unknown_tool', status: 400 });
    });
    it('answers insufficient scope with isError and an in-envelope status 400', async () => {
      const logsOnly = await serviceToken([`read:logs:${company.companyId}`]);
      const answer = await rpc(call('searchEmployee', { dataset: 'employees', query: 'a' }), {
        authorization: `Bearer ${logsOnly}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.json.result.isError).toBe(true);
      expect(envelopeOf(answer)).toMatchObject({ escalationReason: 'insufficient_scope', status: 400 });
    });
    it('answers another tenant with cross_tenant_blocked', async () => {
      const envelope = envelopeOf(
        await rpc(call('searchEmployee', { dataset: 'employees', query: 'a', company: 'co_other' })),
      );
      expect(envelope).toMatchObject({ success: false, escalationReason: 'cross_tenant_blocked' });
    });
    it('answers invalid arguments with invalid_arguments naming the fields', async () => {
      const envelope = envelopeOf(await rpc(call('searchEmployee', { dataset: 'planets', limit: 0 })));
      expect(envelope.escalationReason).toBe('invalid_arguments');
      expect(envelope.warnings.join(' ')).toMatch(/dataset.*query|query.*dataset/s);
    });
  });

  describe('direct routes', () => {
    const direct = (name: string, body: object, auth = token) =>
      http(`${gateway.baseUrl}/mcp/tools/${name}`, { body, headers: { authorization: `Bearer ${auth}` } });
    it('answers 200 with the envelope', async () => {
      const answer = await direct('searchEmployee', { dataset: 'employees', query: 'souza' });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        success: true,
        data: { total: 1 },
        humanSummary: "1 employee match 'souza'.",
        meta: { apiCalls: 8 },
      });
    });
    it('answers 400 unknown_tool, 400 cross_tenant_blocked, 400 invalid_arguments', async () => {
      expect(await direct('nope', {})).toMatchObject({
        status: 400,
        json: { escalationReason: 'unknown_tool' },
      });
      expect(
        await direct('searchEmployee', { dataset: 'employees', query: 'a', company: 'co_x' }),
      ).toMatchObject({
        status: 400,
        json: { escalationReason: 'cross_tenant_blocked' },
      });
      expect(await direct('searchEmployee', { query: 5 })).toMatchObject({
        status: 400,
        json: { escalationReason: 'invalid_arguments' },
      });
    });
    it('answers 403 insufficient_scope with WWW-Authenticate', async () => {
      const answer = await direct(
        'searchEmployee',
        { dataset: 'employees', query: 'a' },
        await serviceToken([`read:logs:${company.companyId}`]),
      );
      expect(answer.status).toBe(403);
      expect(answer.json.escalationReason).toBe('insufficient_scope');
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer error="insufficient_scope"/);
    });
    it('answers 401 without a token', async () => {
      const answer = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, { body: {} });
      expect(answer.status).toBe(401);
      expect(answer.json.tokenError).toBe('JsonWebTokenError: jwt must be provided');
      expect(answer.headers['www-authenticate']).toMatch(BARE_CHALLENGE);
    });
    it('serves the catalog on GET /mcp/tools without a token, with annotations and JSON Schemas', async () => {
      const answer = await http(`${gateway.baseUrl}/mcp/tools`);
      expect(answer.status).toBe(200);
      const search = answer.json.tools.find((t: { name: string }) => t.name === 'searchEmployee');
      expect(search.inputSchema).toMatchObject({ type: 'object', required: ['dataset', 'query'] });
      expect(search.inputSchema.properties.limit.default).toBe(10);
      expect(search.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(search.outputSchema).toBeUndefined();
    });
    it('health and readiness answer 200', async () => {
      expect((await http(`${gateway.baseUrl}/mcp/health`)).status).toBe(200);
      const ready = await http(`${gateway.baseUrl}/mcp/ready`);
      expect(ready.status).toBe(200);
      expect(ready.json.parts).toEqual({ table: true, signingKeys: true });
    });
  });

  describe('origin allowlist', () => {
    it('refuses an Origin that is not listed with 403 before anything else', async () => {
      const answer = await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, { origin: 'https://evil.example' });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({
        error: 'origin_not_allowed',
        message: 'this Origin may not call the MCP server',
      });
    });
    it('lets a listed Origin and a request without Origin through', async () => {
      expect(
        (await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, { origin: 'https://app.example.com' })).status,
      ).toBe(200);
      expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' })).status).toBe(200);
    });
  });

  describe('chatbot mode', () => {
    it('scopes a chatbot token to its own tenant without a company argument', async () => {
      const chat = await chatbotToken(company.companyId);
      const envelope = envelopeOf(
        await rpc(call('searchEmployee', { dataset: 'departments', query: 'ops' }), {
          authorization: `Bearer ${chat}`,
        }),
      );
      expect(envelope).toMatchObject({ success: true, data: { total: 1 } });
    });
  });
});
