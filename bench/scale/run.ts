/**
 * `npm run bench:scale`: the dashboards and analytics at the design scale. Seeds one company of
 * 5,000 employees x 92 days (and one of 500 x 10) into DynamoDB Local through the service's stores,
 * delivers the change stream to the summariser, and times every summarising tool, and the reads of
 * one day or page beside them, through the local gateway over HTTP. Prints p50/p90 and DynamoDB
 * calls at both sizes and their ratio, and checks the gates:
 * - each summarising tool at 5,000 x 92: p50 ≤ 500 ms, p90 ≤ 800 ms, and its answer exactly what
 *   a fold of the raw items gives;
 * - each summarising tool's p50 at 5,000 x 92 at most 3x its p50 at 500 x 10;
 * - no tool grouping by day or department reads more than 100 items per day of its range;
 * - when one company writes 1,000 times in a second, the summariser writes no partition past
 *   DynamoDB's 1,000 write units a second (hot-second.ts).
 *
 * The seeded table is kept under .local/bench-scale (git-ignored; SCALE_DATA_DIR=<dir> keeps it
 * under <dir> instead: on a RAM disk such as /dev/shm, DynamoDB Local writes it about four times
 * faster) and reused while its data is recent enough; SCALE_RESEED=1 seeds again. SCALE_RUNS sets
 * the timed requests per probe and size (20); SCALE_QUICK=1 runs the whole on a tenth of the data,
 * to try the harness (its verdict means nothing).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { issueAccessToken } from '../../lib/auth/issue-access-token.js';
import { SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import { dynamoClient } from '../../lib/dynamo/client.js';
import { listAllEmployees } from '../../lib/dynamo/employee-store.js';
import { pagePunchDay } from '../../lib/dynamo/punch-store.js';
import { listTransmissionsOfDay } from '../../lib/dynamo/transmission-store.js';
import { loadHandler } from '../../lib/local/gateway.js';
import { LOCAL_DIR, REPO_ROOT } from '../../lib/local/paths.js';
import { type LocalStack, startLocalStack } from '../../lib/local/stack.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { callTool } from '../../lib/mcp/call-tool.js';
import type { Principal } from '../../lib/mcp/principal.js';
import type { StoredPunchDay } from '../../lib/punch/punch-day.js';
import { findFunction } from '../../lib/routes.js';
import { countAwsCalls } from '../../lib/shared/call-counter.js';
import { addDays, daysBetween } from '../../lib/shared/dates.js';
import { DATASETS, type Dataset, QUICK } from './datasets.js';
import { type HotSecond, measureHotSecond } from './hot-second.js';
import { PROBES, type Probe, type Ranges, type RawData, rangesOf } from './probes.js';
import { deliverChanges, finishSeeding, seedDataset } from './seed.js';

/** Raised when what a seed leaves in the table changes (2: the company day's summary in three items; 3: person packs; 4: person packs per kind, one value each; 5: the company day's starts per two minutes; 6: person packs with each day in as many bits as its month needs). */
const SEED_VERSION = 6;
const SCALE_DIR = join(process.env.SCALE_DATA_DIR ?? LOCAL_DIR, QUICK ? 'bench-scale-quick' : 'bench-scale');
const DB_DIR = join(SCALE_DIR, 'dynamodb');
const SEED_FILE = join(SCALE_DIR, 'seed.json');
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const RUNS = Number(process.env.SCALE_RUNS ?? 20);
const WARMUP = 3;
/** The blocks each size's timed requests are measured in, taking turns with the other size. */
const BLOCKS = 4;
/** Reused while the newest transmissions are well inside their 90-day retention. */
const REUSE_DAYS = 45;

const GATES = { p50Ms: 500, p90Ms: 800, ratio: 3, itemsPerDay: 100, partitionWcu: 1_000 } as const;

interface SeedRecord {
  version: number;
  lastDay: string;
  seededAt: string;
  keys: Record<string, string>;
}

