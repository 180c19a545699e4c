/**
 * The approval page against a real browser (headless Chromium, Debian's package): a page on
 * another origin that posts a decision with the manager's link is refused, a page that tries to
 * frame the link gets nothing, and a justification holding a script shows as text without running.
 * Skipped where /usr/bin/chromium is absent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../lib/shared/config.js';
import { type Browser, hasChromium, launchChromium, warnIfNoChromium } from '../../support/browser.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

warnIfNoChromium('approval page CSRF browser test');

describe.skipIf(!hasChromium)('approval page in a browser: CSRF, framing, stored scripts', () => {
  let gateway: TestGateway;
  let attacker: Server;
  let attackerUrl: string;
  let chromium: Browser;
  let browser: BrowserContext;
  let company: TestCompany;
  let attackPage = '';
  const previous = process.env.PUBLIC_BASE_URL;
  const boss = `boss-${uniqueId()}@x.com`;

  beforeAll(async () => {
    gateway = await startGateway();
    process.env.PUBLIC_BASE_URL = gateway.baseUrl;
    resetConfig();
    company = await newCompany({ employees: [employee('ana', { manager: boss })] });
    // Another origin (another port) serving whatever page the test sets.
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(attackPage);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
    chromium = await launchChromium();
    browser = chromium.context;
  });
  afterAll(async () => {
    await chromium?.close();
    await new Promise((resolve) => attacker?.close(resolve));
    await gateway?.close();
    process.env.PUBLIC_BASE_URL = previous;
    resetConfig();
  });

  const ask = async (justification: string, day: string) => {
    const answer = await http(`${gateway.baseUrl}/requestExtension`, {
      body: { key: company.key, user: 'ana', reqMinutes: 20, justification, extraTime: `${day} 18:00:00` },
    });
    return `${gateway.baseUrl}/approval/${answer.json.approvalLinkKey}`;
  };

  it('refuses a decision posted by a page on another origin, and the link stays open', async () => {
    const link = await ask('Fechamento', '2026-12-02');
    attackPage = `<form id="f" method="post" action="${link}"><input name="decision" value="approve"></form>
      <script>document.getElementById('f').submit()</script>`;
    const page = await browser.newPage();
    const refused = page.waitForResponse((response) => response.url() === link);
    await page.goto(attackerUrl);
    expect((await refused).status()).toBe(403);
    await page.waitForSelector('h1:text("Origem não permitida")');
    expect((await http(link)).status).toBe(200);
  });

  it('shows nothing inside a frame on another origin', async () => {
    const link = await ask('Fechamento', '2026-12-03');
    attackPage = `<iframe id="f" src="${link}"></iframe>`;
    const page = await browser.newPage();
    await page.goto(attackerUrl);
    await page.waitForTimeout(500);
    const frame = page.frames().find((candidate) => candidate.url() === link);
    const shown = frame
      ? await frame.evaluate<string>('document.body ? document.body.innerText : ""').catch(() => '')
      : '';
    expect(shown).not.toContain('Aprovar');
  });

  it('shows a justification holding a script as text, and runs none', async () => {
    const link = await ask(
      `<script>document.title='pwned'</script><img src=x onerror="document.title='pwned'">`,
      '2026-12-04',
    );
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(link);
    expect(await page.title()).toBe('Pedido de hora extra');
    expect(await page.textContent('main')).toContain("<script>document.title='pwned'</script>");
    expect(await page.locator('main script, main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
