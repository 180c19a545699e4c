import { beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { summariesUpToDate } from '../../../support/summaries.js';
import { analyticsCompany, D1, D2 } from './analytics-fixture.js';
import { call, chatbot, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool analyticsQuery', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await analyticsCompany();
    other = await newCompany();
    await summariesUpToDate();
  });
  const user = () => chatbot(company.companyId, 'read:analytics');
  const rows = async (args: Record<string, unknown>) =>
    (await ok(user(), 'analyticsQuery', { from: D1, to: D2, ...args })).data.rows;

  it("lateness by person: BEGIN_DAY after 09:00 on the employee's own clock", async () => {
    const { data, envelope } = await ok(user(), 'analyticsQuery', {
      metric: 'lateness',
      from: D1,
      to: D2,
      groupBy: 'person',
    });
    expect(data).toMatchObject({ unit: 'minutes late', expectedStart: '09:00', graceMinutes: 0, total: 55 });
    expect(data.rows).toEqual([
      { key: 'carla', value: 30, days: 1, lateDays: 1 },
      { key: 'ana', value: 20, days: 2, lateDays: 1 },
      { key: 'bruno', value: 5, days: 1, lateDays: 1 },
    ]);
    expect(envelope.humanSummary).toBe(
      `lateness from ${D1} to ${D2}: 55 minutes late in all over 3 people; highest: carla with 30.`,
    );
    const tolerant = await rows({
      metric: 'lateness',
      groupBy: 'person',
      graceMinutes: 10,
      expectedStart: '09:00',
    });
    expect(tolerant.find((r: { key: string }) => r.key === 'bruno')).toEqual({
      key: 'bruno',
      value: 0,
      days: 1,
      lateDays: 0,
    });
  });

  it('worked hours by department leave incomplete days out, and say so', async () => {
    const { data, envelope } = await ok(user(), 'analyticsQuery', {
      metric: 'workedHours',
      from: D1,
      to: D2,
      groupBy: 'department',
    });
    expect(data.rows).toEqual([
      { key: 'Sales', value: 15.67, days: 2, incompleteDays: 1 },
      { key: 'Ops', value: 8, days: 1 },
    ]);
    expect(envelope.warnings).toEqual(['1 incomplete days were left out of workedHours']);
  });

  it('overtime minutes by day come from approved extensions', async () => {
    expect(await rows({ metric: 'overtimeMinutes', groupBy: 'day' })).toEqual([
      { key: D1, value: 60, days: 2 },
      { key: D2, value: 30, days: 2 },
    ]);
  });

  it('answers chatbot tokens only: a service token is refused with mode_not_allowed', async () => {
    const answer = await call(service(company.companyId, 'read:analytics'), 'analyticsQuery', {
      metric: 'lateness',
      from: D1,
      to: D2,
      groupBy: 'person',
    });
    expect(reasonOf(answer)).toBe('mode_not_allowed');
    expect(answer.status).toBe(403);
  });

  it('refuses a bad expectedStart and a range over 92 days: invalid_arguments', async () => {
    const time = await call(user(), 'analyticsQuery', {
      metric: 'lateness',
      from: D1,
      to: D2,
      groupBy: 'person',
      expectedStart: '9h',
    });
    expect(reasonOf(time)).toBe('invalid_arguments');
    expect(time.envelope.warnings).toEqual(['expectedStart: must be HH:mm']);
    const long = await call(user(), 'analyticsQuery', {
      metric: 'workedHours',
      from: '2026-01-01',
      to: D2,
      groupBy: 'day',
    });
    expect(reasonOf(long)).toBe('invalid_arguments');
  });

  refusesOutsiders(
    'analyticsQuery',
    'read:analytics',
    () => ({
      companyId: company.companyId,
      otherCompanyId: other.companyId,
      args: { metric: 'workedHours', from: D1, to: D2, groupBy: 'day' },
    }),
    chatbot,
  );
});