interface Measured {
  p50: number;
  p90: number;
  calls: number;
  /** Items DynamoDB read for one answer (Query ScannedCount, BatchGetItem and GetItem items). */
  items: number;
  exact: boolean | undefined;
  mismatch?: string;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function readSeed(): SeedRecord | undefined {
  if (!existsSync(SEED_FILE) || !existsSync(DB_DIR)) return undefined;
  const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as SeedRecord;
  const today = new Date().toISOString().slice(0, 10);
  if (seed.version !== SEED_VERSION || daysBetween(seed.lastDay, today) > REUSE_DAYS) return undefined;
  return seed;
}

async function prepare(): Promise<{ stack: LocalStack; seed: SeedRecord }> {
  mkdirSync(SCALE_DIR, { recursive: true });
  // Seeding and summarising here: DynamoDB Local, persisting hundreds of thousands of writes, can
  // take longer than a function's 2 s to answer one. The server answering the timed requests keeps 2 s.
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';
  const kept = process.env.SCALE_RESEED ? undefined : readSeed();
  if (!kept) rmSync(DB_DIR, { recursive: true, force: true });
  mkdirSync(DB_DIR, { recursive: true });
  const stack = await startLocalStack({
    persistDir: DB_DIR,
    secretsFile: join(SCALE_DIR, 'secrets.json'),
    tableName: 'workforce-ops-scale',
  });
  if (kept) {
    console.error(`Reusing the table seeded ${kept.seededAt} (punch days up to ${kept.lastDay}).`);
    await deliverChanges();
    return { stack, seed: kept };
  }
  const lastDay = addDays(new Date().toISOString().slice(0, 10), -1);
  const keys: Record<string, string> = {};
  const poller = new StreamPoller();
  for (const dataset of DATASETS) keys[dataset.key] = (await seedDataset(dataset, lastDay, poller)).key;
  await finishSeeding(poller);
  const seed = { version: SEED_VERSION, lastDay, seededAt: new Date().toISOString(), keys };
  writeFileSync(SEED_FILE, `${JSON.stringify(seed, null, 2)}\n`);
  return { stack, seed };
}

/**
 * The gateway in its own process. If it exits while the probes run (its stderr, which this process
 * shares, says why), that is said here at once, and it is started again for the request that found
 * it gone.
 */
class ScaleServer {
  port = 0;
  private child: ChildProcess | undefined;
  exit: string | undefined;

  constructor(private readonly stack: LocalStack) {}

  async start(): Promise<void> {
    const { DYNAMODB_REQUEST_TIMEOUT_MS: _bulkOnly, ...inherited } = process.env;
    const child = fork(join(REPO_ROOT, 'bench', 'scale', 'server.ts'), [], {
      env: {
        ...inherited,
        DYNAMODB_ENDPOINT: this.stack.dynamoEndpoint,
        SES_ENDPOINT: this.stack.sesEndpoint,
        TABLE_NAME: this.stack.tableName,
        LOCAL_SECRETS_FILE: this.stack.secretsFile,
        LOG_LEVEL: 'SILENT',
      },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child = child;
    this.exit = undefined;
    child.once('exit', (code, signal) => {
      this.exit = `exited (${signal ?? `code ${code}`})`;
      console.error(`the scale server ${this.exit}`);
    });
    this.port = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', () => reject(new Error(`the scale server ${this.exit}`)));
      child.once('message', (message) => resolve((message as { port: number }).port));
    });
  }

  stop(): void {
    this.child?.removeAllListeners('exit');
    this.child?.kill('SIGTERM');
  }
}

let tokensIssued = 0;

/** Tokens for the direct tool route, a new subject every few calls: the rate limit is per subject. */
class Tokens {
  private current: { token: string; left: number } | undefined;

  constructor(
    private readonly companyId: string,
    private readonly mode: 'service' | 'chatbot',
  ) {}

  async next(): Promise<string> {
    if (!this.current || this.current.left === 0) {
      tokensIssued += 1;
      const scopes =
        this.mode === 'chatbot'
          ? ['read:analytics', 'read:dashboard', 'read:masterdata'].map((f) => `${f}:${this.companyId}`)
          : SCOPE_FAMILIES.map((family) => `${family}:${this.companyId}`);
      const { accessToken } = await issueAccessToken({
        sub: `bench-scale-${this.mode}-${process.pid}-${tokensIssued}`,
        scopes,
        mode: this.mode,
        ...(this.mode === 'chatbot' ? { tenant: this.companyId } : {}),
      });
      this.current = { token: accessToken, left: this.mode === 'chatbot' ? 25 : 100 };
    }
    this.current.left -= 1;
    return this.current.token;
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface HttpAnswer {
  status: number;
  ms: number;
  json: { meta?: { apiCalls?: number } } | undefined;
}

/** Errors of a kept-alive socket the server closed while this process was busy (see `post`). */
const CLOSED_SOCKET = new Set(['ECONNRESET', 'EPIPE']);

function postOnce(port: number, path: string, payload: string, token?: string): Promise<HttpAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, ms, json: text ? JSON.parse(text) : undefined });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reusedSocket: req.reusedSocket })),
    );
    req.end(payload);
  });
}

