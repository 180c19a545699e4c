/**
 * Sandbox companies against DynamoDB Local: the same name and month give the same data, read back
 * through the service's own reads; a sandbox is a test company that sends no e-mail; and a reset
 * puts back what an integration changed, keeping the key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorkforceClient } from '../../../clients/typescript/src/index.js';
import { insertRule, listActiveRules } from '../../../lib/classification/rules.js';
import { resolveCompanyKey } from '../../../lib/companies/resolve-company.js';
import { getCompany } from '../../../lib/dynamo/company-store.js';
import { findEvents } from '../../../lib/events/get-events.js';
import { queryEmployees } from '../../../lib/masterdata/query-employees.js';
import { submitMasterData } from '../../../lib/masterdata/submit-master-data.js';
import { listNotifications } from '../../../lib/notifications/list-notifications.js';
import { approveRequests } from '../../../lib/overtime/decide-requests.js';
import { requestsOfDay } from '../../../lib/overtime/list-requests.js';
import { listPunchClockByDay } from '../../../lib/punch/list-punches.js';
import { recordPunch } from '../../../lib/punch/save-punches.js';
import { sandboxPlan, workdaysOf } from '../../../lib/sandbox/plan.js';
import { createSandbox, resetSandbox, type SandboxAnswer } from '../../../lib/sandbox/sandbox.js';
import { lastDayOfMonth } from '../../../lib/shared/dates.js';
import { employee, newCompany, uniqueId } from '../../support/fixtures.js';
import { startGateway } from '../../support/gateway.js';

const MONTH = '2026-09';
/** Fields that differ from one write to the next (ids, times) or name the company. */
const VOLATILE =
  /^(action_id|requestId|requestIds|executionId|companyId|createdAt|updatedAt|lastUpdate|decidedAt|emailStatus|approvalLinkKey)$/;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !VOLATILE.test(name))
      .map(([name, field]) => [name, stable(field)]),
  );
}

/** What the sandbox holds, as the service's reads answer it. */
async function snapshot(companyId: string, name: string) {
  const plan = sandboxPlan(name, MONTH);
  const employees = (await queryEmployees(companyId, {}, { limit: 100 })).employees;
  const days = await Promise.all(
    workdaysOf(MONTH).map((date) => listPunchClockByDay(companyId, { date, users: [] })),
  );
  const events = await findEvents(companyId, {
    dateBegin: `${MONTH}-01`,
    dateEnd: lastDayOfMonth(MONTH),
    users: [],
  });
  const requests = await Promise.all(
    (plan.requests ?? []).map((request) =>
      requestsOfDay(companyId, request.user, request.extraTime.slice(0, 10)),
    ),
  );
  const rules = (await listActiveRules(companyId, {})).rules;
  const notifications = (await listNotifications(companyId, { limit: 100 })).notifications;
  return stable({ employees, days, events, requests, rules, notifications }) as {
    employees: unknown[];
    days: Array<{ punches: unknown[] }>;
    requests: Array<{ requests: Array<{ status: string }> }>;
  };
}

