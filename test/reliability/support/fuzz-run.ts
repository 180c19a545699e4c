/**
 * How much the fuzz suites try, and a tally of what they saw. `npm test` keeps the count modest so
 * the whole suite stays well under a minute; `npm run fuzz` raises it with FUZZ_RUNS. The seed is
 * fixed (FUZZ_SEED overrides it), so a run is reproducible: fast-check prints the seed and the
 * path of any failing input, and `FUZZ_SEED=<seed>` replays it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DIR } from '../../../lib/local/paths.js';

export const CI_FUZZ_RUNS = 30;
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? CI_FUZZ_RUNS);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_310);

/** One seed per target, so adding a target does not change what the others try. */
export function seedFor(target: string): number {
  let hash = FUZZ_SEED;
  for (const char of target) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export class FuzzTally {
  private readonly counts = new Map<string, Map<number, number>>();

  constructor(private readonly suite: string) {}

  record(target: string, status: number): void {
    const statuses = this.counts.get(target) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.counts.set(target, statuses);
  }

  /** Prints one line per target and keeps the figures in .local/reliability/ for docs/reliability.md. */
  report(): void {
    const targets = [...this.counts.entries()].map(([target, statuses]) => ({
      target,
      inputs: [...statuses.values()].reduce((sum, n) => sum + n, 0),
      statuses: Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b)),
    }));
    for (const { target, inputs, statuses } of targets) {
      console.log(`fuzz ${target}: ${inputs} inputs, statuses ${JSON.stringify(statuses)}`);
    }
    const dir = join(LOCAL_DIR, 'reliability');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `fuzz-${this.suite}.json`),
      `${JSON.stringify({ suite: this.suite, runs: FUZZ_RUNS, seed: FUZZ_SEED, targets }, null, 2)}\n`,
    );
  }
}
