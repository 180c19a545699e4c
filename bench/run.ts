/**
 * `npm run bench`: the performance goals G1-G12 (bench/README.md lists them), each a ratio against
 * a yardstick measured in the same run on the same machine. Builds every function with the production
 * bundling options, starts DynamoDB Local and the SES emulator, serves the bundles behind the local
 * gateway in a separate process, and measures three kept runs (a run during which the machine's
 * speed changed is discarded as too noisy and measured again: see NOISE_DRIFT). Prints the table,
 * writes it as JSON to bench/results/, and exits 1 when a gate fails.
 *
 * BENCH_QUICK=1 shortens every measurement for trying the harness; its verdict is not the gate's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueAccessToken } from '../lib/auth/issue-access-token.js';
import { REPO_ROOT } from '../lib/local/paths.js';
import { startLocalStack } from '../lib/local/stack.js';
import { bundleAll, G1_MAX_BYTES, G1_MAX_GZIP_BYTES, G1_MAX_RATIO, sizeRows } from './bundles.js';
import { checkCompanyCache, countSampleCalls } from './calls/check.js';
import { type RecordedCall, recordWarmCalls } from './calls/record.js';
import { sampleCompany } from './calls/samples.js';
import { buildColdChild } from './cold.js';
import { RawDynamo } from './dynamo-raw.js';
import { SequentialClient, startBenchServer } from './gateway-client.js';
import { G4_ENDPOINTS, sampleCall } from './latency.js';
import { formatTable, Report } from './report.js';
import { measureRun, type RunSettings } from './run-once.js';

const QUICK = process.env.BENCH_QUICK === '1';
const SETTINGS: RunSettings = QUICK
  ? {
      coldRounds: 4,
      latency: { measured: 300, warmup: 100 },
      load: { connections: 8, durationSeconds: 2 },
      employees: 2_000,
    }
  : {
      coldRounds: 30,
      latency: { measured: 2_000, warmup: 500 },
      load: { connections: 8, durationSeconds: 10 },
      employees: 10_000,
    };
const KEPT_RUNS = QUICK ? 1 : 3;
const MAX_ATTEMPTS = KEPT_RUNS + 2;
/**
 * The issue's noise rule (discard a run whose SDK round trip exceeds 3x a raw HTTP call to DynamoDB
 * Local) discards the quiet runs on this machine, not the noisy ones: the quieter the machine, the
 * faster the raw call gets while the SDK's own CPU cost stays (SDK/raw 3.3-4.2x quiet, 2.4-2.9x
 * loaded). So that ratio is shown for information, and a run is discarded when the SDK round trip
 * measured after it differs from the one measured before it by more than NOISE_DRIFT: the machine
 * changed speed during the run, and its ratios compare numbers measured under different loads.
 */
const ISSUE_NOISE_RATIO = 3;
const NOISE_DRIFT = 0.25;
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const t0 = Date.now();
const log = (line: string) =>
  process.stderr.write(`[bench +${Math.round((Date.now() - t0) / 1000)}s] ${line}\n`);

