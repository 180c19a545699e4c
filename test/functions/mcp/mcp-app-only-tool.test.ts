/**
 * The approval card's tools outside a browser, host by host, each client declaring its capabilities
 * as that host does: Claude and ChatGPT (MCP Apps, no elicitation), Claude Code and Cursor
 * (elicitation, no Apps), an SDK 1.x client (legacy revisions: no per-request capabilities). A
 * client without the Apps extension never sees decideOvertimeRequest, and calling it as a model
 * would (no card key, a made-up one, another approver's) is refused; bad input gets its envelope;
 * nothing is written. The card resource is served in both eras.
 */
import { Client as Client2, StreamableHTTPClientTransport as Transport2 } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatbotUserId } from '../../../lib/auth/chatbot-users.js';
import { issueChatbotToken } from '../../../lib/auth/exchange-idp-token.js';
import { getRequestById } from '../../../lib/dynamo/extension-store.js';
import { CARD_KEY_META, CARD_URI } from '../../../lib/mcp/apps/approval-card.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { connectMcp, envelopeOf } from '../../support/mcp-client.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

const MODERN = '2026-07-28';
const APPS = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };

let gateway: TestGateway;
let company: TestCompany;
const boss = `gestor-${uniqueId()}@example.com`;
const otherBoss = `outro-${uniqueId()}@example.com`;
let bossToken: string;
let otherToken: string;
let mine: string;
let theirs: string;

const tokenOf = async (email: string) =>
  (
    await issueChatbotToken({
      userId: chatbotUserId(company.companyId, email),
      email,
      companyId: company.companyId,
      scopes: [`read:masterdata:${company.companyId}`],
    })
  ).access_token;

/** A 2026-07-28 client declaring `capabilities`, as the host named in the test does. */
async function modern(capabilities: Record<string, unknown>, bearer = bossToken): Promise<Client2> {
  const client = new Client2(
    { name: 'host', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MODERN } }, capabilities },
  );
  await client.connect(
    new Transport2(new URL(`${gateway.baseUrl}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${bearer}` } },
    }),
  );
  return client;
}

const ask = async (user: string) =>
  (
    await http(`${gateway.baseUrl}/requestExtension`, {
      body: {
        key: company.key,
        user,
        reqMinutes: 30,
        justification: 'Plantão',
        extraTime: '2026-12-03 18:00:00',
      },
    })
  ).json.requestId as string;

const decide = (requestId: string, extra: Record<string, unknown> = {}) => ({
  name: 'decideOvertimeRequest',
  arguments: { requestId, decision: 'approve', ...extra },
});

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany({
    employees: [
      employee('lia.nunes', { name: 'Lia Nunes', manager: boss }),
      employee('caio.lima', { name: 'Caio Lima', manager: otherBoss }),
    ],
  });
  bossToken = await tokenOf(boss);
  otherToken = await tokenOf(otherBoss);
  mine = await ask('lia.nunes');
  theirs = await ask('caio.lima');
});
afterAll(() => gateway?.close());

