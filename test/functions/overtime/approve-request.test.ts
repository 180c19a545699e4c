import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as approve } from '../../../functions/overtime/approve-request.js';
import { handler as list } from '../../../functions/overtime/list-extension-requests.js';
import { handler as request } from '../../../functions/overtime/request-extension.js';
import { getApprovedExtensionMinutes } from '../../../lib/dynamo/approval-store.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { punchDayKeys, ttlOfTimeRecord } from '../../../lib/dynamo/keys.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { callHandler } from './call.js';

describe('POST /approveRequest', () => {
  let company: TestCompany;
  const boss = `boss-${uniqueId()}@x.com`;
  const other = `other-${uniqueId()}@x.com`;

  const ask = async (user: string, reqMinutes: number, extraTime: string, manager?: string) => {
    const answer = await callHandler(request, 'requestExtension.json', {
      key: company.key,
      user,
      reqMinutes,
      justification: 'Fechamento',
      extraTime,
      ...(manager ? { manager } : {}),
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const decide = (body: Record<string, unknown>) =>
    callHandler(approve, 'approveRequest.json', { key: company.key, ...body });
  const pendingFor = async (email: string) =>
    (await callHandler(list, 'listExtensionRequests.json', { key: company.key, email })).body.result.requests;

  beforeAll(async () => {
    company = await newCompany({
      employees: ['ana', 'bia', 'caio', 'duda', 'eva', 'fabi'].map((login) =>
        employee(login, { manager: boss }),
      ),
    });
  });

  it('approves every pending request of the employee for that approver and adds the minutes to their days', async () => {
    const first = await ask('ana', 30, '2026-10-01 18:00:00');
    const second = await ask('ana', 45, '2026-10-01 20:00:00');
    const third = await ask('ana', 15, '2026-10-02 18:00:00');
    const answer = await decide({ employee: 'ana', managerEmail: boss.toUpperCase(), approved: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: {
        employee: 'ana',
        status: 'approved',
        minutes: 90,
        requestIds: [first.requestId, second.requestId, third.requestId],
      },
    });
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-10-01', 'ana')).toBe(75);
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-10-02', 'ana')).toBe(15);
    expect(await listPendingOfEmployee(company.companyId, 'ana')).toEqual([]);
    expect((await pendingFor(boss)).filter((r: { user: string }) => r.user === 'ana')).toEqual([]);
  });

  it('changes nothing when asked twice: the second call finds nothing pending (404)', async () => {
    await ask('bia', 20, '2026-10-03 18:00:00');
    expect((await decide({ employee: 'bia', managerEmail: boss, approved: true })).status).toBe(200);
    const again = await decide({ employee: 'bia', managerEmail: boss, approved: true });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ err: true, code: 'NOT_FOUND' });
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-10-03', 'bia')).toBe(20);
  });

  it('rejects, adding no minutes', async () => {
    await ask('caio', 50, '2026-10-04 18:00:00');
    const answer = await decide({ employee: 'caio', managerEmail: boss, approved: false });
    expect(answer.body.result).toMatchObject({ status: 'rejected', minutes: 50 });
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-10-04', 'caio')).toBe(0);
    expect(await listPendingOfEmployee(company.companyId, 'caio')).toEqual([]);
  });

  it('answers 403 when the pending requests belong only to another approver, and decides only its own', async () => {
    await ask('duda', 10, '2026-10-05 18:00:00', other);
    const forbidden = await decide({ employee: 'duda', managerEmail: boss, approved: true });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ err: true, code: 'FORBIDDEN' });
    expect(await listPendingOfEmployee(company.companyId, 'duda')).toHaveLength(1);

    await ask('duda', 5, '2026-10-05 19:00:00');
    const mine = await decide({ employee: 'duda', managerEmail: boss, approved: true });
    expect(mine.body.result).toMatchObject({ minutes: 5 });
    expect(await listPendingOfEmployee(company.companyId, 'duda')).toEqual([
      expect.objectContaining({ manager: other, reqMinutes: 10 }),
    ]);
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-10-05', 'duda')).toBe(5);
  });

  it('lets only one of two concurrent deciders win', async () => {
    await ask('eva', 35, '2026-10-06 18:00:00');
    const answers = await Promise.all([
      decide({ employee: 'eva', managerEmail: boss, approved: true }),
      decide({ employee: 'eva', managerEmail: boss, approved: true }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    expect(await getApprovedExtensionMinutes(company.companyId, '2026-10-06', 'eva')).toBe(35);
  });

  it('adds to a punch day that exists without touching its punches, and sums separate approvals', async () => {
    // The punch clock owns this item; it is written here directly, as its store would.
    const key = punchDayKeys.item(company.companyId, '2026-10-07', 'fabi');
    const punches = { beginDay: '2026-10-07T11:00:00Z', endDay: '2026-10-07T21:00:00Z', hostname: 'pc-7' };
    await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, type: 'PunchDay', ...punches, approvedExtensionMinutes: 0 },
      }),
    );
    await ask('fabi', 25, '2026-10-07 18:00:00');
    await decide({ employee: 'fabi', managerEmail: boss, approved: true });
    await ask('fabi', 15, '2026-10-07 21:00:00');
    await decide({ employee: 'fabi', managerEmail: boss, approved: true });
    const { Item } = await documentDb().send(new GetCommand({ TableName: tableName(), Key: key }));
    // The day had no department yet: it takes the one the employee had when asking (the summaries
    // count it there); nor an expiry: it takes the company's time-record retention (5 years) after it.
    expect(Item).toEqual({
      ...key,
      type: 'PunchDay',
      ...punches,
      approvedExtensionMinutes: 40,
      department: 'Ops',
      ttl: ttlOfTimeRecord('2026-10-07', 5),
    });
  });

  it('answers 404 for an employee with no requests', async () => {
    expect((await decide({ employee: 'nobody', managerEmail: boss, approved: true })).status).toBe(404);
  });

  it.each([
    ['approved missing', { employee: 'ana', managerEmail: 'x@x.com' }, 'MISSING_REQUIRED_FIELDS'],
    [
      'approved not a boolean',
      { employee: 'ana', managerEmail: 'x@x.com', approved: 'yes' },
      'INVALID_FIELD',
    ],
    [
      'managerEmail not an e-mail',
      { employee: 'ana', managerEmail: 'boss', approved: true },
      'INVALID_FIELD',
    ],
  ])('answers 400 for %s', async (_label, body, code) => {
    const answer = await decide(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
  });
});
