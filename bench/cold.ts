/**
 * G2 (module load) and G3 (cold start to first response): fresh Node processes, interleaved in
 * random order round by round (the baseline in every round), each loading one production bundle
 * and answering its sample event against DynamoDB Local. Each (round, function) gets its own
 * company, so every process takes the same path as its peers. Ratios are of p50s.
 *
 * G3's yardstick for a function is the DynamoDB-only steps bundle (baselines/dynamo-steps.ts)
 * replaying, cold, every DynamoDB call the function's sample request makes (calls/manifest.ts,
 * including the company read a cold process makes): each function is held to 1.3x the cold start
 * of the calls it has to make, as G4 holds warm requests to theirs. A function that sends e-mail
 * is compared with baselines/aws-steps.ts, the same replay with the SES client and its SendEmail. The ratio to the one-GetItem
 * baseline is kept too (`firstRatio`), for information.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { REPO_ROOT } from '../lib/local/paths.js';
import { BASELINE, deployableFunctions } from './bundles.js';
import { replaySteps } from './calls/manifest.js';
import { sampleCompany, sampleEvent } from './calls/samples.js';
import { median, shuffled } from './stats.js';

const run = promisify(execFile);

export interface ColdRow {
  name: string;
  loadMs: number;
  firstMs: number;
  loadRatio: number;
  firstRatio: number;
  /** First response p50 of the same AWS calls replayed cold by the steps bundle (dynamoSteps or awsSteps). */
  replayFirstMs: number;
  replayRatio: number;
  statuses: number[];
}

/** The subject replaying a function's DynamoDB (and SES) calls cold. */
const replayOf = (name: string) => `${name} (AWS calls replayed)`;
/** The bundle replaying a function's calls: with the SES client only for a function that mails. */
const replayBundleOf = (name: string) =>
  replaySteps(name, 'cold').some((step) => step.op === 'SendEmail') ? 'awsSteps' : 'dynamoSteps';

export async function buildColdChild(outDir: string): Promise<string> {
  const outfile = join(outDir, 'cold-child.cjs');
  await build({
    entryPoints: [join(REPO_ROOT, 'bench', 'cold-child.ts')],
    outfile,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

async function spawnOnce(
  child: string,
  bundle: string,
  eventFile: string,
  env: NodeJS.ProcessEnv,
): Promise<{ loadMs: number; firstMs: number; status: number }> {
  const { stdout } = await run(process.execPath, [child, bundle, eventFile], { env, timeout: 60_000 });
  return JSON.parse(stdout) as { loadMs: number; firstMs: number; status: number };
}

/** A sample event for a fresh company: the baseline reads one item and needs none. */
async function eventFor(name: string, dir: string, round: number): Promise<string> {
  const file = join(dir, `${name.replaceAll(/\W/g, '-')}-${round}.json`);
  const replayed = deployableFunctions().find((fn) => replayOf(fn.name) === name);
  const event = replayed
    ? sampleEvent('integrationValidatorData', '', { steps: replaySteps(replayed.name, 'cold') })
    : name === BASELINE
      ? sampleEvent('integrationValidatorData', '')
      : sampleEvent(name, (await sampleCompany('Bench cold')).key);
  // A different client address each time: the tokenless MCP limit counts per IP.
  event.requestContext.http.sourceIp = `198.51.100.${(round % 250) + 1}`;
  writeFileSync(file, JSON.stringify(event));
  return file;
}

export async function coldStarts(
  bundlesDir: string,
  child: string,
  env: NodeJS.ProcessEnv,
  rounds: number,
  onRound?: (round: number) => void,
): Promise<ColdRow[]> {
  const functions = deployableFunctions().map((fn) => fn.name);
  const names = [BASELINE, ...functions, ...functions.map(replayOf)];
  const bundles = new Map(functions.map((name) => [replayOf(name), replayBundleOf(name)]));
  const bundleOf = (name: string) => bundles.get(name) ?? name;
  const eventsDir = join(bundlesDir, 'cold-events');
  mkdirSync(eventsDir, { recursive: true });
  const samples = new Map<string, { load: number[]; first: number[]; statuses: number[] }>(
    names.map((name) => [name, { load: [], first: [], statuses: [] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    const events = new Map<string, string>();
    for (const name of names) events.set(name, await eventFor(name, eventsDir, round));
    for (const name of shuffled(names)) {
      const result = await spawnOnce(
        child,
        join(bundlesDir, `${bundleOf(name)}.cjs`),
        events.get(name) ?? '',
        env,
      );
      const sample = samples.get(name);
      sample?.load.push(result.loadMs);
      sample?.first.push(result.firstMs);
      if (!sample?.statuses.includes(result.status)) sample?.statuses.push(result.status);
    }
    onRound?.(round);
  }
  const base = samples.get(BASELINE);
  if (!base) throw new Error('no baseline samples');
  const baseLoad = median(base.load);
  const baseFirst = median(base.first);
  const p50 = (name: string, which: 'load' | 'first') => median(samples.get(name)?.[which] ?? []);
  return [BASELINE, ...functions].map((name) => {
    const loadMs = p50(name, 'load');
    const firstMs = p50(name, 'first');
    const replayFirstMs = name === BASELINE ? baseFirst : p50(replayOf(name), 'first');
    return {
      name,
      loadMs,
      firstMs,
      loadRatio: loadMs / baseLoad,
      firstRatio: firstMs / baseFirst,
      replayFirstMs,
      replayRatio: firstMs / replayFirstMs,
      statuses: samples.get(name)?.statuses ?? [],
    };
  });
}
