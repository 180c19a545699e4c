import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayOptions, listen } from '../../../lib/local/gateway.js';
import { LOCAL_ONLY_FUNCTIONS } from '../../../lib/local/local-routes.js';
import { FUNCTIONS } from '../../../lib/routes.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

describe('local gateway (end to end, real HTTP)', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
  });
  afterAll(() => gateway.close());

  it('serves masterData and answers with a request id header', async () => {
    const answer = await http(`${gateway.baseUrl}/masterData`, {
      body: { key: company.key, data: { employees: [employee('e2e.one')] } },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ err: false, result: { received: 1, created: 1 } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for an unknown path, as API Gateway does', async () => {
    const answer = await http(`${gateway.baseUrl}/nope`, { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: 'Not Found' });
  });

  it.each([
    ['GET', '/masterData', 'POST'],
    ['PUT', '/insertNotification', 'POST'],
    ['DELETE', '/requestExtension', 'GET, POST'],
    ['PATCH', '/approval/{key}', 'GET, POST'],
    ['GET', '/mcp/tools/{name}', 'POST'],
    ['HEAD', '/mcp/health', 'GET'],
  ])('answers %s %s with 405, Allow and the error envelope', async (method, template, allow) => {
    const path = template
      .replace('{key}', 'Zk9hQ2xpY2tfdGhpc19saW5rX2tleQ')
      .replace('{name}', 'searchEmployee');
    const answer = await http(`${gateway.baseUrl}${path}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    if (method === 'HEAD') return; // no body, by definition of HEAD
    expect(answer.json).toEqual({
      err: true,
      code: 'METHOD_NOT_ALLOWED',
      message: `${method} is not a method of ${template}; it takes ${allow}`,
    });
  });

  it('passes the content type through: text/plain is 415', async () => {
    const answer = await http(`${gateway.baseUrl}/integrationValidatorData`, {
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
      localAddress: '127.0.0.21',
    });
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual({
      err: true,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Content-Type must be application/json',
    });
  });

  it('limits the validator per source IP: 20 concurrent calls from one client, exactly 10 pass', async () => {
    const calls = Array.from({ length: 20 }, () =>
      http(`${gateway.baseUrl}/integrationValidatorData`, {
        body: { key: company.key },
        localAddress: '127.0.0.22',
      }),
    );
    const statuses = (await Promise.all(calls)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const other = await http(`${gateway.baseUrl}/integrationValidatorData`, {
      body: { key: company.key },
      localAddress: '127.0.0.23',
    });
    expect(other.status).toBe(200);
  });
});

/** One request written byte for byte, as no well-behaved client would send it; the status line back. */
function rawRequest(baseUrl: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nHost: x\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${head}`)));
  });
}

describe('local gateway and requests it cannot read', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  it.each([
    ['POST /mcp/tools/%ZZ', 'a tool name that is not percent-encoding'],
    ['GET /approval/%ZZ', 'a link key that is not percent-encoding'],
    ['GET /approval/%E0%A4%A', 'a truncated UTF-8 escape'],
    ['GET http://[::1/mcp/health', 'an absolute-form target that is not a URL'],
    ['GET ftp://example.com/mcp/health', 'an absolute-form target that is not http'],
  ])('answers %s with 400 (%s) and keeps serving', async (requestLine) => {
    const answer = await rawRequest(gateway.baseUrl, `${requestLine} HTTP/1.1\r\nConnection: close`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"message":"Bad Request: ');
    expect((await http(`${gateway.baseUrl}/mcp/health`)).status).toBe(200);
  });

  it('reads an absolute-form target by its path, and a path starting with // as a path', async () => {
    const absolute = await rawRequest(
      gateway.baseUrl,
      'GET http://127.0.0.1/mcp/health HTTP/1.1\r\nConnection: close',
    );
    expect(absolute).toMatch(/^HTTP\/1\.1 200 /);
    const doubleSlash = await rawRequest(gateway.baseUrl, 'GET //mcp/health HTTP/1.1\r\nConnection: close');
    expect(doubleSlash).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('hands a well-formed escape to the handler decoded', async () => {
    const answer = await http(`${gateway.baseUrl}/mcp/tools/no%20such%20tool`, {
      body: {},
      headers: { authorization: 'Bearer x' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('local gateway CORS', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    process.env.ALLOWED_ORIGINS = 'https://app.example.com,https://b.example.com';
    const { resetConfig } = await import('../../../lib/shared/config.js');
    resetConfig();
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  it('answers a preflight from an allowed origin with the allowed headers', async () => {
    const answer = await http(`${gateway.baseUrl}/masterData`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(answer.headers['access-control-allow-headers']).toContain('MCP-Protocol-Version');
    expect(answer.headers['access-control-expose-headers']).toBe(
      'WWW-Authenticate, Retry-After, RateLimit-Policy, RateLimit, Deprecation, Sunset, Link',
    );
  });

  it('refuses a preflight from another origin', async () => {
    const answer = await http(`${gateway.baseUrl}/masterData`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('local gateway CORS on answers', () => {
  it('echoes an allowed origin on an actual answer and not another', async () => {
    process.env.ALLOWED_ORIGINS = 'https://app.example.com';
    const { resetConfig } = await import('../../../lib/shared/config.js');
    resetConfig();
    const gateway = await startGateway();
    try {
      const allowed = await http(`${gateway.baseUrl}/masterData`, {
        body: {},
        headers: { origin: 'https://app.example.com' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const other = await http(`${gateway.baseUrl}/masterData`, {
        body: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});

describe('local gateway console lines', () => {
  type Line = Parameters<NonNullable<GatewayOptions['onRequest']>>[0];
  const lines: Line[] = [];
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createGateway({
      functions: [...FUNCTIONS, ...LOCAL_ONLY_FUNCTIONS],
      onRequest: (line) => lines.push(line),
    });
    baseUrl = `http://127.0.0.1:${await listen(server, 0)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names an approval link by its route, never by the key in its path', async () => {
    const key = 'Zk9hQ2xpY2tfdGhpc19saW5rX2tleV9pc19zZWNyZXQ';
    await http(`${baseUrl}/approval/${key}`);
    await http(`${baseUrl}/approval/${key}`, {
      body: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await http(`${baseUrl}/approval/${key}/extra`);
    expect(lines.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'GET /approval/{key} 404',
      'POST /approval/{key} 404',
      'GET /approval/… 404',
    ]);
    expect(JSON.stringify(lines)).not.toContain(key);
  });
});
