/**
 * The gates on the sample requests, from one run of them (bench/cost/table.ts): the calls manifest
 * (bench/calls/manifest.ts: AWS calls of every function's sample request and tool's sample call
 * never above it, every function and tool listed) and the cost meter's budgets
 * (bench/cost/budgets.json: what every request, every change handed to the summariser, every
 * summarised answer and the summing cost a small company, in DynamoDB's units). Deterministic:
 * counts, not times. A change that raises a count fails here until its manifest entry or budget is
 * raised on purpose: `COST_WRITE_BUDGETS=1 npx vitest run test/bench/cost.test.ts` writes the
 * budgets from this run's figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_CALLS, overManifest, unlisted, warmCalls } from '../../bench/calls/manifest.js';
import { CostMeter, type CostRow } from '../../bench/cost/meter.js';
import {
  type Budgets,
  budgetsOf,
  measureCosts,
  overBudget,
  readBudgets,
  writeBudgets,
} from '../../bench/cost/table.js';
import { BUDGETS_DATASET } from '../../bench/scale/datasets.js';
import { setUpEveryDynamoClient } from '../../lib/local/dynamo-client.js';
import { summariesUpToDate } from '../support/summaries.js';

let requests: CostRow[];
let measured: Budgets;

beforeAll(async () => {
  const meter = new CostMeter();
  setUpEveryDynamoClient(meter.setup);
  const { sections } = await measureCosts(meter, BUDGETS_DATASET, summariesUpToDate);
  requests = Object.values(sections)[0] ?? [];
  measured = budgetsOf(sections);
  if (process.env.COST_WRITE_BUDGETS === '1') writeBudgets(measured);
}, 300_000);

describe('the calls manifest', () => {
  it('lists every deployable function and MCP tool, each with a sample', () => {
    expect(unlisted()).toEqual([]);
  });

  it('holds every sample request to its count, and finds one call too many', () => {
    expect(requests.length).toBeGreaterThan(40);
    expect(overManifest(requests)).toEqual([]);
    const listed = warmCalls(
      FUNCTION_CALLS.find((entry) => entry.name === 'recordPunch') ?? { name: '', steps: [] },
    );
    expect(overManifest([{ name: 'recordPunch', calls: listed + 1 }])).toEqual([
      `recordPunch: ${listed + 1} calls, the manifest lists ${listed}`,
    ]);
    expect(overManifest([{ name: 'newFunction', calls: 0 }])).toEqual(['newFunction: no manifest entry']);
  });
});

describe('the cost budgets', () => {
  it('keeps every row of the small company within its budget, and every budget has its row', () => {
    expect(overBudget(measured, readBudgets())).toEqual([]);
  });

  it('finds a row over its budget, a row without a budget and a budget without its row', () => {
    const budgets = readBudgets();
    const [reads, writes, roundTrips] = budgets.recordPunch ?? [0, 0, 0];
    const { recordPunch: _dropped, ...withoutRecordPunch } = budgets;
    expect(overBudget({ ...measured, recordPunch: [reads, writes + 1, roundTrips] }, budgets)).toEqual([
      `recordPunch: ${reads} / ${writes + 1} / ${roundTrips} over ${reads} / ${writes} / ${roundTrips}`,
    ]);
    expect(overBudget(measured, withoutRecordPunch)).toEqual(['recordPunch: a row without its budget']);
    expect(overBudget(measured, { ...budgets, gone: [0, 0, 0] })).toEqual(['gone: a budget without its row']);
  });
});
