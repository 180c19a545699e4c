/**
 * `npm run bench:scale`: the dashboards and analytics at the design scale, on DynamoDB Local. Seeds
 * a company of 5,000 employees x 92 days of punches ending yesterday (its days summed as the
 * schedule sums them; yesterday, not over everywhere yet, is counted from its records), then:
 * - ingests one punch per employee through the local gateway at concurrency 8, the stream poller
 *   delivering as it goes, and prints punches a second (gate: at least 500);
 * - times every summarising tool through the gateway over HTTP (3 warm-up requests, then
 *   SCALE_RUNS, 20 by default): p50 ≤ 500 ms and p90 ≤ 800 ms for the charts and the answers by
 *   day or department, p50 ≤ 1 s by person;
 * - checks each answer, in process, against a fold of the raw items (test/support/reference-fold.ts).
 * SCALE_QUICK=1 runs it on a tenth of the data, to try the harness (its verdict means nothing).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { issueAccessToken } from '../../lib/auth/issue-access-token.js';
import { SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import { listAllEmployees } from '../../lib/dynamo/employee-store.js';
import { readRawDay } from '../../lib/dynamo/summary-store.js';
import { listTransmissionsOfDay } from '../../lib/dynamo/transmission-store.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { type LocalStack, startLocalStack } from '../../lib/local/stack.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { callTool } from '../../lib/mcp/call-tool.js';
import { addDays, localDateOf } from '../../lib/shared/dates.js';
import { forEachInParallel } from '../../lib/shared/in-parallel.js';
import { loginOf, SCALE_DATASET } from './datasets.js';
import { PROBES, type Probe, type RawData, rangesOf } from './probes.js';
import { seedDataset } from './seed.js';

const RUNS = Number(process.env.SCALE_RUNS ?? 20);
const WARMUP = 3;
const INGEST_CONCURRENCY = 8;
const GATES = { p50Ms: 500, p90Ms: 800, personP50Ms: 1_000, punchesPerSecond: 500 } as const;

const agent = new Agent({ keepAlive: true, maxSockets: INGEST_CONCURRENCY });

function post(
  port: number,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; ms: number; json: unknown }> {
  const payload = JSON.stringify(body);
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
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The local gateway in a process of its own, so that timing and serving share no event loop. */
async function startServer(stack: LocalStack): Promise<{ port: number; child: ChildProcess }> {
  // The server answers as a function does: with the functions' own DynamoDB timeout, not the seeding's.
  const { DYNAMODB_REQUEST_TIMEOUT_MS: _seeding, ...inherited } = process.env;
  const child = fork(join(REPO_ROOT, 'bench', 'scale', 'server.ts'), [], {
    env: {
      ...inherited,
      DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
      SES_ENDPOINT: stack.sesEndpoint,
      TABLE_NAME: stack.tableName,
      LOCAL_SECRETS_FILE: stack.secretsFile,
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the scale server exited (${code})`)));
    child.once('message', (message) => resolve((message as { port: number }).port));
  });
  return { port, child };
}

/** Tokens for the direct tool route, a new subject every few calls: the rate limit is per subject. */
function tokens(companyId: string) {
  let issued = 0;
  const current: Record<string, { token: string; left: number }> = {};
  return async (mode: 'service' | 'chatbot'): Promise<string> => {
    const held = current[mode];
    if (held && held.left > 0) {
      held.left -= 1;
      return held.token;
    }
    issued += 1;
    const { accessToken } = await issueAccessToken({
      sub: `bench-scale-${mode}-${process.pid}-${issued}`,
      scopes: SCOPE_FAMILIES.map((family) => `${family}:${companyId}`),
      mode,
      ...(mode === 'chatbot' ? { tenant: companyId } : {}),
    });
    current[mode] = { token: accessToken, left: mode === 'chatbot' ? 25 : 100 };
    return accessToken;
  };
}

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ??
  0;

/** One BEGIN_DAY per employee today, at concurrency 8, while the poller delivers the stream. */
async function ingest(port: number, key: string, poller: StreamPoller): Promise<number> {
  poller.start(250);
  const at = new Date().toISOString().slice(0, 19);
  const started = performance.now();
  await forEachInParallel(
    Array.from({ length: SCALE_DATASET.employees }, (_, i) => i),
    INGEST_CONCURRENCY,
    async (i) => {
      const answer = await post(port, '/recordPunch', {
        key,
        username: loginOf(i),
        actionType: 'BEGIN_DAY',
        actionDatetimeSent: `${at}Z`,
        hostname: 'NB-1',
        locationType: 'office',
      });
      if (answer.status !== 200)
        throw new Error(`recordPunch answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    },
  );
  const perSecond = SCALE_DATASET.employees / ((performance.now() - started) / 1000);
  await poller.stop();
  await poller.drain();
  return perSecond;
}

async function rawData(from: string, to: string, txFrom: string, txTo: string): Promise<RawData> {
  const { companyId } = SCALE_DATASET;
  const dates = Array.from({ length: 1 + (Date.parse(to) - Date.parse(from)) / 86_400_000 }, (_, i) =>
    addDays(from, i),
  );
  const txDates = Array.from({ length: 1 + (Date.parse(txTo) - Date.parse(txFrom)) / 86_400_000 }, (_, i) =>
    addDays(txFrom, i),
  );
  const week = Array.from({ length: 8 }, (_, i) => addDays(new Date().toISOString().slice(0, 10), -i));
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

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'wfo-scale-'));
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';
  const stack = await startLocalStack({
    secretsFile: join(dir, 'secrets.json'),
    tableName: 'workforce-ops-scale',
  });
  // The seed ends the day before the ingest's local day in every zone of the dataset (Manaus is the
  // furthest west): a UTC date would put the ingest's BEGIN_DAY on a seeded day before 04:00 UTC.
  const lastDay = addDays(localDateOf(Date.now(), 'America/Manaus'), -1);
  const lines: string[] = [];
  const failures: string[] = [];
  const server = await startServer(stack);
  try {
    const poller = new StreamPoller();
    const key = await seedDataset(SCALE_DATASET, lastDay, () => poller.skipToEnd());
    const perSecond = await ingest(server.port, key, poller);
    lines.push(
      `Ingest: ${SCALE_DATASET.employees.toLocaleString('en-US')} punches through the gateway at concurrency ${INGEST_CONCURRENCY}, the stream delivered as they came: ${perSecond.toFixed(0)} punches/s.`,
    );
    if (perSecond < GATES.punchesPerSecond)
      failures.push(`ingest: ${perSecond.toFixed(0)} punches/s < ${GATES.punchesPerSecond}`);
    const ranges = rangesOf(SCALE_DATASET, lastDay);
    console.error('reading the raw items for the reference fold...');
    const raw = await rawData(ranges.from, ranges.to, ranges.txFrom, ranges.txTo);
    const token = tokens(SCALE_DATASET.companyId);
    lines.push('', '| answer | p50 / p90 (ms) | exact | gates |', '|---|---|---|---|');
    for (const probe of PROBES.filter((p) => p.tool)) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const answer = await post(
          server.port,
          `/mcp/tools/${probe.tool}`,
          probe.args(SCALE_DATASET, ranges),
          await token(probe.mode),
        );
        if (answer.status !== 200)
          throw new Error(
            `${probe.label} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`,
          );
        if (i >= WARMUP) times.push(answer.ms);
      }
      const [p50, p90] = [percentile(times, 50), percentile(times, 90)];
      const exact = await isExact(probe, ranges, raw);
      const missed = !probe.summarising
        ? []
        : [
            ...(exact ? [] : ['not exact']),
            ...(probe.byPerson
              ? p50 > GATES.personP50Ms
                ? [`p50 > ${GATES.personP50Ms}`]
                : []
              : [
                  ...(p50 > GATES.p50Ms ? [`p50 > ${GATES.p50Ms}`] : []),
                  ...(p90 > GATES.p90Ms ? [`p90 > ${GATES.p90Ms}`] : []),
                ]),
          ];
      for (const miss of missed) failures.push(`${probe.label}: ${miss}`);
      lines.push(
        `| ${probe.label} | ${p50.toFixed(0)} / ${p90.toFixed(0)} | ${exact === undefined ? '–' : exact ? 'yes' : 'NO'} | ${probe.summarising ? (missed.length ? `**miss**: ${missed.join(', ')}` : 'pass') : '–'} |`,
      );
      console.error(lines.at(-1));
    }
  } finally {
    server.child.kill('SIGTERM');
    agent.destroy();
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  const results = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'scale-latest.md'), `${table}\n`);
  if (failures.length > 0) {
    console.log(`Gates missed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    return 1;
  }
  console.log('Every gate passes.');
  return 0;
}

/** The answer, asked in process, against the fold of the raw items (undefined: not a summarising answer). */
async function isExact(
  probe: Probe,
  ranges: ReturnType<typeof rangesOf>,
  raw: RawData,
): Promise<boolean | undefined> {
  if (!probe.expected || !probe.actual) return undefined;
  const { companyId } = SCALE_DATASET;
  const principal = {
    sub: 'bench-scale-inprocess',
    mode: probe.mode,
    scopes: SCOPE_FAMILIES.map((family) => `${family}:${companyId}`),
    ...(probe.mode === 'chatbot' ? { tenant: companyId } : {}),
  };
  const { envelope } = await callTool(
    principal,
    probe.tool ?? '',
    probe.args(SCALE_DATASET, ranges),
    'direct',
  );
  if (!envelope.success) throw new Error(`${probe.label}: ${JSON.stringify(envelope)}`);
  const actual = JSON.parse(JSON.stringify(probe.actual(envelope.data as Record<string, unknown>)));
  const expected = JSON.parse(JSON.stringify(probe.expected(raw, ranges)));
  if (!isDeepStrictEqual(actual, expected))
    console.error(
      `${probe.label}: got ${JSON.stringify(actual).slice(0, 300)} want ${JSON.stringify(expected).slice(0, 300)}`,
    );
  return isDeepStrictEqual(actual, expected);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:scale failed:', error);
    process.exit(1);
  },
);
