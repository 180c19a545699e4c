/**
 * Answers that once went quietly wrong, asked as an integrator and an agent ask them: master data
 * and punches through /masterData and /sendPunchClock, answers through /mcp/tools/<tool>. Each is
 * checked with its days counted from their records and again after they are summed (as the schedule
 * sums them once they are over).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../lib/shared/dates.js';
import { rebuildSummaries, settleCompany } from '../../../lib/summaries/settle.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const D1 = '2026-09-14';
const D2 = '2026-09-15';

async function punch(key: string, username: string, date: string, times: Record<string, string>) {
  const answer = await http(`${gateway.baseUrl}/sendPunchClock`, {
    body: { key, username, date, hostname: 'NB-1', locationType: 'office', ...times },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

/** A day 09:30 to 17:30 UTC with an hour of lunch: 7 h worked, 30 minutes late against 09:00. */
const lateDay = (date: string) => ({
  beginDay: `${date}T09:30:00Z`,
  beginLunch: `${date}T12:00:00Z`,
  endLunch: `${date}T13:00:00Z`,
  endDay: `${date}T17:30:00Z`,
});

async function analytics(companyId: string, args: Record<string, unknown>) {
  const answer = await http(`${gateway.baseUrl}/mcp/tools/analyticsQuery`, {
    headers: { authorization: `Bearer ${await chatbotToken(companyId)}` },
    body: { expectedStart: '09:00', graceMinutes: 0, ...args },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as {
    rows: Array<{ key: string; value: number; days: number }>;
    countedUpTo: string;
  };
}

async function newSubject(name: string, employees: ReturnType<typeof employee>[]) {
  const company = await newCompany({ name: `${name} HOMOLOG ${Date.now()}` });
  const imported = await http(`${gateway.baseUrl}/masterData`, {
    body: { key: company.key, data: { employees } },
  });
  expect(imported.status, JSON.stringify(imported.json)).toBe(200);
  return company;
}

/** Asks `check` with the days counted from their records, then again once they are summed. */
async function bothWays(companyId: string, check: () => Promise<void>): Promise<void> {
  await summariesUpToDate();
  await check();
  const report = await settleCompany(companyId, { quietMs: 0 });
  expect(report.failed).toEqual([]);
  await check();
}

describe('answers through the public endpoints', () => {
  it('count departments whose names lie above U+FFFF on every day, whatever the range', async () => {
    const { companyId, key } = await newSubject('Emoji', [
      employee('rocket', { department: '🚀 Growth' }),
      employee('plain', { department: 'Growth' }),
    ]);
    for (const date of [D1, D2])
      for (const login of ['rocket', 'plain']) await punch(key, login, date, lateDay(date));
    const late = (from: string, to: string) =>
      analytics(companyId, { metric: 'lateness', groupBy: 'department', from, to }).then((data) =>
        [...data.rows].sort((a, b) => a.key.localeCompare(b.key)),
      );
    await bothWays(companyId, async () => {
      const oneDay = [
        { key: 'Growth', value: 30, days: 1, lateDays: 1 },
        { key: '🚀 Growth', value: 30, days: 1, lateDays: 1 },
      ].sort((a, b) => a.key.localeCompare(b.key));
      expect(await late(D2, D2)).toEqual(oneDay);
      expect(await late(D2, '2026-09-30')).toEqual(oneDay);
      expect(await late(D1, D2)).toEqual(oneDay.map((row) => ({ ...row, value: 60, days: 2, lateDays: 2 })));
    });
  }, 120_000);

  it('keep counting a department whose name is as long as master data allows', async () => {
    const department = '€'.repeat(500);
    const { companyId, key } = await newSubject('Long name', [employee('ana', { department })]);
    await punch(key, 'ana', D1, lateDay(D1));
    const worked = () =>
      analytics(companyId, { metric: 'workedHours', groupBy: 'department', from: D1, to: D1 });
    await bothWays(companyId, async () => {
      expect((await worked()).rows).toEqual([{ key: department, value: 7, days: 1 }]);
    });
    const rebuilt = await rebuildSummaries(companyId, D1, D1);
    expect(rebuilt).toMatchObject({ days: [D1], failed: [] });
    expect((await worked()).rows).toEqual([{ key: department, value: 7, days: 1 }]);
  }, 120_000);

  it('count a day of 150 departments with names of 1,000 bytes', async () => {
    const names = Array.from({ length: 150 }, (_, i) => `${'é'.repeat(497)}${String(i).padStart(3, '0')}`);
    const { companyId, key } = await newSubject(
      'Many departments',
      names.map((department, i) => employee(`e${i}`, { department })),
    );
    for (let i = 0; i < names.length; i += 1) await punch(key, `e${i}`, D1, lateDay(D1));
    await bothWays(companyId, async () => {
      const { rows } = await analytics(companyId, {
        metric: 'workedHours',
        groupBy: 'day',
        from: D1,
        to: D1,
      });
      expect(rows).toEqual([{ key: D1, value: 1_050, days: 150 }]);
    });
  }, 300_000);

  it('count a punch asked about straight after it, today or on a day summed already, and say up to when', async () => {
    const { companyId, key } = await newSubject('Straight after', [employee('ana'), employee('bruno')]);
    const today = new Date().toISOString().slice(0, 10);
    const earlier = addDays(today, -5);
    await punch(key, 'bruno', earlier, lateDay(earlier));
    await bothWays(companyId, async () => undefined);
    for (const date of [today, earlier]) {
      const sent = new Date().toISOString();
      await punch(key, 'ana', date, lateDay(date));
      // No delivery of the change stream in between.
      const data = await analytics(companyId, {
        metric: 'workedHours',
        groupBy: 'person',
        from: date,
        to: date,
      });
      expect(data.rows.find((row) => row.key === 'ana')).toEqual({ key: 'ana', value: 7, days: 1 });
      expect(data.countedUpTo >= sent).toBe(true);
    }
    const chart = await http(`${gateway.baseUrl}/mcp/tools/data-dashboardChartQuery`, {
      headers: { authorization: `Bearer ${await serviceToken([`read:dashboard:${companyId}`])}` },
      body: { chart: 'workedHoursByDay', from: earlier, to: earlier },
    });
    expect(chart.json.data.series[0].data).toEqual([14]);
  }, 120_000);
});
