import { RegExpParser } from '@eslint-community/regexpp';
import { describe, expect, it } from 'vitest';
import {
  type Automaton,
  buildAutomaton,
  INIT,
  SEARCH,
} from '../../../../lib/classification/redos/automaton.js';
import { Budget } from '../../../../lib/classification/redos/budget.js';
import { atomsIn } from '../../../../lib/classification/redos/char-sets.js';

const parser = new RegExpParser({ ecmaVersion: 2025 });
const automatonOf = (pattern: string, search = true): Automaton =>
  buildAutomaton(
    parser.parsePattern(pattern, 0, pattern.length, { unicode: false, unicodeSets: false }).alternatives,
    { backwards: false, search },
    new Budget({ cpuMs: Number.POSITIVE_INFINITY }),
  );
/** The characters an edge reads, as text. */
const reads = (a: Automaton, from: number, to: number) =>
  (a.out[from] ?? [])
    .filter((edge) => edge.to === to)
    .flatMap((edge) => [...atomsIn(edge.atoms)].map((atom) => String.fromCharCode(a.atoms.sample(atom))));
const FIRST = 2;

describe('buildAutomaton', () => {
  it('has one state per character position, entered from the start and from the search loop', () => {
    const a = automatonOf('ab');
    expect(a.stateCount).toBe(4);
    expect(reads(a, INIT, FIRST)).toEqual(['a']);
    expect(reads(a, SEARCH, FIRST)).toEqual(['a']);
    expect(reads(a, FIRST, FIRST + 1)).toEqual(['b']);
    expect(a.acceptNow[FIRST + 1]).toBe(true);
  });

  it('counts two ways where a loop inside a loop can go round either one', () => {
    const nested = automatonOf('(a*)*b');
    const selfLoop = nested.out[FIRST]?.find((edge) => edge.to === FIRST);
    expect(selfLoop?.ways).toBe(2);
    const single = automatonOf('a*b');
    expect(single.out[FIRST]?.find((edge) => edge.to === FIRST)?.ways).toBe(1);
  });

  it('keeps ^ to the start of the input and $ to its end', () => {
    const a = automatonOf('^a$');
    expect(reads(a, INIT, FIRST)).toEqual(['a']);
    expect(reads(a, SEARCH, FIRST)).toEqual([]);
    expect(a.acceptNow[FIRST]).toBe(false);
    expect(a.acceptAtEnd[FIRST]).toBe(true);
    expect(automatonOf('a^b').out[FIRST]).toEqual([]);
  });

  it('lets a lookahead narrow the next character, and a lookbehind need the previous one', () => {
    const ahead = automatonOf('.(?=b).');
    expect(reads(ahead, FIRST, FIRST + 1)).toEqual(['b']);
    const notAhead = automatonOf('a(?!b)[ab]');
    expect(reads(notAhead, FIRST, FIRST + 1)).toEqual(['a']);
    const behind = automatonOf('[ab](?<=a)c');
    expect(reads(behind, FIRST, FIRST + 1)).toEqual(['c']);
    expect(automatonOf('b(?<=a)c').out[FIRST]).toEqual([]);
    expect(ahead.exact).toBe(false);
  });

  it('reads a word boundary from the character before it', () => {
    const afterWord = reads(automatonOf('a\\b.'), FIRST, FIRST + 1);
    expect(afterWord.length).toBeGreaterThan(0);
    expect(afterWord.every((character) => /\W/.test(character))).toBe(true);
    const afterSpace = reads(automatonOf(' \\b.'), FIRST, FIRST + 1);
    expect(afterSpace.every((character) => /\w/.test(character))).toBe(true);
  });

  it('copies the group a backreference names, and matches empty inside its own group', () => {
    expect(automatonOf('(ab)\\1').stateCount).toBe(2 + 4);
    expect(automatonOf('(a\\1)').stateCount).toBe(2 + 1);
  });

  it('expands counted repetitions, and turns one too large to expand into a loop', () => {
    const exact = automatonOf('a{2,4}');
    expect(exact.stateCount).toBe(2 + 4);
    expect(exact.exact).toBe(true);
    expect(exact.hasBoundedChoice).toBe(true);
    const large = automatonOf('a{2,500}');
    expect(large.stateCount).toBe(2 + 2);
    expect(large.exact).toBe(false);
    expect(large.out[FIRST + 1]?.some((edge) => edge.to === FIRST + 1)).toBe(true);
  });
});