/**
 * One request over the kept-alive connection. The reference folds between probes keep this process
 * busy for many seconds: a connection the server closed meanwhile is found closed only on writing
 * to it (EPIPE or ECONNRESET), and such a request is sent once more on a new connection, as Node's
 * documentation advises; so is one that found the server gone, once it runs again. Anything else
 * ends the run.
 */
async function post(server: ScaleServer, path: string, body: unknown, token?: string): Promise<HttpAnswer> {
  const payload = JSON.stringify(body);
  try {
    return await postOnce(server.port, path, payload, token);
  } catch (error) {
    const { code, reusedSocket } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
    // A server that died may break the connection before its exit is reported.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (server.exit) {
      console.error(`${path}: ${code ?? error}: the scale server ${server.exit}; starting it again`);
      agent.destroy();
      await server.start();
    } else if (reusedSocket && code && CLOSED_SOCKET.has(code)) {
      console.error(`${path}: the kept-alive connection was closed (${code}); sending again on a new one`);
    } else throw error;
    return postOnce(server.port, path, payload, token);
  }
}

/** One dataset, ready to be asked: its ranges, its raw items for the reference fold, its key and tokens. */
interface Prepared {
  dataset: Dataset;
  ranges: Ranges;
  raw: RawData;
  key: string;
  tokens: Record<'service' | 'chatbot', Tokens>;
}

/** The timed requests of one probe at one size, and the DynamoDB calls one answer made (the envelope says). */
async function timeRequests(
  server: ScaleServer,
  probe: Probe,
  size: Prepared,
  count: number,
): Promise<{ times: number[]; calls: number }> {
  const times: number[] = [];
  let calls = 0;
  for (let i = 0; i < count; i += 1) {
    const args = probe.args(size.dataset, size.ranges);
    const answer = probe.tool
      ? await post(server, `/mcp/tools/${probe.tool}`, args, await size.tokens[probe.mode].next())
      : await post(server, probe.endpoint ?? '', { key: size.key, ...args });
    if (answer.status !== 200)
      throw new Error(
        `${probe.label} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`,
      );
    times.push(answer.ms);
    if (probe.tool) calls = answer.json?.meta?.apiCalls ?? 0;
  }
  return { times, calls };
}

/**
 * p50/p90 of a probe at every size, over HTTP. The sizes take turns in blocks, so a change in the
 * machine's speed during the run falls on both sides of the ratio rather than on one size alone.
 */
async function timeProbe(
  server: ScaleServer,
  probe: Probe,
  sizes: readonly Prepared[],
): Promise<Array<{ size: Prepared; p50: number; p90: number; calls: number }>> {
  const measured = sizes.map((size) => ({ size, times: [] as number[], calls: 0 }));
  for (const size of sizes) await timeRequests(server, probe, size, WARMUP);
  for (let block = 0; block < BLOCKS; block += 1) {
    for (const entry of measured) {
      const timed = await timeRequests(server, probe, entry.size, Math.ceil(RUNS / BLOCKS));
      entry.times.push(...timed.times);
      entry.calls = timed.calls;
    }
  }
  return measured.map(({ size, times, calls }) => ({
    size,
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    calls,
  }));
}

let itemsRead = 0;

/** Counts the items each DynamoDB answer carries, in this process (the in-process checks below). */
function countItemsRead(): void {
  dynamoClient().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = (result.output ?? {}) as {
        ScannedCount?: number;
        Item?: unknown;
        Responses?: Record<string, unknown[]>;
      };
      if (typeof output.ScannedCount === 'number') itemsRead += output.ScannedCount;
      else if (output.Item) itemsRead += 1;
      else if (output.Responses)
        itemsRead += Object.values(output.Responses).reduce((n, list) => n + list.length, 0);
      return result;
    },
    { step: 'initialize', name: 'scaleBenchItemsRead' },
  );
}

const principalOf = (companyId: string, mode: 'service' | 'chatbot'): Principal => ({
  sub: `bench-scale-inprocess-${mode}`,
  mode,
  scopes: SCOPE_FAMILIES.map((family) => `${family}:${companyId}`),
  ...(mode === 'chatbot' ? { tenant: companyId } : {}),
});

