import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';
import { type Browser, hasChromium, launchChromium, warnIfNoChromium } from '../../support/browser.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import { operationsOf } from '../../support/openapi.js';

warnIfNoChromium('API reference browser test');

describe.skipIf(!hasChromium)('the API reference page (headless Chromium)', () => {
  let gateway: TestGateway;
  let browser: BrowserContext;
  let chromiumBrowser: Browser | undefined;

  beforeAll(async () => {
    gateway = await startGateway();
    chromiumBrowser = await launchChromium({ viewport: { width: 1280, height: 1000 } });
    browser = chromiumBrowser.context;
  });

  afterAll(async () => {
    await chromiumBrowser?.close();
    await gateway?.close();
  });

  it('lists every endpoint of the document, within its CSP and its own origin', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(gateway.baseUrl) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(`page error: ${error.message}`));
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });

    const shown = await page.goto(`${gateway.baseUrl}/docs`);
    expect(shown?.status()).toBe(200);
    await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });

    const listed = await page.$$eval('.opblock', (blocks) =>
      blocks.map((block) => {
        const method = block.querySelector('.opblock-summary-method')?.textContent?.trim() ?? '';
        const path = block.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method} ${path}`;
      }),
    );
    const doc = buildOpenApiDocument();
    // Swagger UI lists the webhooks (the requests the service sends) after the paths, named by event.
    const webhooks = Object.entries((doc.webhooks ?? {}) as Record<string, Record<string, unknown>>).flatMap(
      ([event, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${event}`),
    );
    const documented = [...operationsOf(doc).map(({ method, path }) => `${method} ${path}`), ...webhooks];
    expect(documented.length).toBeGreaterThan(25);
    expect(webhooks.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...documented].sort());
    expect(await page.textContent('.info .title')).toContain('Workforce-operations integration service');
    if (process.env.WFO_UPDATE_SCREENSHOT === '1') {
      await page.screenshot({ path: join(REPO_ROOT, 'docs', 'api-reference.png') });
    }

    // Opening an operation shows its documented failures, Portuguese messages included, and the
    // request that gets each failure beside its answer.
    await page.click('#operations-Notifications-insertNotification .opblock-summary');
    await page.waitForSelector('#operations-Notifications-insertNotification .responses-table');
    const opened = await page.textContent('#operations-Notifications-insertNotification');
    expect(opened).toContain('Campo recurrency deve ser boolean');
    expect(opened).toMatch(/The request that gets this answer:.*"title": "Sem id"/s);
    await page.click('#operations-Notifications-insertNotification .opblock-summary');

    expect(foreign).toEqual([]);
    expect(refused).toEqual([]);
    expect(failed).toEqual([]);
  });
});
