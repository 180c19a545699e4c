/** MCP rate limits under concurrency (shared through DynamoDB) and the audit trail of tool calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAuditShard } from '../../../lib/dynamo/audit-store.js';
import { auditKeys } from '../../../lib/dynamo/keys.js';
import type { AuditRecord } from '../../../lib/logs/records.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

async function auditOf(tenant: string, actorId: string): Promise<AuditRecord[]> {
  const day = new Date().toISOString().slice(0, 10);
  const shards = await Promise.all(
    auditKeys.dayShardPks(tenant, day).map((pk) => queryAuditShard(pk, { limit: 100 })),
  );
  return shards.flatMap((s) => s.records).filter((r) => r.actorId === actorId);
}

describe('MCP rate limits and audit', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('zed')] });
  });
  afterAll(() => gateway.close());

  const direct = (token: string, args: object = { dataset: 'departments', query: 'ops' }) =>
    http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, {
      body: args,
      headers: { authorization: `Bearer ${token}` },
    });

  it('lets exactly 120 of 150 concurrent calls of one service actor through; the rest 429 with Retry-After', async () => {
    const token = await serviceToken([`read:masterdata:${company.companyId}`], uniqueId('svc'));
    const answers = await Promise.all(Array.from({ length: 150 }, () => direct(token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(120);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(30);
    expect(limited[0]?.json).toMatchObject({ success: false, escalationReason: 'rate_limited' });
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('counts each request of a batch, and answers /mcp over the limit with -32000 rate_limited', async () => {
    const token = await chatbotToken(
      company.companyId,
      [`read:masterdata:${company.companyId}`],
      uniqueId('usr'),
    );
    const batch = Array.from({ length: 20 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }));
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const first = await http(`${gateway.baseUrl}/mcp`, { body: batch, headers });
    expect(first.status).toBe(200);
    const second = await http(`${gateway.baseUrl}/mcp`, { body: batch, headers });
    expect(second.status).toBe(429);
    expect(second.json).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32000, data: { escalationReason: 'rate_limited' } },
    });
    // 20 of the chatbot's 30 are used: 10 single calls still pass, the 11th does not.
    const singles = await Promise.all(
      Array.from({ length: 11 }, () =>
        http(`${gateway.baseUrl}/mcp`, { body: { jsonrpc: '2.0', id: 1, method: 'ping' }, headers }),
      ),
    );
    expect(singles.filter((a) => a.status === 200)).toHaveLength(10);
  });

  it('limits tokenless callers per source IP at the service rate', async () => {
    const answers = await Promise.all(
      Array.from({ length: 125 }, () =>
        http(`${gateway.baseUrl}/mcp`, {
          body: { jsonrpc: '2.0', id: 1, method: 'ping' },
          headers: { accept: 'application/json' },
          localAddress: '127.0.0.41',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(120);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  }, 60_000);

  it('audits successes, failures and denials, with a hash and never the inputs', async () => {
    const actor = uniqueId('svc');
    const token = await serviceToken([`read:masterdata:${company.companyId}`], actor);
    expect((await direct(token, { dataset: 'employees', query: 'zed' })).status).toBe(200);
    expect((await direct(token, { dataset: 'employees' })).status).toBe(400);
    const denied = await serviceToken([`read:logs:${company.companyId}`], actor);
    expect(
      (await direct(denied, { dataset: 'employees', query: 'zed', company: company.companyId })).status,
    ).toBe(403);

    const records = await auditOf(company.companyId, actor);
    expect(records).toHaveLength(3);
    const byStatus = Object.fromEntries(records.map((r) => [r.httpStatus, r]));
    expect(byStatus[200]).toMatchObject({
      tool: 'searchEmployee',
      mode: 'service',
      status: 'success',
      escalationReason: null,
      tenant: company.companyId,
    });
    expect(byStatus[400]).toMatchObject({ status: 'failure', escalationReason: 'invalid_arguments' });
    expect(byStatus[403]).toMatchObject({ status: 'failure', escalationReason: 'insufficient_scope' });
    for (const record of records) {
      expect(record.inputHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(record)).not.toContain('zed');
      expect(record.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('audits unknown tools under the name given, cut to 64 characters', async () => {
    const actor = uniqueId('svc');
    const token = await serviceToken([`read:masterdata:${company.companyId}`], actor);
    const name = `x${'y'.repeat(100)}`;
    expect(
      (
        await direct(token, {}).then(() =>
          http(`${gateway.baseUrl}/mcp/tools/${name}`, {
            body: {},
            headers: { authorization: `Bearer ${token}` },
          }),
        )
      ).status,
    ).toBe(400);
    const records = await auditOf(company.companyId, actor);
    expect(records.find((r) => r.escalationReason === 'unknown_tool')?.tool).toBe(name.slice(0, 64));
  });
});
