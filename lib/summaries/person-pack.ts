/**
 * Employees' months as the person packs hold them. Pure.
 *
 * A person pack holds one kind of number (worked minutes, approved extension minutes, start code)
 * of the person months of about 1/32 of a company's employees, as one binary value: for each
 * employee, in login order, the login's length and UTF-8 bytes, then the entry's length and bytes.
 * One value rather than an attribute per employee, because what an answer by person pays for is
 * mostly what it reads: at 5,000 employees over 92 days, 460,000 days' numbers.
 *
 * An entry: the version of the person month it was copied from; the days of the month it holds
 * (4 bytes, bit d - 1 for day d); the smallest number of those days and how many bits each day
 * takes; then each day in that many bits, in day order, low bits first: 0 for null (an incomplete
 * day, or a day without BEGIN_DAY), else its number minus the smallest, plus 1. A month's numbers
 * lie close together (start codes and worked minutes within a few hundred: 9 bits a day; a month
 * without extension: 1 bit a day), and every day taking the same bits lets a reader start at the
 * first day of its range. Lengths, the version and the smallest number (2n for n ≥ 0, -2n - 1 for
 * n < 0) are variable-length integers: 7 bits a byte, low bits first, the high bit set on every
 * byte but the last. Copies of one employee's month replace each other by version only; equal
 * versions are the same person month.
 */
import { decodePunch, type PunchContribution } from './contributions.js';

/** The numbers a person pack keeps of each punch day; each kind is a pack of its own. */
export type PersonPackKind = 'worked' | 'extension' | 'start';
export const PERSON_PACK_KINDS: readonly PersonPackKind[] = ['worked', 'extension', 'start'];

const DAYS_BYTES = 4;
/** A day's bits: numbers of one month further apart than this are refused. */
const MAX_DAY_BITS = 32;

const numberOf: Record<PersonPackKind, (c: PunchContribution) => number | null> = {
  worked: (c) => c.worked,
  extension: (c) => c.extension,
  start: (c) => c.start,
};

function writeVarint(bytes: number[], n: number): void {
  let rest = n;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) + 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

/** Where reading has got to in a value: read functions move it on. */
interface Cursor {
  at: number;
}

function readVarint(bytes: Uint8Array, cursor: Cursor): number {
  let value = 0;
  let scale = 1;
  let byte: number;
  do {
    byte = bytes[cursor.at] as number;
    cursor.at += 1;
    value += (byte % 0x80) * scale;
    scale *= 0x80;
  } while (byte >= 0x80);
  return value;
}

const signedToVarint = (n: number): number => (n >= 0 ? 2 * n : -2 * n - 1);
const varintToSigned = (written: number): number => (written % 2 === 0 ? written / 2 : -(written + 1) / 2);

/** The days' slots (0 null, else n - smallest + 1), `width` bits each, low bits first. */
function writeSlots(bytes: number[], slots: readonly number[], width: number): void {
  let pending = 0;
  let pendingBits = 0;
  for (const slot of slots) {
    let rest = slot;
    let restBits = width;
    while (restBits > 0) {
      const take = Math.min(8 - pendingBits, restBits);
      const low = rest % 2 ** take;
      pending += low * 2 ** pendingBits;
      pendingBits += take;
      rest = (rest - low) / 2 ** take;
      restBits -= take;
      if (pendingBits === 8) {
        bytes.push(pending);
        pending = 0;
        pendingBits = 0;
      }
    }
  }
  if (pendingBits > 0) bytes.push(pending);
}

const bitsOf = (n: number): number => (n === 0 ? 0 : Math.floor(Math.log2(n)) + 1);

