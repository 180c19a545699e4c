/**
 * Aggregates of punch days: a day's records summed in any split add up to the whole, what is taken
 * away comes back out, and an aggregate survives being written as summary item attributes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAggregate,
  aggregateAttributes,
  aggregateOfItem,
  emptyAggregate,
  foldDay,
  type PersonDay,
  peopleParts,
} from '../../../lib/analytics/aggregate.js';
import type { StoredPunchDay } from '../../../lib/punch/punch-day.js';

const time = (hour: number, second: number) =>
  `2026-10-05T${String(hour).padStart(2, '0')}:${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}Z`;

const day: fc.Arbitrary<StoredPunchDay> = fc
  .record({
    login: fc.string({ minLength: 1, maxLength: 4 }),
    department: fc.constantFrom('Sales', '🚀 Growth', 'Growth', ''),
    begin: fc.option(fc.integer({ min: 0, max: 3599 }), { nil: undefined }),
    end: fc.option(fc.integer({ min: 0, max: 3599 }), { nil: undefined }),
    location: fc.constantFrom('office', 'home', null),
    extension: fc.integer({ min: 0, max: 240 }),
  })
  .map(({ login, department, begin, end, location, extension }) => ({
    login,
    date: '2026-10-05',
    times: {
      beginDay: begin === undefined ? null : time(8, begin),
      beginLunch: null,
      endLunch: null,
      endDay: end === undefined ? null : time(17, end),
    },
    hostname: null,
    locationType: location,
    source: null,
    actionId: null,
    approvedExtensionMinutes: extension,
    department,
    timeZone: 'America/Sao_Paulo',
  }));

const plain = (fold: ReturnType<typeof foldDay>) => ({
  total: aggregateOfItem(aggregateAttributes(fold.total, { locations: true, starts: true })),
  departments: Object.fromEntries(
    [...fold.departments].map(([name, a]) => [
      name,
      aggregateOfItem(aggregateAttributes(a, { starts: true })),
    ]),
  ),
});

describe('aggregates', () => {
  it('of two parts of a day add up to the whole day, and one part taken away leaves the other', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 30 }), fc.array(day, { maxLength: 30 }), (a, b) => {
        const whole = foldDay([...a, ...b]).total;
        const sum = addAggregate(addAggregate(emptyAggregate(), foldDay(a).total), foldDay(b).total);
        expect(sum).toEqual(whole);
        expect(addAggregate(sum, foldDay(b).total, -1)).toEqual(foldDay(a).total);
      }),
    );
  });

  it('read back from summary item attributes as they were written, per department too', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 30 }), (days) => {
        const fold = foldDay(days);
        const read = plain(fold);
        expect(read.total).toEqual(fold.total);
        for (const [name, aggregate] of fold.departments)
          expect(read.departments[name]).toEqual({ ...aggregate, locations: new Map() });
      }),
    );
  });

  it("split into parts within the size given, holding every employee's numbers once, whatever the logins", () => {
    const personDay = fc.tuple(
      fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null }),
      fc.integer({ min: 0, max: 600 }),
      fc.option(fc.integer({ min: 0, max: 4319 }), { nil: null }),
    ) as fc.Arbitrary<PersonDay>;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), personDay), {
          selector: ([login]) => login,
          maxLength: 60,
        }),
        // Above the longest entry here (40 characters escaped as JSON, up to 6 bytes each, and the numbers).
        fc.integer({ min: 300, max: 3_000 }),
        (entries, maxBytes) => {
          const parts = peopleParts(new Map(entries), maxBytes);
          for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(maxBytes);
          const read = parts.flatMap((part) => Object.entries(JSON.parse(part) as Record<string, PersonDay>));
          expect(read).toEqual(entries);
          for (const part of parts) expect(Object.keys(JSON.parse(part) as object).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
