/**
 * The approval page as a web page, over real HTTP: its security headers on every state, decisions
 * accepted only from the page itself (or from a client that is no browser), and every stored
 * string rendered as text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

const PUBLIC = 'https://api.example.org';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('approval page hygiene', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  const previous = process.env.PUBLIC_BASE_URL;
  const boss = `boss-${uniqueId()}@x.com`;
  let day = 0;

  beforeAll(async () => {
    process.env.PUBLIC_BASE_URL = PUBLIC;
    resetConfig();
    gateway = await startGateway();
    company = await newCompany({
      employees: [
        employee('ana', { manager: boss, name: `Ana "<b>" O'Neil & <img src=x onerror=alert(1)>` }),
      ],
    });
  });
  afterAll(async () => {
    process.env.PUBLIC_BASE_URL = previous;
    resetConfig();
    await gateway.close();
  });

  const ask = async (justification = 'Fechamento') => {
    day += 1;
    const answer = await http(`${gateway.baseUrl}/requestExtension`, {
      body: {
        key: company.key,
        user: 'ana',
        reqMinutes: 30,
        justification,
        extraTime: `2026-10-${10 + day} 18:00:00`,
      },
    });
    return answer.json.approvalLinkKey as string;
  };
  const decide = (key: string, headers: Record<string, string> = {}) =>
    http(`${gateway.baseUrl}/approval/${key}`, {
      method: 'POST',
      body: 'decision=approve',
      headers: { ...FORM, ...headers },
    });

  it('sends its security headers on every state of the page', async () => {
    const key = await ask();
    const answers = [
      await http(`${gateway.baseUrl}/approval/${key}`),
      await http(`${gateway.baseUrl}/approval/${key}`, {
        method: 'POST',
        body: 'decision=maybe',
        headers: FORM,
      }),
      await decide(key, { origin: 'https://evil.example' }),
      await decide(key),
      await decide(key),
      await http(`${gateway.baseUrl}/approval/${'x'.repeat(43)}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 403, 200, 409, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      const csp = String(answer.headers['content-security-policy']);
      for (const directive of [
        "default-src 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'none'",
      ])
        expect(csp).toContain(directive);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|script-src/);
    }
  });

  it.each([
    ['a cross-site form', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-site page', { 'sec-fetch-site': 'same-site', origin: 'https://app.example.org' }],
    ['another Origin (no Fetch Metadata)', { origin: 'https://evil.example' }],
    ['Origin null (no Fetch Metadata)', { origin: 'null' }],
    ['another Referer (no Origin)', { referer: 'https://evil.example/page' }],
  ])('refuses a decision from %s with 403, deciding nothing', async (_label, headers) => {
    const key = await ask();
    const answer = await decide(key, headers);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Origem não permitida');
    expect(await listPendingOfEmployee(company.companyId, 'ana')).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'pending' })]),
    );
    expect((await http(`${gateway.baseUrl}/approval/${key}`)).status).toBe(200);
  });

  it.each([
    [
      'the page itself (Sec-Fetch-Site: same-origin, Origin null under no-referrer)',
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
    ],
    ['the public origin (no Fetch Metadata)', { origin: PUBLIC }],
    ['a client that is no browser (curl)', {}],
  ])('accepts a decision from %s', async (_label, headers) => {
    const key = await ask();
    const answer = await decide(key, headers);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Pedido aprovado');
  });

  it('renders every stored string as text: a <script> justification cannot run', async () => {
    const key = await ask(`<script>alert("x")</script><img src=x onerror=alert(1)> & "quoted" 'single'`);
    const page = await http(`${gateway.baseUrl}/approval/${key}`);
    expect(page.text).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.text).toContain('&amp; &quot;quoted&quot; &#39;single&#39;');
    expect(page.text).toContain(
      'Ana &quot;&lt;b&gt;&quot; O&#39;Neil &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
  });
});
