import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatbotUser } from '../../../lib/auth/chatbot-users.js';
import { verifyAccessToken } from '../../../lib/auth/verify-access-token.js';
import { DEV_IDP_JWKS_PATH, mintDevIdToken } from '../../../lib/local/dev-idp.js';
import { FUNCTIONS } from '../../../lib/routes.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { type HttpAnswer, http, startGateway, type TestGateway } from '../../support/gateway.js';
import { craftToken, currentSigningKey, trustDevIdp } from '../../support/tokens.js';

let gateway: TestGateway;
let idp: { issuer: string; audience: string; jwksUri: string };
let acme: TestCompany;
let beta: TestCompany;
let stranger: TestCompany;
const mail = (name: string) => `${name}.${uniqueId('m')}@corp.example`;
const ana = mail('ana');
const elisa = mail('elisa');
const carol = mail('carol');
const shared = mail('shared');

const exchange = (body: object | string, headers?: Record<string, string>): Promise<HttpAnswer> =>
  http(`${gateway.baseUrl}/exchangeIdpToken`, { method: 'POST', body, ...(headers ? { headers } : {}) });
const idToken = (
  email: string,
  extra: Parameters<typeof mintDevIdToken>[0] extends infer R ? Partial<R> : never = {},
) => mintDevIdToken({ email, issuer: idp.issuer, ...extra });

function expectOAuthError(answer: HttpAnswer, status: number, error: string) {
  expect({ status: answer.status, error: answer.json?.error }).toEqual({ status, error });
  expect(answer.headers['cache-control']).toBe('no-store');
}

beforeAll(async () => {
  gateway = await startGateway();
  idp = trustDevIdp(gateway.baseUrl);
  acme = await newCompany({
    employees: [
      employee('ana', { email: ana.toUpperCase() }),
      employee('elisa', { email: elisa, active: false }),
      employee('shared.a', { email: shared }),
    ],
  });
  beta = await newCompany({ employees: [employee('shared.b', { email: shared })] });
  stranger = await newCompany();
  await addChatbotUser({ companyId: beta.companyId, email: carol, scopes: 'read:logs write:masterdata' });
});

afterAll(async () => {
  await gateway.close();
});

describe('POST /exchangeIdpToken', () => {
  it("gives an employee a chatbot token of its company, whatever the e-mail's case", async () => {
    const answer = await exchange({ idp_id_token: idToken(ana) });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const c = acme.companyId;
    expect(answer.json).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: `read:masterdata:${c} read:dashboard:${c} read:analytics:${c}`,
      mode: 'chatbot',
      tenant: c,
    });
    const verified = await verifyAccessToken(answer.json.access_token);
    expect(verified).toMatchObject({ iss: 'svc-api-exchange', mode: 'chatbot', tenant: c });
    expect(verified.sub).toMatch(/^usr_[0-9a-f]{24}$/);
    expect(verified.claims).toMatchObject({ aud: 'svc-mcp', login: 'ana', mode: 'chatbot' });
  });

  it('gives a user added by the admin the scopes it was given, of its company only', async () => {
    const answer = await exchange(new URLSearchParams({ idp_id_token: idToken(carol) }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      tenant: beta.companyId,
      scope: `read:logs:${beta.companyId} write:masterdata:${beta.companyId}`,
    });
  });

  it('asks a user of several companies to choose, and never mixes their scopes', async () => {
    const ambiguous = await exchange({ idp_id_token: idToken(shared) });
    expectOAuthError(ambiguous, 400, 'invalid_request');
    expect(ambiguous.json.error_description).toContain(acme.companyId);
    for (const company of [acme, beta]) {
      const answer = await exchange({ idp_id_token: idToken(shared), company: company.companyId });
      expect(answer.status).toBe(200);
      const verified = await verifyAccessToken(answer.json.access_token);
      expect(verified.tenant).toBe(company.companyId);
      expect(verified.scopes.length).toBeGreaterThan(0);
      expect(verified.scopes.every((scope) => scope.endsWith(`:${company.companyId}`))).toBe(true);
    }
    expectOAuthError(
      await exchange({ idp_id_token: idToken(shared), company: stranger.companyId }),
      403,
      'access_denied',
    );
  });

  it.each([
    ['an unknown e-mail', () => mail('nobody')],
    ['an inactive employee', () => elisa],
  ])('403 access_denied for %s', async (_label, email) => {
    expectOAuthError(await exchange({ idp_id_token: idToken(email()) }), 403, 'access_denied');
  });

  it.each([
    ['absent', {}],
    ['empty', { idp_id_token: '' }],
    ['blank', { idp_id_token: ' \t' }],
    ['empty in a form', 'idp_id_token=&company=acme'],
  ])('400 invalid_request "idp_id_token is required" when idp_id_token is %s', async (_label, body) => {
    const answer = await exchange(
      body,
      typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
    );
    expectOAuthError(answer, 400, 'invalid_request');
    expect(answer.json?.error_description).toBe('idp_id_token is required');
  });

  it.each([
    ['expired', () => idToken(ana, { lifetimeSeconds: -120 })],
    ['for another audience', () => idToken(ana, { audience: 'another-app' })],
    ['from another issuer', () => mintDevIdToken({ email: ana, issuer: 'https://evil.example' })],
    ['with an unverified e-mail', () => idToken(ana, { claims: { email_verified: false } })],
    ['without an e-mail', () => idToken(ana, { claims: { email: undefined } })],
    ['tampered', () => idToken(ana).replace(/\.([^.]+)\./, (_m, p) => `.${p.slice(0, -2)}AA.`)],
    [
      'unsigned (alg none)',
      () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${idToken(ana).split('.')[1]}.`,
    ],
  ])('401 invalid_grant for an ID token %s', async (_label, token) => {
    expectOAuthError(await exchange({ idp_id_token: token() }), 401, 'invalid_grant');
  });

  it("401 invalid_grant for one of the service's own access tokens (signed by another key)", async () => {
    const forged = await craftToken({
      key: await currentSigningKey(),
      claims: { iss: idp.issuer, aud: idp.audience, email: ana },
    });
    expectOAuthError(await exchange({ idp_id_token: forged }), 401, 'invalid_grant');
  });

  it('503 when no identity provider is configured', async () => {
    const saved = process.env.IDP_ISSUER;
    delete process.env.IDP_ISSUER;
    resetConfig();
    try {
      expectOAuthError(await exchange({ idp_id_token: idToken(ana) }), 503, 'temporarily_unavailable');
    } finally {
      process.env.IDP_ISSUER = saved;
      resetConfig();
    }
  });
});

describe('the development identity provider', () => {
  it('serves its JWKS in the local runtime only: the route is not in the route table CDK deploys', async () => {
    const answer = await http(`${gateway.baseUrl}${DEV_IDP_JWKS_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.json.keys).toHaveLength(1);
    expect(answer.json.keys[0]).not.toHaveProperty('d');
    const deployed = FUNCTIONS.flatMap((fn) => fn.routes.map((route) => route.path));
    expect(deployed).not.toContain(DEV_IDP_JWKS_PATH);
  });
});
