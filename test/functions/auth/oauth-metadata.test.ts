/**
 * Discovery as an OAuth client does it: the Bearer challenges of the MCP routes lead to the
 * protected resource metadata (RFC 9728), which leads to the authorization server metadata
 * (RFC 8414), which leads to the token endpoint and the keys. Each document is checked against
 * what its RFC requires; a base URL with a path moves the documents as the RFCs say.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../lib/shared/config.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { type HttpAnswer, http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

let gateway: TestGateway;
let company: TestCompany;
const saved = { base: process.env.PUBLIC_BASE_URL, auth: process.env.PUBLIC_AUTH_URL };

function configure(base: string, auth?: string) {
  process.env.PUBLIC_BASE_URL = base;
  if (auth === undefined) delete process.env.PUBLIC_AUTH_URL;
  else process.env.PUBLIC_AUTH_URL = auth;
  resetConfig();
}

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany();
});
afterEach(() => configure(gateway.baseUrl));
afterAll(async () => {
  await gateway.close();
  for (const [name, value] of [
    ['PUBLIC_BASE_URL', saved.base],
    ['PUBLIC_AUTH_URL', saved.auth],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
});

const get = (path: string) => http(`${gateway.baseUrl}${path}`);

/** The parameters of a Bearer challenge (RFC 6750 §3, quoted values). */
function challengeOf(answer: HttpAnswer): Record<string, string> {
  const value = String(answer.headers['www-authenticate'] ?? '');
  expect(value).toMatch(/^Bearer /);
  return Object.fromEntries([...value.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, v]) => [name, v ?? '']));
}

/** RFC 9728 §2 and §3.3: `resource` required, and the identifier the metadata's URL was built from. */
function expectProtectedResourceMetadata(answer: HttpAnswer, resource: string, issuer: string) {
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.json).toEqual({
    resource,
    authorization_servers: [issuer],
    scopes_supported: [],
    bearer_methods_supported: ['header'],
    resource_name: expect.any(String),
    resource_documentation: `${resource.replace(/\/mcp$/, '')}/docs`,
  });
}

/** RFC 8414 §2: issuer, token_endpoint, response_types_supported (and authorization_endpoint) required. */
function expectAuthorizationServerMetadata(answer: HttpAnswer, issuer: string) {
  expect(answer.status).toBe(200);
  const metadata = answer.json;
  expect(metadata.issuer).toBe(issuer);
  expect(new URL(metadata.issuer).search + new URL(metadata.issuer).hash).toBe('');
  expect(metadata.token_endpoint).toBe(`${issuer}/oauthToken`);
  expect(metadata.authorization_endpoint).toBe(`${issuer}/authorize`);
  expect(metadata.jwks_uri).toBe(`${issuer}/.well-known/jwks.json`);
  expect(metadata.response_types_supported).toEqual(['code']);
  expect(metadata.grant_types_supported).toEqual([
    'client_credentials',
    'urn:ietf:params:oauth:grant-type:token-exchange',
  ]);
  expect(metadata.token_endpoint_auth_methods_supported).toEqual([
    'client_secret_basic',
    'client_secret_post',
  ]);
  expect(metadata.scopes_supported).toEqual([]);
  expect(metadata).not.toHaveProperty('registration_endpoint');
}

describe('from a challenge to a token endpoint', () => {
  it('follows a 401 of /mcp to the metadata, the metadata to the token endpoint and keys', async () => {
    configure(gateway.baseUrl);
    const refused = await http(`${gateway.baseUrl}/mcp`, {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'searchEmployee' } },
      headers: { accept: 'application/json' },
    });
    expect(refused.status).toBe(401);
    const challenge = challengeOf(refused);
    expect(challenge).toEqual({
      resource_metadata: `${gateway.baseUrl}/.well-known/oauth-protected-resource/mcp`,
    });
    const resource = await http(challenge.resource_metadata ?? '');
    expectProtectedResourceMetadata(resource, `${gateway.baseUrl}/mcp`, gateway.baseUrl);
    const [issuer] = resource.json.authorization_servers;
    // RFC 8414 §3: the well-known name goes after the host, the issuer's path (none here) after it.
    const server = await http(`${issuer}/.well-known/oauth-authorization-server`);
    expectAuthorizationServerMetadata(server, gateway.baseUrl);
    expect((await http(server.json.jwks_uri)).json.keys.length).toBeGreaterThan(0);
  });

  it('serves the same protected resource metadata at the root, where clients fall back to', async () => {
    configure(gateway.baseUrl);
    expectProtectedResourceMetadata(
      await get('/.well-known/oauth-protected-resource'),
      `${gateway.baseUrl}/mcp`,
      gateway.baseUrl,
    );
  });

  it('names the metadata in every 401 of the MCP routes, beside the token error', async () => {
    configure(gateway.baseUrl);
    const metadata = `${gateway.baseUrl}/.well-known/oauth-protected-resource/mcp`;
    const direct = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, { body: {} });
    expect(direct.status).toBe(401);
    expect(challengeOf(direct)).toEqual({ resource_metadata: metadata });
    const badToken = await http(`${gateway.baseUrl}/mcp/tools`, {
      headers: { authorization: 'Bearer abc.def' },
    });
    expect(badToken.status).toBe(401);
    expect(badToken.json.tokenError).toBe('JsonWebTokenError: jwt malformed');
    expect(challengeOf(badToken)).toEqual({
      error: 'invalid_token',
      error_description: 'JsonWebTokenError: jwt malformed',
      resource_metadata: metadata,
    });
  });
});

