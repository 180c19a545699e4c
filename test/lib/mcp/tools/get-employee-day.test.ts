import { beforeAll, describe, expect, it } from 'vitest';
import { setEvents } from '../../../../lib/events/set-events.js';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { approveOvertime, companyRecord, punchDay, requestOvertime } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

const DAY = '2026-03-10';

describe('MCP tool getEmployeeDay', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      name: `Day HOMOLOG ${Date.now()}`,
      employees: [employee('ana', { manager: 'maria@x.example' }), employee('bruno')],
    });
    other = await newCompany({ employees: [employee('ana')] });
    await punchDay(company.companyId, 'ana', DAY, {
      beginDay: '08:00',
      beginLunch: '12:00',
      endLunch: '13:00',
      endDay: '17:30',
    });
    await punchDay(company.companyId, 'bruno', DAY, { beginDay: '09:00' });
    await setEvents(await companyRecord(company.companyId), {
      events: [
        {
          id: 'evt-1',
          name: 'Offsite',
          users: ['ana'],
          dateTimeBegin: '2026-03-09 09:00:00',
          dateTimeEnd: '2026-03-11 18:00:00',
        },
        {
          id: 'evt-2',
          name: 'Other day',
          users: ['ana'],
          dateTimeBegin: '2026-03-12 09:00:00',
          dateTimeEnd: '2026-03-12 10:00:00',
        },
      ],
    });
    await requestOvertime(company.companyId, 'ana', 45, `${DAY} 18:00:00`);
    await approveOvertime(company.companyId, 'ana', 'maria@x.example');
    await requestOvertime(company.companyId, 'ana', 20, `${DAY} 19:00:00`);
    await requestOvertime(company.companyId, 'ana', 15, '2026-03-11 18:00:00');
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  it('puts the punches, events and that day’s overtime requests together', async () => {
    const { data, envelope } = await ok(reader(), 'getEmployeeDay', { login: 'ana', date: DAY });
    expect(data).toMatchObject({
      login: 'ana',
      date: DAY,
      workedMinutes: 510,
      approvedExtensionMinutes: 45,
      requestedExtensionSeconds: 65 * 60,
      punches: { username: 'ana', beginDay: `${DAY}T08:00:00Z`, endDay: `${DAY}T17:30:00Z` },
    });
    expect(data.events.map((e: { id: string }) => e.id)).toEqual(['evt-1']);
    expect(
      data.extensionRequests
        .map((r: { reqMinutes: number; status: string }) => [r.reqMinutes, r.status])
        .sort(),
    ).toEqual([
      [20, 'pending'],
      [45, 'approved'],
    ]);
    expect(envelope.humanSummary).toBe(
      `On ${DAY} Name ana (ana) worked 8h30, with 45 approved extension minutes, 1 calendar event and 2 overtime requests (1 pending).`,
    );
  });

  it('warns that an incomplete day has no worked minutes yet', async () => {
    const { data, envelope } = await ok(reader(), 'getEmployeeDay', { login: 'bruno', date: DAY });
    expect(data.workedMinutes).toBeNull();
    expect(envelope.warnings[0]).toMatch(/incomplete/);
  });

  it('answers not_found for a login not in master data', async () => {
    expect(reasonOf(await call(reader(), 'getEmployeeDay', { login: 'ghost', date: DAY }))).toBe('not_found');
  });

  it('refuses a date that is not real: invalid_arguments', async () => {
    const answer = await call(reader(), 'getEmployeeDay', { login: 'ana', date: '2026-02-30' });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings.join(' ')).toMatch(/date/);
  });

  refusesOutsiders('getEmployeeDay', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { login: 'ana', date: DAY },
  }));
});
