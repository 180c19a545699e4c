import { beforeAll, describe, expect, it } from 'vitest';
import { listPunchClockByDay } from '../../../../lib/punch/list-punches.js';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { punchDay } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

const DAY = '2026-03-10';
const logins = ['ana', 'bruno', 'carla', 'davi', 'eva'];

describe('MCP tool listPunchesByDay', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({ employees: logins.map((login) => employee(login)) });
    other = await newCompany({ employees: [employee('ana')] });
    for (const login of logins)
      await punchDay(company.companyId, login, DAY, { beginDay: '08:00', endDay: '16:00' });
    await punchDay(other.companyId, 'ana', DAY, { beginDay: '07:00' });
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  it('returns the records of /listPunchClockByDay, a page at a time', async () => {
    const first = await ok(reader(), 'listPunchesByDay', { date: DAY, limit: 2 });
    expect(first.data.punches.map((p: { username: string }) => p.username)).toEqual(['ana', 'bruno']);
    expect(first.envelope.humanSummary).toBe(
      `2 employees punched on ${DAY} on this page, 2 with a complete day; more follow (pass data.nextCursor).`,
    );
    const second = await ok(reader(), 'listPunchesByDay', {
      date: DAY,
      limit: 2,
      cursor: first.data.nextCursor,
    });
    const third = await ok(reader(), 'listPunchesByDay', {
      date: DAY,
      limit: 2,
      cursor: second.data.nextCursor,
    });
    expect(third.data.punches.map((p: { username: string }) => p.username)).toEqual(['eva']);
    expect(third.data.nextCursor).toBeUndefined();
    const rest = await listPunchClockByDay(company.companyId, { date: DAY, users: [] });
    expect([...first.data.punches, ...second.data.punches, ...third.data.punches]).toEqual(rest.punches);
  });

  it('gives no cursor when the page holds the last record exactly', async () => {
    const { data } = await ok(reader(), 'listPunchesByDay', { date: DAY, limit: 5 });
    expect(data.punches).toHaveLength(5);
    expect(data).not.toHaveProperty('nextCursor');
  });

  it('filters by users', async () => {
    const { data } = await ok(reader(), 'listPunchesByDay', { date: DAY, users: ['eva', 'bruno', 'ghost'] });
    expect(data.punches.map((p: { username: string }) => p.username)).toEqual(['bruno', 'eva']);
    expect(data.punches[0]).toMatchObject({
      workedMinutes: 480,
      approvedExtensionMinutes: 0,
      locationType: 'office',
    });
  });

  it('refuses a cursor of another date and a missing date: invalid_arguments', async () => {
    const first = await ok(reader(), 'listPunchesByDay', { date: DAY, limit: 1 });
    expect(
      reasonOf(
        await call(reader(), 'listPunchesByDay', { date: '2026-03-11', cursor: first.data.nextCursor }),
      ),
    ).toBe('invalid_arguments');
    const missing = await call(reader(), 'listPunchesByDay', {});
    expect(reasonOf(missing)).toBe('invalid_arguments');
    expect(missing.envelope.warnings).toContain('date: required');
  });

  refusesOutsiders('listPunchesByDay', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { date: DAY },
  }));
});
