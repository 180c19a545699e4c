import { describe, expect, it } from 'vitest';
import {
  ALL,
  Atoms,
  atomsIn,
  complement,
  DOT,
  fromRanges,
  intersect,
  SPACE,
  union,
  WORD,
  withCaseVariants,
} from '../../../../lib/classification/redos/char-sets.js';

describe('character sets', () => {
  it('merges overlapping and touching ranges, in any order', () => {
    expect(
      fromRanges([
        [10, 20],
        [0, 5],
        [6, 8],
        [15, 30],
      ]),
    ).toEqual([0, 8, 10, 30]);
  });

  it('complements within the code units, and intersects', () => {
    expect(complement([0, 9, 100, 0xffff])).toEqual([10, 99]);
    expect(complement(ALL)).toEqual([]);
    expect(intersect([0, 10, 20, 30], [5, 25])).toEqual([5, 10, 20, 25]);
    expect(intersect(WORD, SPACE)).toEqual([]);
  });

  it('knows what . leaves out without the s flag', () => {
    const terminators = complement(DOT);
    expect(terminators).toEqual([0x0a, 0x0a, 0x0d, 0x0d, 0x2028, 0x2029]);
  });

  it('adds case variants for a case-insensitive group', () => {
    expect(withCaseVariants([0x61, 0x62])).toEqual([0x41, 0x42, 0x61, 0x62]);
  });
});

describe('Atoms', () => {
  it('splits the code units where any set starts or ends, and gives each set as atoms', () => {
    const digits = fromRanges([[0x30, 0x39]]);
    const letters = fromRanges([[0x61, 0x7a]]);
    const atoms = new Atoms([digits, letters, union(digits, letters)]);
    expect(atoms.starts).toEqual([0, 0x30, 0x3a, 0x61, 0x7b]);
    expect([...atomsIn(atoms.bitsOf(union(digits, letters)))]).toEqual([1, 3]);
    expect([...atomsIn(atoms.bitsOf(complement(digits)))]).toEqual([0, 2, 3, 4]);
  });

  it('samples a printable character of an atom when it has one', () => {
    const atoms = new Atoms([fromRanges([[0x61, 0x7a]])]);
    expect(String.fromCharCode(atoms.sample(1))).toBe('a');
    expect(String.fromCharCode(atoms.sample(0))).toBe('0');
    expect(atoms.sample(2)).toBe(0x7b);
  });
});
