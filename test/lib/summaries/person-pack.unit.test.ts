import { describe, expect, it } from 'vitest';
import { decodePunch, encodePunch, type PunchContribution } from '../../../lib/summaries/contributions.js';
import { packPersonMonth, unpackPersonMonth } from '../../../lib/summaries/person-pack.js';

const day = (c: Partial<PunchContribution>): string =>
  encodePunch({ department: 'Sales', worked: 480, extension: 0, location: 'office', start: 1620, ...c });

describe('person pack', () => {
  it('keeps each day of the month with its worked minutes, extension and start code, in day order', () => {
    const packed = packPersonMonth({
      d17: day({ worked: 455, extension: 30, start: 1622 }),
      d03: day({ worked: null, start: null, location: null, extension: 45 }),
      d09: day({ worked: -3, start: 0 }),
    });
    expect(packed).toBe('03,,45,;09,-3,0,0;17,455,30,1622');
    expect(unpackPersonMonth(packed as string)).toEqual([
      { dayOfMonth: '03', worked: null, extension: 45, start: null },
      { dayOfMonth: '09', worked: -3, extension: 0, start: 0 },
      { dayOfMonth: '17', worked: 455, extension: 30, start: 1622 },
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
    const unpacked = unpackPersonMonth(packPersonMonth(attributes) as string);
    expect(unpacked).toHaveLength(values.length);
    for (const { dayOfMonth, worked, extension, start } of unpacked) {
      const original = decodePunch(attributes[`d${dayOfMonth}`] as string);
      expect({ worked, extension, start }).toEqual({
        worked: original.worked,
        extension: original.extension,
        start: original.start,
      });
    }
  });

  it('has nothing to pack for a month without days', () => {
    expect(packPersonMonth({})).toBeUndefined();
  });
});
