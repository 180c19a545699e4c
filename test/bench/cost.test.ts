/**
 * The cost meter's budgets (bench/cost/budgets.json): what every request, every change handed to
 * the summariser, every summarised answer and the summing cost a small company, in DynamoDB's
 * units. Deterministic like the calls manifest: a change that raises a count fails here until its
 * budget is raised on purpose (`COST_SCALE=small COST_WRITE_BUDGETS=1 npm run bench:cost`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CostMeter } from '../../bench/cost/meter.js';
import { BUDGETS_FILE, budgetsOf, costDataset, measureCosts } from '../../bench/cost/table.js';
import { setUpEveryDynamoClient } from '../../lib/dynamo/client.js';
import { summariesUpToDate } from '../support/summaries.js';

describe('the cost meter', () => {
  it('keeps every row of the small company within its budget, and every budget has its row', async () => {
    const meter = new CostMeter();
    setUpEveryDynamoClient(meter.setup);
    const measured = budgetsOf(await measureCosts(meter, costDataset('small'), summariesUpToDate));
    const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Record<
      string,
      [number, number, number]
    >;
    expect(Object.keys(measured).sort()).toEqual(Object.keys(budgets).sort());
    const over = Object.entries(measured).filter(([name, units]) =>
      units.some((n, i) => n > (budgets[name]?.[i] ?? Number.NEGATIVE_INFINITY)),
    );
    expect(
      over.map(([name, units]) => `${name}: ${units.join(' / ')} over ${budgets[name]?.join(' / ')}`),
    ).toEqual([]);
  }, 300_000);
});
