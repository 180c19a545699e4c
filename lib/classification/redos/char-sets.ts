/**
 * Sets of UTF-16 code units (what a rule regex, compiled without flags, reads one at a time), as
 * sorted disjoint inclusive ranges [lo0, hi0, lo1, hi1, ...], and the partition of all code units
 * into atoms: the largest groups of code units that no set of a pattern tells apart. The analysis
 * works on atoms, so a class like `.` costs as much as a single character.
 */

export type CharSet = readonly number[];

export const MAX_CODE_UNIT = 0xffff;

export const ALL: CharSet = [0, MAX_CODE_UNIT];

export const single = (unit: number): CharSet => [unit, unit];

/** The union of ranges given in any order, possibly overlapping. */
export function fromRanges(ranges: ReadonlyArray<readonly [number, number]>): CharSet {
  const sorted = [...ranges].filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of sorted) {
    const last = out.length - 1;
    if (last > 0 && lo <= (out[last] ?? 0) + 1) out[last] = Math.max(out[last] ?? 0, hi);
    else out.push(lo, hi);
  }
  return out;
}

export const union = (...sets: CharSet[]): CharSet => fromRanges(sets.flatMap(pairs));

export function complement(set: CharSet): CharSet {
  const out: number[] = [];
  let next = 0;
  for (const [lo, hi] of pairs(set)) {
    if (lo > next) out.push(next, lo - 1);
    next = hi + 1;
  }
  if (next <= MAX_CODE_UNIT) out.push(next, MAX_CODE_UNIT);
  return out;
}

export function intersect(a: CharSet, b: CharSet): CharSet {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i] ?? 0, b[j] ?? 0);
    const hi = Math.min(a[i + 1] ?? 0, b[j + 1] ?? 0);
    if (lo <= hi) out.push(lo, hi);
    if ((a[i + 1] ?? 0) < (b[j + 1] ?? 0)) i += 2;
    else j += 2;
  }
  return out;
}

export const isEmpty = (set: CharSet) => set.length === 0;

function pairs(set: CharSet): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < set.length; i += 2) out.push([set[i] ?? 0, set[i + 1] ?? 0]);
  return out;
}

export const DIGIT: CharSet = [0x30, 0x39];
export const WORD: CharSet = fromRanges([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
/** ECMAScript's WhiteSpace and LineTerminator, what `\s` matches. */
export const SPACE: CharSet = fromRanges([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
const LINE_TERMINATORS: CharSet = fromRanges([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);
/** What `.` matches without the s flag. */
export const DOT: CharSet = complement(LINE_TERMINATORS);

/**
 * The code units a case-insensitive match of `set` may also read: each unit's simple upper and
 * lower case. Only ranges of up to 2,048 units are folded one by one; a larger range is kept as
 * it is, which may leave out a few case partners (it already holds most letters of its scripts).
 */
export function withCaseVariants(set: CharSet): CharSet {
  const extra: Array<[number, number]> = [];
  for (const [lo, hi] of pairs(set)) {
    if (hi - lo > 2048) continue;
    for (let unit = lo; unit <= hi; unit += 1) {
      const text = String.fromCharCode(unit);
      for (const variant of [text.toUpperCase(), text.toLowerCase()]) {
        if (variant.length === 1) extra.push([variant.charCodeAt(0), variant.charCodeAt(0)]);
      }
    }
  }
  return union(set, fromRanges(extra));
}

/**
 * The atoms of a family of sets: atom i is the range [starts[i], starts[i+1] - 1] (the last one
 * ends at MAX_CODE_UNIT). Every set of the family is a union of atoms.
 */
export class Atoms {
  readonly starts: number[];

  constructor(sets: Iterable<CharSet>) {
    const cuts = new Set<number>([0]);
    for (const set of sets) {
      for (let i = 0; i < set.length; i += 2) {
        cuts.add(set[i] ?? 0);
        const after = (set[i + 1] ?? 0) + 1;
        if (after <= MAX_CODE_UNIT) cuts.add(after);
      }
    }
    this.starts = [...cuts].sort((a, b) => a - b);
  }

  get count(): number {
    return this.starts.length;
  }

  /** The atoms `set` is made of, as a bit set over atom indexes. */
  bitsOf(set: CharSet): AtomBits {
    const bits = newBits(this.count);
    for (let i = 0; i < set.length; i += 2) {
      let atom = this.indexOf(set[i] ?? 0);
      const hi = set[i + 1] ?? 0;
      while (atom < this.count && (this.starts[atom] ?? 0) <= hi) {
        setBit(bits, atom);
        atom += 1;
      }
    }
    return bits;
  }

  /** A code unit of the atom, printable when the atom holds one (for attack strings). */
  sample(atom: number): number {
    const lo = this.starts[atom] ?? 0;
    const hi = (this.starts[atom + 1] ?? MAX_CODE_UNIT + 1) - 1;
    for (const preferred of [0x61, 0x30, 0x41, 0x20, 0x21]) {
      for (let unit = preferred; unit < preferred + 26 && unit <= 0x7e; unit += 1) {
        if (unit >= lo && unit <= hi) return unit;
      }
    }
    const printable = Math.max(lo, 0x21);
    return printable <= Math.min(hi, 0x7e) ? printable : lo;
  }

  private indexOf(unit: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= unit) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/** A set of atom indexes, 32 to a word. */
export type AtomBits = Uint32Array;

export const newBits = (count: number): AtomBits => new Uint32Array((count + 31) >>> 5);

export function setBit(bits: AtomBits, index: number): void {
  bits[index >>> 5] = (bits[index >>> 5] ?? 0) | (1 << (index & 31));
}

export function andBits(a: AtomBits, b: AtomBits): AtomBits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = (a[i] ?? 0) & (b[i] ?? 0);
  return out;
}

export function intersects(a: AtomBits, b: AtomBits): boolean {
  for (let i = 0; i < a.length; i += 1) if (((a[i] ?? 0) & (b[i] ?? 0)) !== 0) return true;
  return false;
}

export function isEmptyBits(bits: AtomBits): boolean {
  for (const word of bits) if (word !== 0) return false;
  return true;
}

/** The atom indexes of `bits`, lowest first. */
export function* atomsIn(bits: AtomBits): Generator<number> {
  for (let word = 0; word < bits.length; word += 1) {
    let value = bits[word] ?? 0;
    while (value !== 0) {
      const low = value & -value;
      yield (word << 5) + 31 - Math.clz32(low);
      value ^= low;
    }
  }
}
