/**
 * The company-day start histogram packs a minute's three start codes into one counter: whatever
 * days are added and taken away, in any order and batches, unpacking gives each code's count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateOfSummary } from '../../../lib/analytics/aggregate.js';
import { daySummaryKeys } from '../../../lib/dynamo/keys.js';
import { dayDeltas, mergeDeltas } from '../../../lib/summaries/buckets.js';
import type { PunchContribution } from '../../../lib/summaries/contributions.js';

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

  it('keeps each of a minute apart up to 131,071 days of one code', () => {
    const packed = startsItemOf([
      ...Array.from({ length: 3 }, (_, secondClass) =>
        dayDeltas('co', '2026-11-02', day(1620 + secondClass), 1),
      ).flat(),
    ]);
    // 131,071 days of each of the three codes of minute 540 (09:00), as one sum.
    const full = Object.fromEntries(Object.entries(packed).map(([name, value]) => [name, value * 131_071]));
    expect([...aggregateOfSummary(full).starts]).toEqual([
      [1620, 131_071],
      [1621, 131_071],
      [1622, 131_071],
    ]);
  });
});
