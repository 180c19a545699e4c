/**
 * What a Query of summary items costs on DynamoDB Local, by item size: 92 company-day items as the
 * 5,000-employee company really builds them (its punch days run through the summariser's own
 * contribution and bucket code), with and without a projection, against items of the totals only.
 * Also the by-person read: 5,000 person-month items per month over four months.
 * Run: npx tsx bench/scale/item-size.ts (starts its own DynamoDB Local, in memory).
 */
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, dynamoClient, tableName } from '../../lib/dynamo/client.js';
import { daySummaryKeys, personMonthKeys } from '../../lib/dynamo/keys.js';
import { queryAll } from '../../lib/dynamo/query-all.js';
import { createTableIfMissing } from '../../lib/local/bootstrap-table.js';
import { startDynamoDbLocal } from '../../lib/local/emulators.js';
import { addDays } from '../../lib/shared/dates.js';
import { dayDeltas, mergeDeltas, START_PREFIX } from '../../lib/summaries/buckets.js';
import { encodePunch, punchContribution } from '../../lib/summaries/contributions.js';
import { type Dataset, punchDayOf } from './datasets.js';

const LARGE: Dataset = {
  key: 'large',
  companyId: 'co_size',
  name: 'size',
  employees: 5_000,
  days: 92,
  transmissionDays: 1,
  transmissionsPerDay: 1,
};
const FIRST = '2026-08-25';
const DAYS = 92;
const RUNS = Number(process.env.RUNS ?? 15);
/** PERSONS=0: the company-day items only. */
const PERSONS = process.env.PERSONS !== '0';

async function writeAll(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await documentDb().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

async function time(label: string, read: () => Promise<unknown[]>): Promise<void> {
  const ms: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    count = (await read()).length;
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const p = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] as number).toFixed(1);
  console.log(
    `${label.padEnd(60)} items ${String(count).padStart(6)}  p50 ${p(0.5).padStart(7)} ms  p90 ${p(0.9).padStart(7)} ms`,
  );
}

const monthsOf = (dates: string[]) => [...new Set(dates.map((d) => d.slice(0, 7)))];

