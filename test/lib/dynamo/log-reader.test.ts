import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Position, readNewestFirst, type ShardQuery } from '../../../lib/dynamo/log-reader.js';

interface Rec {
  pk: string;
  sk: string;
  keep: boolean;
}

/** DynamoDB's Query over in-memory partitions: newest first, Limit, ExclusiveStartKey, sk range. */
function fakeQuery(records: readonly Rec[], counter: { queries: number }): ShardQuery<Rec> {
  return async (pk, { limit, startKey, fromIso, toIso }) => {
    counter.queries += 1;
    const below = startKey ? String(startKey.sk) : undefined;
    const items = records
      .filter(
        (r) =>
          r.pk === pk && r.sk >= fromIso && r.sk <= `${toIso}\uffff` && (below === undefined || r.sk < below),
      )
      .sort((a, b) => (a.sk < b.sk ? 1 : -1));
    const page = items.slice(0, limit);
    const last = page.at(-1);
    return { records: page, lastKey: items.length > limit && last ? { pk, sk: last.sk } : undefined };
  };
}

const days = ['2026-11-18', '2026-11-19', '2026-11-20'];
const shardPks = (day: string) => [0, 1, 2, 3].map((s) => `X#${day}#${s}`);

const recordArb = fc.record({
  day: fc.constantFrom(...days),
  shard: fc.integer({ min: 0, max: 3 }),
  second: fc.integer({ min: 0, max: 86_399 }),
  id: fc.uuid(),
  keep: fc.boolean(),
});

describe('readNewestFirst', () => {
  it('hands out every matching record once, newest first, whatever the page size and budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordArb, { maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 4, max: 12 }),
        fc.boolean(),
        async (raw, limit, queryLimit, maxQueries, filtered) => {
          const records = raw.map((r) => ({
            pk: `X#${r.day}#${r.shard}`,
            sk: `${new Date(Date.parse(`${r.day}T00:00:00.000Z`) + r.second * 1000).toISOString()}#${r.id}`,
            keep: r.keep,
          }));
          const counter = { queries: 0 };
          const expected = records
            .filter((r) => !filtered || r.keep)
            .map((r) => r.sk)
            .sort()
            .reverse();
          const seen: string[] = [];
          let position: Position | undefined;
          for (let call = 0; call < 500; call += 1) {
            const before = counter.queries;
            const page = await readNewestFirst<Rec>({
              fromIso: '2026-11-18T00:00:00.000Z',
              toIso: '2026-11-20T23:59:59.999Z',
              shardPks,
              query: fakeQuery(records, counter),
              sortKey: (r) => r.sk,
              ...(filtered ? { matches: (r: Rec) => r.keep } : {}),
              limit,
              ...(position ? { position } : {}),
              maxQueries,
              queryLimit,
            });
            expect(page.records.length).toBeLessThanOrEqual(limit);
            // A call may overshoot its budget only by its one guaranteed round of a day.
            expect(counter.queries - before).toBeLessThanOrEqual(maxQueries + 4);
            seen.push(...page.records.map((r) => r.sk));
            if (!page.next) break;
            expect(page.next).not.toEqual(position);
            position = page.next;
          }
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
