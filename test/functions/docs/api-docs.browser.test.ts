/**
 * /docs in headless Chromium (Debian's package, driven by playwright-core; nothing downloaded):
 * Swagger UI renders every documented operation, loads nothing from another origin and breaks no
 * rule of the page's Content-Security-Policy. `WFO_UPDATE_SCREENSHOT=1` saves docs/api-reference.png.
 * Skipped where /usr/bin/chromium is absent.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import { operationsOf } from '../../support/openapi.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(`API reference browser test skipped: ${CHROMIUM} is absent (apt-get install chromium)`);
}

describe.skipIf(!hasChromium)('the API reference page (headless Chromium)', () => {
  let gateway: TestGateway;
  let browser: BrowserContext;
  let profileDir: string;

  beforeAll(async () => {
    gateway = await startGateway();
    profileDir = mkdtempSync(join(tmpdir(), 'wfo-chromium-'));
    browser = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 1000 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
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
    const documented = operationsOf(buildOpenApiDocument()).map(({ method, path }) => `${method} ${path}`);
    expect(documented.length).toBeGreaterThan(25);
    expect([...listed].sort()).toEqual([...documented].sort());
    expect(await page.textContent('.info .title')).toContain('Workforce-operations integration service');
    if (process.env.WFO_UPDATE_SCREENSHOT === '1') {
      await page.screenshot({ path: join(REPO_ROOT, 'docs', 'api-reference.png') });
    }

    // Opening an operation shows its documented failures, Portuguese messages included.
    await page.click('#operations-Notifications-insertNotification .opblock-summary');
    await page.waitForSelector('#operations-Notifications-insertNotification .responses-table');
    expect(await page.textContent('#operations-Notifications-insertNotification')).toContain(
      'Campo recurrency deve ser boolean',
    );
    await page.click('#operations-Notifications-insertNotification .opblock-summary');

    expect(foreign).toEqual([]);
    expect(refused).toEqual([]);
    expect(failed).toEqual([]);
  });
});