describe('sandbox companies', () => {
  const name = `Sandbox ${uniqueId()}`;
  let first: SandboxAnswer;
  let second: SandboxAnswer;
  let firstData: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      createSandbox({ name, month: MONTH }),
      createSandbox({ name, month: MONTH }),
    ]);
    firstData = await snapshot(first.companyId, name);
  }, 300_000);

  it('writes the same data twice from the same name and month: 50 people, their month, the rest', async () => {
    expect(second.companyId).not.toBe(first.companyId);
    expect(await snapshot(second.companyId, name)).toEqual(firstData);
    expect(firstData.employees).toHaveLength(50);
    // Every planned day, punched; an approved request of a day without punches adds a record too.
    const punched = firstData.days.flatMap((day) => day.punches as Array<{ beginDay: string | null }>);
    expect(punched.filter((record) => record.beginDay !== null)).toHaveLength(first.counts.punchDays);
    expect(firstData.requests.flatMap((day) => day.requests.map((r) => r.status)).sort()).toEqual([
      ...Array(5).fill('approved'),
      ...Array(4).fill('pending'),
      ...Array(3).fill('rejected'),
    ]);
  });

  it('is a test company whatever its name, with a key and a service client of its own', async () => {
    expect(name).not.toContain('HOMOLOG');
    const company = await getCompany(first.companyId);
    expect(company).toMatchObject({ isTest: true, sandbox: { month: MONTH } });
    expect((await resolveCompanyKey(first.key)).company.companyId).toBe(first.companyId);
    expect(first.serviceClient).toMatchObject({
      clientId: `sandbox-${first.companyId}`,
      clientSecret: expect.any(String),
      scopes: expect.arrayContaining([
        `read:masterdata:${first.companyId}`,
        `read:tickets:${first.companyId}`,
      ]),
    });
    // A test company's requests e-mail nobody: none of the sandbox's requests has a link.
    expect(JSON.stringify(firstData.requests)).not.toContain('"sent"');
  });

  it('serves an integration through the API: its key, its data, and its service client for tokens', async () => {
    const gateway = await startGateway();
    try {
      const client = createWorkforceClient({ baseUrl: gateway.baseUrl, key: first.key ?? '' });
      expect((await client.call('/integrationValidatorData', {})).result).toMatchObject({
        company: name,
        isTest: true,
      });
      const day = await client.call('/listPunchClockByDay', { date: `${MONTH}-15` });
      expect(day.result.punches.length).toBeGreaterThan(35);
      const planned = sandboxPlan(name, MONTH).requests?.find((request) => request.decision === 'pending');
      const pending = await client.call('/listExtensionRequests', { email: planned?.approver ?? '' });
      expect(pending.result.requests.map((request) => request.user)).toEqual([planned?.user]);
      const token = await client.api.POST('/oauthToken', {
        body: {
          grant_type: 'client_credentials',
          client_id: first.serviceClient.clientId,
          client_secret: first.serviceClient.clientSecret,
        },
      });
      expect(token.response.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('puts back what an integration changed, and keeps the key working', async () => {
    const company = await getCompany(second.companyId);
    if (!company) throw new Error('no sandbox');
    await submitMasterData(company.companyId, { data: { employees: [employee('extra.person')] } });
    await insertRule(company.companyId, { app_name_pt: 'Extra', regex_rule: '^extra$' });
    const pending = sandboxPlan(name, MONTH).requests?.find((request) => request.decision === 'pending');
    if (!pending) throw new Error('the plan has no pending request');
    await approveRequests(company, {
      employee: pending.user,
      managerEmail: pending.approver,
      approved: true,
    });
    const today = new Date().toISOString().slice(0, 10);
    await recordPunch(company, {
      username: pending.user,
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: `${today}T12:00:00Z`,
      hostname: 'NB-X',
      locationType: 'office',
      source: 'integration',
    });
    expect(await snapshot(company.companyId, name)).not.toEqual(firstData);

    const reset = await resetSandbox({ companyId: company.companyId });
    expect(reset.serviceClient.clientSecret).not.toBe(second.serviceClient.clientSecret);
    expect(await snapshot(company.companyId, name)).toEqual(firstData);
    expect((await listPunchClockByDay(company.companyId, { date: today, users: [] })).punches).toEqual([]);
    expect((await resolveCompanyKey(second.key)).company.companyId).toBe(company.companyId);
  }, 300_000);

  it('refuses a month that is not one, and to reset a company that is not a sandbox', async () => {
    await expect(createSandbox({ name: 'X', month: '2026-13' })).rejects.toThrow(
      "month '2026-13' is not YYYY-MM",
    );
    const plain = await newCompany();
    await expect(resetSandbox({ companyId: plain.companyId })).rejects.toThrow('is not a sandbox');
    await expect(resetSandbox({ companyId: 'co_nope' })).rejects.toThrow('does not exist');
  });
});