describe('Claude and ChatGPT (MCP Apps, no elicitation)', () => {
  let client: Client2;
  beforeAll(async () => {
    client = await modern(APPS);
  });
  afterAll(() => client?.close());

  it('see the app-only tool marked for the app, and a review result carrying the card key in _meta', async () => {
    const { tools } = await client.listTools();
    expect(tools.find((tool) => tool.name === 'decideOvertimeRequest')?._meta).toEqual({
      ui: { resourceUri: CARD_URI, visibility: ['app'] },
    });
    const review = await client.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
    expect(review.structuredContent).toMatchObject({
      success: true,
      data: {
        approver: boss,
        requests: [{ requestId: mine, employee: 'lia.nunes', minutes: 30, requestTime: 1800 }],
      },
    });
    // The key is the app's, out of what a model is shown (the envelope in content and structuredContent).
    expect(review._meta?.[CARD_KEY_META]).toEqual(expect.stringMatching(/^rs1\./));
    expect(JSON.stringify([review.content, review.structuredContent])).not.toContain('rs1.');
  });

  it('refuse a call without the card, with a made-up key, or with another approver’s, and write nothing', async () => {
    expect((await client.callTool(decide(mine))).structuredContent).toMatchObject({
      escalationReason: 'invalid_arguments',
      warnings: ['cardKey: required'],
    });
    const madeUp = await client.callTool(decide(mine, { cardKey: 'rs1.AAAA' }));
    expect(madeUp.structuredContent).toMatchObject({ success: false, escalationReason: 'app_only_tool' });
    const other = await modern(APPS, otherToken);
    try {
      const review = await other.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
      const otherKey = review._meta?.[CARD_KEY_META] as string;
      const refused = await client.callTool(decide(mine, { cardKey: otherKey }));
      expect(refused.structuredContent).toMatchObject({ escalationReason: 'app_only_tool' });
      // With their own card, the other approver still cannot decide a request that waits for this one.
      const forbidden = await other.callTool(decide(mine, { cardKey: otherKey }));
      expect(forbidden.structuredContent).toMatchObject({ escalationReason: 'forbidden', status: 403 });
    } finally {
      await other.close();
    }
    expect((await getRequestById(company.companyId, mine))?.status).toBe('pending');
  });

  it('refuse bad input with its envelope, and a request already decided with a conflict', async () => {
    const review = await client.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
    const cardKey = review._meta?.[CARD_KEY_META] as string;
    for (const extra of [{ decision: 'maybe' }, { requestId: 'ext_nope' }, { cardKey: '' }]) {
      const answer = await client.callTool({
        name: 'decideOvertimeRequest',
        arguments: { ...decide(mine).arguments, cardKey, ...extra },
      });
      expect(answer.structuredContent, JSON.stringify(extra)).toMatchObject({
        escalationReason: 'invalid_arguments',
      });
    }
    const unknown = await client.callTool(decide('ext_00000000-0000-4000-8000-000000000000', { cardKey }));
    expect(unknown.structuredContent).toMatchObject({ escalationReason: 'not_found' });
    expect((await getRequestById(company.companyId, mine))?.status).toBe('pending');
    expect(
      (await client.callTool(decide(mine, { cardKey, decision: 'reject' }))).structuredContent,
    ).toMatchObject({
      success: true,
      data: { request: { status: 'rejected', via: 'chat', decidedBy: boss } },
    });
    expect((await client.callTool(decide(mine, { cardKey }))).structuredContent).toMatchObject({
      escalationReason: 'conflict',
    });
    expect((await getRequestById(company.companyId, mine))?.status).toBe('rejected');
  });

  it('read the card in the 2026-07-28 way: cache hints, -32602 for a resource that does not exist', async () => {
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({ uri: CARD_URI, mimeType: 'text/html;profile=mcp-app' }),
    ]);
    const { contents } = await client.readResource({ uri: CARD_URI });
    expect(contents[0]).toMatchObject({
      uri: CARD_URI,
      mimeType: 'text/html;profile=mcp-app',
      _meta: { ui: { csp: {} } },
    });
    expect((contents[0] as { text: string }).text).toMatch(/^<!doctype html>/);
    await expect(client.readResource({ uri: 'ui://nothing' })).rejects.toMatchObject({ code: -32602 });
  });
});

describe('Claude Code and Cursor (elicitation, no MCP Apps)', () => {
  it('never see the app-only tool; calling it as a model would is refused; the review is a list', async () => {
    const client = await modern({ elicitation: { form: {} } });
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toContain('reviewOvertimeRequests');
      expect(names).not.toContain('decideOvertimeRequest');
      const review = await client.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
      expect(review.structuredContent).toMatchObject({ success: true, data: { approver: boss } });
      expect(review._meta?.[CARD_KEY_META]).toBeUndefined();
      const refused = await client.callTool(decide(theirs, { cardKey: 'rs1.AAAA' }));
      expect(refused.structuredContent).toMatchObject({
        success: false,
        escalationReason: 'app_only_tool',
        status: 403,
      });
    } finally {
      await client.close();
    }
  });
});

describe('an SDK 1.x client (legacy revisions)', () => {
  it('sees the catalog with the new tools and without the app-only one, reads the card, and is refused the app-only tool', async () => {
    const client = await connectMcp(gateway.baseUrl, bossToken, 'legacy-host');
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toHaveLength(24);
      expect(names).toEqual(
        expect.arrayContaining(['requestExtension', 'getExtensionRequest', 'reviewOvertimeRequests']),
      );
      expect(names).not.toContain('decideOvertimeRequest');
      const { contents } = await client.readResource({ uri: CARD_URI });
      expect(contents[0]).toMatchObject({ uri: CARD_URI, mimeType: 'text/html;profile=mcp-app' });
      await expect(client.readResource({ uri: 'ui://nothing' })).rejects.toMatchObject({ code: -32002 });
      const refused = await client.callTool(decide(theirs, { cardKey: 'rs1.AAAA' }));
      expect(envelopeOf(refused)).toMatchObject({ escalationReason: 'app_only_tool' });
    } finally {
      await client.close();
    }
    expect((await getRequestById(company.companyId, theirs))?.status).toBe('pending');
  });
});

describe('tokens the card does not answer', () => {
  it('a service token: mode_not_allowed; a chatbot token without an e-mail: no_user_email', async () => {
    const service = await modern(APPS, await serviceToken([`read:masterdata:${company.companyId}`], 'svc'));
    try {
      const refused = await service.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
      expect(refused.structuredContent).toMatchObject({ escalationReason: 'mode_not_allowed' });
    } finally {
      await service.close();
    }
    const anonymous = await modern(APPS, await chatbotToken(company.companyId));
    try {
      const refused = await anonymous.callTool({ name: 'reviewOvertimeRequests', arguments: {} });
      expect(refused.structuredContent).toMatchObject({ escalationReason: 'no_user_email', status: 403 });
    } finally {
      await anonymous.close();
    }
  });
});
