import { beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { approveOvertime, requestOvertime } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool listPendingExtensions', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      name: `Pending HOMOLOG ${Date.now()}`,
      overtimeManagers: ['ot@x.example'],
      employees: [employee('ana', { manager: 'maria@x.example' }), employee('bruno'), employee('carla')],
    });
    other = await newCompany({
      name: `Other HOMOLOG ${Date.now()}`,
      employees: [employee('zed', { manager: 'z@x.example' })],
    });
    await requestOvertime(company.companyId, 'ana', 30, '2026-04-01 18:00:00');
    await requestOvertime(company.companyId, 'bruno', 40, '2026-04-01 18:00:00');
    await requestOvertime(company.companyId, 'carla', 50, '2026-04-02 18:00:00');
    await requestOvertime(company.companyId, 'ana', 60, '2026-04-03 18:00:00');
    await requestOvertime(other.companyId, 'zed', 10, '2026-04-01 18:00:00');
    // Decided requests leave every pending listing.
    await requestOvertime(company.companyId, 'carla', 5, '2026-04-04 18:00:00', 'decider@x.example');
    await approveOvertime(company.companyId, 'carla', 'decider@x.example');
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  it("lists the whole company's pending requests, oldest first, in pages", async () => {
    const first = await ok(reader(), 'listPendingExtensions', { limit: 3 });
    expect(first.data.requests.map((r: { reqMinutes: number }) => r.reqMinutes)).toEqual([30, 40, 50]);
    expect(first.envelope.humanSummary).toBe(
      '3 pending overtime requests on this page, 120 minutes in all; more follow (pass data.nextCursor).',
    );
    const second = await ok(reader(), 'listPendingExtensions', { limit: 3, cursor: first.data.nextCursor });
    expect(second.data.requests.map((r: { reqMinutes: number }) => r.reqMinutes)).toEqual([60]);
    expect(second.data).not.toHaveProperty('nextCursor');
  });

  it("lists one approver's requests, e-mail compared without case", async () => {
    const { data, envelope } = await ok(reader(), 'listPendingExtensions', { managerEmail: 'OT@x.example' });
    expect(data.requests.map((r: { user: string }) => r.user)).toEqual(['bruno', 'carla']);
    expect(data.requests[0]).toMatchObject({ status: 'pending', manager: 'ot@x.example', reqMinutes: 40 });
    expect(envelope.humanSummary).toBe(
      '2 pending overtime requests for OT@x.example on this page, 90 minutes in all.',
    );
  });

  it('refuses a cursor of the company listing used for one approver, and a bad e-mail', async () => {
    const first = await ok(reader(), 'listPendingExtensions', { limit: 1 });
    const mixed = await call(reader(), 'listPendingExtensions', {
      managerEmail: 'maria@x.example',
      cursor: first.data.nextCursor,
    });
    expect(reasonOf(mixed)).toBe('invalid_arguments');
    expect(reasonOf(await call(reader(), 'listPendingExtensions', { managerEmail: 'not-an-email' }))).toBe(
      'invalid_arguments',
    );
  });

  refusesOutsiders('listPendingExtensions', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: {},
  }));
});
