/**
 * Measures the verdicts of the ReDoS corpus (test/lib/classification/redos-corpus.ts) on this
 * machine's V8, instead of trusting its labels: each match runs in a child process that is killed
 * after LIMIT_MS.
 * - refused: its attack input, grown until it holds MAX_LENGTH characters, must keep one match
 *   running past LIMIT_MS at some length;
 * - accepted: one match of MAX_LENGTH characters must end within SAFE_MS, on its attack input if it
 *   has one and on each generic stress input (one character repeated, then one that fails).
 * Prints one line per pattern and exits 1 when a verdict does not hold.
 *
 * npx tsx test/lib/classification/redos-corpus-v8.ts
 */
import { REDOS_CORPUS } from './redos-corpus.js';
import { attackInput, repetitionsFor, slowestMatch, stressInputs } from './v8-matching.js';

const MAX_LENGTH = 5000;
const LIMIT_MS = 10_000;
const SAFE_MS = 1000;

const format = (ms: number) =>
  ms === Number.POSITIVE_INFINITY ? `>${LIMIT_MS / 1000} s` : `${ms.toFixed(1)} ms`;

let failures = 0;
for (const entry of REDOS_CORPUS) {
  let line: string;
  let holds: boolean;
  if (entry.verdict === 'refuse') {
    if (!entry.attack) throw new Error(`${entry.pattern}: a refused pattern needs an attack input`);
    const attack = entry.attack;
    const steps: string[] = [];
    holds = false;
    // Exponential ones pass the limit within a few dozen characters; polynomial ones need more.
    for (const length of [20, 30, 40, 60, 100, 200, 500, 1000, 2000, 3000, MAX_LENGTH]) {
      const input = attackInput(attack, repetitionsFor(attack, length));
      const ms = slowestMatch(entry.pattern, [input], LIMIT_MS);
      steps.push(`${input.length}: ${format(ms)}`);
      if (ms === Number.POSITIVE_INFINITY) {
        holds = true;
        break;
      }
    }
    line = steps.slice(-2).join(', ');
  } else {
    const inputs = stressInputs(MAX_LENGTH);
    if (entry.attack) inputs.push(attackInput(entry.attack, repetitionsFor(entry.attack, MAX_LENGTH)));
    const ms = slowestMatch(entry.pattern, inputs, LIMIT_MS);
    holds = ms <= SAFE_MS;
    line = `slowest of ${inputs.length} inputs of ${MAX_LENGTH}: ${format(ms)}`;
  }
  if (!holds) failures += 1;
  const label = entry.growth === 'polynomial' ? `polynomial ${entry.degree}` : entry.growth;
  console.log(
    `${holds ? 'ok  ' : 'FAIL'} ${entry.verdict.padEnd(6)} ${label.padEnd(13)} ${line.padEnd(44)} ${entry.pattern}`,
  );
}
console.log(failures === 0 ? `all ${REDOS_CORPUS.length} verdicts hold` : `${failures} verdicts do not hold`);
process.exitCode = failures === 0 ? 0 : 1;