/** How many of a day mask's days there are. */
function countDays(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** The mask bits of days `first`..`last` (1-31). */
const daysMask = (first: number, last: number): number => 2 ** last - 2 ** (first - 1);

/**
 * A person month's version and day attributes (`d01`..`d31`, each an encoded contribution) as one
 * entry of each kind.
 */
export function packPersonMonth(
  version: number,
  dayAttributes: Readonly<Record<string, string>>,
): Record<PersonPackKind, Uint8Array> {
  if (!Number.isSafeInteger(version) || version < 0) {
    throw new RangeError(`a person month's version is a whole number from 0, not ${version}`);
  }
  const days = Object.keys(dayAttributes)
    .map((attribute) => ({
      day: Number(attribute.slice(1)),
      contribution: decodePunch(dayAttributes[attribute] as string),
    }))
    .sort((a, b) => a.day - b.day);
  let mask = 0;
  for (const { day } of days) mask += 2 ** (day - 1);
  const entries = {} as Record<PersonPackKind, Uint8Array>;
  for (const kind of PERSON_PACK_KINDS) {
    const numbers = days.map(({ contribution }) => numberOf[kind](contribution));
    const held = numbers.filter((n): n is number => n !== null);
    const notWhole = held.find((n) => !Number.isSafeInteger(n));
    if (notWhole !== undefined) throw new RangeError(`a person pack holds whole numbers, not ${notWhole}`);
    const smallest = held.length ? Math.min(...held) : 0;
    const slots = numbers.map((n) => (n === null ? 0 : n - smallest + 1));
    const width = bitsOf(Math.max(0, ...slots));
    if (width > MAX_DAY_BITS)
      throw new RangeError(
        `a person month's numbers lie within 2^${MAX_DAY_BITS} of each other, not ${smallest}..${Math.max(...held)}`,
      );
    const bytes: number[] = [];
    writeVarint(bytes, version);
    for (let shift = 8 * (DAYS_BYTES - 1); shift >= 0; shift -= 8)
      bytes.push(Math.floor(mask / 2 ** shift) % 0x100);
    writeVarint(bytes, signedToVarint(smallest));
    bytes.push(width);
    writeSlots(bytes, slots, width);
    entries[kind] = Uint8Array.from(bytes);
  }
  return entries;
}

/** Some of an entry's days added up. */
export interface PackedDays {
  /** Days held. */
  days: number;
  /** Of those, days with a number (not null). */
  numbered: number;
  /** Their numbers added up. */
  sum: number;
}

/** Reads whole numbers of up to 32 bits, low bits first, from a bit position of a value on. */
class BitReader {
  private at: number;
  /** Bits read from the value and not yet taken: fewer than 32, so they stay an unsigned int32. */
  private pending = 0;
  private bits = 0;

  constructor(
    private readonly bytes: Uint8Array,
    bit: number,
  ) {
    this.at = bit >>> 3;
    if (bit % 8 > 0) {
      this.pending = (bytes[this.at] as number) >>> (bit % 8);
      this.bits = 8 - (bit % 8);
      this.at += 1;
    }
  }

  read(width: number): number {
    if (width > 24) return this.read(16) + this.read(width - 16) * 0x10000;
    while (this.bits < width) {
      this.pending |= (this.bytes[this.at] as number) << this.bits;
      this.bits += 8;
      this.at += 1;
    }
    const value = this.pending & ((1 << width) - 1);
    this.pending >>>= width;
    this.bits -= width;
    return value;
  }
}

/**
 * Adds the days of an entry from `first` to `last` (days of the month, 1-31) into `totals`; with
 * `codes`, also writes each day's number, in day order, into it after the `totals.numbered` already
 * there (start codes, which fit in 16 bits). At 5,000 employees over 92 days an answer reads 460,000
 * days, so this reads the bits in place, and the codes go into one array per employee sized for the
 * whole range, not into lists that grow.
 */
export function addPackedDays(
  entry: Uint8Array,
  first: number,
  last: number,
  totals: PackedDays,
  codes?: Uint16Array,
): void {
  const cursor = { at: 0 };
  readVarint(entry, cursor);
  let mask = 0;
  for (let i = 0; i < DAYS_BYTES; i += 1) mask = mask * 0x100 + (entry[cursor.at + i] as number);
  cursor.at += DAYS_BYTES;
  const count = countDays(mask & daysMask(first, last));
  if (count === 0) return;
  totals.days += count;
  const smallest = varintToSigned(readVarint(entry, cursor));
  const width = entry[cursor.at] as number;
  if (width === 0) return;
  const reader = new BitReader(entry, 8 * (cursor.at + 1) + countDays(mask & daysMask(1, first - 1)) * width);
  for (let read = 0; read < count; read += 1) {
    const slot = reader.read(width);
    if (slot === 0) continue;
    const n = smallest + slot - 1;
    if (codes) codes[totals.numbered] = n;
    totals.numbered += 1;
    totals.sum += n;
  }
}

const versionOf = (entry: Uint8Array): number => readVarint(entry, { at: 0 });
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** Each employee's entry of a pack, in login order; the entry is a view into the pack. */
export function forEachPackEntry(pack: Uint8Array, visit: (login: string, entry: Uint8Array) => void): void {
  const cursor = { at: 0 };
  while (cursor.at < pack.length) {
    const loginLength = readVarint(pack, cursor);
    const login = fromUtf8.decode(pack.subarray(cursor.at, cursor.at + loginLength));
    cursor.at += loginLength;
    const entryLength = readVarint(pack, cursor);
    visit(login, pack.subarray(cursor.at, cursor.at + entryLength));
    cursor.at += entryLength;
  }
}

/**
 * A pack with `entries` copied in, each over an older version of its employee's entry only; undefined
 * when the pack already holds every entry at its version or a newer one (nothing to write).
 */
export function mergeIntoPack(
  pack: Uint8Array | undefined,
  entries: ReadonlyMap<string, Uint8Array>,
): Uint8Array | undefined {
  const merged = new Map<string, Uint8Array>();
  if (pack) forEachPackEntry(pack, (login, entry) => merged.set(login, entry));
  let changed = false;
  for (const [login, entry] of entries) {
    const held = merged.get(login);
    if (held && versionOf(held) >= versionOf(entry)) continue;
    merged.set(login, entry);
    changed = true;
  }
  if (!changed) return undefined;
  const bytes: number[] = [];
  for (const login of [...merged.keys()].sort()) {
    const name = utf8.encode(login);
    const entry = merged.get(login) as Uint8Array;
    writeVarint(bytes, name.length);
    for (const byte of name) bytes.push(byte);
    writeVarint(bytes, entry.length);
    for (const byte of entry) bytes.push(byte);
  }
  return Uint8Array.from(bytes);
}
