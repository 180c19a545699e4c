/**
 * The logs kept in day × shard partitions with a TTL (transmissions: TX#<co>#<day>#<shard>, audit:
 * AUDIT#<tenant>#<day>#<shard>), read newest first as if they were one list. Each shard is a Query
 * newest first; the shards of a day are read side by side and merged. A record is handed out only
 * once every shard has been read down to it, so a page never skips a record another shard has not
 * reached yet.
 *
 * A position is (day, before): continue in `day` strictly below the sort key `before`. Filters
 * (`matches`) are applied as records are read, so a selective filter costs reads, not correctness;
 * `maxQueries` bounds the work of one call, and a call cut short returns what is complete and a
 * position that is always further on than the one it started from.
 */
import { addDays } from '../shared/dates.js';
import { type PositionPage, readFromCursor } from './cursor.js';
import type { Entity } from './entity.js';
import { queryOnce } from './paging.js';

export interface ShardPage<T> {
  records: T[];
  lastKey: Record<string, unknown> | undefined;
}

export type ShardQuery<T> = (
  pk: string,
  options: { limit: number; startKey?: Record<string, unknown>; fromIso: string; toIso: string },
) => Promise<ShardPage<T>>;

export interface Position {
  day: string;
  before?: string;
}

export interface NewestFirstRequest<T> {
  /** Inclusive bounds, as ISO instants with milliseconds (`Date#toISOString`). */
  fromIso: string;
  toIso: string;
  shardPks: (day: string) => string[];
  query: ShardQuery<T>;
  sortKey: (record: T) => string;
  matches?: (record: T) => boolean;
  limit: number;
  position?: Position;
  /** Queries one call may send; at least one round over a day's shards always runs. */
  maxQueries: number;
  /** Items each Query reads (DynamoDB also stops at 1 MB). */
  queryLimit: number;
}

export interface NewestFirstPage<T> {
  records: T[];
  /** Where the next page starts; absent when the range has been read to its start. */
  next?: Position;
}

interface ShardState<T> {
  pk: string;
  startKey: Record<string, unknown> | undefined;
  done: boolean;
  /** Sort key of the last item read: everything from there up to the start is read. */
  frontier: string | undefined;
  matched: T[];
}

export async function readNewestFirst<T>(request: NewestFirstRequest<T>): Promise<NewestFirstPage<T>> {
  const { sortKey, limit } = request;
  const matches = request.matches ?? (() => true);
  const fromDay = request.fromIso.slice(0, 10);
  let day = request.position?.day ?? request.toIso.slice(0, 10);
  let before = request.position?.before;
  const records: T[] = [];
  let queries = 0;
  // The first round of a call always runs, so every call moves on.
  let firstRound = true;

  while (day >= fromDay) {
    const need = limit - records.length;
    const shards: ShardState<T>[] = request.shardPks(day).map((pk) => ({
      pk,
      startKey: before === undefined ? undefined : { pk, sk: before },
      done: false,
      frontier: undefined,
      matched: [],
    }));
    let complete: T[] = [];
    let cut: string | undefined;
    for (;;) {
      const open = shards.filter((shard) => !shard.done);
      if (open.length === 0 || (!firstRound && queries + open.length > request.maxQueries)) break;
      firstRound = false;
      queries += open.length;
      await Promise.all(
        open.map(async (shard) => {
          const page = await request.query(shard.pk, {
            limit: request.queryLimit,
            ...(shard.startKey ? { startKey: shard.startKey } : {}),
            fromIso: request.fromIso,
            toIso: request.toIso,
          });
          shard.matched.push(...page.records.filter(matches));
          shard.startKey = page.lastKey;
          shard.frontier = page.lastKey ? String(page.lastKey.sk) : undefined;
          shard.done = page.lastKey === undefined;
        }),
      );
      const frontiers = shards.filter((s) => !s.done).map((s) => s.frontier ?? '');
      cut = frontiers.length > 0 ? frontiers.reduce((a, b) => (a > b ? a : b)) : undefined;
      const bound = cut;
      complete = shards
        .flatMap((shard) => shard.matched)
        .filter((record) => bound === undefined || sortKey(record) >= bound)
        .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
      if (complete.length >= need) break;
    }
    if (complete.length >= need) {
      const taken = complete.slice(0, need);
      records.push(...taken);
      const exhausted = complete.length === need && day === fromDay && shards.every((shard) => shard.done);
      const last = taken.at(-1);
      return exhausted || !last ? { records } : { records, next: { day, before: sortKey(last) } };
    }
    records.push(...complete);
    if (shards.every((shard) => shard.done)) {
      day = addDays(day, -1);
      before = undefined;
      continue;
    }
    // Out of queries for this call: everything above the cut is handed out; continue below it.
    return { records, next: { day, ...(cut ? { before: cut } : {}) } };
  }
  return { records };
}

