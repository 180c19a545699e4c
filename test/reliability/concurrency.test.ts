/**
 * Races the family suites do not run yet, through the local gateway with real concurrency: an
 * approval against a rejection (by /approveRequest and by the approval link), and master-data
 * imports of overlapping employees. The races already covered elsewhere are listed in docs/reliability.md
 * ("Concurrency").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApprovedExtensionMinutes } from '../../lib/dynamo/approval-store.js';
import { getEmployee, listEmployeeLogins } from '../../lib/dynamo/employee-store.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../support/gateway.js';

describe('races', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  const boss = `boss-${uniqueId()}@x.com`;
  const logins = Array.from({ length: 12 }, (_, i) => `e${i}`);
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: logins.map((login) => employee(login, { manager: boss })) });
  });
  afterAll(() => gateway.close());

  const post = (path: string, body: object) =>
    http(`${gateway.baseUrl}${path}`, { body: { key: company.key, ...body } });
  const ask = async (user: string, day: string) => {
    const answer = await post('/requestExtension', {
      user,
      reqMinutes: 45,
      justification: 'x',
      extraTime: `${day} 18:00:00`,
    });
    expect(answer.status).toBe(200);
    return answer.json.approvalLinkKey as string;
  };
  const pendingOf = async (user: string) => {
    const listed = await post('/listExtensionRequests', { email: boss });
    return listed.json.result.requests.filter((r: { user: string }) => r.user === user);
  };

  it('approve against reject on /approveRequest: exactly one wins, and the minutes follow the winner', async () => {
    for (const [index, user] of logins.slice(0, 6).entries()) {
      const day = `2026-08-${String(index + 1).padStart(2, '0')}`;
      await ask(user, day);
      const answers = await Promise.all(
        [true, false].map((approved) =>
          post('/approveRequest', { employee: user, managerEmail: boss, approved }),
        ),
      );
      const winners = answers.filter((a) => a.status === 200);
      expect(winners).toHaveLength(1);
      expect(answers.find((a) => a.status !== 200)?.status).toBe(404);
      const approved = winners[0]?.json.result.status === 'approved';
      expect(await getApprovedExtensionMinutes(company.companyId, day, user)).toBe(approved ? 45 : 0);
      expect(await pendingOf(user)).toEqual([]);
    }
  });

  it('the approval link against /approveRequest, approving and rejecting: exactly one decides', async () => {
    for (const [index, user] of logins.slice(6).entries()) {
      const day = `2026-09-${String(index + 1).padStart(2, '0')}`;
      const link = await ask(user, day);
      const viaLink = index % 2 === 0 ? 'approve' : 'reject';
      const [page, api] = await Promise.all([
        http(`${gateway.baseUrl}/approval/${link}`, {
          method: 'POST',
          body: `decision=${viaLink}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        post('/approveRequest', { employee: user, managerEmail: boss, approved: viaLink === 'reject' }),
      ]);
      // The link's page says 200 (decided now) or 409 (decided already); the API 200 or 404.
      expect([page.status, api.status].sort()).toEqual(page.status === 200 ? [200, 404] : [200, 409]);
      const approvedBy = page.status === 200 ? viaLink === 'approve' : viaLink === 'reject';
      expect(await getApprovedExtensionMinutes(company.companyId, day, user)).toBe(approvedBy ? 45 : 0);
      expect(await pendingOf(user)).toEqual([]);
    }
  });

  it('masterData: 4 imports of overlapping employees at once lose no one and mix no one', async () => {
    const base = uniqueId('m');
    const batch = (n: number) =>
      Array.from({ length: 50 }, (_, i) =>
        employee(`${base}-${n * 25 + i}`, { department: `dept-${n}`, role: `role-${n}`, seq: n }),
      );
    const answers = await Promise.all(
      [0, 1, 2, 3].map((n) => post('/masterData', { data: { employees: batch(n) } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) {
      expect(answer.json.result.received).toBe(50);
      expect(answer.json.result.created + answer.json.result.updated).toBe(50);
    }
    const stored = [...(await listEmployeeLogins(company.companyId))].filter((login) =>
      login.startsWith(base),
    );
    expect(stored).toHaveLength(125);
    for (const login of stored) {
      const { profile } = (await getEmployee(company.companyId, login)) ?? { profile: undefined };
      const n = Number(login.slice(base.length + 1));
      // Whole profiles only: each holds one import's department, role and seq together...
      expect(profile).toMatchObject({ department: `dept-${profile?.seq}`, role: `role-${profile?.seq}` });
      // ...and one of the imports that sent this login.
      expect([Math.floor(n / 25) - 1, Math.floor(n / 25)]).toContain(profile?.seq);
    }
    // Each answer counts as created the logins it did not find before writing: imports racing on
    // the same new logins may each count them (the stored data is exact; the counts overlap).
    const created = answers.reduce((sum, a) => sum + a.json.result.created, 0);
    expect(created).toBeGreaterThanOrEqual(125);
  });
});
