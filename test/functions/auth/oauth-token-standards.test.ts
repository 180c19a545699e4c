/**
 * POST /oauthToken beyond client credentials: resource indicators (RFC 8707) on both grants, and
 * token exchange of an identity provider's ID token (RFC 8693) for the chatbot token
 * /exchangeIdpToken gives. Errors are RFC 6749 §5.2 answers with the codes those RFCs name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../../../lib/auth/oauth-clients.js';
import { verifyAccessToken } from '../../../lib/auth/verify-access-token.js';
import { mintDevIdToken } from '../../../lib/local/dev-idp.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { type HttpAnswer, http, startGateway, type TestGateway } from '../../support/gateway.js';
import { trustDevIdp } from '../../support/tokens.js';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ID_TOKEN = 'urn:ietf:params:oauth:token-type:id_token';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';

let gateway: TestGateway;
let company: TestCompany;
let client: RegisteredClient;
let issuer: string;
let mcpUrl: string;
const email = `bia.${uniqueId('m')}@corp.example`;
const previousBaseUrl = process.env.PUBLIC_BASE_URL;

const token = (fields: Record<string, string>): Promise<HttpAnswer> =>
  http(`${gateway.baseUrl}/oauthToken`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const credentials = (extra: Record<string, string> = {}) => ({
  grant_type: 'client_credentials',
  client_id: client.client_id,
  client_secret: client.client_secret,
  ...extra,
});
const exchange = (extra: Record<string, string> = {}) => ({
  grant_type: EXCHANGE,
  subject_token: mintDevIdToken({ email, issuer }),
  subject_token_type: ID_TOKEN,
  ...extra,
});

function expectOAuthError(answer: HttpAnswer, status: number, error: string) {
  expect({ status: answer.status, error: answer.json?.error }).toEqual({ status, error });
  expect(answer.json.error_description).toEqual(expect.any(String));
  expect(answer.headers['cache-control']).toBe('no-store');
}

beforeAll(async () => {
  gateway = await startGateway();
  process.env.PUBLIC_BASE_URL = gateway.baseUrl;
  resetConfig();
  mcpUrl = `${gateway.baseUrl}/mcp`;
  issuer = trustDevIdp(gateway.baseUrl).issuer;
  company = await newCompany({ employees: [employee('bia', { email })] });
  client = await registerClient({ clientId: uniqueId('rfc'), scopes: [`read:logs:${company.companyId}`] });
  // The first exchange fetches the provider's keys over HTTP within 3 s, and a loaded test machine
  // can miss that (503). Loading them here keeps that timing out of the assertions below.
  for (let tries = 0; tries < 3 && (await token(exchange())).status === 503; tries += 1);
});

afterAll(async () => {
  await gateway.close();
  if (previousBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = previousBaseUrl;
  resetConfig();
});

describe('resource indicators (RFC 8707)', () => {
  it('issues the usual token for the MCP endpoint, however its URL is spelled', async () => {
    const spelled = mcpUrl.replace('http://', 'HTTP://');
    for (const resource of [mcpUrl, `${mcpUrl}/`, spelled]) {
      const answer = await token(credentials({ resource }));
      expect(answer.status, resource).toBe(200);
      expect((await verifyAccessToken(answer.json.access_token)).claims.aud).toBe('svc-mcp');
    }
  });

  it.each([
    ['another resource', () => 'https://elsewhere.example/mcp'],
    ['another path of this API', () => `${gateway.baseUrl}/masterData`],
    ['the MCP endpoint with a fragment', () => `${mcpUrl}#top`],
    ['not a URL', () => 'svc-mcp'],
    ['an empty value', () => ''],
  ])('answers invalid_target for %s, on both grants', async (_label, resource) => {
    expectOAuthError(await token(credentials({ resource: resource() })), 400, 'invalid_target');
    expectOAuthError(await token(exchange({ resource: resource() })), 400, 'invalid_target');
  });

  it('checks the resource before the client secret', async () => {
    const answer = await token(
      credentials({ client_secret: 'wrong', resource: 'https://elsewhere.example' }),
    );
    expectOAuthError(answer, 400, 'invalid_target');
  });
});

describe('token exchange (RFC 8693)', () => {
  it('answers the chatbot token of /exchangeIdpToken, with issued_token_type', async () => {
    const answer = await token(exchange({ resource: mcpUrl }));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const c = company.companyId;
    expect(answer.json).toEqual({
      access_token: expect.any(String),
      issued_token_type: ACCESS_TOKEN,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: `read:masterdata:${c} read:dashboard:${c} read:analytics:${c}`,
      mode: 'chatbot',
      tenant: c,
    });
    const verified = await verifyAccessToken(answer.json.access_token);
    expect(verified).toMatchObject({ iss: 'svc-api-exchange', mode: 'chatbot', tenant: c });
    const legacy = await http(`${gateway.baseUrl}/exchangeIdpToken`, {
      method: 'POST',
      body: { idp_id_token: mintDevIdToken({ email, issuer }) },
    });
    const { access_token: _a, issued_token_type: _t, ...rest } = answer.json;
    const { access_token: _b, ...legacyRest } = legacy.json;
    expect(rest).toEqual(legacyRest);
    expect((await verifyAccessToken(legacy.json.access_token)).sub).toBe(verified.sub);
  });

  it('narrows the scopes to the ones asked for, and refuses scopes the user does not hold', async () => {
    const c = company.companyId;
    const narrow = await token(exchange({ scope: `read:analytics:${c}` }));
    expect(narrow.json.scope).toBe(`read:analytics:${c}`);
    expect((await verifyAccessToken(narrow.json.access_token)).scopes).toEqual([`read:analytics:${c}`]);
    expectOAuthError(await token(exchange({ scope: `write:masterdata:${c}` })), 400, 'invalid_scope');
  });

  it('accepts the audience svc-mcp or the MCP endpoint, and no other', async () => {
    expect((await token(exchange({ audience: 'svc-mcp' }))).status).toBe(200);
    expect((await token(exchange({ audience: mcpUrl }))).status).toBe(200);
    expectOAuthError(await token(exchange({ audience: 'another-api' })), 400, 'invalid_target');
  });

  it.each([
    ['without subject_token', { subject_token: '' }],
    ['with a blank subject_token', { subject_token: ' ' }],
    ['without subject_token_type', { subject_token_type: '' }],
    ['for an access token as subject', { subject_token_type: ACCESS_TOKEN }],
    ['with an actor token (delegation)', { actor_token: 'x', actor_token_type: ID_TOKEN }],
    ['asking for another token type', { requested_token_type: 'urn:ietf:params:oauth:token-type:saml2' }],
  ])('answers invalid_request %s', async (_label, change) => {
    const fields = Object.fromEntries(
      Object.entries(exchange(change as Record<string, string>)).filter(([, value]) => value !== ''),
    );
    expectOAuthError(await token(fields), 400, 'invalid_request');
  });

  it.each([
    ['expired', () => mintDevIdToken({ email, issuer, lifetimeSeconds: -120 })],
    ['for another audience', () => mintDevIdToken({ email, issuer, audience: 'another-app' })],
    ['from another issuer', () => mintDevIdToken({ email, issuer: 'https://evil.example' })],
    ['of nobody known here', () => mintDevIdToken({ email: `nobody.${uniqueId('m')}@corp.example`, issuer })],
  ])('answers invalid_request (400) for a subject token %s', async (_label, subject) => {
    const answer = await token(exchange({ subject_token: subject() }));
    expectOAuthError(answer, 400, 'invalid_request');
    expect(answer.json.error_description).toMatch(/^subject_token refused: /);
  });

  it('keeps answering unsupported_grant_type for other grants, naming the two it supports', async () => {
    const answer = await token({ grant_type: 'password', username: 'bia', password: 'x' });
    expectOAuthError(answer, 400, 'unsupported_grant_type');
    expect(answer.json.error_description).toContain(EXCHANGE);
  });
});
