/**
 * The tool catalog through the official SDK client (Streamable HTTP) against the MCP Lambda behind
 * the local gateway, with real tokens: a list paged by cursor, a write, a diagnosis that escalates,
 * a chatbot-only tool, the admin tool and its hiding, and the refusals as an SDK user sees them.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScreenBlock } from '../../../lib/dynamo/screen-block-store.js';
import { minutesAgo, punchDay, transmission } from '../../lib/mcp/tools/seed.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { connectMcp, envelopeOf } from '../../support/mcp-client.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

describe('the MCP tool catalog through the official SDK', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let other: TestCompany;
  let client: Client;
  let token: string;

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({
      employees: Array.from({ length: 5 }, (_, i) => employee(`e${i}`, { department: 'Support' })),
    });
    other = await newCompany();
    for (let i = 0; i < 3; i += 1) {
      await transmission(company.companyId, {
        endpoint: 'masterData',
        status: 401,
        errorCode: 'INVALID_KEY',
        at: minutesAgo(10 - i),
      });
    }
    await punchDay(company.companyId, 'e1', '2026-11-16', { beginDay: '09:30', endDay: '17:00' });
    // analyticsQuery reads the summaries of that day.
    await summariesUpToDate();
    token = await serviceToken(
      ['read:masterdata', 'write:masterdata', 'read:logs'].map((family) => `${family}:${company.companyId}`),
      'sdk-catalog',
    );
    client = await connectMcp(gateway.baseUrl, token);
  });
  afterAll(async () => {
    await client?.close();
    await gateway?.close();
  });

  it('pages masterDataQuery with nextCursor, and refuses an edited cursor', async () => {
    const logins: string[] = [];
    let cursor: string | undefined;
    do {
      const result = await client.callTool({
        name: 'masterDataQuery',
        arguments: { filters: { department: 'support' }, limit: 2, ...(cursor ? { cursor } : {}) },
      });
      const envelope = envelopeOf(result);
      expect(result.isError).toBe(false);
      logins.push(...envelope.data.employees.map((e: { login: string }) => e.login));
      cursor = envelope.data.nextCursor;
    } while (cursor);
    expect(logins.sort()).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);

    const first = envelopeOf(await client.callTool({ name: 'masterDataQuery', arguments: { limit: 1 } }));
    const edited = `${first.data.nextCursor}x`;
    const refused = await client.callTool({
      name: 'masterDataQuery',
      arguments: { limit: 1, cursor: edited },
    });
    expect(refused.isError).toBe(true);
    expect(envelopeOf(refused)).toMatchObject({
      success: false,
      escalationReason: 'invalid_arguments',
      status: 400,
    });
  });

  it('blocks a screen, recording the token subject', async () => {
    const result = await client.callTool({
      name: 'screenBlockToggle',
      arguments: { login: 'e2', blocked: true, reason: 'security review' },
    });
    expect(result._meta).toMatchObject({
      humanSummary: 'The screen of e2 is now blocked (security review), by sdk-catalog.',
    });
    expect(await getScreenBlock(company.companyId, 'e2')).toMatchObject({
      blocked: true,
      changedBy: { sub: 'sdk-catalog', mode: 'service', via: 'mcp' },
    });
  });

  it('diagnoses a failing key, escalating in the envelope while the call itself succeeds', async () => {
    const result = await client.callTool({ name: 'diagnose-transmission', arguments: { hours: 1 } });
    expect(result.isError).toBe(false);
    const envelope = envelopeOf(result);
    expect(envelope).toMatchObject({
      success: true,
      requiresHumanEscalation: true,
      escalationReason: 'key_keeps_failing',
      data: { ticket: { created: true } },
    });
    expect(envelope.humanSummary).toContain('truncated or re-encoded by the sender');
  });

  it("refuses another company's data as a tool error", async () => {
    const result = await client.callTool({
      name: 'getCompanyOverview',
      arguments: { company: other.companyId },
    });
    expect(result.isError).toBe(true);
    expect(envelopeOf(result)).toMatchObject({ escalationReason: 'cross_tenant_blocked' });
  });

  it('answers analyticsQuery to a chatbot token only', async () => {
    // analyticsQuery reads the summaries kept from the change stream: the punch day must be in.
    await summariesUpToDate();
    const chat = await connectMcp(gateway.baseUrl, await chatbotToken(company.companyId));
    try {
      const result = await chat.callTool({
        name: 'analyticsQuery',
        arguments: { metric: 'lateness', from: '2026-11-16', to: '2026-11-16', groupBy: 'person' },
      });
      expect(envelopeOf(result).data.rows).toEqual([{ key: 'e1', value: 30, days: 1, lateDays: 1 }]);
    } finally {
      await chat.close();
    }
    const refused = await client.callTool({
      name: 'analyticsQuery',
      arguments: { metric: 'lateness', from: '2026-11-16', to: '2026-11-16', groupBy: 'person' },
    });
    expect(envelopeOf(refused)).toMatchObject({ escalationReason: 'mode_not_allowed' });
  });

  it('shows listTenants only with a token, and answers it to admin:* on the direct route', async () => {
    const anonymous = await connectMcp(gateway.baseUrl);
    try {
      const names = (await anonymous.listTools()).tools.map((tool) => tool.name);
      expect(names).toHaveLength(23);
      expect(names).not.toContain('listTenants');
    } finally {
      await anonymous.close();
    }
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(24);
    expect(tools.find((tool) => tool.name === 'masterDataMutate')?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    const admin = await serviceToken(['admin:*'], 'ops-automation');
    const answer = await http(`${gateway.baseUrl}/mcp/tools/listTenants`, {
      headers: { authorization: `Bearer ${admin}` },
      body: { limit: 100 },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
    const denied = await http(`${gateway.baseUrl}/mcp/tools/listTenants`, {
      headers: { authorization: `Bearer ${token}` },
      body: {},
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ escalationReason: 'insufficient_scope' });
  });
});
