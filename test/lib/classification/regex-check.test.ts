import { describe, expect, it } from 'vitest';
import {
  backtrackingProblem,
  MAX_REGEX_LENGTH,
  regexProblem,
} from '../../../lib/classification/regex-check.js';

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
  it('refuses a pattern it cannot finish within its steps, saying so', () => {
    expect(backtrackingProblem('(?:a|b|ab)*c', 50)).toBe(
      'could not be checked for catastrophic backtracking within the limit of the analysis (50 steps); ' +
        'a pattern with fewer or smaller nested repetitions can be',
    );
  });

  it('reaches the default limit on a pattern that needs more work, and refuses it', () => {
    // 400 overlapping alternatives in a loop: the product of the loop with itself has 160,000
    // pairs of states, each with 160,000 pairs of edges to look at.
    const pattern = `^(?:${Array.from({ length: 400 }, () => '.').join('|')})*$`;
    expect(pattern.length).toBeLessThanOrEqual(MAX_REGEX_LENGTH);
    expect(regexProblem(pattern)).toBe(
      `could not be checked for catastrophic backtracking within the limit of the analysis (1,000,000 steps); ` +
        'a pattern with fewer or smaller nested repetitions can be',
    );
  });
});
