/**
 * The rebuild brings a company's summaries back to its raw items after changes were lost (here: a
 * delivery that put days and an employee at states the items never had, as a lost batch leaves
 * them behind the items), clears the stale markers of the days it rebuilt, counts transmissions
 * that were never counted, once, and moves days counted in the summaries' earlier layouts to today's.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { referenceRows } from '../../../bench/scale/reference-fold.js';
import { staffCounts, transmissionCounts } from '../../../lib/analytics/read-summaries.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { employeeItem } from '../../../lib/dynamo/employee-store.js';
import {
  dayLedgerKeys,
  daySummaryKeys,
  type ItemKey,
  punchDayKeys,
  transmissionKeys,
} from '../../../lib/dynamo/keys.js';
import { pagePunchDay } from '../../../lib/dynamo/punch-store.js';
import { putStaleMarkers, readSummaryHealth } from '../../../lib/dynamo/summary-store.js';
import { type Amount, startCountsOf } from '../../../lib/summaries/buckets.js';
import { rebuildSummaries } from '../../../lib/summaries/rebuild.js';
import { summariseRecords } from '../../../lib/summaries/stream.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { punchDay, transmission } from '../mcp/tools/seed.js';
import { chatbot, ok } from '../mcp/tools/support.js';

const D1 = '2026-08-03';
const D2 = '2026-08-04';

/** A delivery of a state the item never had: what the summaries hold when its real changes were lost. */
function bogus(item: Record<string, unknown>): DynamoDBRecord {
  return {
    eventID: `bogus-${Math.random()}`,
    eventName: 'MODIFY',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      NewImage: marshall(item, { removeUndefinedValues: true }) as never,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

type GroupBy = 'person' | 'department' | 'day';

/** analyticsQuery's rows over D1..D2 for a metric (and its arguments), grouped by `groupBy`. */
async function analytics(companyId: string, groupBy: GroupBy, metric: Record<string, unknown>) {
  const { data } = await ok(chatbot(companyId, 'read:analytics'), 'analyticsQuery', {
    ...metric,
    from: D1,
    to: D2,
    groupBy,
  });
  return data.rows;
}

const rows = (companyId: string, groupBy: GroupBy) =>
  analytics(companyId, groupBy, { metric: 'workedHours' });
/** Lateness from 09:00 with 5 minutes' grace. */
const lateness = (companyId: string, groupBy: GroupBy) =>
  analytics(companyId, groupBy, { metric: 'lateness', expectedStart: '09:00', graceMinutes: 5 });

/** A company of two departments whose employees punched three days, summarised. */
async function companyWithThreeDays(name: string): Promise<string> {
  const company = await newCompany({
    name: `${name} HOMOLOG ${Date.now()}`,
    employees: [employee('ana', { department: 'Sales' }), employee('bruno', { department: 'Ops' })],
  });
  const id = company.companyId;
  await punchDay(id, 'ana', D1, { beginDay: '09:07', endDay: '17:00' });
  await punchDay(id, 'bruno', D1, { beginDay: '08:00', endDay: '18:00' });
  await punchDay(id, 'bruno', D2, { beginDay: '09:30', endDay: '18:00' });
  await summariesUpToDate();
  return id;
}

/**
 * An item with its start counters, of whatever kind, written again as an earlier layout kept them:
 * one counter per code (`h:<code>`), or the three codes of a minute in one (`hm:<minute>`, 17 bits each).
 */
function withStartsAs(item: Record<string, unknown>, kind: 'h:' | 'hm:'): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    const counts = startCountsOf(name, value as Amount);
    if (!counts) written[name] = value;
    for (const [code, count] of counts ?? []) {
      const [counter, amount] =
        kind === 'h:' ? [`h:${code}`, count] : [`hm:${Math.floor(code / 3)}`, count * 2 ** (17 * (code % 3))];
      written[counter] = ((written[counter] as number | undefined) ?? 0) + amount;
    }
  }
  return written;
}

/** The start counters of an item, by kind of counter (the text before the colon) and whether they hold anything. */
const startCounterKinds = (item: Record<string, unknown> | undefined) =>
  new Set(
    Object.entries(item ?? {})
      .filter(
        ([name, value]) => startCountsOf(name, value as Amount) !== undefined && value !== 0 && value !== 0n,
      )
      .map(([name]) => name.slice(0, name.indexOf(':') + 1)),
  );

