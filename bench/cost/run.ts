/**
 * `npm run bench:cost`: what each request, each change the summariser is handed, and each answer
 * built from the summaries costs on DynamoDB's bill, in its units (meter.ts), over a company of
 * 5,000 employees in 20 departments with 92 days of punches ending on a month's last day; the table
 * is printed and written to design-scale.md, which is committed for users to read.
 * `COST_SCALE=small` measures the small company whose figures `npm test` holds to budgets.json
 * (`COST_SCALE=small COST_WRITE_BUDGETS=1` writes them: raise a budget on purpose, never by habit).
 * Deterministic: the same figures on any machine (within a month: the dates are the last 92 days
 * of the month before).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUpEveryDynamoClient } from '../../lib/dynamo/client.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { runWithLocalStack } from '../harness.js';
import { CostMeter } from './meter.js';
import { BUDGETS_FILE, budgetsOf, costDataset, measureCosts } from './table.js';

const scale = process.env.COST_SCALE === 'small' ? 'small' : 'design';
process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';

runWithLocalStack('bench:cost', 'workforce-ops-cost', async () => {
  const meter = new CostMeter();
  setUpEveryDynamoClient(meter.setup);
  const dataset = costDataset(scale);
  const poller = new StreamPoller();
  const sections = await measureCosts(meter, dataset, () => poller.drain());
  const lines = [
    `Units as DynamoDB bills them (read units: 4 KB strongly or 8 KB eventually consistent; write units: 1 KB; transactions twice), and round trips one after another. ${dataset.employees.toLocaleString('en-US')} employees, ${dataset.days} days to ${dataset.lastDay}.`,
  ];
  for (const [title, rows] of Object.entries(sections)) {
    lines.push('', `| ${title} | read units | write units | round trips |`, '|---|---|---|---|');
    for (const row of rows) lines.push(`| ${row.name} | ${row.reads} | ${row.writes} | ${row.roundTrips} |`);
  }
  console.log(lines.join('\n'));
  if (scale === 'design')
    writeFileSync(
      join(REPO_ROOT, 'bench', 'cost', 'design-scale.md'),
      [
        '# What the service costs on DynamoDB at the design scale',
        '',
        `Written by \`npm run bench:cost\` (Node.js ${process.versions.node}, DynamoDB Local) on ${new Date().toISOString().slice(0, 10)}; every run at the design`,
        "scale writes this file again. The figures are DynamoDB's billing units, the same on any machine.",
        '',
        ...lines,
        '',
      ].join('\n'),
    );
  if (process.env.COST_WRITE_BUDGETS === '1' && scale === 'small')
    writeFileSync(
      BUDGETS_FILE,
      `{\n${Object.entries(budgetsOf(sections))
        .map(([name, units]) => `  ${JSON.stringify(name)}: [${units.join(', ')}]`)
        .join(',\n')}\n}\n`,
    );
  return 0;
});
