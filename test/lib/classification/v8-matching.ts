/**
 * How long V8 really takes to match a pattern: each match runs in a child process that is killed
 * after a time limit, so a catastrophic one cannot hold the caller. Shared by the ReDoS corpus
 * test and the bench script that measures the whole corpus (bench/redos-corpus.ts).
 */
import { spawnSync } from 'node:child_process';
import type { Attack } from './redos-corpus.js';

const CHILD = `
const [pattern, inputs] = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const regex = new RegExp(pattern);
regex.test('warm-up');
let worst = 0;
for (const input of inputs) {
  const start = performance.now();
  regex.test(input);
  worst = Math.max(worst, performance.now() - start);
}
process.stdout.write(String(worst));`;

/** The slowest of the matches of `inputs`, in ms, or Infinity when the child passed `limitMs`. */
export function slowestMatch(pattern: string, inputs: string[], limitMs: number): number {
  const child = spawnSync(process.execPath, ['-e', CHILD], {
    input: JSON.stringify([pattern, inputs]),
    timeout: limitMs,
    encoding: 'utf8',
  });
  if (child.signal) return Number.POSITIVE_INFINITY;
  if (child.status !== 0) throw new Error(`${pattern}: ${child.stderr}`);
  return Number(child.stdout);
}

export const attackInput = ({ pumps, suffix }: Attack, n: number): string =>
  pumps.map(([prefix, pump]) => prefix + pump.repeat(n)).join('') + suffix;

/** The largest repetition count whose input holds at most `length` characters. */
export function repetitionsFor(attack: Attack, length: number): number {
  let n = 1;
  while (attackInput(attack, n + 1).length <= length) n += Math.max(1, Math.floor(n / 4));
  while (attackInput(attack, n).length > length) n -= 1;
  return n;
}

const STRESS_CHARACTERS = ['a', '1', ' ', '.', '/', '-', '_', '\\', '"', ',', '\t', '\n', 'ab'];

/** One character (or two) repeated to `length`, alone, then failing at the end, then at the start. */
export const stressInputs = (length: number): string[] =>
  STRESS_CHARACTERS.flatMap((unit) => {
    const run = unit.repeat(Math.floor((length - 1) / unit.length));
    return [run, `${run}!`, `!${run}`];
  });
