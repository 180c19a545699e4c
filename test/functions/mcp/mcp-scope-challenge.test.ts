/**
 * The 403 challenge of the direct tool route is built only from validated arguments, and every
 * parameter of it is an RFC 9110 quoted-string: a `company` argument can neither add a parameter
 * to `WWW-Authenticate` nor break the answer, whatever characters it holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { chatbotToken } from '../../support/tokens.js';

/** The auth-params of a Bearer challenge, each a token name and a quoted-string value. */
function challengeParams(header: string): Array<[string, string]> {
  expect(header).toMatch(/^Bearer /);
  const params = header.slice('Bearer '.length);
  const param = /\s*([A-Za-z_]+)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;
  const found: Array<[string, string]> = [];
  let match: RegExpExecArray | null = param.exec(params);
  while (match) {
    found.push([match[1] ?? '', (match[2] ?? '').replace(/\\(.)/g, '$1')]);
    if (param.lastIndex >= params.length) return found;
    match = param.exec(params);
  }
  throw new Error(`not a list of quoted auth-params: ${params}`);
}

describe('the scope challenge of POST /mcp/tools/<name>', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let token: string;
  const searchLogs = (args: object) =>
    http(`${gateway.baseUrl}/mcp/tools/data-searchLogs`, {
      body: args,
      headers: { authorization: `Bearer ${token}` },
    });
  const range = { from: '2026-03-01', to: '2026-03-02' };

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
    // A chatbot token of the company, without read:logs.
    token = await chatbotToken(company.companyId);
  });
  afterAll(() => gateway.close());

  it('names the scope needed for the token tenant, as quoted auth-params only', async () => {
    const answer = await searchLogs(range);
    expect(answer.status).toBe(403);
    expect(answer.json.escalationReason).toBe('insufficient_scope');
    expect(challengeParams(String(answer.headers['www-authenticate']))).toEqual([
      ['error', 'insufficient_scope'],
      ['scope', `read:logs:${company.companyId}`],
      ['error_description', 'insufficient_scope'],
      ['resource_metadata', expect.stringMatching(/\/\.well-known\/oauth-protected-resource\/mcp$/)],
    ]);
  });

  it.each([
    ['a quote that would add a parameter', 'x", error="invalid_token'],
    ['a backslash', 'co\\x'],
    ['an emoji', '😀'],
    ['CR LF', 'co_x\r\nSet-Cookie: a=b'],
    ['NUL', 'co\u0000x'],
    ['a space', 'co x'],
    ['65 characters', 'c'.repeat(65)],
  ])('refuses a company with %s as invalid_arguments, with no challenge', async (_label, company) => {
    const answer = await searchLogs({ ...range, company });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, escalationReason: 'invalid_arguments' });
    expect(answer.json.warnings.join(' ')).toMatch(/^company: /);
    expect(answer.headers['www-authenticate']).toBeUndefined();
  });

  it('names a valid company asked for in the challenge', async () => {
    const answer = await searchLogs({ ...range, company: 'co_elsewhere' });
    expect(answer.status).toBe(403);
    expect(challengeParams(String(answer.headers['www-authenticate']))).toContainEqual([
      'scope',
      'read:logs:co_elsewhere',
    ]);
  });
});
