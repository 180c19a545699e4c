/**
 * The ReDoS check against the corpus (redos-corpus.ts, whose verdicts redos-corpus-v8.ts
 * measures on V8): every pattern that can hang a match is refused, every other one accepted.
 */
import { describe, expect, it } from 'vitest';
import { regexProblem } from '../../../lib/classification/regex-check.js';
import { REDOS_CORPUS } from './redos-corpus.js';

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

  it.each(refused.map((entry) => [entry.pattern, entry.growth, entry.source]))(
    'refuses %s (%s; %s)',
    (pattern) => {
      expect(regexProblem(pattern)).toMatch(/^may backtrack catastrophically: /);
    },
  );

  it.each(accepted.map((entry) => [entry.pattern, entry.growth, entry.source]))(
    'accepts %s (%s; %s)',
    (pattern) => {
      expect(regexProblem(pattern)).toBeUndefined();
    },
  );
});