describe('the 403 of a direct tool call without the scope', () => {
  const direct = async (tool: string, body: object, scopes: string[]) =>
    http(`${gateway.baseUrl}/mcp/tools/${tool}`, {
      body,
      headers: { authorization: `Bearer ${await serviceToken(scopes)}` },
    });

  it('names the scope of the company asked for', async () => {
    const answer = await direct(
      'searchEmployee',
      { dataset: 'employees', query: 'a', company: company.companyId },
      [`read:logs:${company.companyId}`],
    );
    expect(answer.status).toBe(403);
    expect(challengeOf(answer)).toMatchObject({
      error: 'insufficient_scope',
      scope: `read:masterdata:${company.companyId}`,
      resource_metadata: expect.stringContaining('/.well-known/oauth-protected-resource/mcp'),
    });
  });

  it("names the scope of the token's own company when none is asked for, and admin:* for admin tools", async () => {
    const own = await direct('searchEmployee', { dataset: 'employees', query: 'a' }, [
      `read:logs:${company.companyId}`,
    ]);
    expect(challengeOf(own).scope).toBe(`read:masterdata:${company.companyId}`);
    const admin = await direct('listTenants', {}, [`read:logs:${company.companyId}`]);
    expect(admin.status).toBe(403);
    expect(challengeOf(admin).scope).toBe('admin:*');
  });
});

describe('no interactive login, no dynamic registration', () => {
  it.each([
    ['GET', '/authorize?response_type=code&client_id=x'],
    ['POST', '/register'],
  ])('%s %s answers 404 saying clients are registered by the operator', async (method, path) => {
    configure(gateway.baseUrl);
    const answer = await http(`${gateway.baseUrl}${path}`, {
      method,
      ...(method === 'POST'
        ? { body: { client_name: 'a host', redirect_uris: ['http://localhost:1/cb'] } }
        : {}),
    });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe('not_found');
    expect(answer.json.error_description).toContain('registered by the operator');
    expect(answer.json.error_description).toContain(`${gateway.baseUrl}/oauthToken`);
  });
});

describe('base URLs with a path (an API mapped under a path of its domain)', () => {
  it('puts each document at the root with the path after the well-known name', async () => {
    configure(`${gateway.baseUrl}/wfo/`, `${gateway.baseUrl}/tokens`);
    expectProtectedResourceMetadata(
      await get('/.well-known/oauth-protected-resource/wfo/mcp'),
      `${gateway.baseUrl}/wfo/mcp`,
      `${gateway.baseUrl}/tokens`,
    );
    expectAuthorizationServerMetadata(
      await get('/.well-known/oauth-authorization-server/tokens'),
      `${gateway.baseUrl}/tokens`,
    );
    const refused = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, { body: {} });
    expect(challengeOf(refused).resource_metadata).toBe(
      `${gateway.baseUrl}/.well-known/oauth-protected-resource/wfo/mcp`,
    );
  });

  it('answers 404 for a path that is not the configured one', async () => {
    configure(`${gateway.baseUrl}/wfo`);
    expect((await get('/.well-known/oauth-protected-resource/other/mcp')).status).toBe(404);
    expect((await get('/.well-known/oauth-authorization-server/other')).status).toBe(404);
    configure(gateway.baseUrl);
    expect((await get('/.well-known/oauth-authorization-server/wfo')).status).toBe(404);
  });
});
