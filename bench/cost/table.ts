/**
 * What the cost meter (meter.ts) measures, row by row: every sample request of every function and
 * MCP tool (bench/calls), every kind of change the summariser is handed (one in a batch, and a
 * thousand of one company in a batch), and every answer built from the summaries over a seeded
 * company. `npm run bench:scale` writes the rows at the design scale to design-scale.md; at a small
 * size they are the budgets `npm test` holds (budgets.json, test/bench/cost.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { employeeItem } from '../../lib/dynamo/employee-store.js';
import { transmissionEntity } from '../../lib/dynamo/keys.js';
import { markPending, readRawDay } from '../../lib/dynamo/summary-store.js';
import { lambdaContext, loadHandler } from '../../lib/local/gateway.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { passesFilters } from '../../lib/local/stream-poller.js';
import { callTool } from '../../lib/mcp/call-tool.js';
import type { PunchField } from '../../lib/punch/punch-day.js';
import { STREAM_FUNCTIONS } from '../../lib/routes.js';
import { settleCompany, TRANSMISSION_MARGIN_MS } from '../../lib/summaries/settle.js';
import { runSamples } from '../calls/samples.js';
import { COMPANY_TIME_ZONE, type Dataset, departmentOf, transmissionsOf } from '../scale/datasets.js';
import { PROBES, principalOf, rangesOf } from '../scale/probes.js';
import { punchDayItem, putTransmissions, seedDataset } from '../scale/seed.js';
import type { Cost, CostMeter, CostRow } from './meter.js';

type Item = Record<string, unknown>;
let sequence = 0;

/** A cost shared by `n` pieces of work: its units each, rounded to `digits` decimals. */
const shareOf = (cost: Cost, n: number, digits: number): Cost => ({
  ...cost,
  reads: Math.round((cost.reads / n) * 10 ** digits) / 10 ** digits,
  writes: Math.round((cost.writes / n) * 10 ** digits) / 10 ** digits,
});

