/**
 * The integrator learns the manager's decision: a subscription receives extension.decided once the
 * approval page's button is pressed in a real browser (headless Chromium), signed so that
 * `standardwebhooks` verifies it.
 */
import type { BrowserContext } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../lib/shared/config.js';
import { type Browser, hasChromium, launchChromium, warnIfNoChromium } from '../../support/browser.js';
import { employee, newCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';
import { type Receiver, startReceiver } from '../../support/webhook-receiver.js';

warnIfNoChromium('webhook approval-link browser test');

describe.skipIf(!hasChromium)('extension.decided from the approval page (headless Chromium)', () => {
  let gateway: TestGateway;
  let chromium: Browser | undefined;
  let browser: BrowserContext;
  let hook: Receiver;
  let deliveries: WebhookDelivery;
  const previousBaseUrl = process.env.PUBLIC_BASE_URL;

  beforeAll(async () => {
    gateway = await startGateway();
    // The page posts its form to its own origin: this gateway.
    process.env.PUBLIC_BASE_URL = gateway.baseUrl;
    resetConfig();
    chromium = await launchChromium();
    browser = chromium.context;
    hook = await startReceiver();
    deliveries = await startWebhookDelivery();
  });

  afterAll(async () => {
    await chromium?.close();
    await deliveries?.stop();
    await hook?.close();
    await gateway?.close();
    if (previousBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = previousBaseUrl;
    resetConfig();
  });

  it('sends the rejection, signed, once the manager presses Rejeitar', async () => {
    const boss = `boss-${uniqueId()}@demo.example`;
    const company = await newCompany({ employees: [employee('ana', { manager: boss })] });
    deliveries.watch(company.companyId);
    const api = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });
    const subscribed = await api('/setWebhook', {
      key: company.key,
      url: hook.url,
      events: ['extension.decided'],
    });
    const { secret } = subscribed.json.result;

    const requested = await api('/requestExtension', {
      key: company.key,
      user: 'ana',
      reqMinutes: 45,
      justification: 'Inventário',
      extraTime: '2026-11-20 18:00:00',
    });
    expect(requested.status).toBe(200);

    const page = await browser.newPage();
    await page.goto(`${gateway.baseUrl}/approval/${requested.json.approvalLinkKey}`);
    await Promise.all([
      page.waitForLoadState('load'),
      page.getByRole('button', { name: 'Rejeitar' }).click(),
    ]);
    await page.waitForSelector('h1:text("Pedido rejeitado")');

    const [delivery] = await hook.waitFor(1);
    const payload = new Webhook(secret).verify(
      delivery?.body ?? '',
      (delivery?.headers ?? {}) as Record<string, string>,
    );
    expect(payload).toEqual({
      type: 'extension.decided',
      timestamp: expect.any(String),
      data: {
        company: company.companyId,
        employee: 'ana',
        status: 'rejected',
        minutes: 45,
        requestIds: [requested.json.requestId],
        decidedBy: boss,
        via: 'link',
        decidedAt: expect.any(String),
      },
    });
  });
});
