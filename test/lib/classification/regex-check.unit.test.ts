import { describe, expect, it } from 'vitest';
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

  it.each(['(a+)+$', '(\\w+\\s?)*$', '^(a*)*b', '((ab)*)+c'])(
    'refuses %s as open to catastrophic backtracking',
    (pattern) => {
      expect(regexProblem(pattern)).toMatch(/^may backtrack catastrophically/);
    },
  );

  it('refuses a pattern with more quantifiers than the checker analyses', () => {
    expect(regexProblem('a?'.repeat(26))).toMatch(/more than 25 quantifiers/);
  });
});