export interface DayShardPageOptions {
  limit: number;
  startKey?: Record<string, unknown>;
  fromIso?: string;
  toIso?: string;
}

/** A log of the table: its records, and the shards of one owner's (company's, tenant's) day. */
export interface DayShardLog<R> {
  entity: Entity<R>;
  dayShardPks: (owner: string, day: string) => string[];
}

/**
 * One page of one day shard of the log: newest first, unexpired only, optionally between two ISO
 * instants (inclusive) and continuing below `startKey`. `Limit` counts items read before the TTL
 * filter, so a page can hold fewer; `lastKey` says where reading stopped.
 */
export async function queryLogShard<R>(
  log: DayShardLog<R>,
  pk: string,
  options: DayShardPageOptions,
  now = Date.now(),
): Promise<ShardPage<R>> {
  const { items, lastKey } = await queryOnce({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: '#ttl > :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':pk': pk,
      ':from': options.fromIso ?? '0',
      ':to': `${options.toIso ?? '9'}\uffff`,
      ':now': Math.floor(now / 1000),
    },
    ScanIndexForward: false,
    Limit: options.limit,
    ExclusiveStartKey: options.startKey,
  });
  return { records: items.map((item) => log.entity.fromItem(item)), lastKey };
}

export type LogRequest<R> = Pick<
  NewestFirstRequest<R>,
  'fromIso' | 'toIso' | 'matches' | 'limit' | 'maxQueries' | 'queryLimit'
> & { owner: string };

/** One page of the owner's log between the two instants, newest first, from `position`. */
export function readLogPage<R>(log: DayShardLog<R>, request: LogRequest<R>, position?: Position) {
  return readNewestFirst<R>({
    ...request,
    shardPks: (day) => log.dayShardPks(request.owner, day),
    query: (pk, options) => queryLogShard(log, pk, options),
    sortKey: (record) => log.entity.key(record).sk,
    ...(position ? { position } : {}),
  });
}

export type LogListingRequest<R> = Omit<LogRequest<R>, 'maxQueries' | 'queryLimit'> & {
  cursor?: string | undefined;
  params?: Record<string, unknown>;
};

const POSITION_SHAPE = { attributes: ['day', 'before'], optional: ['before'], fixed: {} };

/**
 * readLogPage for a caller: the position travels as a sealed cursor bound to the owner, the log
 * and the arguments that select its records (`params`: the window and the filter). A call sends at
 * most 40 Queries, each reading one item more than the page, or 200 when `matches` skips records.
 */
export function readLogListing<R>(
  log: DayShardLog<R>,
  listing: string,
  page: LogListingRequest<R>,
): Promise<{ records: R[]; nextCursor?: string }> {
  const request = { ...page, maxQueries: 40, queryLimit: page.matches ? 200 : page.limit + 1 };
  const scope = {
    tenant: request.owner,
    listing,
    params: { ...request.params, fromIso: request.fromIso, toIso: request.toIso },
  };
  return readFromCursor(
    request.cursor,
    scope,
    POSITION_SHAPE,
    (start) => readLogPage(log, request, start as Position | undefined) as Promise<PositionPage<R>>,
  );
}
