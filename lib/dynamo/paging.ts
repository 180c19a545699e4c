/**
 * Reading a list a page at a time, the one way every store does it. A list is the items of one
 * index (or the table) in one or more partitions, read in a fixed order: most lists have one
 * partition, a sharded entity's list walks its shards one after another. A page holds up to
 * `limit` records the list keeps (`matches`); its position is the key of the last record given,
 * taken from the index's key attributes, or where reading stopped. Each Query reads one item more
 * than the page by default, so a full page knows whether another record follows: a page carries a
 * position only when one does, or when reading stopped before it could know (a list that skips
 * records reads on within a budget, and says where it got to).
 *
 * readListing is what the use cases call: the position travels as a sealed cursor (cursor.ts),
 * bound to the tenant, the list and its arguments, and to the partitions it reads. readAll and
 * countAll read a whole list; queryOnce is the one Query the readers here and log-reader.ts send.
 */
import { paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';
import { type CursorShape, type PageKey, type PositionPage, readFromCursor } from './cursor.js';
import type { Entity, Item, ItemKey } from './entity.js';
import { Expressions } from './expressions.js';
import { type IndexName, keyAttributes } from './table.js';

export interface ListQuery<R> {
  entity: Pick<Entity<R>, 'fromItem'>;
  /** The index read; the table when left out. */
  index?: IndexName;
  /** Partitions read one after another, in this order. */
  partitions: readonly string[];
  /** Only the sort keys (of the index read) from `from` up to `to`, both included, or those starting with `prefix`. */
  range?: { from?: string; to?: string } | { prefix: string };
  /** Highest sort key first. */
  descending?: boolean;
  /** Read what the last write wrote (the table only: an index is read eventually consistent). */
  consistent?: boolean;
  /** Only these attributes of each item (the entity reads what there is). */
  attributes?: readonly string[];
}

export type QueryInput = Omit<QueryCommandInput, 'TableName'>;

/** One Query of the table: its items, and where it stopped when there are more. */
export async function queryOnce(input: QueryInput): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  const { Items = [], LastEvaluatedKey } = await documentDb().send(
    new QueryCommand({ TableName: tableName(), ...input }),
  );
  return { items: Items, lastKey: LastEvaluatedKey };
}

export interface PageRequest<R> {
  limit: number;
  /** The records the list keeps; others are read and skipped. */
  matches?: (record: R) => boolean;
  /** Items each Query reads: by default one more than the page. */
  readSize?: number;
  /** Queries one call may send before it stops with a position; at least one always runs. */
  maxQueries?: number;
}

function pageKeyAttributes(index: IndexName | undefined): string[] {
  return [...keyAttributes(), ...(index ? keyAttributes(index) : [])];
}

/** What a position of the list is: a key of the index in one of its partitions, or a partition's start. */
export function positionShape(query: ListQuery<unknown>): CursorShape {
  const [partitionKey] = keyAttributes(query.index);
  const attributes = pageKeyAttributes(query.index);
  return {
    attributes,
    ...(query.partitions.length > 1 ? { optional: attributes.filter((name) => name !== partitionKey) } : {}),
    fixed: { [partitionKey]: query.partitions },
  };
}

/** One page from `start` (a position of this list, already checked against positionShape). */
export async function readPage<R>(
  query: ListQuery<R>,
  request: PageRequest<R>,
  start?: PageKey,
): Promise<PositionPage<R>> {
  const [partitionKey] = keyAttributes(query.index);
  const attributes = pageKeyAttributes(query.index);
  const keyOf = (item: Item): PageKey =>
    Object.fromEntries(attributes.map((name) => [name, String(item[name])]));
  const { partitions, entity } = query;
  const records: R[] = [];
  let partition = start ? partitions.indexOf(start[partitionKey] ?? '') : 0;
  let startKey: Item | undefined = start && Object.keys(start).length > 1 ? start : undefined;
  let lastGiven: Item | undefined;
  let queries = 0;
  while (
    partition < partitions.length &&
    records.length < request.limit &&
    queries < (request.maxQueries ?? Infinity)
  ) {
    const { items, lastKey } = await queryOnce({
      ...partitionQuery(query, partitions[partition] as string),
      Limit: request.readSize ?? request.limit + 1,
      ExclusiveStartKey: startKey,
    });
    queries += 1;
    for (const item of items) {
      const record = entity.fromItem(item);
      if (request.matches && !request.matches(record)) continue;
      // Another record follows a full page: the next page starts after the page's last.
      if (lastGiven && records.length === request.limit) return { records, next: keyOf(lastGiven) };
      records.push(record);
      lastGiven = item;
    }
    startKey = lastKey;
    if (!startKey) partition += 1;
  }
  if (partition >= partitions.length) return { records };
  return { records, next: startKey ? keyOf(startKey) : { [partitionKey]: partitions[partition] as string } };
}

