/**
 * The manager decides in the chat: the approval card (an MCP App) rendered in headless Chromium
 * inside a test host page built on the official ext-apps host bridge (test/support/apps-host).
 * The host's MCP connection is the SDK's 2.x client, declaring MCP Apps and no elicitation, as
 * Claude and ChatGPT do, with the manager's chatbot token. An agent asked for the overtime with a
 * task (as VS Code follows tasks). Pressing Aprovar stores the decision, sends extension.decided,
 * completes the agent's task and updates the card; the card loads nothing from anywhere.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Frame, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatbotUserId } from '../../../lib/auth/chatbot-users.js';
import { issueChatbotToken } from '../../../lib/auth/exchange-idp-token.js';
import { getApprovedExtensionMinutes } from '../../../lib/dynamo/approval-store.js';
import { getRequestById } from '../../../lib/dynamo/extension-store.js';
import { CARD_KEY_META, CARD_URI } from '../../../lib/mcp/apps/approval-card.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { appsHostPage } from '../../support/apps-host/page.js';
import { type Browser, hasChromium, launchChromium, warnIfNoChromium } from '../../support/browser.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';
import { type Receiver, startReceiver } from '../../support/webhook-receiver.js';

warnIfNoChromium('MCP Apps approval card browser test');

const MODERN = '2026-07-28';
const APPS = { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } };

describe.skipIf(!hasChromium)('the approval card in an MCP Apps host (headless Chromium)', () => {
  let gateway: TestGateway;
  let chromium: Browser | undefined;
  let hook: Receiver;
  let deliveries: WebhookDelivery;
  let company: TestCompany;
  let manager: Client;
  let secret: string;
  const boss = `gestora-${uniqueId()}@example.com`;
  const previousBaseUrl = process.env.PUBLIC_BASE_URL;
  let agentToken: string;

  /** The agent's 2026-07-28 requests, as VS Code sends them (it follows tasks). */
  async function agent(method: string, params: Record<string, unknown>) {
    const name = (params.name ?? params.taskId) as string;
    const answer = await http(`${gateway.baseUrl}/mcp`, {
      headers: {
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${agentToken}`,
        'mcp-protocol-version': MODERN,
        'mcp-method': method,
        'mcp-name': name,
      },
      body: {
        jsonrpc: '2.0',
        id: uniqueId(),
        method,
        params: {
          ...params,
          _meta: {
            'io.modelcontextprotocol/protocolVersion': MODERN,
            'io.modelcontextprotocol/clientCapabilities': {
              extensions: { 'io.modelcontextprotocol/tasks': {} },
            },
          },
        },
      },
    });
    return answer.json.result;
  }

  beforeAll(async () => {
    gateway = await startGateway();
    process.env.PUBLIC_BASE_URL = gateway.baseUrl;
    resetConfig();
    chromium = await launchChromium();
    hook = await startReceiver();
    deliveries = await startWebhookDelivery();
    company = await newCompany({
      employees: [
        employee('rita.melo', { name: 'Rita Melo', manager: boss }),
        employee('davi.reis', { name: 'Davi Reis', manager: boss }),
      ],
    });
    deliveries.watch(company.companyId);
    const subscribed = await http(`${gateway.baseUrl}/setWebhook`, {
      body: { key: company.key, url: hook.url, events: ['extension.decided'] },
    });
    secret = subscribed.json.result.secret;
    agentToken = await serviceToken([`write:overtime:${company.companyId}`], 'card-test-agent');
    const { access_token } = await issueChatbotToken({
      userId: chatbotUserId(company.companyId, boss),
      email: boss,
      companyId: company.companyId,
      scopes: [`read:masterdata:${company.companyId}`],
    });
    manager = new Client(
      { name: 'apps-host', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: MODERN } }, capabilities: { extensions: APPS } },
    );
    await manager.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway.baseUrl}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${access_token}` } },
      }),
    );
  });

  afterAll(async () => {
    await manager?.close();
    await chromium?.close();
    await deliveries?.stop();
    await hook?.close();
    await gateway?.close();
    if (previousBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = previousBaseUrl;
    resetConfig();
  });

  /** The card, as the host renders it for the manager's review, in `locale`. */
  async function showCard(locale: string): Promise<{ page: Page; card: Frame; requests: string[] }> {
    const { tools } = await manager.listTools();
    const review = tools.find((tool) => tool.name === 'reviewOvertimeRequests');
    expect(review?._meta).toEqual({ ui: { resourceUri: CARD_URI } });
    const result = await manager.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
    expect(typeof result._meta?.[CARD_KEY_META]).toBe('string');
    const { contents } = await manager.readResource({ uri: CARD_URI });
    const html = (contents[0] as { text: string }).text;

    const page = await (chromium as Browser).context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The host forwards the app's tool calls, after the check the Apps extension asks of hosts:
    // only a tool whose visibility includes the app.
    await page.exposeFunction(
      'hostCallTool',
      async (params: { name: string; arguments: Record<string, unknown> }) => {
        const tool = tools.find((candidate) => candidate.name === params.name);
        const visibility = (tool?._meta?.ui as { visibility?: string[] } | undefined)?.visibility;
        if (!tool || (visibility && !visibility.includes('app')))
          throw new Error(`${params.name} is not the app's`);
        return manager.callTool(params);
      },
    );
    await page.setContent(await appsHostPage());
    await page.evaluate((options) => window.startHost(options as never), {
      html,
      locale,
      toolResult: result,
    });
    const card = page.frames().find((frame) => frame !== page.mainFrame());
    if (!card) throw new Error('the card frame is missing');
    return { page, card, requests };
  }

  it('approves from the card: the decision is stored, extension.decided sent, the task completed, the card updated', async () => {
    const task = await agent('tools/call', {
      name: 'requestExtension',
      arguments: {
        user: 'rita.melo',
        reqMinutes: 45,
        justification: 'Fechamento do mês',
        extraTime: '2026-12-01 18:00:00',
      },
    });
    expect(task).toMatchObject({ resultType: 'task', status: 'working' });
    const other = await http(`${gateway.baseUrl}/requestExtension`, {
      body: {
        key: company.key,
        user: 'davi.reis',
        reqMinutes: 30,
        justification: 'Inventário',
        extraTime: '2026-12-01 19:00:00',
      },
    });
    const otherId = other.json.requestId as string;

    const { page, card, requests } = await showCard('pt-BR');
    await card.waitForSelector('h1:text("Pedidos de hora extra para você decidir")');
    const rita = card.locator('li', { hasText: 'Rita Melo (rita.melo)' });
    await expect
      .poll(() => rita.textContent())
      .toContain('2026-12-01 · a partir de 18:00 · 45 min · 45 min pedido no dia');
    expect(await rita.textContent()).toContain('Fechamento do mês');
    expect(await card.locator('li', { hasText: 'Davi Reis' }).count()).toBe(1);

    await rita.getByRole('button', { name: 'Aprovar' }).click();
    await rita.locator('.outcome.approved', { hasText: 'Aprovado' }).waitFor();
    expect(await rita.getByRole('button').count()).toBe(0);

    const done = await agent('tasks/get', { taskId: task.taskId });
    expect(done).toMatchObject({ status: 'completed' });
    const decided = done.result.structuredContent.data.request;
    expect(decided).toMatchObject({ status: 'approved', minutes: 45, decidedBy: boss, via: 'chat' });
    expect(await getRequestById(company.companyId, decided.requestId)).toMatchObject({
      status: 'approved',
      decidedVia: 'chat',
    });
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-12-01', 'rita.melo')).toBe(45);
    expect((await getRequestById(company.companyId, otherId))?.status).toBe('pending');

    const [delivery] = await hook.waitFor(1);
    const payload = new Webhook(secret).verify(
      delivery?.body ?? '',
      (delivery?.headers ?? {}) as Record<string, string>,
    );
    expect(payload).toMatchObject({
      type: 'extension.decided',
      data: { employee: 'rita.melo', status: 'approved', minutes: 45, decidedBy: boss, via: 'chat' },
    });

    // Nothing was loaded from anywhere: the host page is inline, the card a srcdoc under its own CSP.
    expect(requests).toEqual([]);
    expect(await card.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(
      /^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'; img-src data:; connect-src 'none'/,
    );
    await page.close();
  });

  it('reads in English for an English-speaking host, and shows a rejection', async () => {
    const { page, card } = await showCard('en-US');
    await card.waitForSelector('h1:text("Overtime requests for you to decide")');
    const davi = card.locator('li', { hasText: 'Davi Reis (davi.reis)' });
    await davi.getByRole('button', { name: 'Reject' }).click();
    await davi.locator('.outcome.rejected', { hasText: 'Rejected' }).waitFor();
    await page.close();
  });
});
