import { beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { notify } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool listNotifications', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      employees: [employee('ana'), employee('bruno'), employee('carla', { active: false })],
    });
    other = await newCompany({ employees: [employee('zed')] });
    await notify(company.companyId, 'a-daily', true);
    await notify(company.companyId, 'b-once', false, ['ana']);
    await notify(company.companyId, 'c-daily', true);
    await notify(other.companyId, 'secret', true);
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  it('lists notifications as stored, with recurrence and recipients, in pages', async () => {
    const first = await ok(reader(), 'listNotifications', { limit: 2 });
    expect(first.data.notifications).toMatchObject([
      {
        notification_id: 'a-daily',
        recurrency: true,
        recurrency_type: 'daily',
        audience: 'all',
        recipientCount: 2,
        buttons: [{ text: 'OK' }],
      },
      {
        notification_id: 'b-once',
        recurrency: false,
        one_time: '2026-05-01 09:00:00',
        audience: 'listed',
        recipientCount: 1,
      },
    ]);
    expect(first.envelope.humanSummary).toBe(
      '2 notifications on this page (1 recurrent); more follow (pass data.nextCursor).',
    );
    const second = await ok(reader(), 'listNotifications', { limit: 2, cursor: first.data.nextCursor });
    expect(second.data.notifications.map((n: { notification_id: string }) => n.notification_id)).toEqual([
      'c-daily',
    ]);
    expect(second.data).not.toHaveProperty('nextCursor');
  });

  it('refuses a wrong type: invalid_arguments', async () => {
    const answer = await call(reader(), 'listNotifications', { limit: '10' });
    expect(reasonOf(answer)).toBe('invalid_arguments');
  });

  refusesOutsiders('listNotifications', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: {},
  }));
});
