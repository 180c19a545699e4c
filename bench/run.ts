/**
 * `npm run bench` (bench/README.md): each function's cold start, warm latency and throughput
 * through the local gateway serving the production bundles, and the MCP tool call beside the
 * official MCP SDK's stateless server. Measured and printed, never gated. BENCH_QUICK=1 shortens it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../lib/local/paths.js';
import type { TestCompany } from '../test/support/fixtures.js';
import { type BundleInfo, buildBundles, capOf } from './bundles.js';
import { FUNCTION_CALLS, searchArgs } from './calls/manifest.js';
import { mcpToolEvent, sampleCompany, sampleEvent } from './calls/samples.js';
import { load, type Request, runWithLocalStack, SDK_ROUTE, startGateway, tokenPool } from './harness.js';

const QUICK = process.env.BENCH_QUICK === '1';
const COLD_ROUNDS = QUICK ? 3 : 15;
const WARM_REQUESTS = QUICK ? 200 : 2_000;
const LOAD = { connections: 8, duration: QUICK ? 2 : 10 };
const RESULTS = join(REPO_ROOT, 'bench', 'results');
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? 0;

interface ColdStart {
  loadMs: number;
  firstMs: number;
  status: number;
}

/** Module load and first answer of each bundle, a fresh process each time, the functions in sample order. */
async function coldStarts(dir: string): Promise<Map<string, ColdStart[]>> {
  const samples = new Map(FUNCTION_CALLS.map(({ name }): [string, ColdStart[]] => [name, []]));
  const child = join(REPO_ROOT, 'bench', 'cold-child.cjs');
  for (let round = 1; round <= COLD_ROUNDS; round += 1) {
    log(`cold starts: round ${round} of ${COLD_ROUNDS}`);
    const company = await sampleCompany();
    for (const [name, sample] of samples) {
      const event = sampleEvent(name, company.key);
      // The tokenless MCP limit counts per client address.
      event.requestContext.http.sourceIp = `198.51.100.${round}`;
      const args = [child, join(dir, name, 'index.js'), JSON.stringify(event)];
      const env = { ...process.env, LOG_LEVEL: 'SILENT' };
      const { stdout } = await promisify(execFile)(process.execPath, args, { env });
      // The child's answer is its last line: the bundle writes its EMF metric lines first, as in Lambda.
      sample.push(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ColdStart);
    }
  }
  return samples;
}

/** Endpoints of each shape (write, day read, ranged read, list), and the MCP tool call beside the SDK's. */
async function warmTargets(company: TestCompany): Promise<Array<[string, string, Request]>> {
  const body = mcpToolEvent('', 'searchEmployee', searchArgs(company.companyId)).body ?? '';
  const mcp = async (label: string, path: string): Promise<[string, Request]> => {
    const token = await tokenPool(label, company.companyId, 'service');
    const headers = () => ({ authorization: `Bearer ${token()}`, 'mcp-protocol-version': '2025-03-26' });
    return [path, () => ({ body, headers: headers() })];
  };
  const keyed = ['recordPunch', 'listPunchClockByDay', 'getEvents', 'listAppClassificationRules'].map(
    (name): [string, string, Request] => {
      const event = sampleEvent(name, company.key);
      return [name, event.rawPath, () => ({ body: event.body ?? '' })];
    },
  );
  return [
    ...keyed,
    ['MCP tools/call searchEmployee', ...(await mcp('ours', '/mcp'))],
    ['the same, MCP SDK stateless server', ...(await mcp('sdk', SDK_ROUTE))],
  ];
}

runWithLocalStack('bench', 'workforce-ops-bench', async () => {
  const started = Date.now();
  const dir = join(RESULTS, 'bundles');
  mkdirSync(dir, { recursive: true });
  log('bundling every function with the production options');
  const { bundles } = await buildBundles(dir, { sdkMcp: 'bench/sdk-mcp.ts' });
  const gateway = await startGateway(dir);
  try {
    const cold = await coldStarts(dir);
    const company = await sampleCompany();
    // What the list endpoints then read: a rule, a pending request, a punch and an event.
    for (const name of ['insertAppClassificationRule', 'requestExtension', 'recordPunch', 'setEvent']) {
      const event = sampleEvent(name, company.key);
      await load(`${gateway.url}${event.rawPath}`, () => ({ body: event.body ?? '' }), { amount: 1 });
    }
    const warm: string[] = [];
    for (const [name, path, request] of await warmTargets(company)) {
      log(`warm latency and throughput: ${name}`);
      const url = `${gateway.url}${path}`;
      await load(url, request, { amount: WARM_REQUESTS / 10 });
      const { latency } = await load(url, request, { amount: WARM_REQUESTS });
      await load(url, request, { ...LOAD, duration: 1 });
      const { requests } = await load(url, request, LOAD);
      warm.push(
        `| ${name} | ${latency.p50} ms | ${latency.p90} ms | ${latency.p99} ms | ${requests.average.toFixed(0)} |`,
      );
    }
    const sizeRow = (info: BundleInfo) =>
      `${kib(info.bytes)} / ${kib(info.gzipBytes)} (cap ${kib(capOf(info.name).bytes)} / ${kib(capOf(info.name).gzipBytes)})`;
    const coldRows = [...cold].map(([name, starts]) => {
      const info = bundles.find((candidate) => candidate.name === name);
      if (!info) return `| ${name} | not measured |`;
      const [load, first] = [starts.map((start) => start.loadMs), starts.map((start) => start.firstMs)];
      const statuses = [...new Set(starts.map((start) => start.status))].join(', ');
      return `| ${name} | ${sizeRow(info)} | ${ms(percentile(load, 50))} | ${ms(percentile(first, 50))} | ${ms(percentile(first, 90))} | ${statuses} |`;
    });
    const report = [
      `# npm run bench${QUICK ? ' (BENCH_QUICK)' : ''}: ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s`,
      '',
      `Cold start, a fresh Node.js process per request, ${COLD_ROUNDS} rounds (p50; first answer p90):`,
      '',
      '| Function | Bundle / gzip | Module load p50 | First answer p50 | First answer p90 | HTTP |',
      '|---|---|---|---|---|---|',
      ...coldRows,
      '',
      `Warm, through the local gateway (autocannon): ${WARM_REQUESTS} requests one after another on one connection (whole ms), then ${LOAD.connections} connections for ${LOAD.duration} s after 1 s discarded:`,
      '',
      '| Request | p50 | p90 | p99 | Requests/s |',
      '|---|---|---|---|---|',
      ...warm,
    ].join('\n');
    process.stdout.write(`\n${report}\n`);
    writeFileSync(join(RESULTS, 'latest.md'), `${report}\n`);
  } finally {
    gateway.stop();
  }
  return 0;
});