async function rawDataOf(dataset: Dataset, ranges: Ranges): Promise<RawData> {
  const days: StoredPunchDay[] = [];
  for (const date of ranges.dates) {
    let after: string | undefined;
    do {
      const page = await pagePunchDay(dataset.companyId, date, 1_000, after);
      days.push(...page.days);
      after = page.lastLogin;
    } while (after !== undefined);
  }
  // The overview's last week runs to now: it holds the transmissions earlier runs' probes recorded today.
  const today = new Date().toISOString().slice(0, 10);
  const transmissions = (
    await Promise.all(
      [...new Set([...ranges.txDates, ...Array.from({ length: 8 }, (_, i) => addDays(today, -i))])].map(
        (day) => listTransmissionsOfDay(dataset.companyId, day),
      ),
    )
  ).flat();
  const employees = (await listAllEmployees(dataset.companyId)).map((e) => e.profile);
  return { days, transmissions, employees, now: Date.now() };
}

/** A key-based endpoint's request as API Gateway hands it to the function. */
function endpointEvent(path: string, body: unknown): APIGatewayProxyEventV2 {
  const sample = JSON.parse(
    readFileSync(join(REPO_ROOT, 'events', `${path.slice(1)}.json`), 'utf8'),
  ) as APIGatewayProxyEventV2;
  return {
    ...sample,
    body: JSON.stringify(body),
    requestContext: { ...sample.requestContext, requestId: `bench-scale-${Date.now()}` },
  };
}

/**
 * In this process: the DynamoDB calls and items one answer takes, and whether it is what the fold
 * of the raw items says.
 */
async function checkProbe(
  probe: Probe,
  dataset: Dataset,
  ranges: Ranges,
  key: string,
  raw: RawData | undefined,
): Promise<Pick<Measured, 'items' | 'exact' | 'mismatch'> & { calls: number }> {
  const before = itemsRead;
  if (!probe.tool) {
    const fn = findFunction(probe.endpoint?.slice(1) ?? '');
    if (!fn) throw new Error(`no function for ${probe.endpoint}`);
    const handler = await loadHandler(fn);
    const event = endpointEvent(probe.endpoint ?? '', { key, ...probe.args(dataset, ranges) });
    const context = { functionName: fn.name, awsRequestId: 'bench-scale' } as Context;
    const { calls } = await countAwsCalls(() => handler(event, context));
    return { calls, items: itemsRead - before, exact: undefined };
  }
  const { result, calls } = await countAwsCalls(() =>
    callTool(
      principalOf(dataset.companyId, probe.mode),
      probe.tool ?? '',
      probe.args(dataset, ranges),
      'direct',
    ),
  );
  const items = itemsRead - before;
  if (!result.envelope.success) throw new Error(`${probe.label}: ${JSON.stringify(result.envelope)}`);
  if (!raw || !probe.expected || !probe.actual) return { calls, items, exact: undefined };
  const actual = probe.actual(result.envelope.data as Record<string, unknown>);
  const expected = probe.expected(raw, ranges);
  const exact = isDeepStrictEqual(JSON.parse(JSON.stringify(actual)), JSON.parse(JSON.stringify(expected)));
  return {
    calls,
    items,
    exact,
    ...(exact
      ? {}
      : {
          mismatch: `got ${JSON.stringify(actual).slice(0, 400)} want ${JSON.stringify(expected).slice(0, 400)}`,
        }),
  };
}

const ms = (value: number) => value.toFixed(0);

const sizeOf = (key: Dataset['key']) => {
  const dataset = DATASETS.find((d) => d.key === key);
  return dataset ? `${dataset.employees.toLocaleString('en-US')} × ${dataset.days}` : key;
};