async function deterministicGoals(report: Report, bundlesDir: string): Promise<void> {
  const bundles = await bundleAll(bundlesDir);
  const baseline = bundles.get('baseline');
  for (const row of sizeRows(bundles)) {
    const info = `${(row.bytes / 1024).toFixed(0)} KB / ${(row.gzipBytes / 1024).toFixed(0)} KB gzip; baseline ${((baseline?.bytes ?? 0) / 1024).toFixed(0)} KB`;
    if (row.ownCap) {
      // G1 does not apply (OWN_SIZE_CAPS): the function's own cap, with the ratio for information.
      const cap = row.ownCap;
      report.add(
        'G1 own cap',
        row.name,
        '<=',
        1,
        Math.max(row.bytes / cap.bytes, row.gzipBytes / cap.gzipBytes),
        `${info} (${row.ratio.toFixed(2)}x); share of its cap, ${cap.bytes / 1024} KB / ${cap.gzipBytes / 1024} KB gzip, the larger`,
      );
    } else {
      report.add('G1 size', row.name, '<=', G1_MAX_RATIO, row.ratio, info);
      report.add(
        'G1 absolute',
        row.name,
        '<=',
        1,
        Math.max(row.bytes / G1_MAX_BYTES, row.gzipBytes / G1_MAX_GZIP_BYTES),
        `${info}; share of 500 KB / 150 KB gzip, the larger`,
      );
    }
    report.add('G1b', row.name, '<=', 0, row.forbidden.length, row.forbidden.join('; ') || 'none', 'n');
  }
  for (const count of await countSampleCalls()) {
    report.add(
      'G12',
      count.name,
      '<=',
      1,
      count.calls / Math.max(count.max, 1),
      `${count.calls} calls, manifest ${count.max} (HTTP ${count.status})`,
    );
  }
  const cache = await checkCompanyCache();
  report.add(
    'G12 cache',
    'company record cache',
    '<=',
    60_000,
    cache.ok ? cache.cacheMs : Number.POSITIVE_INFINITY,
    `cached ${cache.cacheMs / 1000} s; served from memory before expiry: ${cache.servedFromMemoryBeforeExpiry}; revocation seen at expiry: ${cache.revocationSeenAtExpiry}`,
    'n',
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const secretsDir = mkdtempSync(join(tmpdir(), 'wfo-bench-'));
  const bundlesDir = join(RESULTS_DIR, 'bundles');
  mkdirSync(bundlesDir, { recursive: true });
  log('starting DynamoDB Local and the SES emulator');
  const stack = await startLocalStack({
    secretsFile: join(secretsDir, 'secrets.json'),
    tableName: 'workforce-ops-bench',
  });
  const report = new Report();
  const raw = new RawDynamo(stack.dynamoEndpoint, stack.tableName);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    log('bundling every function with the production options; G1, G1b, G12');
    await deterministicGoals(report, bundlesDir);
    const child = await buildColdChild(bundlesDir);
    server = await startBenchServer(bundlesDir, { ...process.env });
    const client = new SequentialClient(server.port);
    const company = await sampleCompany('Bench warm');
    // State the list endpoints then read: a rule, a pending request, a punch and an event.
    for (const name of ['insertAppClassificationRule', 'requestExtension', 'recordPunch', 'setEvent']) {
      const answer = await client.send(sampleCall(name, company.key));
      if (answer.status !== 200) throw new Error(`seeding ${name}: ${answer.status} ${answer.body}`);
    }
    // One at a time: the round trips are told apart by which requests overlap.
    const recorded = new Map<string, RecordedCall[][]>();
    for (const name of G4_ENDPOINTS) recorded.set(name, await recordWarmCalls(name, company.key));
    const noise: Array<{
      sdkP50Ms: number;
      rawP50Ms: number;
      sdkBeforeMs: number;
      sdkAfterMs: number;
      drift: number;
      kept: boolean;
    }> = [];
    // DynamoDB Local is a JVM: its round trip falls from about 1.4 ms to 0.7 ms over its first
    // 12,000 calls or so, which discarded every first run as drifting. Warm it before run 1.
    log('warming DynamoDB Local up (15,000 calls)');
    await raw.sdkRoundTrips(15_000);
    for (
      let attempt = 1;
      attempt <= MAX_ATTEMPTS && noise.filter((n) => n.kept).length < KEPT_RUNS;
      attempt += 1
    ) {
      log(`run ${attempt} (kept so far: ${noise.filter((n) => n.kept).length} of ${KEPT_RUNS})`);
      const tokens = async (label: string, count: number) =>
        Promise.all(
          Array.from(
            { length: count },
            async (_, i) =>
              (
                await issueAccessToken({
                  sub: `bench-${label}-${attempt}-${i}`,
                  scopes: [`read:masterdata:${company.companyId}`],
                  mode: 'service',
                })
              ).accessToken,
          ),
        );
      const runReport = new Report();
      const before = await raw.noise();
      await measureRun(runReport, {
        settings: SETTINGS,
        server,
        client,
        raw,
        company,
        recorded,
        bundlesDir,
        child,
        env: { ...process.env },
        tokens: {
          warm: await tokens('warm', 60),
          ours: await tokens('ours', 100),
          sdk: await tokens('sdk', 100),
        },
        log,
      });
      const after = await raw.noise();
      const sdkP50Ms = (before.sdkP50Ms + after.sdkP50Ms) / 2;
      const rawP50Ms = (before.rawP50Ms + after.rawP50Ms) / 2;
      const drift = Math.abs(after.sdkP50Ms - before.sdkP50Ms) / Math.min(after.sdkP50Ms, before.sdkP50Ms);
      const kept = drift <= NOISE_DRIFT;
      noise.push({
        sdkP50Ms,
        rawP50Ms,
        sdkBeforeMs: before.sdkP50Ms,
        sdkAfterMs: after.sdkP50Ms,
        drift,
        kept,
      });
      log(
        `run ${attempt}: SDK round trip ${before.sdkP50Ms.toFixed(2)} ms before, ${after.sdkP50Ms.toFixed(2)} ms after (drift ${(100 * drift).toFixed(0)}%), raw HTTP ${rawP50Ms.toFixed(2)} ms (SDK/raw ${(sdkP50Ms / rawP50Ms).toFixed(1)}x; the issue's rule: <= ${ISSUE_NOISE_RATIO}x): ${kept ? 'kept' : `discarded (drift > ${100 * NOISE_DRIFT}%)`}`,
      );
      // Each run's own table as it ends: on a loaded machine a full verdict can take an hour, and
      // a bench stopped early still leaves the runs it finished.
      const runTable = formatTable(runReport.tableRows());
      writeFileSync(join(RESULTS_DIR, `run-${attempt}.md`), `${runTable}\n`);
      log(`run ${attempt}'s own table (${kept ? 'kept' : 'discarded'}): bench/results/run-${attempt}.md`);
      if (kept) report.merge(runReport);
    }
    const keptRuns = noise.filter((n) => n.kept).length;
    report.add(
      'noise',
      'kept runs',
      '>=',
      KEPT_RUNS,
      keptRuns,
      `${noise.length} measured; per run, SDK round trip before/after (drift), and SDK/raw HTTP: ${noise.map((n) => `${n.sdkBeforeMs.toFixed(2)}/${n.sdkAfterMs.toFixed(2)} ms (${(100 * n.drift).toFixed(0)}%), ${(n.sdkP50Ms / n.rawP50Ms).toFixed(1)}x`).join('; ')}`,
      'n',
    );
    const table = formatTable(report.tableRows());
    const passed = report.passed();
    process.stdout.write(
      `\n${QUICK ? '(BENCH_QUICK: shortened measurements, not the gate run)\n' : ''}${table}\n\n${passed ? 'All gates pass.' : 'Some gates FAIL.'} (${Math.round((Date.now() - started) / 1000)} s)\n`,
    );
    const json = {
      date: new Date().toISOString(),
      quick: QUICK,
      settings: SETTINGS,
      passed,
      table: report.tableRows(),
      subjects: report.rows(),
      noise,
    };
    writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(join(RESULTS_DIR, 'latest.md'), `${table}\n`);
    process.exitCode = passed ? 0 : 1;
  } finally {
    await server?.stop();
    raw.close();
    await stack.stop();
    rmSync(secretsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
