import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { defineEntity } from '../../../lib/dynamo/entity.js';
import { companyList, type ListQuery, readListing, readPage } from '../../../lib/dynamo/paging.js';
import { InvalidCursorError } from '../../../lib/shared/errors.js';
import { uniqueId } from '../../support/fixtures.js';

interface Row {
  shard: number;
  n: string;
  even: boolean;
}

const rows = defineEntity<Row>({
  type: 'PagingTestRow',
  retention: { expiry: { by: 'customer' }, why: 'a test', erasure: 'nothing to erase' },
});
const run = uniqueId('paging');
const pk = (shard: number) => `PAGINGTEST#${run}#${shard}`;
/** Shard 1 stays empty: a walk goes past it. */
const SHARDS = [0, 1, 2, 3];
const query: ListQuery<Row> = { entity: rows, partitions: SHARDS.map(pk) };
const written: Row[] = [];

beforeAll(async () => {
  for (const shard of [0, 2, 3]) {
    for (let i = 0; i < 5; i += 1) {
      const row = { shard, n: String(i).padStart(2, '0'), even: i % 2 === 0 };
      written.push(row);
      await documentDb().send(
        new PutCommand({ TableName: tableName(), Item: rows.toItem(row, { pk: pk(shard), sk: row.n }) }),
      );
    }
  }
});

async function everyPage(page: Omit<Parameters<typeof readListing<Row>>[1], 'cursor'>) {
  const seen: Row[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const listing = await readListing(query, { ...page, cursor });
    expect(listing.records.length).toBeLessThanOrEqual(page.limit);
    seen.push(...listing.records);
    expect(listing.nextCursor).not.toBe(cursor);
    cursor = listing.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe('readListing', () => {
  it('walks every partition in order, each record once, and gives no cursor after the last', async () => {
    const { seen, pages } = await everyPage({ limit: 4, tenant: run, listing: 'rows' });
    expect(seen).toEqual(written);
    expect(pages).toBe(4);
  });

  it('gives no cursor when a page ends with the last record exactly', async () => {
    const single = { ...query, partitions: [pk(0)] };
    const page = await readListing(single, { limit: 5, tenant: run, listing: 'rows' });
    expect(page.records).toHaveLength(5);
    expect(page).not.toHaveProperty('nextCursor');
  });

  it('skips the records a filter leaves out, reading on within its budget and never losing one', async () => {
    const { seen } = await everyPage({
      limit: 2,
      tenant: run,
      listing: 'rows',
      matches: (row) => row.even,
      params: { even: true },
      readSize: 2,
      maxQueries: 1,
    });
    expect(seen).toEqual(written.filter((row) => row.even));
  });

  it('refuses a cursor of another company, of other arguments, of other partitions, or edited', async () => {
    const { nextCursor = '' } = await readListing(query, { limit: 2, tenant: run, listing: 'rows' });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );
    const foreign = await refusal(
      readListing(query, { limit: 2, tenant: 'other', listing: 'rows', cursor: nextCursor }),
    );
    expect(foreign).toBeInstanceOf(InvalidCursorError);
    expect(String(foreign)).toContain('another company');
    const otherQuery = await refusal(
      readListing(query, {
        limit: 2,
        tenant: run,
        listing: 'rows',
        params: { even: true },
        cursor: nextCursor,
      }),
    );
    expect(String(otherQuery)).toContain('another query');
    const otherPartitions = await refusal(
      readListing(
        { ...query, partitions: [pk(9)] },
        { limit: 2, tenant: run, listing: 'rows', cursor: nextCursor },
      ),
    );
    expect(otherPartitions).toBeInstanceOf(InvalidCursorError);
    const [body = '', seal = ''] = nextCursor.split('.');
    const edited = await refusal(
      readListing(query, {
        limit: 2,
        tenant: run,
        listing: 'rows',
        cursor: `${body.slice(0, -2)}AA.${seal}`,
      }),
    );
    expect(String(edited)).toMatch(/cursor \((altered|malformed)/);
  });
});

describe('readPage', () => {
  it('continues after a position taken from the last record given', async () => {
    const first = await readPage(query, { limit: 3 });
    expect(first.next).toEqual({ pk: pk(0), sk: '02' });
    const second = await readPage(query, { limit: 3 }, first.next);
    expect(second.records.map((row) => row.n)).toEqual(['03', '04', '00']);
  });
});

describe('companyList', () => {
  it('reads the whole list and counts it', async () => {
    const list = companyList('rows', () => query);
    expect(await list.all(run)).toEqual(written);
    expect(await list.count(run)).toBe(written.length);
  });
});
