/**
 * `npm run bench`: what a user of the service would feel, measured on this machine and printed (no
 * gates: timings on a shared machine vary from run to run; the deterministic limits are in npm test).
 * Builds every function with the production options, starts DynamoDB Local and the SES emulator,
 * and measures each function's cold start (module load and first answer, fresh processes), then warm
 * latency and throughput through the local gateway (serving the bundles, in a process of its own),
 * and the MCP tool call beside the same tool behind the official MCP SDK's stateless server.
 * BENCH_QUICK=1 shortens every measurement. `node --import tsx bench/run.ts serve <dir>` is the gateway.
 */
import { execFile, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { issueAccessToken } from '../lib/auth/issue-access-token.js';
import { createGateway, listen } from '../lib/local/gateway.js';
import { REPO_ROOT } from '../lib/local/paths.js';
import { startLocalStack } from '../lib/local/stack.js';
import type { FunctionDef } from '../lib/routes.js';
import { type BundleInfo, buildBundles, capOf, deployableFunctions } from './bundles.js';
import { FUNCTION_CALLS } from './calls/manifest.js';
import { mcpSearchBody, type SampleCompany, sampleCompany, sampleEvent } from './calls/samples.js';

const QUICK = process.env.BENCH_QUICK === '1';
const COLD_ROUNDS = QUICK ? 3 : 15;
const WARM_REQUESTS = QUICK ? 200 : 2_000;
const LOAD = { connections: 8, duration: QUICK ? 2 : 10 };
const RESULTS = join(REPO_ROOT, 'bench', 'results');
const SDK_ROUTE = '/bench/sdk-mcp';
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ??
  0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The gateway serving the bundles (never the in-process entries npm start loads), and the SDK's server. */
async function serve(dir: string): Promise<void> {
  const bundled = ({ localEntry: _inProcess, ...fn }: FunctionDef): FunctionDef => ({
    ...fn,
    entry: join(dir, fn.name, 'index.js'),
  });
  const sdk: FunctionDef = {
    name: 'sdkMcp',
    entry: '',
    routes: [{ method: 'POST', path: SDK_ROUTE }],
    access: { table: 'readwrite', secrets: [] },
    memoryMb: 1024,
    timeoutSeconds: 29,
    sizing: 'benchmark only',
  };
  const server = createGateway({ functions: [...deployableFunctions(), sdk].map(bundled) });
  server.keepAliveTimeout = 60_000;
  process.send?.({ port: await listen(server, 0) });
  process.on('disconnect', () => process.exit(0));
}

interface Target {
  path: string;
  body: string;
  headers?: () => Record<string, string>;
}

/** Both eras' clients (and the SDK's server) want both types accepted. */
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** One request (fetch keeps its connection alive); its time in ms, or an error for a non-2xx answer. */
async function post(baseUrl: string, target: Target): Promise<number> {
  const started = performance.now();
  const headers = { ...HEADERS, ...target.headers?.() };
  const answer = await fetch(`${baseUrl}${target.path}`, { method: 'POST', headers, body: target.body });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${target.path} answered ${answer.status}: ${text.slice(0, 300)}`);
  return performance.now() - started;
}

/** `count` requests one after another, after a tenth as many untimed. */
async function warmLatency(baseUrl: string, target: Target, count: number): Promise<number[]> {
  for (let i = 0; i < count / 10; i += 1) await post(baseUrl, target);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await post(baseUrl, target));
  return times;
}

/** Requests per second with `connections` at once (autocannon), after one second discarded. */
async function throughput(baseUrl: string, target: Target): Promise<number> {
  const run = async (duration: number) => {
    const result = await autocannon({
      url: `${baseUrl}${target.path}`,
      connections: LOAD.connections,
      duration,
      requests: [
        {
          method: 'POST',
          body: target.body,
          headers: HEADERS,
          setupRequest: (request) => ({ ...request, headers: { ...HEADERS, ...target.headers?.() } }),
        },
      ],
    });
    if (result.non2xx + result.errors + result.timeouts > 0)
      throw new Error(
        `${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    return result.requests.average;
  };
  await run(1);
  return run(LOAD.duration);
}

interface ColdSamples {
  load: number[];
  first: number[];
  status: Set<number>;
}

/** Module load and first answer of each bundle, a fresh process each time, the functions in sample order. */
async function coldStarts(dir: string): Promise<Map<string, ColdSamples>> {
  const samples = new Map(
    FUNCTION_CALLS.map(({ name }): [string, ColdSamples] => [
      name,
      { load: [], first: [], status: new Set() },
    ]),
  );
  const child = join(REPO_ROOT, 'bench', 'cold-child.cjs');
  for (let round = 1; round <= COLD_ROUNDS; round += 1) {
    log(`cold starts: round ${round} of ${COLD_ROUNDS}`);
    const company = await sampleCompany('Bench cold');
    for (const [name, sample] of samples) {
      const event = sampleEvent(name, company.key);
      // The tokenless MCP limit counts per client address.
      event.requestContext.http.sourceIp = `198.51.100.${round}`;
      const args = [child, join(dir, name, 'index.js'), JSON.stringify(event)];
      const env = { ...process.env, LOG_LEVEL: 'SILENT' };
      const { stdout } = await promisify(execFile)(process.execPath, args, { env });
      const result = JSON.parse(stdout) as { loadMs: number; firstMs: number; status: number };
      sample.load.push(result.loadMs);
      sample.first.push(result.firstMs);
      sample.status.add(result.status);
    }
  }
  return samples;
}

/** Endpoints of each shape (write, day read, ranged read, list), and the MCP tool call (tokens rotate: 120 a minute each). */
async function warmTargets(company: SampleCompany): Promise<Array<[string, Target]>> {
  const tokens = async (label: string) =>
    Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const scopes = [`read:masterdata:${company.companyId}`];
        const { accessToken } = await issueAccessToken({
          sub: `bench-${label}-${i}`,
          scopes,
          mode: 'service',
        });
        return accessToken;
      }),
    );
  const rotating = (pool: string[]) => {
    let next = 0;
    return () => ({
      authorization: `Bearer ${pool[next++ % pool.length]}`,
      'mcp-protocol-version': '2025-03-26',
    });
  };
  const keyed = ['recordPunch', 'listPunchClockByDay', 'getEvents', 'listAppClassificationRules'].map(
    (name): [string, Target] => {
      const event = sampleEvent(name, company.key);
      return [name, { path: event.rawPath, body: event.body ?? '' }];
    },
  );
  const body = mcpSearchBody(company.companyId);
  return [
    ...keyed,
    ['MCP tools/call searchEmployee', { path: '/mcp', body, headers: rotating(await tokens('ours')) }],
    ['the same, MCP SDK stateless server', { path: SDK_ROUTE, body, headers: rotating(await tokens('sdk')) }],
  ];
}

