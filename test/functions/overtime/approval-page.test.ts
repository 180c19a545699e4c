import { beforeAll, describe, expect, it } from 'vitest';
import { handler as page } from '../../../functions/overtime/approval-page.js';
import { handler as approve } from '../../../functions/overtime/approve-request.js';
import { handler as request } from '../../../functions/overtime/request-extension.js';
import type { Company } from '../../../lib/companies/company.js';
import { getApprovedExtensionMinutes } from '../../../lib/dynamo/approval-store.js';
import { getCompany } from '../../../lib/dynamo/company-store.js';
import { listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { approvalLinkKeyFor } from '../../../lib/overtime/approval-link.js';
import { createExtensionRequest } from '../../../lib/overtime/request-extension.js';
import { employee, newCompany, sampleEvent, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { callHandler } from './call.js';

async function open(key: string, form?: string) {
  const event = sampleEvent('approvalPage.json');
  event.pathParameters = { key };
  if (form !== undefined) {
    event.requestContext.http.method = 'POST';
    event.headers = { ...event.headers, 'content-type': 'application/x-www-form-urlencoded' };
    event.body = form;
  }
  const result = await page(event, {} as never);
  return { status: result.statusCode, headers: result.headers, html: result.body ?? '' };
}

describe('GET and POST /approval/{key}', () => {
  let company: TestCompany;
  const boss = `boss-${uniqueId()}@x.com`;

  const ask = async (user: string, justification = 'Fechamento', extraTime = '2026-12-01 18:30:00') => {
    const answer = await callHandler(request, 'requestExtension.json', {
      key: company.key,
      user,
      reqMinutes: 40,
      justification,
      extraTime,
    });
    return answer.body.approvalLinkKey as string;
  };

  beforeAll(async () => {
    company = await newCompany({
      employees: ['ana', 'bia', 'caio', 'duda', 'eva'].map((login) =>
        employee(login, { name: `Nome <i>${login}</i>`, manager: boss }),
      ),
    });
  });

  it('shows the request with Approve and Reject buttons, every stored string escaped, and changes nothing', async () => {
    const key = await ask('ana', 'Deploy <script>alert("x")</script> & testes');
    const shown = await open(key);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(shown.html).toContain('Deploy &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; testes');
    expect(shown.html).not.toContain('<script');
    expect(shown.html).toContain('Nome &lt;i&gt;ana&lt;/i&gt; (ana)');
    expect(shown.html).toContain('01/12/2026');
    expect(shown.html).toMatch(/<button[^>]*value="approve"[^>]*>Aprovar<\/button>/);
    expect(shown.html).toMatch(/<button[^>]*value="reject"[^>]*>Rejeitar<\/button>/);
    expect((await open(key)).status).toBe(200);
    expect(await listPendingOfEmployee(company.companyId, 'ana')).toHaveLength(1);
  });

  it('rejects through the link once; the link then shows the decision (409) and changes nothing', async () => {
    const key = await ask('bia');
    const decided = await open(key, 'decision=reject');
    expect(decided.status).toBe(200);
    expect(decided.html).toContain('Pedido rejeitado');
    expect(await listPendingOfEmployee(company.companyId, 'bia')).toEqual([]);
    const again = await open(key, 'decision=approve');
    expect(again.status).toBe(409);
    expect(again.html).toContain('Este pedido já foi decidido');
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-12-01', 'bia')).toBe(0);
    expect((await open(key)).status).toBe(409);
  });

  it('approves through the link, adding the minutes to the employee’s day', async () => {
    const key = await ask('caio');
    const decided = await open(key, 'decision=approve');
    expect(decided.status).toBe(200);
    expect(decided.html).toContain('Pedido aprovado');
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-12-01', 'caio')).toBe(40);
  });

  it('shows 409 for a request already decided by /approveRequest', async () => {
    const key = await ask('duda');
    await callHandler(approve, 'approveRequest.json', {
      key: company.key,
      employee: 'duda',
      managerEmail: boss,
      approved: true,
    });
    const shown = await open(key, 'decision=reject');
    expect(shown.status).toBe(409);
    expect(shown.html).toContain('aprovado');
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-12-01', 'duda')).toBe(40);
  });

  it('shows 410 for a link older than 7 days, and decides nothing', async () => {
    const record = (await getCompany(company.companyId)) as Company;
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const outcome = await createExtensionRequest(
      record,
      { user: 'eva', reqMinutes: 10, justification: 'antigo', extraTime: '2026-01-05 18:00:00' },
      eightDaysAgo,
    );
    const key = await approvalLinkKeyFor(outcome.requestId);
    expect((await open(key)).status).toBe(410);
    const tried = await open(key, 'decision=approve');
    expect(tried.status).toBe(410);
    expect(tried.html).toContain('Este link expirou');
    expect(await listPendingOfEmployee(company.companyId, 'eva')).toHaveLength(1);
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-01-05', 'eva')).toBe(0);
  });

  it.each([
    ['a well-formed key nobody issued', 'A'.repeat(43)],
    ['a malformed key', 'not-a-key'],
  ])('shows 404 for %s', async (_label, key) => {
    const shown = await open(key);
    expect(shown.status).toBe(404);
    expect(shown.html).toContain('Link desconhecido');
    expect((await open(key, 'decision=approve')).status).toBe(404);
  });

  it('answers 400 for a decision that is neither approve nor reject, deciding nothing', async () => {
    const key = await ask('ana', 'outro', '2026-12-02 18:00:00');
    expect((await open(key, 'decision=maybe')).status).toBe(400);
    expect((await open(key, '')).status).toBe(400);
    expect((await open(key)).status).toBe(200);
  });
});
