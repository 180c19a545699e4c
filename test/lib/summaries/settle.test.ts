/**
 * Summing a company's days: a day once it is over everywhere, a day changed after it was summed
 * once it is quiet (and again if a change came while it was being summed), a failed day on the next
 * run; a day whose records are gone loses its summaries; two runs never sum one company at once.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { punchDayKeys, summaryKeys } from '../../../lib/dynamo/keys.js';
import {
  claimSettling,
  clearPending,
  getSummaryItem,
  markPending,
  putFailed,
  querySummaryDays,
  readSettleState,
  releaseSettling,
} from '../../../lib/dynamo/summary-store.js';
import { sendPunchClock } from '../../../lib/punch/save-punches.js';
import { addDays } from '../../../lib/shared/dates.js';
import type { PendingDay } from '../../../lib/summaries/records.js';
import { settleCompany } from '../../../lib/summaries/settle.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { companyRecord } from '../mcp/tools/seed.js';

const today = new Date().toISOString().slice(0, 10);

async function companyWithDays(dates: readonly string[]) {
  const { companyId } = await newCompany({
    name: `Settle HOMOLOG ${Date.now()}`,
    employees: [employee('ana')],
  });
  const company = await companyRecord(companyId);
  for (const date of dates)
    await sendPunchClock(company, {
      username: 'ana',
      date,
      hostname: 'NB-1',
      locationType: 'home',
      source: 'test',
      beginDay: `${date}T09:00:00Z`,
      endDay: `${date}T17:00:00Z`,
    });
  // The changes are delivered before anything is summed, as the stream delivers them within a
  // second: a delivery after the summing (another file's drain) would mark the day again.
  await summariesUpToDate();
  return companyId;
}

describe('summing', () => {
  it('sums the days over everywhere, and a changed day once it is quiet, clearing its mark', async () => {
    const old = addDays(today, -10);
    const companyId = await companyWithDays([old, today]);
    const first = await settleCompany(companyId, { quietMs: 60_000 });
    // The punch of `old` marked it a moment ago: not quiet yet.
    expect(first.days).toEqual([]);
    expect((await readSettleState(companyId, true)).settledThrough).toBeDefined();
    const second = await settleCompany(companyId, { quietMs: 0 });
    expect(second.days).toEqual([old]);
    expect((await readSettleState(companyId, true)).pending).toEqual([]);
    const [day] = await querySummaryDays(companyId, 'D', old, old, true);
    expect(day).toMatchObject({ n: 1, c: 1, w: 480, loc: { home: 1 } });
    // Today is not over: nothing summed for it.
    expect(await querySummaryDays(companyId, 'D', today, today, true)).toEqual([]);
  });

  it('removes the summaries of a day whose records are gone', async () => {
    const old = addDays(today, -10);
    const companyId = await companyWithDays([old]);
    await settleCompany(companyId, { quietMs: 0 });
    expect(await querySummaryDays(companyId, 'P', old, old, true)).toHaveLength(1);
    await documentDb().send(
      new DeleteCommand({ TableName: tableName(), Key: punchDayKeys.item(companyId, old, 'ana') }),
    );
    // The change stream marks the day of the deletion.
    await summariesUpToDate();
    expect((await settleCompany(companyId, { quietMs: 0 })).days).toEqual([old]);
    for (const kind of ['D', 'S', 'E', 'H', 'P'])
      expect(await querySummaryDays(companyId, kind, old, old, true), kind).toEqual([]);
    const month = summaryKeys.month(companyId, old.slice(0, 7), summaryKeys.departmentKey('Sales'));
    expect(await getSummaryItem(month)).toBeUndefined();
    expect((await readSettleState(companyId, true)).pending).toEqual([]);
  });

  it('keeps the mark of a day changed again after the summing read it', async () => {
    const companyId = await companyWithDays([]);
    const day = addDays(today, -20);
    await markPending(companyId, day, 'read-by-the-summing', new Date().toISOString());
    const [read] = (await readSettleState(companyId, true)).pending;
    await markPending(companyId, day, 'a-later-change', new Date().toISOString());
    await clearPending(companyId, read as PendingDay);
    expect((await readSettleState(companyId, true)).pending.map((p) => p.lastEvent)).toEqual([
      'a-later-change',
    ]);
  });

  it('sums a failed day again on the next run and clears its failure', async () => {
    const old = addDays(today, -12);
    const companyId = await companyWithDays([old]);
    await settleCompany(companyId, { quietMs: 0 });
    await putFailed(companyId, {
      id: 'delivery-x',
      days: [old],
      since: new Date().toISOString(),
      reason: 'test',
    });
    const report = await settleCompany(companyId);
    expect(report.days).toEqual([old]);
    expect((await readSettleState(companyId, true)).failed).toEqual([]);
  });

  it('never sums one company in two runs at once', async () => {
    const companyId = await companyWithDays([]);
    expect(await claimSettling(companyId, Date.now(), 60_000)).toBe(true);
    expect(await settleCompany(companyId)).toMatchObject({ busy: true, days: [] });
    await releaseSettling(companyId);
    expect((await settleCompany(companyId)).busy).toBeUndefined();
  });
});
