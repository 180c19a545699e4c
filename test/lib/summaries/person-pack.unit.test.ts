import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePunch, type PunchContribution } from '../../../lib/summaries/contributions.js';
import {
  forEachPackEntry,
  forEachPackedDay,
  mergeIntoPack,
  PERSON_PACK_KINDS,
  type PersonPackKind,
  packPersonMonth,
} from '../../../lib/summaries/person-pack.js';

const day = (c: Partial<PunchContribution>): string =>
  encodePunch({ department: 'Sales', worked: 480, extension: 0, location: 'office', start: 1620, ...c });

const daysOf = (entry: Uint8Array, first = 1, last = 31) => {
  const days: Array<[number, number | null]> = [];
  forEachPackedDay(entry, first, last, (dayOfMonth, value) => days.push([dayOfMonth, value]));
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
    const numbers = fc.option(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), { nil: null });
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.integer({ min: 1, max: 31 }).map(attributeOf),
          fc.record({ worked: numbers, extension: fc.integer({ min: 0, max: 2 ** 40 }), start: numbers }),
        ),
        fc.integer({ min: 0, max: 2 ** 48 - 1 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        (days, version, a, b) => {
          const [first, last] = a <= b ? [a, b] : [b, a];
          const attributes = Object.fromEntries(Object.entries(days).map(([name, c]) => [name, day(c)]));
          const entries = packPersonMonth(version, attributes);
          for (const kind of PERSON_PACK_KINDS) {
            const expected = Object.keys(days)
              .map((name) => Number(name.slice(1)))
              .filter((d) => d >= first && d <= last)
              .sort((x, y) => x - y)
              .map((d): [number, number | null] => [
                d,
                (days[attributeOf(d)] as Record<PersonPackKind, number | null>)[kind],
              ]);
            expect(daysOf(entries[kind], first, last)).toEqual(expected);
          }
        },
      ),
    );
  });

  it('of a month without days holds no days', () => {
    for (const entry of Object.values(packPersonMonth(12, {}))) expect(daysOf(entry)).toEqual([]);
  });

  it('refuses what it could not give back exactly', () => {
    expect(() => packPersonMonth(1, { d01: day({ extension: 1.5 }) })).toThrow(RangeError);
    expect(() => packPersonMonth(2 ** 48, {})).toThrow(RangeError);
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
