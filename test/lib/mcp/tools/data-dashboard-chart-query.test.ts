import { beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { summariesUpToDate } from '../../../support/summaries.js';
import { analyticsCompany, D1, D2 } from './analytics-fixture.js';
import { minutesAgo, transmission } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool data-dashboardChartQuery', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await analyticsCompany();
    other = await newCompany();
    await transmission(company.companyId, { endpoint: 'sendPunchClock', status: 200, at: minutesAgo(3) });
    await transmission(company.companyId, { endpoint: 'masterData', status: 200, at: minutesAgo(2) });
    await transmission(company.companyId, {
      endpoint: 'masterData',
      status: 422,
      errorCode: 'INVALID_FIELD',
      at: minutesAgo(1),
    });
    await transmission(other.companyId, { endpoint: 'masterData', status: 500, at: minutesAgo(1) });
    await summariesUpToDate();
  });
  const reader = () => service(company.companyId, 'read:dashboard');
  const chart = async (args: Record<string, unknown>) =>
    (await ok(reader(), 'data-dashboardChartQuery', args)).data;

  it('workedHoursByDay: worked and approved extension hours per day, or per department', async () => {
    const { data, envelope } = await ok(reader(), 'data-dashboardChartQuery', {
      chart: 'workedHoursByDay',
      from: D1,
      to: D2,
    });
    expect(data).toMatchObject({
      labels: [D1, D2],
      unit: 'hours',
      groupBy: 'day',
      series: [
        { name: 'Worked hours', data: [8, 15.67] },
        { name: 'Approved extension hours', data: [1, 0.5] },
      ],
    });
    expect(envelope.humanSummary).toBe(
      `workedHoursByDay from ${D1} to ${D2}: 2 series over 2 labels, 25.17 hours in all.`,
    );
    expect(
      (await chart({ chart: 'workedHoursByDay', from: D1, to: D2, groupBy: 'department' })).series,
    ).toEqual([
      { name: 'Ops', data: [0, 8] },
      { name: 'Sales', data: [8, 7.67] },
    ]);
  });

  it('punchesByLocationType and overtimeByDepartment, whole range or by day', async () => {
    expect(await chart({ chart: 'punchesByLocationType', from: D1, to: D2 })).toMatchObject({
      labels: ['field', 'home', 'office'],
      series: [{ name: 'Punch days', data: [1, 1, 2] }],
    });
    expect(
      (await chart({ chart: 'punchesByLocationType', from: D1, to: D2, groupBy: 'day' })).series,
    ).toEqual([
      { name: 'field', data: [1, 0] },
      { name: 'home', data: [0, 1] },
      { name: 'office', data: [1, 1] },
    ]);
    expect(await chart({ chart: 'overtimeByDepartment', from: D1, to: D2 })).toMatchObject({
      labels: ['Ops', 'Sales'],
      series: [{ name: 'Approved extension minutes', data: [30, 60] }],
      unit: 'minutes',
    });
  });

  it('transmissionsByStatus: per day and status class, or per endpoint', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await chart({ chart: 'transmissionsByStatus', from: today, to: today })).toMatchObject({
      labels: [today],
      series: [
        { name: '2xx', data: [2] },
        { name: '4xx', data: [1] },
      ],
      unit: 'transmissions',
    });
    expect(
      await chart({ chart: 'transmissionsByStatus', from: today, to: today, groupBy: 'endpoint' }),
    ).toMatchObject({
      labels: ['masterData', 'sendPunchClock'],
      series: [
        { name: '2xx', data: [1, 1] },
        { name: '4xx', data: [1, 0] },
      ],
    });
  });

  it('refuses a grouping the chart does not offer, and ranges over its limit: invalid_arguments', async () => {
    const grouping = await call(reader(), 'data-dashboardChartQuery', {
      chart: 'punchesByLocationType',
      from: D1,
      to: D2,
      groupBy: 'endpoint',
    });
    expect(reasonOf(grouping)).toBe('invalid_arguments');
    expect(grouping.envelope.warnings).toEqual(['groupBy: punchesByLocationType can be grouped by day']);
    const long = await call(reader(), 'data-dashboardChartQuery', {
      chart: 'workedHoursByDay',
      from: '2026-01-01',
      to: D2,
    });
    expect(long.envelope.warnings).toEqual(['to: the range may span at most 92 days']);
    const logs = await call(reader(), 'data-dashboardChartQuery', {
      chart: 'transmissionsByStatus',
      from: '2026-10-01',
      to: D2,
    });
    expect(logs.envelope.warnings).toEqual(['to: the range may span at most 31 days']);
    expect(
      reasonOf(await call(reader(), 'data-dashboardChartQuery', { chart: 'pie', from: D1, to: D2 })),
    ).toBe('invalid_arguments');
  });

  refusesOutsiders('data-dashboardChartQuery', 'read:dashboard', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { chart: 'workedHoursByDay', from: D1, to: D2 },
  }));
});