export interface ListingRequest<R> extends PageRequest<R> {
  /** The previous page's nextCursor. */
  cursor?: string | undefined;
  /** Whose list it is: the company, or '*' for lists outside any. */
  tenant: string;
  /** The list's name and the arguments that select its records, which a cursor is bound to. */
  listing: string;
  params?: Readonly<Record<string, unknown>>;
}

/** What a use case asks a store's list for: the page, and the filter its cursor is bound to. */
export type ListPage<R> = Omit<ListingRequest<R>, 'tenant' | 'listing'>;

export interface Listing<R> {
  records: R[];
  /** Present only when another page may follow; passed back unchanged as `cursor`. */
  nextCursor?: string;
}

/** One page of a list for a caller, continuing at its cursor. */
export async function readListing<R>(query: ListQuery<R>, request: ListingRequest<R>): Promise<Listing<R>> {
  const scope = {
    tenant: request.tenant,
    listing: request.listing,
    params: { ...request.params, partitions: query.partitions },
  };
  return readFromCursor(request.cursor, scope, positionShape(query), (start) =>
    readPage(query, request, start),
  );
}

function partitionQuery(query: ListQuery<unknown>, partition: string): QueryInput {
  const [partitionKey, sortKey] = keyAttributes(query.index);
  const { range, attributes } = query;
  const e = new Expressions();
  const keys = [`${e.name(partitionKey)} = ${e.value(partition)}`];
  if (range && 'prefix' in range) keys.push(`begins_with(${e.name(sortKey)}, ${e.value(range.prefix)})`);
  else if (range?.from !== undefined && range.to !== undefined)
    keys.push(`${e.name(sortKey)} BETWEEN ${e.value(range.from)} AND ${e.value(range.to)}`);
  else if (range?.from !== undefined) keys.push(`${e.name(sortKey)} >= ${e.value(range.from)}`);
  else if (range?.to !== undefined) keys.push(`${e.name(sortKey)} <= ${e.value(range.to)}`);
  return {
    IndexName: query.index,
    KeyConditionExpression: keys.join(' AND '),
    ScanIndexForward: !query.descending,
    ...(query.consistent ? { ConsistentRead: true } : {}),
    ...(attributes ? { ProjectionExpression: attributes.map((name) => e.name(name)).join(', ') } : {}),
    ...e.attributes(),
  };
}

/** Every record of the list: its partitions read in parallel (every page), records in partition order. */
export async function readAll<R>(query: ListQuery<R>): Promise<R[]> {
  const partitions = await Promise.all(
    query.partitions.map(async (partition) => {
      const items: Item[] = [];
      const input = { TableName: tableName(), ...partitionQuery(query, partition) };
      for await (const page of paginateQuery({ client: documentDb() }, input))
        items.push(...(page.Items ?? []));
      return items;
    }),
  );
  return partitions.flat().map((item) => query.entity.fromItem(item));
}

/** The keys of every item of the list (key-only Queries, every page). */
export function readKeys(query: Omit<ListQuery<ItemKey>, 'entity' | 'attributes'>): Promise<ItemKey[]> {
  const entity = { fromItem: (item: Item) => ({ pk: String(item.pk), sk: String(item.sk) }) };
  return readAll({ ...query, entity, attributes: ['pk', 'sk'] });
}

/** How many records the list holds (Select COUNT of each partition, every page). */
export async function countAll(query: ListQuery<unknown>): Promise<number> {
  const counts = await Promise.all(
    query.partitions.map(async (partition) => {
      let count = 0;
      const input = { TableName: tableName(), ...partitionQuery(query, partition), Select: 'COUNT' as const };
      for await (const page of paginateQuery({ client: documentDb() }, input)) count += page.Count ?? 0;
      return count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * A list of a company's records, declared once by its query: read a page at a time for a caller
 * (its cursor bound to the company and the list), whole, or counted.
 */
export function companyList<R, A extends unknown[] = []>(
  listing: string,
  query: (companyId: string, ...args: A) => ListQuery<R>,
) {
  return {
    page: (companyId: string, page: ListPage<R>, ...args: A): Promise<Listing<R>> =>
      readListing(query(companyId, ...args), { ...page, tenant: companyId, listing }),
    all: (companyId: string, ...args: A): Promise<R[]> => readAll(query(companyId, ...args)),
    count: (companyId: string, ...args: A): Promise<number> => countAll(query(companyId, ...args)),
  };
}
