/**
 * The ReDoS check against the corpus (redos-corpus.ts, whose verdicts redos-corpus-v8.ts
 * measures on V8): every pattern that can hang a match is refused, every other one accepted. The
 * verdicts of the cases added last are checked against V8 itself by redos-corpus-v8.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { regexProblem } from '../../../lib/classification/regex-check.js';
import { REDOS_CORPUS } from './redos-corpus.js';

/** A pattern as a test name: a long one cut short. */
const shown = (pattern: string) => (pattern.length > 100 ? `${pattern.slice(0, 97)}...` : pattern);

const refused = REDOS_CORPUS.filter((entry) => entry.verdict === 'refuse');
const accepted = REDOS_CORPUS.filter((entry) => entry.verdict === 'accept');

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
          ? /^is too complex to be checked for catastrophic backtracking within the analysis's limit \(250 ms of computation\)/
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
