import { describe, expect, it } from 'vitest';
import { decodePunch, encodePunch, type PunchContribution } from '../../../lib/summaries/contributions.js';
import { forEachPackedDay, type PersonDay, packPersonMonth } from '../../../lib/summaries/person-pack.js';

const day = (c: Partial<PunchContribution>): string =>
  encodePunch({ department: 'Sales', worked: 480, extension: 0, location: 'office', start: 1620, ...c });

const daysOf = (entry: string) => {
  const days: Array<[number, PersonDay]> = [];
  forEachPackedDay(entry, (dayOfMonth, personDay) => days.push([dayOfMonth, personDay]));
  return days;
};

describe('person pack entry', () => {
  it('keeps each day of the month with its worked minutes, extension and start code, in day order', () => {
    const entry = packPersonMonth(7, {
      d17: day({ worked: 455, extension: 30, start: 1622 }),
      d03: day({ worked: null, start: null, location: null, extension: 45 }),
      d09: day({ worked: -3, start: 0 }),
    });
    expect(entry).toBe('0000000007|03,,45,;09,-3,0,0;17,455,30,1622');
    expect(daysOf(entry)).toEqual([
      [3, { worked: null, extension: 45, start: null }],
      [9, { worked: -3, extension: 0, start: 0 }],
      [17, { worked: 455, extension: 30, start: 1622 }],
    ]);
  });

  it('gives back exactly what the person month holds, for any numbers a day can have', () => {
    const values = [0, 1, 59, 1439, 4319, 12_345_678, -1, null] as const;
    const attributes: Record<string, string> = {};
    values.forEach((value, i) => {
      attributes[`d${String(i + 1).padStart(2, '0')}`] = day({
        worked: value,
        extension: value ?? 7,
        start: value,
      });
    });
    const days = daysOf(packPersonMonth(1, attributes));
    expect(days).toHaveLength(values.length);
    for (const [dayOfMonth, personDay] of days) {
      const original = decodePunch(attributes[`d${String(dayOfMonth).padStart(2, '0')}`] as string);
      expect(personDay).toEqual({
        worked: original.worked,
        extension: original.extension,
        start: original.start,
      });
    }
  });

  it('of a month without days keeps its version and has no days', () => {
    const entry = packPersonMonth(12, {});
    expect(entry).toBe('0000000012|');
    expect(daysOf(entry)).toEqual([]);
  });

  it('compares with another entry of the same employee as their versions do, whatever the days', () => {
    const versions = [1, 2, 9, 10, 11, 99, 100, 12_345, 4_000_000_000];
    const entries = versions.map((version, i) =>
      packPersonMonth(version, i % 2 ? { d31: day({ worked: 1_000_000 }) } : { d01: day({ worked: 1 }) }),
    );
    for (let i = 1; i < entries.length; i += 1) {
      expect((entries[i - 1] as string) < (entries[i] as string)).toBe(true);
    }
  });
});
