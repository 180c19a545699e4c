/**
 * Secrets that cannot be read at cold start (Secrets Manager throttled, denied or down; locally the
 * secrets file gone). Nothing is faked: the process forgets what it had read, as a new Lambda
 * instance would, and its secrets source is made unreadable. Every route that needs a secret must
 * answer a clear 503 with Retry-After (retrying later helps), change nothing, and log what happened
 * with the request id; /mcp/ready names the failing part.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../../../lib/auth/oauth-clients.js';
import { resetCursorKey } from '../../../lib/dynamo/cursor.js';
import { resetProcessCaches } from '../../../lib/local/reset.js';
import { FUNCTIONS } from '../../../lib/routes.js';
import { newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';
import { captureLogs, type LogCapture } from '../support/log-capture.js';
import { type PrivateTable, snapshot, usePrivateTable } from '../support/private-table.js';

/** Every key-based route: the functions that read the company-key secret, the MCP server aside. */
const KEYED_PATHS = FUNCTIONS.filter(
  (fn) => fn.access.secrets.includes('companyKey') && fn.name !== 'mcp',
).flatMap((fn) => fn.routes.filter((route) => route.method === 'POST').map((route) => route.path));

describe('secrets unreadable at cold start', () => {
  let table: PrivateTable;
  let gateway: TestGateway;
  let company: TestCompany;
  let client: RegisteredClient;
  let token: string;
  let logs: LogCapture | undefined;
  const secretsFile = process.env.LOCAL_SECRETS_FILE;

  beforeAll(async () => {
    table = await usePrivateTable('secrets');
    gateway = await startGateway();
    company = await newCompany();
    client = await registerClient({
      clientId: uniqueId('etl'),
      scopes: [`read:masterdata:${company.companyId}`],
    });
    token = await serviceToken([`read:masterdata:${company.companyId}`], uniqueId('svc'));
    // A cold start with a secrets source that cannot be read.
    process.env.LOCAL_SECRETS_FILE = `${secretsFile}.unreadable`;
    resetProcessCaches();
    resetCursorKey();
  });
  afterEach(() => logs?.stop());
  afterAll(async () => {
    process.env.LOCAL_SECRETS_FILE = secretsFile;
    await gateway.close();
    await table.drop();
  });

  /** The log line about this request: ERROR or WARN, carrying its request id and naming the secret. */
  function expectLogged(requestId: unknown, secret: string) {
    const about = logs?.entries().filter((entry) => JSON.stringify(entry).includes(String(requestId))) ?? [];
    expect(about.map((entry) => entry.level)).toEqual(
      expect.arrayContaining([expect.stringMatching(/WARN|ERROR/)]),
    );
    expect(JSON.stringify(about)).toContain(`the ${secret} secret cannot be read now`);
  }

  it.each(KEYED_PATHS)(
    '%s answers 503 SERVICE_UNAVAILABLE with Retry-After, changing nothing',
    async (path) => {
      const before = await snapshot();
      logs = captureLogs();
      const answer = await http(`${gateway.baseUrl}${path}`, { body: { key: company.key } });
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json).toMatchObject({
        err: true,
        code: 'SERVICE_UNAVAILABLE',
        requestId: answer.headers['x-request-id'],
      });
      expectLogged(answer.headers['x-request-id'], 'companyKey');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('POST /mcp/tools/<name> and POST /mcp answer 503 with Retry-After, not 401', async () => {
    logs = captureLogs();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const direct = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, {
      body: { dataset: 'employees', query: 'a' },
      headers,
    });
    expect(direct.status).toBe(503);
    expect(direct.headers['retry-after']).toBe('5');
    const rpc = await http(`${gateway.baseUrl}/mcp`, {
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'searchEmployee', arguments: {} },
      },
      headers,
    });
    expect(rpc.status).toBe(503);
    expect(rpc.json.error.data).toMatchObject({ escalationReason: 'service_unavailable' });
    expectLogged(rpc.headers['x-request-id'], 'signingKeys');
  });

  it('GET /mcp/ready answers 503 naming signingKeys; /mcp/health stays 200', async () => {
    logs = captureLogs();
    const ready = await http(`${gateway.baseUrl}/mcp/ready`);
    expect(ready.status).toBe(503);
    expect(ready.json).toEqual({
      status: 'not_ready',
      parts: { table: true, signingKeys: false },
      failing: ['signingKeys'],
    });
    expectLogged(ready.headers['x-request-id'], 'signingKeys');
    expect((await http(`${gateway.baseUrl}/mcp/health`)).status).toBe(200);
  });

  it('the token routes answer 503 temporarily_unavailable with Retry-After', async () => {
    logs = captureLogs();
    const issued = await http(`${gateway.baseUrl}/oauthToken`, {
      body: {
        grant_type: 'client_credentials',
        client_id: client.client_id,
        client_secret: client.client_secret,
      },
    });
    expect({ status: issued.status, error: issued.json.error }).toEqual({
      status: 503,
      error: 'temporarily_unavailable',
    });
    expect(issued.headers['retry-after']).toBe('5');
    expectLogged(issued.headers['x-request-id'], 'signingKeys');
    const jwks = await http(`${gateway.baseUrl}/.well-known/jwks.json`);
    expect({ status: jwks.status, error: jwks.json.error }).toEqual({
      status: 503,
      error: 'temporarily_unavailable',
    });
    expectLogged(jwks.headers['x-request-id'], 'signingKeys');
  });

  it('recovers on the next request once the secret can be read again', async () => {
    process.env.LOCAL_SECRETS_FILE = secretsFile;
    resetProcessCaches();
    const answer = await http(`${gateway.baseUrl}/integrationValidatorData`, {
      body: { key: company.key },
      localAddress: '127.0.0.77',
    });
    expect(answer.status).toBe(200);
  });
});
