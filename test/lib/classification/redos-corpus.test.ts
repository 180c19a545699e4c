/**
 * The ReDoS check against the corpus (redos-corpus.ts, whose verdicts bench/redos-corpus.ts
 * measures on V8): every pattern that can hang a match is refused, every other one accepted. The
 * verdicts of the cases added last are checked here against V8 itself, each match in a child
 * process with a timeout, not only against what the analysis says.
 */
import { describe, expect, it } from 'vitest';
import { regexProblem } from '../../../lib/classification/regex-check.js';
import { REDOS_CORPUS, V8_CHECKED_CASES } from './redos-corpus.js';
import { attackInput, repetitionsFor, slowestMatch, stressInputs } from './v8-matching.js';

/** A pattern as a test name: a long one cut short. */
const shown = (pattern: string) => (pattern.length > 100 ? `${pattern.slice(0, 97)}...` : pattern);

const refused = REDOS_CORPUS.filter((entry) => entry.verdict === 'refuse');
const accepted = REDOS_CORPUS.filter((entry) => entry.verdict === 'accept');

/** A refused pattern hangs V8 past this on some input of at most LONGEST characters. */
const HANG_MS = 3000;
/** An accepted pattern's slowest match of LONGEST characters stays under this (a loaded machine included). */
const SAFE_MS = 2000;
const LONGEST = 5000;

describe('the ReDoS corpus', () => {
  it('is large and balanced enough to mean something', () => {
    expect(REDOS_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    expect(accepted.length).toBeGreaterThanOrEqual(40);
    expect(new Set(REDOS_CORPUS.map((entry) => entry.pattern)).size).toBe(REDOS_CORPUS.length);
    for (const entry of REDOS_CORPUS) expect(() => new RegExp(entry.pattern)).not.toThrow();
  });

  it.each(refused.map((entry) => [shown(entry.pattern), entry.growth, entry.source, entry]))(
    'refuses %s (%s; %s)',
    (_shown, _growth, _source, { pattern, tooComplex }) => {
      expect(regexProblem(pattern)).toMatch(
        tooComplex
          ? /^is too complex to be checked for catastrophic backtracking within the analysis's limit \(100 ms of computation\)/
          : /^may backtrack catastrophically: /,
      );
    },
  );

  it.each(accepted.map((entry) => [shown(entry.pattern), entry.growth, entry.source, entry]))(
    'accepts %s (%s; %s)',
    (_shown, _growth, _source, { pattern }) => {
      expect(regexProblem(pattern)).toBeUndefined();
    },
  );
});

describe('the verdicts of the cases added last, against V8', () => {
  it.each(
    V8_CHECKED_CASES.filter((entry) => entry.verdict === 'refuse').map((entry) => [entry.pattern, entry]),
  )(
    'V8 hangs on %s',
    (_pattern, entry) => {
      const attack = entry.attack;
      if (!attack) throw new Error('a refused case needs an attack input');
      const timings: string[] = [];
      // Exponential growth passes the limit within a few dozen characters.
      for (const length of [20, 30, 40, 60, 100, 200]) {
        const ms = slowestMatch(
          entry.pattern,
          [attackInput(attack, repetitionsFor(attack, length))],
          HANG_MS,
        );
        timings.push(
          `${length}: ${ms === Number.POSITIVE_INFINITY ? `>${HANG_MS} ms` : `${ms.toFixed(1)} ms`}`,
        );
        if (ms === Number.POSITIVE_INFINITY) break;
      }
      expect(timings.at(-1), timings.join(', ')).toMatch(/>\d+ ms$/);
    },
    60_000,
  );

  it.each(
    V8_CHECKED_CASES.filter((entry) => entry.verdict === 'accept').map((entry) => [entry.pattern, entry]),
  )(
    'V8 matches %s fast on its attack and on stress inputs',
    (_pattern, entry) => {
      const inputs = stressInputs(LONGEST);
      if (entry.attack) inputs.push(attackInput(entry.attack, repetitionsFor(entry.attack, LONGEST)));
      // The child is given far longer than SAFE_MS, so that a slow match is measured rather than cut.
      expect(slowestMatch(entry.pattern, inputs, 20_000)).toBeLessThan(SAFE_MS);
    },
    60_000,
  );
});