async function main(): Promise<void> {
  const dynamo = await startDynamoDbLocal();
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    TABLE_NAME: 'size',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  try {
    await createTableIfMissing(dynamoClient(), 'size');
    const dates = Array.from({ length: DAYS }, (_, i) => addDays(FIRST, i));
    const company = (variant: string) => `co_${variant}`;
    let attributes = 0;
    let bytes = 0;
    let startAttributes = [0, 0];
    const personDays = new Map<string, Record<string, unknown>>();
    for (const date of dates) {
      const contributions = [];
      for (let index = 0; index < LARGE.employees; index += 1) {
        const day = punchDayOf(LARGE, index, date);
        if (!day) continue;
        const c = punchContribution(day);
        contributions.push(c);
        const key = personMonthKeys.item('co_person', date, day.login);
        const id = `${key.pk}|${key.sk}`;
        const item = personDays.get(id) ?? {
          ...key,
          type: 'PersonMonth',
          companyId: 'co_person',
          login: day.login,
          month: date.slice(0, 7),
        };
        item[personMonthKeys.dayAttribute(date)] = encodePunch(c);
        personDays.set(id, item);
      }
      // The company-day items as they are (C#, D#, S#), and the one item they were before the
      // split: totals, each department's counters, and one counter per start code (h:<code>, as
      // the summaries kept them before they were packed per minute).
      const merged = mergeDeltas(contributions.flatMap((c) => dayDeltas('x', date, c, 1)));
      const part = (kind: string) => merged.find((d) => d.key.sk.startsWith(`${kind}#`))?.add ?? {};
      const unpackedStarts: Record<string, number> = {};
      for (const { start } of contributions)
        if (start !== null)
          unpackedStarts[`${START_PREFIX}${start}`] = (unpackedStarts[`${START_PREFIX}${start}`] ?? 0) + 1;
      const full = { date, ...part('C'), ...part('D'), ...unpackedStarts };
      attributes = Object.keys(full).length;
      // The company day's packed start counters are bigints (102 bits): written as DynamoDB writes numbers.
      bytes = JSON.stringify(full, (_, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      ).length;
      startAttributes = [Object.keys(unpackedStarts).length, Object.keys(part('S')).length];
      await writeAll([
        { ...daySummaryKeys.company('C', company('full'), date), ...full },
        { ...daySummaryKeys.company('C', company('totals'), date), date, ...part('C') },
        { ...daySummaryKeys.company('C', company('departments'), date), date, ...part('D') },
        { ...daySummaryKeys.company('C', company('starts'), date), date, ...unpackedStarts },
        { ...daySummaryKeys.company('C', company('packed'), date), date, ...part('S') },
      ]);
    }
    console.log(
      `company-day item of 5,000 employees before the split: ${attributes} attributes, ~${bytes} bytes as JSON; start histogram ${startAttributes[0]} counters, packed ${startAttributes[1]}`,
    );
    const queryTotals = (companyId: string, projection?: string[]) => () =>
      Promise.all(
        monthsOf(dates).map((month) =>
          queryAll({
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': daySummaryKeys.monthPk(companyId, month),
              ...Object.fromEntries(
                Object.entries(
                  daySummaryKeys.companyBetween('C', dates[0] as string, dates[DAYS - 1] as string),
                ).map(([k, v]) => [`:${k}`, v]),
              ),
            },
            ...(projection
              ? {
                  ProjectionExpression: projection.map((_, i) => `#q${i}`).join(', '),
                  ExpressionAttributeNames: Object.fromEntries(projection.map((a, i) => [`#q${i}`, a])),
                }
              : {}),
          }),
        ),
      ).then((pages) => pages.flat());
    const counts = ['sk', 'date', 'n', 'c', 'w', 'x', 'p', 'j'];
    for (let round = 0; round < 2; round += 1) {
      await time('92 full company-day items, no projection', queryTotals(company('full')));
      await time('92 full company-day items, projection of the totals', queryTotals(company('full'), counts));
      await time('92 totals items (C#)', queryTotals(company('totals')));
      await time('92 department-counters items (D#)', queryTotals(company('departments')));
      await time('92 start-histogram items, a counter per code', queryTotals(company('starts')));
      await time('92 start-histogram items, packed by minute (S#)', queryTotals(company('packed')));
    }
    if (!PERSONS) return;
    const personItems = [...personDays.values()];
    console.log(
      `person-month items: ${personItems.length}, ~${Math.round(JSON.stringify(personItems).length / personItems.length)} bytes each as JSON; writing...`,
    );
    await writeAll(personItems);
    const dayAttrs = (month: string) =>
      dates.filter((d) => d.startsWith(month)).map(personMonthKeys.dayAttribute);
    const { queryPersonMonth } = await import('../../lib/dynamo/summary-store.js');
    await time('person months of 92 days (queryPersonMonth, 4 months x 16 shards)', () =>
      Promise.all(monthsOf(dates).map((m) => queryPersonMonth('co_person', m, dayAttrs(m)))).then((p) =>
        p.flat(),
      ),
    );
    // Two packed layouts, for comparison: every person of a shard and month in one item, one
    // attribute per person holding (a) each day as `<dd>.<worked>.<extension>.<start code>`, or
    // (b) for the range's whole months only the month's totals and start codes (base 36).
    const packed = new Map<string, Record<string, unknown>>();
    const digest = new Map<string, Record<string, unknown>>();
    const whole = new Set(
      monthsOf(dates).filter(
        (m) =>
          dates.includes(`${m}-01`) &&
          dates.includes(addDays(`${addDays(`${m}-01`, 31).slice(0, 7)}-01`, -1)),
      ),
    );
    for (const item of personItems) {
      const month = item.month as string;
      const pk = `${item.pk as string}#PACKED`;
      const days = Object.entries(item)
        .filter(([n]) => /^d\d\d$/.test(n))
        .map(
          ([n, v]) =>
            [
              n.slice(1),
              JSON.parse(v as string) as [string, number | null, number, string | null, number | null],
            ] as const,
        );
      const dayPacked = days.map(([dd, [, w, x, , st]]) => `${dd}.${w ?? ''}.${x}.${st ?? ''}`).join(',');
      const shard = packed.get(pk) ?? { pk, sk: 'PACKED' };
      shard[item.sk as string] = dayPacked;
      packed.set(pk, shard);
      const n = days.length;
      const c = days.filter(([, f]) => f[1] !== null).length;
      const w = days.reduce((a, [, f]) => a + (f[1] ?? 0), 0);
      const x = days.reduce((a, [, f]) => a + f[2], 0);
      const codes = days
        .flatMap(([, f]) => (f[4] === null ? [] : [f[4].toString(36).padStart(3, '0')]))
        .join('');
      const d = digest.get(pk) ?? { pk, sk: 'DIGEST' };
      d[item.sk as string] = whole.has(month) ? `${n}.${c}.${w}.${x}.${codes}` : dayPacked;
      digest.set(pk, d);
    }
    const packedItems = [...packed.values()];
    const digestItems = [...digest.values()];
    console.log(
      `packed: ${packedItems.length} items, ~${Math.round(JSON.stringify(packedItems).length / packedItems.length)} bytes each; digest (whole months: ${[...whole].join(' ')}): ~${Math.round(JSON.stringify(digestItems).length / digestItems.length)} bytes each`,
    );
    for (const item of [...packedItems, ...digestItems])
      await documentDb().send(new PutCommand({ TableName: tableName(), Item: item }));
    const readPacked = (sk: string) => () =>
      Promise.all(
        monthsOf(dates).flatMap((m) =>
          personMonthKeys.shardPks('co_person', m).map((pk) =>
            documentDb()
              .send(new GetCommand({ TableName: tableName(), Key: { pk: `${pk}#PACKED`, sk } }))
              .then((r) => Object.keys(r.Item ?? {})),
          ),
        ),
      ).then((p) => p.flat());
    for (let round = 0; round < 2; round += 1) {
      await time('person months of 92 days (queryPersonMonth, 4 months x 16 shards)', () =>
        Promise.all(monthsOf(dates).map((m) => queryPersonMonth('co_person', m, dayAttrs(m)))).then((p) =>
          p.flat(),
        ),
      );
      await time('packed days, one item per shard and month (64 GetItem)', readPacked('PACKED'));
      await time('packed month digests + days of partial months (64 GetItem)', readPacked('DIGEST'));
    }
  } finally {
    await dynamo.stop();
  }
}

await main();
