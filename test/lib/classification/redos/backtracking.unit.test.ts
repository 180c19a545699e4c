import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseBacktracking } from '../../../../lib/classification/redos/backtracking.js';

const growthOf = (pattern: string) => {
  const result = analyseBacktracking(pattern);
  if (result.kind === 'polynomial') return `degree ${result.degree}`;
  return result.kind === 'exponential' && result.counted ? 'counted' : result.kind;
};

describe('analyseBacktracking', () => {
  it.each([
    ['^chrome\\.exe$', 'degree 0'],
    ['chrome', 'degree 1'],
    ['^\\s+$', 'degree 1'],
    ['\\s+$', 'degree 2'],
    ['.*a.*b', 'degree 3'],
    ['^\\w+\\s?\\w+\\s?\\w+$', 'degree 3'],
    ['(a|a)*$', 'exponential'],
    ['(a|aa)+$', 'exponential'],
    ['^(a|b|ab)*c$', 'exponential'],
    ['^(\\d{1,3}\\.?){4}$', 'degree 0'],
    ['^(\\d{1,3}\\.?){20}$', 'counted'],
    // Paths counted exactly per input, not merged per set of states: 7 s in V8 on 125 characters.
    ['(?:(?:a.){2}|(?:\\.ab){1,10}){3,8}$', 'counted'],
  ])('%s: %s', (pattern, growth) => {
    expect(growthOf(pattern)).toBe(growth);
  });

  it('counts no growth where every attempt succeeds at once', () => {
    // Without $ a greedy loop that can stop anywhere reaches the end of the pattern on its way.
    expect(growthOf('(a|a)*')).toBe('degree 1');
    expect(growthOf('(\\w+\\s?)*')).toBe('degree 1');
    expect(growthOf('(a+)+b?')).toBe('degree 1');
  });

  it('needs a suffix that fails every path: a pump the rest of the pattern can finish is harmless', () => {
    expect(growthOf('(\\d+)+\\d')).toBe('degree 1');
    expect(growthOf('^(\\w|\\w)+\\d')).toBe('exponential');
  });

  it('adds what a lookaround costs where the matcher reaches it', () => {
    expect(growthOf('^(?=.*\\d)(?=.*[a-z]).{8,}$')).toBe('degree 1');
    expect(growthOf('a+(?=.*b)')).toBe('degree 3');
    expect(growthOf('(?=(a|a)*$)')).toBe('exponential');
    // A lookbehind body is matched backwards; one that must reach the start of the input can fail.
    expect(growthOf('(?<=^(a|a)*)b')).toBe('exponential');
    expect(growthOf('(?<=(a|a)*)b')).toBe('degree 2');
  });

  it('treats a backreference as a copy of its group', () => {
    expect(growthOf('^([\'"]).*\\1$')).toBe('degree 1');
    expect(growthOf('(a+)\\1$')).toBe('degree 3');
  });

  it('reads a backreference one way: two paths that enter it together with one capture stay together', () => {
    // Captured right before by a lookahead (which keeps its first match): the atomic-group idiom.
    expect(growthOf('^(?:(?=(\\w+))\\1\\s?)+$')).toBe('degree 2');
    // Captured outside the loop the two paths are in.
    expect(growthOf('^(\\w+)\\1+$')).toBe('degree 2');
    // Captured again in each iteration, or beside a class reading the same: still ambiguous.
    expect(growthOf('^(?:(\\w+)\\1)+$')).toBe('exponential');
    expect(growthOf('^(\\w+)(?:\\1|\\w)+$')).toBe('exponential');
  });

  it('anchors at the start a lookbehind that nothing can precede', () => {
    expect(growthOf('(?<![\\s\\S])\\w*\\d*x')).toBe('degree 2');
    expect(growthOf('\\w*\\d*x')).toBe('degree 3');
    expect(growthOf('(?<=a)\\w*\\d*x')).toBe('degree 3');
  });

  it('counts no paths of counted repetitions that split an input one way only', () => {
    expect(growthOf('^(?:[a-z]{1,63}\\.){1,20}[a-z]{2,6}$')).toBe('degree 0');
    expect(growthOf('^(?:(?:a{1,4}){1,4}){1,4}$')).toBe('counted');
  });

  it('reads patterns as compiled without flags: \\p is the letter p', () => {
    expect(growthOf('\\p{L}+')).toBe('degree 1');
  });

  it('gives an attack that the analysis checked: the pump never succeeds, the suffix fails', () => {
    const result = analyseBacktracking('^(a+)+$');
    expect(result).toMatchObject({ kind: 'exponential', attack: { prefix: 'a', pump: 'a' } });
    const suffix = result.kind === 'exponential' ? (result.attack?.suffix ?? '') : '';
    expect(suffix).toMatch(/^[^a]$/);
  });

  it('stops at its CPU time budget and says so', () => {
    const pattern = `^(?:${Array.from({ length: 400 }, () => '.').join('|')})*$`;
    expect(analyseBacktracking(pattern, { cpuMs: 0 })).toMatchObject({ kind: 'too-complex' });
    expect(analyseBacktracking('^chrome\\.exe$', { cpuMs: 0 })).toMatchObject({ kind: 'polynomial' });
  });
});

describe('analyseBacktracking on arbitrary patterns', () => {
  const piece = fc.constantFrom(
    'a',
    'b',
    '.',
    '\\w',
    '\\s',
    '\\d',
    '[ab]',
    '[^a]',
    '\\b',
    '^',
    '$',
    '(',
    ')',
    '(?:',
    '(?=',
    '(?!',
    '(?<=',
    '(?<!',
    '(?<n>',
    '\\1',
    '\\k<n>',
    '|',
    '*',
    '+',
    '?',
    '*?',
    '{2}',
    '{1,3}',
    '{0,}',
    '\\',
  );
  it('answers for every pattern ECMAScript compiles, within its budget, without throwing', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const pattern = pieces.join('');
        try {
          new RegExp(pattern);
        } catch {
          return;
        }
        const result = analyseBacktracking(pattern, { cpuMs: 20 });
        expect(['exponential', 'polynomial', 'too-complex', 'unparsed']).toContain(result.kind);
      }),
      { numRuns: 400 },
    );
  });
});