/** The stream record of one change of an item (before → after; undefined: absent). */
function recordOf(before: Item | undefined, after: Item | undefined): DynamoDBRecord {
  const keyed = (after ?? before) as Item;
  sequence += 1;
  const image = (item: Item) => marshall(item, { removeUndefinedValues: true }) as never;
  return {
    eventID: `cost-${sequence}`,
    eventName: !after ? 'REMOVE' : before ? 'MODIFY' : 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: image({ pk: keyed.pk, sk: keyed.sk }),
      ...(after ? { NewImage: image(after) } : {}),
      ...(before ? { OldImage: image(before) } : {}),
      SequenceNumber: String(sequence).padStart(21, '0'),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

/**
 * Each kind of change, for employee `cost<i>` of the company: what it was before the measured change
 * (set up first, unmeasured) and the change itself.
 */
function changeKinds(companyId: string, date: string) {
  const day = (i: number, times: Partial<Record<PunchField, string>>, approvedExtensionMinutes = 0) =>
    punchDayItem(
      companyId,
      {
        login: `cost${i}`,
        date,
        times: { beginDay: `${date}T11:58:31Z`, beginLunch: null, endLunch: null, endDay: null, ...times },
        hostname: 'NB-01',
        locationType: 'office',
        source: 'integration',
        actionId: `pa_cost_cost${i}`,
        approvedExtensionMinutes,
        department: departmentOf(i),
        timeZone: COMPANY_TIME_ZONE,
      },
      `${date}T21:00:00.000Z`,
    );
  const done = {
    beginLunch: `${date}T15:00:00Z`,
    endLunch: `${date}T16:00:00Z`,
    endDay: `${date}T21:00:00Z`,
  };
  const person = (i: number, moved: number, active: boolean) =>
    employeeItem(
      companyId,
      {
        login: `cost${i}`,
        name: `Employee cost${i}`,
        department: departmentOf(i + moved),
        role: 'Analyst',
        active,
        email: `cost${i}@cost.example`,
      },
      '2026-10-01T00:00:00.000Z',
    );
  const transmission = (i: number) =>
    transmissionEntity.toItem({
      companyId,
      endpoint: 'sendPunchClock',
      status: 200,
      errorCode: null,
      latencyMs: 12,
      counts: {},
      requestId: `req_cost_${date}_${i}`,
      at: `${date}T12:00:00.000Z`,
    });
  return {
    'a new punch day': (i: number) => [undefined, day(i, {})] as const,
    'a changed day': (i: number) => [day(i, {}), day(i, done)] as const,
    'a deleted day': (i: number) => [day(i, done), undefined] as const,
    'a day given overtime': (i: number) => [day(i, done), day(i, done, 60)] as const,
    'an employee imported': (i: number) => [undefined, person(i, 0, true)] as const,
    'an employee moved': (i: number) => [person(i, 0, true), person(i, 1, true)] as const,
    'an employee deactivated': (i: number) => [person(i, 0, true), person(i, 0, false)] as const,
    'a transmission': (i: number) => [undefined, transmission(i)] as const,
  };
}

/**
 * What the summariser is handed for each kind of change on `date` (records its mapping's filters
 * drop never reach it): one change in a batch, and `many` changes of the company in one batch (per
 * change). Each measured change is of an employee of its own, whose earlier state was handed over first.
 */
export async function summariserCosts(
  meter: CostMeter,
  companyId: string,
  date: { label: string; date: string },
  many: number,
): Promise<CostRow[]> {
  const def = STREAM_FUNCTIONS.find((fn) => fn.name === 'summariseChanges');
  if (!def) throw new Error('no summariseChanges function in lib/routes.ts');
  const handler = await loadHandler(def);
  const deliver = async (records: DynamoDBRecord[]) => {
    const passing = records.filter((record) => passesFilters(record, def.stream.filters));
    if (passing.length > 0) await handler({ Records: passing }, lambdaContext(def));
  };
  const rows: CostRow[] = [];
  for (const [kind, change] of Object.entries(changeKinds(companyId, date.date))) {
    for (const batch of [1, many]) {
      const changes = Array.from({ length: batch }, (_, i) => change(sequence + i));
      await deliver(changes.flatMap(([before]) => (before ? [recordOf(undefined, before)] : [])));
      const { cost } = await meter.measure(() =>
        deliver(changes.map(([before, after]) => recordOf(before, after))),
      );
      rows.push({
        name: `${kind} (${date.label}), ${batch === 1 ? 'one in a batch' : `${batch.toLocaleString('en-US')} of one company in a batch (per change)`}`,
        ...shareOf(cost, batch, 2),
      });
    }
  }
  return rows;
}

/**
 * The scheduled summing: a day of the company summed again from its records (what summing a day
 * that is over costs), that per punch change at four a day per employee; a run with nothing due; and
 * counting transmissions, per transmission.
 */
export async function settleCosts(meter: CostMeter, dataset: Dataset): Promise<CostRow[]> {
  const { companyId } = dataset;
  await markPending(companyId, dataset.lastDay, 'bench-cost', new Date().toISOString());
  const day = await meter.measure(() => settleCompany(companyId, { quietMs: 0 }));
  const perChange = 4 * dataset.employees;
  const idle = await meter.measure(() => settleCompany(companyId));
  // A millisecond apart: the newest of each endpoint (the company overview's) is one transmission.
  const transmissions = transmissionsOf(dataset, new Date().toISOString().slice(0, 10), 0).map((t, i) => ({
    ...t,
    requestId: `${t.requestId}_today`,
    at: new Date(Date.now() - 1_000 - i).toISOString(),
  }));
  await putTransmissions(transmissions);
  // The schedule's clock moved on by its margin: it counts up to this moment, and nothing after it.
  const counted = await meter.measure(() =>
    settleCompany(companyId, { now: new Date(Date.now() + TRANSMISSION_MARGIN_MS) }),
  );
  return [
    { name: "a day summed from its records (the month's last)", ...day.cost },
    {
      name: `the same per punch change, at 4 a day per employee (${perChange.toLocaleString('en-US')})`,
      ...shareOf(day.cost, perChange, 3),
    },
    { name: 'a run with nothing due (every 15 minutes)', ...idle.cost },
    {
      name: `${transmissions.length.toLocaleString('en-US')} transmissions counted, per transmission`,
      ...shareOf(counted.cost, transmissions.length, 3),
    },
  ];
}

/** Every answer built from the summaries (bench:scale's probes), over the dataset's ranges. */
export async function answerCosts(meter: CostMeter, dataset: Dataset): Promise<CostRow[]> {
  const rows: CostRow[] = [];
  const ranges = rangesOf(dataset);
  for (const probe of PROBES) {
    const args = probe.args(ranges);
    const principal = principalOf(dataset.companyId, probe.mode);
    const { result, cost } = await meter.measure(() => callTool(principal, probe.tool, args, 'direct'));
    if (!result.envelope.success) throw new Error(`${probe.label}: ${JSON.stringify(result.envelope)}`);
    rows.push({ name: probe.label, ...cost });
  }
  const raw = await meter.measure(() => readRawDay(dataset.companyId, dataset.lastDay));
  rows.push({
    name: 'and for each day of the range not summed yet (today, yesterday): its records',
    ...raw.cost,
  });
  return rows;
}

/** Every row of the table, by section, for the dataset (seeded here, and summed), and the dataset's company key. */
export async function measureCosts(
  meter: CostMeter,
  dataset: Dataset,
  /** Has the change stream delivered everything written so far (as the event source mapping would by then). */
  deliver: () => Promise<unknown>,
): Promise<{ key: string; sections: Record<string, CostRow[]> }> {
  const requests = await runSamples(meter, deliver);
  const today = new Date().toISOString().slice(0, 10);
  const key = await seedDataset(dataset, deliver);
  // Every day summed: what an answer reads when no day of its range is pending.
  const answers = await answerCosts(meter, dataset);
  const many = dataset.employees >= 1_000 ? 1_000 : 100;
  const changes = [];
  for (const date of [
    { label: 'today', date: today },
    { label: 'a day summed already', date: dataset.lastDay },
  ])
    changes.push(...(await summariserCosts(meter, dataset.companyId, date, many)));
  const settling = await settleCosts(meter, dataset);
  const sections = {
    'request (sample call, company record cached)': requests,
    'change handed to the summariser': changes,
    [`answer (${dataset.employees.toLocaleString('en-US')} employees, ${dataset.days} days to ${dataset.lastDay})`]:
      answers,
    'summing (the schedule)': settling,
  };
  return { key, sections };
}

export const BUDGETS_FILE = join(REPO_ROOT, 'bench', 'cost', 'budgets.json');

/** Read units, write units and round trips, by row. */
export type Budgets = Record<string, [number, number, number]>;

/** Each row's figures as a budget. */
export const budgetsOf = (sections: Record<string, CostRow[]>): Budgets =>
  Object.fromEntries(
    Object.values(sections)
      .flat()
      .map((row) => [row.name, [row.reads, row.writes, row.roundTrips]]),
  );

export const readBudgets = (): Budgets => JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;

/** Writes the budgets, a row a line: raise a budget on purpose, never by habit. */
export const writeBudgets = (budgets: Budgets) =>
  writeFileSync(
    BUDGETS_FILE,
    `{\n${Object.entries(budgets)
      .map(([name, units]) => `  ${JSON.stringify(name)}: [${units.join(', ')}]`)
      .join(',\n')}\n}\n`,
  );

/** The design-scale page (design-scale.md): the rows as markdown tables, a section each. */
export function costTable(dataset: Dataset, sections: Record<string, CostRow[]>): string {
  const lines = [
    '# What the service costs on DynamoDB at the design scale',
    '',
    `Written by \`npm run bench:scale\` (Node.js ${process.versions.node}, DynamoDB Local) on ${new Date().toISOString().slice(0, 10)}; every run at the design`,
    "scale writes this file again. The figures are DynamoDB's billing units, the same on any machine.",
    '',
    `Units as DynamoDB bills them (read units: 4 KB strongly or 8 KB eventually consistent; write units: 1 KB; transactions twice), and round trips one after another. ${dataset.employees.toLocaleString('en-US')} employees, ${dataset.days} days to ${dataset.lastDay}.`,
  ];
  for (const [title, rows] of Object.entries(sections)) {
    lines.push('', `| ${title} | read units | write units | round trips |`, '|---|---|---|---|');
    for (const row of rows) lines.push(`| ${row.name} | ${row.reads} | ${row.writes} | ${row.roundTrips} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** Rows above their budget, rows without a budget and budgets without their row, a line each. */
export function overBudget(measured: Budgets, budgets: Budgets): string[] {
  return [...new Set([...Object.keys(measured), ...Object.keys(budgets)])].flatMap((name) => {
    const [units, budget] = [measured[name], budgets[name]];
    if (!units) return [`${name}: a budget without its row`];
    if (!budget) return [`${name}: a row without its budget`];
    return units.some((n, i) => n > (budget[i] ?? 0))
      ? [`${name}: ${units.join(' / ')} over ${budget.join(' / ')}`]
      : [];
  });
}