async function main(): Promise<number> {
  const { stack, seed } = await prepare();
  countItemsRead();
  const server = new ScaleServer(stack);
  await server.start();
  const results = new Map<string, Record<string, Measured>>();
  let hot: HotSecond;
  try {
    const sizes: Prepared[] = [];
    for (const dataset of DATASETS) {
      const ranges = rangesOf(dataset, seed.lastDay);
      console.error(`${dataset.key}: reading the raw items for the reference fold...`);
      sizes.push({
        dataset,
        ranges,
        raw: await rawDataOf(dataset, ranges),
        key: seed.keys[dataset.key] ?? '',
        tokens: {
          service: new Tokens(dataset.companyId, 'service'),
          chatbot: new Tokens(dataset.companyId, 'chatbot'),
        },
      });
    }
    for (const probe of PROBES) {
      for (const { size, ...timed } of await timeProbe(server, probe, sizes)) {
        const { dataset, ranges, raw, key } = size;
        const checked = await checkProbe(probe, dataset, ranges, key, probe.summarising ? raw : undefined);
        const row = results.get(probe.label) ?? {};
        // The calls of the in-process answer: an endpoint's answer does not report them.
        row[dataset.key] = { ...timed, ...checked, calls: probe.tool ? timed.calls : checked.calls };
        results.set(probe.label, row);
        console.error(
          `${dataset.key}: ${probe.label}: p50 ${ms(timed.p50)} ms, p90 ${ms(timed.p90)} ms, ${timed.calls} calls, ${checked.items} items${checked.exact === false ? ', NOT EXACT' : ''}`,
        );
      }
    }
    console.error('hot second: 1,000 punch days and their transmissions from one company...');
    hot = await measureHotSecond();
  } finally {
    server.stop();
    agent.destroy();
    await stack.stop();
  }

  const large = DATASETS.find((d) => d.key === 'large') as Dataset;
  const largeDays = rangesOf(large, seed.lastDay);
  const failures: string[] = [];
  const lines = [
    `Seeded ${seed.seededAt.slice(0, 10)} (punch days up to ${seed.lastDay}); ${RUNS} timed requests per probe and size after ${WARMUP}, the two sizes taking turns in ${BLOCKS} blocks, one keep-alive connection, through the local gateway.`,
    '',
    `| tool | ${sizeOf('small')} p50 / p90 (ms) | calls | ${sizeOf('large')} p50 / p90 (ms) | calls | items read per day of range | p50 ratio | exact | gates |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const probe of PROBES) {
    const row = results.get(probe.label) ?? {};
    const small = row.small;
    const big = row.large;
    if (!small || !big) continue;
    const ratio = big.p50 / small.p50;
    const rangeDays = probe.label.includes('transmissionsByStatus')
      ? largeDays.txDates.length
      : largeDays.dates.length;
    const perDay = big.items / rangeDays;
    const missed: string[] = [];
    if (probe.summarising) {
      if (big.p50 > GATES.p50Ms) missed.push(`p50 > ${GATES.p50Ms}`);
      if (big.p90 > GATES.p90Ms) missed.push(`p90 > ${GATES.p90Ms}`);
      if (ratio > GATES.ratio) missed.push(`ratio > ${GATES.ratio}`);
      if (big.exact !== true || small.exact !== true) missed.push('not exact');
    }
    if (probe.perDayGate && perDay > GATES.itemsPerDay) missed.push(`> ${GATES.itemsPerDay} items/day`);
    for (const miss of missed) failures.push(`${probe.label}: ${miss}`);
    for (const [size, measured] of Object.entries(row))
      if (measured.mismatch) failures.push(`${probe.label} (${size}): ${measured.mismatch}`);
    lines.push(
      `| ${probe.label} | ${ms(small.p50)} / ${ms(small.p90)} | ${small.calls} | ${ms(big.p50)} / ${ms(big.p90)} | ${big.calls} | ${probe.perDayGate ? perDay.toFixed(1) : '–'} | ${ratio.toFixed(2)} | ${big.exact === undefined ? '–' : big.exact && small.exact ? 'yes' : 'NO'} | ${probe.summarising || probe.perDayGate ? (missed.length ? `**miss**: ${missed.join(', ')}` : 'pass') : '–'} |`,
    );
  }
  lines.push(
    '',
    "One company writing 1,000 times in one second: the summariser's busiest partitions, in write units for that second (DynamoDB allows 1,000 per partition).",
    '',
    '| the second | changes | partition | writes | write units |',
    '|---|---|---|---|---|',
  );
  for (const [label, writes] of [
    ['1,000 employees imported (or moved) in one request', hot.employeeImport],
    ['1,000 employees punch, each request with its transmission', hot.punches],
  ] as const) {
    for (const p of writes.partitions.slice(0, 3))
      lines.push(
        `| ${label} | ${writes.changes.toLocaleString('en-US')} | ${p.pk} | ${p.writes} | ${p.wcu} |`,
      );
    const top = writes.partitions[0];
    if (top && top.wcu > GATES.partitionWcu)
      failures.push(`${label}: ${top.pk} takes ${top.wcu} write units, over ${GATES.partitionWcu}`);
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'scale-latest.md'), `${table}\n`);
  writeFileSync(
    join(RESULTS_DIR, 'scale-latest.json'),
    `${JSON.stringify({ seed, runs: RUNS, results: Object.fromEntries(results), hot }, null, 2)}\n`,
  );
  if (failures.length > 0) {
    console.log(`Gates missed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    return 1;
  }
  console.log('Every gate passes.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:scale failed:', error);
    process.exit(1);
  },
);
