import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient, revokeClient } from '../../../lib/auth/oauth-clients.js';
import { verifyAccessToken } from '../../../lib/auth/verify-access-token.js';
import { newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { type HttpAnswer, http, startGateway, type TestGateway } from '../../support/gateway.js';

let gateway: TestGateway;
let acme: TestCompany;
let other: TestCompany;
let client: RegisteredClient;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function postToken(body: string | object, headers: Record<string, string> = FORM): Promise<HttpAnswer> {
  return http(`${gateway.baseUrl}/oauthToken`, {
    method: 'POST',
    body,
    headers: typeof body === 'string' ? headers : {},
  });
}

function credentials(extra: Record<string, string> = {}, who: RegisteredClient = client) {
  return {
    grant_type: 'client_credentials',
    client_id: who.client_id,
    client_secret: who.client_secret,
    ...extra,
  };
}

function expectOAuthError(answer: HttpAnswer, status: number, error: string) {
  expect({ status: answer.status, error: answer.json?.error }).toEqual({ status, error });
  expect(typeof answer.json.error_description).toBe('string');
  expect(answer.headers['cache-control']).toBe('no-store');
}

beforeAll(async () => {
  gateway = await startGateway();
  acme = await newCompany();
  other = await newCompany();
  client = await registerClient({
    clientId: uniqueId('etl'),
    scopes: [`read:masterdata:${acme.companyId}`, `read:logs:${acme.companyId}`, 'read:tickets:*'],
  });
});

afterAll(async () => {
  await gateway.close();
});

describe('POST /oauthToken: issuing', () => {
  it('issues a service token for a form body, with every granted scope when none is asked', async () => {
    const answer = await postToken(form(credentials()));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.pragma).toBe('no-cache');
    expect(answer.json).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: `read:masterdata:${acme.companyId} read:logs:${acme.companyId} read:tickets:*`,
    });
    const verified = await verifyAccessToken(`Bearer ${answer.json.access_token}`);
    expect(verified).toMatchObject({ sub: client.client_id, iss: 'svc-mcp-issuer', mode: 'service' });
    expect(verified.claims).toMatchObject({ aud: 'svc-mcp', mode: 'service', scopes: answer.json.scope });
    expect(verified.exp - verified.iat).toBe(3600);
  });

  it('accepts the JSON body the spec shows, and only the scopes asked for', async () => {
    const answer = await postToken(credentials({ scope: `read:logs:${acme.companyId}` }));
    expect(answer.status).toBe(200);
    expect(answer.json.scope).toBe(`read:logs:${acme.companyId}`);
    expect((await verifyAccessToken(answer.json.access_token)).scopes).toEqual([
      `read:logs:${acme.companyId}`,
    ]);
  });

  it('accepts HTTP Basic client authentication', async () => {
    const basic = Buffer.from(`${client.client_id}:${encodeURIComponent(client.client_secret)}`).toString(
      'base64',
    );
    const answer = await postToken(form({ grant_type: 'client_credentials' }), {
      ...FORM,
      authorization: `Basic ${basic}`,
    });
    expect(answer.status).toBe(200);
  });

  it('grants a tenant ticket scope under the read:tickets:* wildcard', async () => {
    const answer = await postToken(form(credentials({ scope: `read:tickets:${other.companyId}` })));
    expect(answer.status).toBe(200);
    expect(answer.json.scope).toBe(`read:tickets:${other.companyId}`);
  });
});

describe('POST /oauthToken: RFC 6749 errors', () => {
  it.each([
    ['another tenant', (t: TestCompany) => `read:logs:${t.companyId}`],
    ['admin:*', () => 'admin:*'],
    ['a family wildcard not granted', () => 'read:logs:*'],
    ['an unknown scope', () => 'read:everything'],
  ])('refuses to escalate to %s: 400 invalid_scope', async (_label, scope) => {
    expectOAuthError(await postToken(form(credentials({ scope: scope(other) }))), 400, 'invalid_scope');
  });

  it('400 invalid_request without grant_type', async () => {
    const { grant_type: _omitted, ...rest } = credentials();
    expectOAuthError(await postToken(form(rest)), 400, 'invalid_request');
  });

  it('400 unsupported_grant_type for another grant', async () => {
    expectOAuthError(
      await postToken(form(credentials({ grant_type: 'password' }))),
      400,
      'unsupported_grant_type',
    );
  });

  it.each([
    ['without client_secret', { client_secret: '' }],
    ['with a wrong secret', { client_secret: 'cs_wrong' }],
    ['for an unknown client', { client_id: 'nobody-here' }],
    ['for a malformed client id', { client_id: 'a:b#c' }],
  ])('401 invalid_client %s', async (_label, override) => {
    const fields = { ...credentials(), ...override };
    const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    expectOAuthError(await postToken(form(body)), 401, 'invalid_client');
  });

  it('401 invalid_client with a Basic challenge when Basic authentication fails', async () => {
    const basic = Buffer.from(`${client.client_id}:wrong`).toString('base64');
    const answer = await postToken(form({ grant_type: 'client_credentials' }), {
      ...FORM,
      authorization: `Basic ${basic}`,
    });
    expectOAuthError(answer, 401, 'invalid_client');
    expect(answer.headers['www-authenticate']).toMatch(/^Basic realm=/);
  });

  it('401 invalid_client for a revoked client', async () => {
    const doomed = await registerClient({
      clientId: uniqueId('doomed'),
      scopes: [`read:logs:${acme.companyId}`],
    });
    expect((await postToken(form(credentials({}, doomed)))).status).toBe(200);
    await revokeClient(doomed.client_id);
    expectOAuthError(await postToken(form(credentials({}, doomed))), 401, 'invalid_client');
  });

  const JSON_TYPE = { 'content-type': 'application/json' };
  const BASIC_XY = { ...FORM, authorization: `Basic ${Buffer.from('x:y').toString('base64')}` };
  it.each([
    ['a repeated parameter', () => `${form(credentials())}&scope=a&scope=b`, FORM],
    ['two authentication methods', () => form(credentials()), BASIC_XY],
    ['a JSON number', () => JSON.stringify({ ...credentials(), scope: 7 }), JSON_TYPE],
    ['broken JSON', () => '{"grant_type": ', JSON_TYPE],
    ['a text body', () => form(credentials()), { 'content-type': 'text/plain' }],
  ])('400 invalid_request for %s', async (_label, body, headers) => {
    expectOAuthError(await postToken(body(), headers), 400, 'invalid_request');
  });

  it('413 for a body over 16 KiB', async () => {
    expectOAuthError(
      await postToken(form(credentials({ scope: 'x'.repeat(17_000) }))),
      413,
      'invalid_request',
    );
  });
});

describe('POST /oauthToken: failed attempts per client id', () => {
  it('lets 10 of 20 concurrent wrong secrets be checked, then refuses even the right one with 429', async () => {
    const target = await registerClient({
      clientId: uniqueId('target'),
      scopes: [`read:logs:${acme.companyId}`],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postToken(form(credentials({ client_secret: 'cs_guess' }, target)))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const right = await postToken(form(credentials({}, target)));
    expectOAuthError(right, 429, 'slow_down');
    // Until the first of the ten failures leaves the minute: 60 s after it, less the time since.
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client id is not affected.
    expect((await postToken(form(credentials()))).status).toBe(200);
  });

  it('does not count successful authentications', async () => {
    const busy = await registerClient({
      clientId: uniqueId('busy'),
      scopes: [`read:logs:${acme.companyId}`],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await postToken(form(credentials({}, busy)))).status);
    expect(statuses).toEqual(Array(12).fill(200));
  });
});
