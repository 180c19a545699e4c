/**
 * G2 (module load) and G3 (cold start to first response): fresh Node processes, interleaved in
 * random order round by round (the baseline in every round), each loading one production bundle
 * and answering its sample event against DynamoDB Local. Each (round, function) gets its own
 * company, so every process takes the same path as its peers. Ratios are of p50s.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { REPO_ROOT } from '../lib/local/paths.js';
import { BASELINE, deployableFunctions } from './bundles.js';
import { sampleCompany, sampleEvent } from './calls/samples.js';
import { median, shuffled } from './stats.js';

const run = promisify(execFile);

export interface ColdRow {
  name: string;
  loadMs: number;
  firstMs: number;
  loadRatio: number;
  firstRatio: number;
  statuses: number[];
}

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
  const file = join(dir, `${name}-${round}.json`);
  const event =
    name === BASELINE
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
  const names = [BASELINE, ...deployableFunctions().map((fn) => fn.name)];
  const eventsDir = join(bundlesDir, 'cold-events');
  mkdirSync(eventsDir, { recursive: true });
  const samples = new Map<string, { load: number[]; first: number[]; statuses: number[] }>(
    names.map((name) => [name, { load: [], first: [], statuses: [] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    const events = new Map<string, string>();
    for (const name of names) events.set(name, await eventFor(name, eventsDir, round));
    for (const name of shuffled(names)) {
      const result = await spawnOnce(child, join(bundlesDir, `${name}.cjs`), events.get(name) ?? '', env);
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
  return names.map((name) => {
    const sample = samples.get(name) ?? { load: [], first: [], statuses: [] };
    const loadMs = median(sample.load);
    const firstMs = median(sample.first);
    return {
      name,
      loadMs,
      firstMs,
      loadRatio: loadMs / baseLoad,
      firstRatio: firstMs / baseFirst,
      statuses: sample.statuses,
    };
  });
}
