import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePunch, type PunchContribution, START_CODES } from '../../../lib/summaries/contributions.js';
import {
  addPackedDays,
  forEachPackEntry,
  mergeIntoPack,
  PERSON_PACK_KINDS,
  type PersonPackKind,
  packPersonMonth,
} from '../../../lib/summaries/person-pack.js';

const day = (c: Partial<PunchContribution>): string =>
  encodePunch({ department: 'Sales', worked: 480, extension: 0, location: 'office', start: 1620, ...c });

const totalsOf = (entry: Uint8Array, first: number, last: number, codes?: Uint16Array) => {
  const totals = { days: 0, numbered: 0, sum: 0 };
  addPackedDays(entry, first, last, totals, codes);
  return totals;
};

/** Each day the entry holds from `first` to `last`, with its number, read one day at a time. */
const daysOf = (entry: Uint8Array, first = 1, last = 31) => {
  const days: Array<[number, number | null]> = [];
  for (let dayOfMonth = first; dayOfMonth <= last; dayOfMonth += 1) {
    const totals = totalsOf(entry, dayOfMonth, dayOfMonth);
    if (totals.days > 0) days.push([dayOfMonth, totals.numbered > 0 ? totals.sum : null]);
  }
  return days;
};

const entriesOf = (pack: Uint8Array | undefined) => {
  const entries = new Map<string, Uint8Array>();
  if (pack) forEachPackEntry(pack, (login, entry) => entries.set(login, entry));
  return entries;
};

const attributeOf = (dayOfMonth: number) => `d${String(dayOfMonth).padStart(2, '0')}`;

describe('person pack entry', () => {
  it('keeps, for each kind, each day of the month with its number, in day order', () => {
    const entries = packPersonMonth(7, {
      d17: day({ worked: 455, extension: 30, start: 1622 }),
      d03: day({ worked: null, start: null, location: null, extension: 45 }),
      d09: day({ worked: -3, start: 0 }),
    });
    expect(daysOf(entries.worked)).toEqual([
      [3, null],
      [9, -3],
      [17, 455],
    ]);
    expect(daysOf(entries.extension)).toEqual([
      [3, 45],
      [9, 0],
      [17, 30],
    ]);
    expect(daysOf(entries.start)).toEqual([
      [3, null],
      [9, 0],
      [17, 1622],
    ]);
  });

  it('gives back exactly what the person month holds, for any whole numbers and any days', () => {
    // A month's numbers may lie up to 2^32 - 2 apart.
    const numbers = fc.option(fc.integer({ min: -(2 ** 31) + 1, max: 2 ** 31 - 1 }), { nil: null });
    const codes = fc.option(fc.integer({ min: 0, max: START_CODES - 1 }), { nil: null });
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.integer({ min: 1, max: 31 }).map(attributeOf),
          fc.record({ worked: numbers, extension: fc.integer({ min: 0, max: 2 ** 32 - 2 }), start: codes }),
        ),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        (days, version, a, b) => {
          const [first, last] = a <= b ? [a, b] : [b, a];
          const attributes = Object.fromEntries(Object.entries(days).map(([name, c]) => [name, day(c)]));
          const entries = packPersonMonth(version, attributes);
          const inRange = Object.keys(days)
            .map((name) => Number(name.slice(1)))
            .filter((d) => d >= first && d <= last)
            .sort((x, y) => x - y);
          const numberOn = (d: number, kind: PersonPackKind) =>
            (days[attributeOf(d)] as Record<PersonPackKind, number | null>)[kind];
          for (const kind of PERSON_PACK_KINDS) {
            const expected = inRange.map((d): [number, number | null] => [d, numberOn(d, kind)]);
            expect(daysOf(entries[kind], first, last)).toEqual(expected);
            const numbered = expected.flatMap(([, n]) => (n === null ? [] : [n]));
            expect(totalsOf(entries[kind], first, last)).toEqual({
              days: expected.length,
              numbered: numbered.length,
              sum: numbered.reduce((sum, n) => sum + n, 0),
            });
          }
          // Start codes also come one by one, after those already written.
          const codesRead = new Uint16Array(32).fill(7);
          const totals = { days: 0, numbered: 1, sum: 0 };
          addPackedDays(entries.start, first, last, totals, codesRead);
          const startCodes = inRange.flatMap((d) => numberOn(d, 'start') ?? []);
          expect([...codesRead.subarray(0, totals.numbered)]).toEqual([7, ...startCodes]);
        },
      ),
    );
  });

  it('of a month without days holds no days', () => {
    for (const entry of Object.values(packPersonMonth(12, {}))) expect(daysOf(entry)).toEqual([]);
  });

  it('refuses what it could not give back exactly', () => {
    expect(() => packPersonMonth(1, { d01: day({ extension: 1.5 }) })).toThrow(RangeError);
    expect(() => packPersonMonth(-1, {})).toThrow(RangeError);
    expect(() => packPersonMonth(1, { d01: day({ worked: -1 }), d02: day({ worked: 2 ** 32 - 1 }) })).toThrow(
      RangeError,
    );
    expect(() =>
      packPersonMonth(1, { d01: day({ worked: -1 }), d02: day({ worked: 2 ** 32 - 3 }) }),
    ).not.toThrow();
  });

  it('takes 9 bits a day for numbers a few hundred apart, and reads from any day of the range', () => {
    const attributes = Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [attributeOf(i + 1), day({ start: 1350 + ((i * 37) % 400) })]),
    );
    const entry = packPersonMonth(40, attributes).start;
    // version (1 byte), days (4), smallest (2), bits (1), 31 days of 9 bits (35).
    expect(entry.length).toBe(43);
    expect(daysOf(entry, 20, 22)).toEqual([20, 21, 22].map((d) => [d, 1350 + (((d - 1) * 37) % 400)]));
  });
});

describe('person pack', () => {
  const entry = (version: number, worked: number) =>
    packPersonMonth(version, { d01: day({ worked }) }).worked;

  it('holds every employee it was given, logins of any characters', () => {
    const given = new Map([
      ['zoë', entry(1, 10)],
      ['ana', entry(4, 20)],
      ['joão.silva@example.com', entry(2, 30)],
    ]);
    const pack = mergeIntoPack(undefined, given);
    expect(entriesOf(pack)).toEqual(given);
    expect([...entriesOf(pack).keys()]).toEqual(['ana', 'joão.silva@example.com', 'zoë']);
  });

  it('takes a copy only over an older version of its employee, and keeps the other employees', () => {
    const pack = mergeIntoPack(
      undefined,
      new Map([
        ['ana', entry(5, 300)],
        ['bruno', entry(1, 60)],
      ]),
    );
    // A copy that lands after a newer one changes nothing; so does the same version again.
    expect(mergeIntoPack(pack, new Map([['ana', entry(4, 480)]]))).toBeUndefined();
    expect(mergeIntoPack(pack, new Map([['ana', entry(5, 300)]]))).toBeUndefined();
    const newer = mergeIntoPack(
      pack,
      new Map([
        ['ana', entry(4, 480)],
        ['bruno', entry(2, 90)],
        ['carla', entry(1, 15)],
      ]),
    );
    expect(entriesOf(newer)).toEqual(
      new Map([
        ['ana', entry(5, 300)],
        ['bruno', entry(2, 90)],
        ['carla', entry(1, 15)],
      ]),
    );
  });
});
