/**
 * Start histograms pack several start codes into one counter (two minutes' on the company's day, a
 * minute's on a department's day, two codes on its month): whatever days are added and taken away,
 * in any order and batches, unpacking gives each code's count. Days counted in an earlier layout
 * move to the current one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateOfSummary, forEachStart } from '../../../lib/analytics/aggregate.js';
import { daySummaryKeys } from '../../../lib/dynamo/keys.js';
import { dayDeltas, mergeDeltas } from '../../../lib/summaries/buckets.js';
import type { DayLayout, PunchContribution } from '../../../lib/summaries/contributions.js';

const day = (start: number | null): PunchContribution => ({
  department: 'Ops',
  worked: 480,
  extension: 0,
  location: 'office',
  start,
});

const startsItemOf = (deltas: ReturnType<typeof dayDeltas>) => {
  const key = daySummaryKeys.starts('co', '2026-11-02');
  return mergeDeltas(deltas).find((delta) => delta.key.sk === key.sk)?.add ?? {};
};

describe('the packed start histogram', () => {
  it('unpacks to the count of every start code, after days are added and taken away', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(fc.integer({ min: 0, max: 4319 })), fc.boolean()), { maxLength: 60 }),
        (history) => {
          const kept: Array<number | null> = [];
          const deltas = [];
          for (const [start, removeLater] of history) {
            deltas.push(...dayDeltas('co', '2026-11-02', day(start), 1));
            if (removeLater) deltas.push(...dayDeltas('co', '2026-11-02', day(start), -1));
            else kept.push(start);
          }
          const expected = new Map<number, number>();
          for (const start of kept) if (start !== null) expected.set(start, (expected.get(start) ?? 0) + 1);
          const aggregate = aggregateOfSummary(startsItemOf(deltas));
          expect(aggregate.starts).toEqual(expected);
          expect(aggregate.days).toBe(kept.length);
        },
      ),
    );
  });

  it('keeps each code of two minutes apart, up to 131,071 days of each, in one counter', () => {
    const packed = startsItemOf([
      ...Array.from({ length: 6 }, (_, field) => dayDeltas('co', '2026-11-02', day(1620 + field), 1)).flat(),
    ]);
    expect(Object.keys(packed).filter((name) => name.startsWith('h'))).toEqual(['ht:270']);
    // 131,071 days of each of the six codes of minutes 540 and 541 (09:00, 09:01), as one sum: 102 bits.
    const full = Object.fromEntries(
      Object.entries(packed).map(([name, value]) => [
        name,
        typeof value === 'bigint' ? value * 131_071n : value * 131_071,
      ]),
    );
    expect(full['ht:270']).toBeGreaterThan(2n ** 101n);
    expect(aggregateOfSummary(full).starts).toEqual(
      new Map(Array.from({ length: 6 }, (_, field) => [1620 + field, 131_071])),
    );
    // Read back as DynamoDB's document client gives a number within 2^53: a plain number.
    expect(aggregateOfSummary({ 'ht:270': 2 ** 17 + 3 }).starts).toEqual(
      new Map([
        [1620, 3],
        [1621, 1],
      ]),
    );
  });
});

describe('department histograms', () => {
  const departmentItemOf = (
    deltas: ReturnType<typeof dayDeltas>,
    key = daySummaryKeys.item('co', '2026-11-02', 'Ops'),
  ) => mergeDeltas(deltas).find((delta) => delta.key.sk === key.sk)?.add ?? {};
  const departmentMonth = daySummaryKeys.month('co', '2026-11', 'Ops');

  it("are packed per minute on a department's day", () => {
    const counters = departmentItemOf([
      ...dayDeltas('co', '2026-11-02', day(1620), 1),
      ...dayDeltas('co', '2026-11-02', day(1622), 1),
    ]);
    expect(Object.keys(counters).filter((name) => name.startsWith('h'))).toEqual(['hm:540']);
    expect([...aggregateOfSummary(counters).starts]).toEqual([
      [1620, 1],
      [1622, 1],
    ]);
  });

  it("pack a department's month per pair of codes, beyond what a day's packed field holds", () => {
    const key = daySummaryKeys.month('co', '2026-11', 'Ops');
    const month = mergeDeltas([
      ...dayDeltas('co', '2026-11-02', day(1620), 1),
      ...dayDeltas('co', '2026-11-02', day(1622), 1),
    ]).find((delta) => delta.key.sk === key.sk)?.add;
    // 200,000 days of each code: more than a packed field's 131,071.
    const full = Object.fromEntries(
      Object.entries(month ?? {}).map(([name, value]) => [name, Number(value) * 200_000]),
    );
    expect(Object.keys(full).filter((name) => name.startsWith('h'))).toEqual(['hp:810', 'hp:811']);
    expect([...aggregateOfSummary(full).starts]).toEqual([
      [1620, 200_000],
      [1622, 200_000],
    ]);
  });

  it('read the same after days counted in an earlier layout are moved to the current one, or not yet', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            // Three minutes' codes, so that days share minutes and codes across layouts.
            start: fc.option(fc.integer({ min: 1617, max: 1625 })),
            countedIn: fc.constantFrom<DayLayout>(1, 2, 3, 4),
            moved: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        (days) => {
          const deltas = days.flatMap(({ start, countedIn, moved }) => [
            ...dayDeltas('co', '2026-11-02', day(start), 1, countedIn),
            ...(moved
              ? [
                  ...dayDeltas('co', '2026-11-02', day(start), -1, countedIn),
                  ...dayDeltas('co', '2026-11-02', day(start), 1),
                ]
              : []),
          ]);
          const expected = new Map<number, number>();
          for (const { start } of days)
            if (start !== null) expected.set(start, (expected.get(start) ?? 0) + 1);
          for (const counters of [departmentItemOf(deltas), departmentItemOf(deltas, departmentMonth)]) {
            const starts = new Map<number, number>();
            forEachStart(aggregateOfSummary(counters).starts, (code, count) => {
              if (count !== 0) starts.set(code, count);
            });
            expect(starts).toEqual(expected);
            // Once every day is moved, only packed counters are left.
            if (days.every(({ countedIn, moved }) => moved || countedIn >= 3))
              expect(Object.keys(counters).some((name) => name.startsWith('h:'))).toBe(false);
          }
          // The company's day: counted from layout 2 on, per minute, and per two minutes from layout 4.
          const companyExpected = new Map<number, number>();
          for (const { start, countedIn, moved } of days)
            if (start !== null && (countedIn >= 2 || moved))
              companyExpected.set(start, (companyExpected.get(start) ?? 0) + 1);
          const company = startsItemOf(deltas);
          expect(aggregateOfSummary(company).starts).toEqual(companyExpected);
          if (days.every(({ countedIn, moved }) => moved || countedIn === 4 || countedIn === 1))
            expect(Object.keys(company).some((name) => name.startsWith('hm:'))).toBe(false);
        },
      ),
    );
  });
});
