import { describe, expect, it } from 'vitest';
import { ANALYSIS_LIMITS } from '../../../lib/classification/redos/backtracking.js';
import { MAX_REGEX_LENGTH, regexProblem } from '../../../lib/classification/regex-check.js';

describe('regexProblem', () => {
  it.each([
    '^chrome(\\.exe)?$',
    'slack|teams',
    '(?:excel|winword)\\.exe',
    '[\\w-]+\\.example\\.com',
    '^code(-insiders)?$',
  ])('accepts %s', (pattern) => {
    expect(regexProblem(pattern)).toBeUndefined();
  });

  it('refuses an empty pattern', () => {
    expect(regexProblem('')).toBe('must not be empty');
  });

  it('refuses a pattern that does not compile, saying why', () => {
    expect(regexProblem('chrome(')).toMatch(/^is not a valid regular expression: .*Unterminated group/);
    expect(regexProblem('[z-a]')).toMatch(/^is not a valid regular expression/);
  });

  it('accepts exactly the limit and refuses one character more', () => {
    expect(regexProblem('a'.repeat(MAX_REGEX_LENGTH))).toBeUndefined();
    expect(regexProblem('a'.repeat(MAX_REGEX_LENGTH + 1))).toBe(
      `is ${MAX_REGEX_LENGTH + 1} characters long; the limit is ${MAX_REGEX_LENGTH}`,
    );
  });

  it('says how the matching time grows, with an input that shows it', () => {
    expect(regexProblem('(a+)+$')).toBe(
      'may backtrack catastrophically: its matching time can grow exponentially with the length of the input, ' +
        'e.g. on "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa "',
    );
    expect(regexProblem('.*Google.*Docs')).toBe(
      'may backtrack catastrophically: its matching time can grow with the cube of the length of the input, ' +
        'e.g. on " " then "Google " repeated a few thousand times',
    );
    expect(regexProblem('^(?:a{1,10}){10}$')).toMatch(
      /^may backtrack catastrophically: its counted repetitions can split an input in so many ways that matching it takes seconds, e\.g\. on "a+ "$/,
    );
  });

  it('gives no example where the analysis approximated the pattern (a lookaround)', () => {
    expect(regexProblem('(?<=x)(a+)+$')).toBe(
      'may backtrack catastrophically: its matching time can grow exponentially with the length of the input',
    );
  });

  it('accepts quadratic growth and refuses it from the cube up', () => {
    expect(regexProblem('.*chrome.*')).toBeUndefined();
    expect(regexProblem('\\s+$')).toBeUndefined();
    expect(regexProblem('^(\\w+)\\s?(\\w+)\\s?(\\w+)$')).toMatch(/grow with the cube of the length/);
    expect(regexProblem('^(\\w+)\\s?(\\w+)\\s?(\\w+)\\s?(\\w+)$')).toMatch(
      /grow with the 4th power of the length/,
    );
  });
});

describe('the bound on the analysis', () => {
  it('stops at its CPU time limit on a pattern that needs more work, and refuses it, saying so', () => {
    // 400 overlapping alternatives in a loop: the product of the loop with itself has 160,000
    // pairs of states, each with 160,000 pairs of edges to look at.
    const pattern = `^(?:${Array.from({ length: 400 }, () => '.').join('|')})*$`;
    expect(pattern.length).toBeLessThanOrEqual(MAX_REGEX_LENGTH);
    const before = process.cpuUsage();
    const problem = regexProblem(pattern);
    const { user, system } = process.cpuUsage(before);
    expect(problem).toBe(
      "is too complex to be checked for catastrophic backtracking within the analysis's limit (250 ms of computation); " +
        'a pattern with fewer or smaller nested repetitions can be',
    );
    // The limit is checked every 512 steps, so the analysis itself overshoots by milliseconds. This
    // clock also counts the parsing before the analysis starts, and the process's compiler and
    // collector threads, which on a loaded machine took it to 346 ms: an analysis the limit did not
    // stop would run for seconds.
    console.log(`the analysis stopped after ${((user + system) / 1000).toFixed(1)} ms of CPU`);
    expect((user + system) / 1000).toBeLessThan(ANALYSIS_LIMITS.cpuMs + 250);
  });
});
