/**
 * `npm run bench:scale` (bench/README.md): the company of the design scale seeded once; what each
 * piece of work costs in DynamoDB's units, written to bench/cost/design-scale.md; the ingest rate
 * through the local gateway; and every summarising answer timed against its limits and checked
 * against a fold of the raw items. SCALE_QUICK=1 runs a tenth of it and writes no table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type autocannon from 'autocannon';
import { listAllEmployees } from '../../lib/dynamo/employee-store.js';
import { readRawDay } from '../../lib/dynamo/summary-store.js';
import { listTransmissionsOfDay } from '../../lib/dynamo/transmission-store.js';
import { setUpEveryDynamoClient } from '../../lib/local/dynamo-client.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { callTool } from '../../lib/mcp/call-tool.js';
import { CostMeter } from '../cost/meter.js';
import { costTable, measureCosts } from '../cost/table.js';
import { load, runWithLocalStack, startGateway, tokenPool } from '../harness.js';
import { daysEnding, loginOf, QUICK, SCALE_DATASET } from './datasets.js';
import { PROBES, type Probe, principalOf, type Ranges, type RawData, rangesOf } from './probes.js';

const RUNS = Number(process.env.SCALE_RUNS ?? 20);
const INGEST_CONCURRENCY = 8;
const LIMITS = { p50Ms: 500, p90Ms: 800, personP50Ms: 1_000, punchesPerSecond: 500 } as const;

/** One BEGIN_DAY per employee today, at concurrency 8, while the poller delivers the stream. */
async function ingest(url: string, key: string, poller: StreamPoller): Promise<number> {
  poller.start(250);
  const at = `${new Date().toISOString().slice(0, 19)}Z`;
  let next = 0;
  const punch = () => ({
    body: JSON.stringify({
      key,
      username: loginOf(next++),
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: at,
      hostname: 'NB-1',
      locationType: 'office',
    }),
  });
  const started = performance.now();
  await load(`${url}/recordPunch`, punch, {
    amount: SCALE_DATASET.employees,
    connections: INGEST_CONCURRENCY,
  });
  const perSecond = SCALE_DATASET.employees / ((performance.now() - started) / 1000);
  await poller.stop();
  await poller.drain();
  return perSecond;
}

/** The raw items the answers are folded from: the range's days, its transmissions and the last week's. */
async function rawData({ dates, txDates }: Ranges): Promise<RawData> {
  const { companyId } = SCALE_DATASET;
  const week = daysEnding(new Date().toISOString().slice(0, 10), 8);
  return {
    days: (await Promise.all(dates.map((date) => readRawDay(companyId, date)))).flat(),
    transmissions: (
      await Promise.all(
        [...new Set([...txDates, ...week])].map((day) => listTransmissionsOfDay(companyId, day)),
      )
    ).flat(),
    employees: (await listAllEmployees(companyId)).map((e) => e.profile),
    now: Date.now(),
  };
}

/** The limits a probe's times miss, and whether its answer (asked in process) equals the fold. */
async function verdict(probe: Probe, { p50, p90 }: autocannon.Histogram, ranges: Ranges, raw: RawData) {
  const principal = principalOf(SCALE_DATASET.companyId, probe.mode);
  const { envelope } = await callTool(principal, probe.tool, probe.args(ranges), 'direct');
  if (!envelope.success) throw new Error(`${probe.label}: ${JSON.stringify(envelope)}`);
  const actual = JSON.parse(JSON.stringify(probe.actual(envelope.data as Record<string, unknown>)));
  const expected = JSON.parse(JSON.stringify(probe.expected(raw, ranges)));
  const exact = isDeepStrictEqual(actual, expected);
  if (!exact)
    console.error(
      `${probe.label}: got ${JSON.stringify(actual).slice(0, 300)} want ${JSON.stringify(expected).slice(0, 300)}`,
    );
  const missed = [
    ...(exact ? [] : ['not exact']),
    ...(probe.byPerson && p50 > LIMITS.personP50Ms ? [`p50 > ${LIMITS.personP50Ms}`] : []),
    ...(!probe.byPerson && p50 > LIMITS.p50Ms ? [`p50 > ${LIMITS.p50Ms}`] : []),
    ...(!probe.byPerson && p90 > LIMITS.p90Ms ? [`p90 > ${LIMITS.p90Ms}`] : []),
  ];
  return { p50, p90, exact, missed };
}

process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';

runWithLocalStack('bench:scale', 'workforce-ops-scale', async () => {
  const meter = new CostMeter();
  setUpEveryDynamoClient(meter.setup);
  const poller = new StreamPoller();
  const { key, sections } = await measureCosts(meter, SCALE_DATASET, () => poller.drain());
  const costs = costTable(SCALE_DATASET, sections);
  console.log(costs);
  if (!QUICK) writeFileSync(join(REPO_ROOT, 'bench', 'cost', 'design-scale.md'), costs);
  const lines: string[] = [];
  const failures: string[] = [];
  const gateway = await startGateway();
  try {
    const perSecond = await ingest(gateway.url, key, poller);
    lines.push(
      `Ingest: ${SCALE_DATASET.employees.toLocaleString('en-US')} punches through the gateway at concurrency ${INGEST_CONCURRENCY}, the stream delivered as they came: ${perSecond.toFixed(0)} punches/s.`,
    );
    if (perSecond < LIMITS.punchesPerSecond)
      failures.push(`ingest: ${perSecond.toFixed(0)} punches/s < ${LIMITS.punchesPerSecond}`);
    const ranges = rangesOf(SCALE_DATASET);
    console.error('reading the raw items for the reference fold...');
    const raw = await rawData(ranges);
    const tokens = {
      service: await tokenPool('scale-service', SCALE_DATASET.companyId, 'service'),
      chatbot: await tokenPool('scale-chatbot', SCALE_DATASET.companyId, 'chatbot'),
    };
    lines.push('', '| answer | p50 / p90 (ms) | exact | limits |', '|---|---|---|---|');
    for (const probe of PROBES) {
      const body = JSON.stringify(probe.args(ranges));
      const request = () => ({ body, headers: { authorization: `Bearer ${tokens[probe.mode]()}` } });
      const url = `${gateway.url}/mcp/tools/${probe.tool}`;
      await load(url, request, { amount: 3 });
      const { latency } = await load(url, request, { amount: RUNS });
      const { p50, p90, exact, missed } = await verdict(probe, latency, ranges, raw);
      for (const miss of missed) failures.push(`${probe.label}: ${miss}`);
      lines.push(
        `| ${probe.label} | ${p50} / ${p90} | ${exact ? 'yes' : 'NO'} | ${missed.length ? `**miss**: ${missed.join(', ')}` : 'pass'} |`,
      );
      console.error(lines.at(-1));
    }
  } finally {
    gateway.stop();
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  const results = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'scale-latest.md'), `${table}\n`);
  if (failures.length > 0) {
    console.log(`Limits missed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    return 1;
  }
  console.log('Every limit holds.');
  return 0;
});