/** Each day ledger entry of the company's days D1 and D2 rewritten, as an earlier layout left it. */
async function rewriteDayLedgers(id: string, entryOf: (fields: unknown[]) => unknown[]): Promise<void> {
  for (const date of [D1, D2]) {
    for (const key of dayLedgerKeys.all(id, date)) {
      const { Item } = await documentDb().send(new GetCommand({ TableName: tableName(), Key: key }));
      if (!Item) continue;
      const earlier = Object.fromEntries(
        Object.entries(Item).map(([name, value]) => [
          name,
          name.startsWith('e:') ? JSON.stringify(entryOf(JSON.parse(value as string) as unknown[])) : value,
        ]),
      );
      await documentDb().send(new PutCommand({ TableName: tableName(), Item: earlier }));
    }
  }
}

describe('rebuilding summaries', () => {
  it('brings them back to the raw items, and clears the stale markers of the days rebuilt', async () => {
    const company = await newCompany({
      name: `Rebuild HOMOLOG ${Date.now()}`,
      employees: [employee('ana', { department: 'Sales' }), employee('bruno', { department: 'Ops' })],
    });
    const id = company.companyId;
    await punchDay(id, 'ana', D1, { beginDay: '09:00', endDay: '17:00' });
    await punchDay(id, 'bruno', D2, { beginDay: '08:00', endDay: '18:00' });
    await summariesUpToDate();

    await summariseRecords([
      bogus({
        ...punchDayKeys.item(id, D1, 'ana'),
        type: 'PunchDay',
        beginDay: `${D1}T10:00:00Z`,
        endDay: `${D1}T12:00:00Z`,
        department: 'Lost',
      }),
      bogus({ ...punchDayKeys.item(id, D2, 'carla'), type: 'PunchDay', beginDay: `${D2}T07:00:00Z` }),
      bogus(employeeItem(id, employee('ana', { department: 'Lost', active: false }), '2026-08-01T00:00:00Z')),
    ]);
    await putStaleMarkers([
      { companyId: id, eventId: 'lost-batch', days: [D1, D2, 'staff'], since: new Date().toISOString() },
    ]);
    const raw = (await Promise.all([D1, D2].map((d) => pagePunchDay(id, d, 100)))).flatMap((p) => p.days);
    expect(await rows(id, 'department')).not.toEqual(referenceRows(raw, 'workedHours', 'department'));
    expect(await staffCounts(id)).toEqual({ active: 1, inactive: 1, departments: 2 });

    const report = await rebuildSummaries(id, D1, D2);
    expect(report).toMatchObject({ ledgerEntries: 3, personDays: 2, staleMarkersCleared: 1 });
    for (const groupBy of ['person', 'department', 'day'] as const) {
      expect(await rows(id, groupBy)).toEqual(referenceRows(raw, 'workedHours', groupBy));
    }
    expect(await staffCounts(id)).toEqual({ active: 2, inactive: 0, departments: 2 });
    expect((await readSummaryHealth(id)).stale).toEqual([]);

    // Nothing left to do: a second rebuild changes nothing.
    expect(await rebuildSummaries(id, D1, D2)).toMatchObject({ ledgerEntries: 0, personDays: 0 });
  });

  it('moves days counted in the layout before the company day was split to the current items', async () => {
    const id = await companyWithThreeDays('Relayout');
    // What the earlier layout left: ledger entries without the layout tag, the department days
    // and months counted, and none of the company-day items of today's layout.
    for (const date of [D1, D2]) {
      for (const kind of ['C', 'D', 'S'] as const) {
        await documentDb().send(
          new DeleteCommand({ TableName: tableName(), Key: daySummaryKeys.company(kind, id, date) }),
        );
      }
    }
    await rewriteDayLedgers(id, (fields) => fields.slice(0, 5));
    const raw = (await Promise.all([D1, D2].map((d) => pagePunchDay(id, d, 100)))).flatMap((p) => p.days);
    expect(await rows(id, 'day')).toEqual([]);

    const report = await rebuildSummaries(id, D1, D2);
    expect(report.ledgerEntries).toBe(3);
    for (const groupBy of ['person', 'department', 'day'] as const) {
      expect(await rows(id, groupBy)).toEqual(referenceRows(raw, 'workedHours', groupBy));
      expect(await lateness(id, groupBy)).toEqual(referenceRows(raw, 'lateness', groupBy, '09:00', 5));
    }
  });

  it.each([
    { layout: 2, departments: 'h:', company: 'hm:' },
    { layout: 3, departments: undefined, company: 'hm:' },
  ] as const)(
    'moves days counted in layout $layout to the start counters packed as they are now',
    async ({ layout, departments, company }) => {
      const id = await companyWithThreeDays(`Repack ${layout}`);
      const departmentKeys = ['Sales', 'Ops'].flatMap((department) => [
        daySummaryKeys.item(id, D1, department),
        daySummaryKeys.item(id, D2, department),
        daySummaryKeys.month(id, D1.slice(0, 7), department),
      ]);
      const companyKeys = [D1, D2].map((date) => daySummaryKeys.starts(id, date));
      const read = async (key: ItemKey) =>
        (await documentDb().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;
      // What the earlier layout left: its start counters (layout 2: one per code on the department
      // summaries; both: per minute on the company's day), and ledger entries tagged with the layout.
      const rewrite = async (keys: ItemKey[], kind: 'h:' | 'hm:' | undefined) => {
        for (const key of kind ? keys : []) {
          const item = await read(key);
          if (item)
            await documentDb().send(
              new PutCommand({ TableName: tableName(), Item: withStartsAs(item, kind ?? 'h:') }),
            );
        }
      };
      await rewrite(departmentKeys, departments);
      await rewrite(companyKeys, company);
      expect(startCounterKinds(await read(companyKeys[0] as ItemKey))).toEqual(new Set(['hm:']));
      await rewriteDayLedgers(id, (fields) => [...fields.slice(0, 5), layout]);
      const raw = (await Promise.all([D1, D2].map((d) => pagePunchDay(id, d, 100)))).flatMap((p) => p.days);
      for (const groupBy of ['department', 'day'] as const)
        expect(await lateness(id, groupBy)).toEqual(referenceRows(raw, 'lateness', groupBy, '09:00', 5));

      const report = await rebuildSummaries(id, D1, D2);
      expect(report.ledgerEntries).toBe(3);
      for (const groupBy of ['person', 'department', 'day'] as const)
        expect(await lateness(id, groupBy)).toEqual(referenceRows(raw, 'lateness', groupBy, '09:00', 5));
      // Only counters packed as they are now hold anything: per minute on the department days, per
      // pair of codes on the months, per two minutes on the company's days.
      for (const key of departmentKeys) {
        const item = await read(key);
        if (item) expect(startCounterKinds(item)).toEqual(new Set([key.sk.startsWith('M#') ? 'hp:' : 'hm:']));
      }
      for (const key of companyKeys) expect(startCounterKinds(await read(key))).toEqual(new Set(['ht:']));
    },
  );

  it('counts transmissions whose delivery was lost, once, and those counted already not again', async () => {
    const company = await newCompany({ name: `Rebuild HOMOLOG ${Date.now()}` });
    const id = company.companyId;
    const today = new Date().toISOString().slice(0, 10);
    await transmission(id, { endpoint: 'masterData', status: 200 });
    // Its type is one the stream's filter does not pass: to the summariser, a lost delivery.
    const at = new Date().toISOString();
    await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...transmissionKeys.item(id, at, 'req_lost'),
          type: 'LostTransmission',
          companyId: id,
          endpoint: 'masterData',
          status: 500,
          errorCode: 'INTERNAL_ERROR',
          latencyMs: 5,
          counts: {},
          requestId: 'req_lost',
          at,
          ttl: Math.floor(Date.now() / 1000) + 86_400,
        },
      }),
    );
    await summariesUpToDate();
    const total = async () =>
      (await transmissionCounts(id, today, today))
        .map(({ statusClass, count }) => [statusClass, count])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(await total()).toEqual([['2xx', 1]]);

    expect((await rebuildSummaries(id, today, today)).transmissionDays).toEqual([today]);
    expect(await total()).toEqual([
      ['2xx', 1],
      ['5xx', 1],
    ]);
    await rebuildSummaries(id, today, today);
    expect(await total()).toEqual([
      ['2xx', 1],
      ['5xx', 1],
    ]);
  });
});
