/**
 * What an on-call engineer reads of the MCP Lambda, as of every other HTTP function: each request
 * ends with one INFO access line carrying the API request id the client got; a refusal names the
 * reason the caller was given (the token error, the missing scope), never the token.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs, type LogCapture } from '../../reliability/support/log-capture.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

const MODERN = '2026-07-28';

let gateway: TestGateway;
let company: TestCompany;
let logs: LogCapture;

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany();
});
afterAll(() => gateway.close());
beforeEach(() => {
  logs = captureLogs('INFO');
});
afterEach(() => logs.stop());

const accessLineOf = (requestId: unknown) =>
  logs.entries().find((line) => line.message === 'request' && line.requestId === requestId);

/** A 2026-07-28 tools/call of searchEmployee, with `token` as its Bearer token. */
function modernSearch(token: string) {
  return http(`${gateway.baseUrl}/mcp`, {
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'searchEmployee',
        arguments: { dataset: 'employees', query: 'anyone' },
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN,
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    }),
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': 'tools/call',
      'mcp-name': 'searchEmployee',
      authorization: `Bearer ${token}`,
    },
  });
}

describe('the MCP access line', () => {
  it('ends an answered request with its route, status and the request id the client got', async () => {
    const answer = await http(`${gateway.baseUrl}/mcp`, {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(accessLineOf(answer.headers['x-request-id'])).toMatchObject({
      level: 'INFO',
      route: 'POST /mcp',
      status: 200,
      durationMs: expect.any(Number),
    });
  });

  it('names the token error of a 401, never the token', async () => {
    const forged = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmb3JnZWQtb2JzZXJ2ZWQifQ.c2lnbmF0dXJl';
    const answer = await modernSearch(forged);
    expect(answer.status).toBe(401);
    expect(accessLineOf(answer.headers['x-request-id'])).toMatchObject({
      route: 'POST /mcp',
      status: 401,
      reason: expect.stringMatching(/^JsonWebTokenError: /),
    });
    expect(logs.raw.join('\n')).not.toContain(forged);
  });

  it('names insufficient_scope for the 403 of 2026-07-28, never the token', async () => {
    const logsOnly = await serviceToken([`read:logs:${company.companyId}`], 'observed-logs-only');
    const answer = await modernSearch(logsOnly);
    expect(answer.status).toBe(403);
    expect(accessLineOf(answer.headers['x-request-id'])).toMatchObject({
      route: 'POST /mcp',
      status: 403,
      reason: 'insufficient_scope',
    });
    expect(logs.raw.join('\n')).not.toContain(logsOnly);
  });
});