async function main(): Promise<void> {
  const started = Date.now();
  const dir = join(RESULTS, 'bundles');
  mkdirSync(dir, { recursive: true });
  log('bundling every function with the production options');
  const { bundles } = await buildBundles(dir, { sdkMcp: 'bench/sdk-mcp.ts' });
  const secretsDir = mkdtempSync(join(tmpdir(), 'wfo-bench-'));
  const stack = await startLocalStack({
    secretsFile: join(secretsDir, 'secrets.json'),
    tableName: 'workforce-ops-bench',
  });
  const server = fork(join(REPO_ROOT, 'bench', 'run.ts'), ['serve', dir], { execArgv: ['--import', 'tsx'] });
  const port = new Promise<number>((resolve) =>
    server.once('message', (m) => resolve((m as { port: number }).port)),
  );
  try {
    const cold = await coldStarts(dir);
    const baseUrl = `http://127.0.0.1:${await port}`;
    const company = await sampleCompany('Bench warm');
    // What the list endpoints then read: a rule, a pending request, a punch and an event.
    for (const name of ['insertAppClassificationRule', 'requestExtension', 'recordPunch', 'setEvent']) {
      const event = sampleEvent(name, company.key);
      await post(baseUrl, { path: event.rawPath, body: event.body ?? '' });
    }
    const warm: string[] = [];
    for (const [name, target] of await warmTargets(company)) {
      log(`warm latency and throughput: ${name}`);
      const times = await warmLatency(baseUrl, target, WARM_REQUESTS);
      const rps = await throughput(baseUrl, target);
      warm.push(
        `| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 90))} | ${ms(percentile(times, 99))} | ${rps.toFixed(0)} |`,
      );
    }
    const sizeRow = (info: BundleInfo) =>
      `${kib(info.bytes)} / ${kib(info.gzipBytes)} (cap ${kib(capOf(info.name).bytes)} / ${kib(capOf(info.name).gzipBytes)})`;
    const coldRows = FUNCTION_CALLS.map(({ name }) => {
      const sample = cold.get(name);
      const info = bundles.find((candidate) => candidate.name === name);
      if (!sample || !info) return `| ${name} | not measured |`;
      return `| ${name} | ${sizeRow(info)} | ${ms(percentile(sample.load, 50))} | ${ms(percentile(sample.first, 50))} | ${ms(percentile(sample.first, 90))} | ${[...sample.status].join(', ')} |`;
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
      `Warm, through the local gateway: ${WARM_REQUESTS} requests one after another on one connection, then ${LOAD.connections} connections for ${LOAD.duration} s:`,
      '',
      '| Request | p50 | p90 | p99 | Requests/s |',
      '|---|---|---|---|---|',
      ...warm,
    ].join('\n');
    process.stdout.write(`\n${report}\n`);
    writeFileSync(join(RESULTS, 'latest.md'), `${report}\n`);
  } finally {
    server.kill();
    await stack.stop();
    rmSync(secretsDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3] ?? '').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
