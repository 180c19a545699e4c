import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApprovedExtensionMinutes } from '../../../lib/dynamo/approval-store.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { type Browser, hasChromium, launchChromium, warnIfNoChromium } from '../../support/browser.js';
import { employee, newCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { emailsTo } from '../../support/ses-inbox.js';

warnIfNoChromium('approval-flow browser test');

describe.skipIf(!hasChromium)('approval e-mail → link → browser approval (headless Chromium)', () => {
  let gateway: TestGateway;
  let browser: BrowserContext;
  let chromiumBrowser: Browser | undefined;
  const previousBaseUrl = process.env.PUBLIC_BASE_URL;

  beforeAll(async () => {
    gateway = await startGateway();
    // The link in the mail must lead to this gateway.
    process.env.PUBLIC_BASE_URL = gateway.baseUrl;
    resetConfig();
    chromiumBrowser = await launchChromium();
    browser = chromiumBrowser.context;
  });

  afterAll(async () => {
    await chromiumBrowser?.close();
    await gateway?.close();
    if (previousBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = previousBaseUrl;
    resetConfig();
  });

  it('lets the manager approve from the e-mail, once', async () => {
    const boss = `boss-${uniqueId()}@x.com`;
    const company = await newCompany({
      timezone: 'America/Sao_Paulo',
      employees: [employee('ana', { name: 'Ana Souza', manager: boss })],
    });
    const api = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

    const requested = await api('/requestExtension', {
      key: company.key,
      user: 'ana',
      reqMinutes: 50,
      justification: 'Virada do sistema de faturamento',
      extraTime: '2026-11-20 18:00:00',
    });
    expect(requested.status).toBe(200);
    const linkKey = requested.json.approvalLinkKey as string;

    const [mail] = await emailsTo(boss);
    expect(mail?.subject).toBe('Pedido de hora extra: Ana Souza, 50 minutos em 20/11/2026');
    const link = /https?:\/\/\S+\/approval\/[A-Za-z0-9_-]{43}/.exec(mail?.body.text ?? '')?.[0];
    expect(link).toBe(`${gateway.baseUrl}/approval/${linkKey}`);
    expect(mail?.body.html).toContain(`href="${link}"`);

    const listed = await api('/listExtensionRequests', { key: company.key, email: boss });
    expect(listed.json.result.requests).toHaveLength(1);

    const page = await browser.newPage();
    const shown = await page.goto(link as string);
    expect(shown?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Pedido de hora extra');
    expect(await page.textContent('main')).toContain('Virada do sistema de faturamento');

    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Aprovar' }).click()]);
    await page.waitForSelector('h1:text("Pedido aprovado")');
    expect(await page.textContent('main')).toContain(
      'Os 50 minutos foram somados ao dia de trabalho de Ana Souza.',
    );

    const day = await api('/listPunchClockByDay', { key: company.key, date: '2026-11-20', users: ['ana'] });
    expect(day.json.result.punches).toEqual([
      expect.objectContaining({
        username: 'ana',
        approvedExtensionMinutes: 50,
        beginDay: null,
        workedMinutes: null,
      }),
    ]);
    expect(
      (await api('/listExtensionRequests', { key: company.key, email: boss })).json.result.requests,
    ).toEqual([]);

    // Single use: the link now only tells what was decided, and deciding again changes nothing.
    const reopened = await page.goto(link as string);
    expect(reopened?.status()).toBe(409);
    expect(await page.textContent('h1')).toBe('Este pedido já foi decidido');
    const again = await api('/approveRequest', {
      key: company.key,
      employee: 'ana',
      managerEmail: boss,
      approved: true,
    });
    expect(again.status).toBe(404);
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-11-20', 'ana')).toBe(50);
  });
});
