/**
 * The verdicts of the ReDoS corpus's cases added last, checked against V8 itself rather than only
 * against what the analysis says (redos-corpus.unit.test.ts): each match runs in a child process
 * with a timeout.
 */
import { describe, expect, it } from 'vitest';
import { V8_CHECKED_CASES } from './redos-corpus.js';
import { attackInput, repetitionsFor, slowestMatch, stressInputs } from './v8-matching.js';

/**
 * A refused pattern hangs V8 past this on an input of at most 200 characters, where a pattern that
 * matches in linear time takes microseconds: the gap is six orders of magnitude either way, and
 * each refused case spins a core until its child is killed.
 */
const HANG_MS = 1000;
/** An accepted pattern's slowest match of LONGEST characters stays under this (a loaded machine included). */
const SAFE_MS = 2000;
const LONGEST = 5000;

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
