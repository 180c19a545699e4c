/**
 * The local stand-in for Lambda's event source mapping on the table's stream: it reads DynamoDB
 * Local's stream shard by shard, keeps the records the function's filters pass, and invokes the
 * function (in-process, from its entry file) with batches of them. A failed batch is retried,
 * halved each time (bisect on error), up to the function's retry limit; what still fails goes to
 * the failure callback, as the mapping sends it to its failure queue, and reading moves on.
 *
 * `drain()` reads until a pass finds nothing more to deliver: tests and the scale benchmark call it
 * before they read summaries, instead of waiting for a poller. `npm start` polls continuously, less
 * often while nothing comes.
 *
 * Where each shard has been read to is saved after every page that held anything but the saving
 * itself (the position item's own changes), so a later process on the same table starts after what
 * was delivered and after the summariser's own writes, instead of reading them again.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { ChangeRecord } from '../dynamo/change-record.js';
import { STREAM_FUNCTIONS, type StreamFunctionDef } from '../routes.js';
import { logger } from '../shared/logger.js';
import { sleep } from '../shared/retry.js';
import type { FilterPattern } from '../shared/stream-filter.js';
import { REPO_ROOT } from './paths.js';
import {
  advanceStreamPosition,
  getStreamPosition,
  isMarkRecord,
  isPositionRecord,
  listShards,
  markStreamPosition,
  padded,
  readShardPage,
  type ShardInfo,
  shardIterator,
  streamArn,
} from './stream-reader.js';

function matches(pattern: FilterPattern | readonly string[], value: unknown): boolean {
  if (Array.isArray(pattern)) return typeof value === 'string' && pattern.includes(value);
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(pattern as FilterPattern).every(([field, inner]) => matches(inner, fields[field]));
}

/** Whether a record passes any of a mapping's filters (they are alternatives, as in Lambda). */
export function passesFilters(record: unknown, filters: readonly FilterPattern[]): boolean {
  return filters.some((pattern) => matches(pattern, record));
}

export type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<unknown>;

export interface FailedBatch {
  function: string;
  shardId: string;
  firstSequence: string | undefined;
  lastSequence: string | undefined;
  records: number;
  error: unknown;
}

export interface StreamPollerOptions {
  functions?: readonly StreamFunctionDef[];
  /**
   * Whose saved positions this poller reads and moves: pollers of one name share them (the
   * runtime's, across processes and restarts); another name reads the stream on its own (tests).
   */
  name?: string;
  /** Where batches that keep failing go (the failure queue in the cloud); logged by default. */
  onFailure?: (batch: FailedBatch) => void;
  /** Handlers to use instead of the functions' entry files (tests that inject a fault). */
  handlers?: Readonly<Record<string, StreamHandler>>;
  /** Told after each batch a function took (progress of a long drain). */
  onDelivered?: (records: number) => void;
}

/** GetRecords' largest page. */
const PAGE_LIMIT = 1_000;
/** Pages read looking for the mark a skip writes: it is among the first records after the newest. */
const MARK_READS = 50;

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined ? a : padded(a) >= padded(b) ? a : b;

async function loadStreamHandler(def: StreamFunctionDef): Promise<StreamHandler> {
  const module = (await import(pathToFileURL(resolve(REPO_ROOT, def.entry)).href)) as {
    handler?: StreamHandler;
  };
  if (typeof module.handler !== 'function') throw new Error(`${def.entry} does not export a handler`);
  return module.handler;
}

export class StreamPoller {
  private readonly functions: readonly StreamFunctionDef[];
  private readonly onFailure: (batch: FailedBatch) => void;
  private readonly handlers = new Map<string, Promise<StreamHandler>>();
  /** How far this process has read each shard. */
  private readonly positions = new Map<string, string>();
  private running: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: StreamPollerOptions = {}) {
    this.functions = options.functions ?? STREAM_FUNCTIONS;
    this.onFailure =
      options.onFailure ??
      ((batch) =>
        logger.error('stream batch sent to the failure destination', { ...batch, error: batch.error }));
  }

  private handlerOf(def: StreamFunctionDef): Promise<StreamHandler> {
    const injected = this.options.handlers?.[def.name];
    if (injected) return Promise.resolve(injected);
    let pending = this.handlers.get(def.name);
    if (!pending) {
      pending = loadStreamHandler(def);
      this.handlers.set(def.name, pending);
    }
    return pending;
  }

  /** One invocation per batch, retried and bisected on error as the mapping does. */
  private async deliver(
    def: StreamFunctionDef,
    shardId: string,
    records: DynamoDBRecord[],
    attemptsLeft: number,
  ): Promise<void> {
    const handler = await this.handlerOf(def);
    const context = {
      functionName: def.name,
      awsRequestId: `local-${Date.now()}`,
      getRemainingTimeInMillis: () => def.timeoutSeconds * 1000,
    } as Context;
    try {
      await handler({ Records: records }, context);
      this.options.onDelivered?.(records.length);
    } catch (error) {
      if (attemptsLeft <= 0) {
        this.onFailure({
          function: def.name,
          shardId,
          firstSequence: records[0]?.dynamodb?.SequenceNumber,
          lastSequence: records.at(-1)?.dynamodb?.SequenceNumber,
          records: records.length,
          error,
        });
        return;
      }
      if (records.length > 1) {
        const half = Math.ceil(records.length / 2);
        await this.deliver(def, shardId, records.slice(0, half), attemptsLeft - 1);
        await this.deliver(def, shardId, records.slice(half), attemptsLeft - 1);
      } else {
        await this.deliver(def, shardId, records, attemptsLeft - 1);
      }
    }
  }

  /** Each function's share of the records, in batches of its mapping's size. */
  private async deliverAll(shardId: string, records: readonly ChangeRecord[]): Promise<number> {
    let delivered = 0;
    for (const def of this.functions) {
      const size = def.stream.batchSize;
      // Built field for field as Lambda delivers them (stream-reader.ts), images in the wire format.
      const passing = records.filter((record) =>
        passesFilters(record, def.stream.filters),
      ) as unknown as DynamoDBRecord[];
      for (let i = 0; i < passing.length; i += size)
        await this.deliver(def, shardId, passing.slice(i, i + size), def.stream.retryAttempts);
      delivered += passing.length;
    }
    return delivered;
  }

  /** Reads one shard to its current end; answers how many records were delivered. */
  private async pollShard(arn: string, shardId: string): Promise<number> {
    const start = later(this.positions.get(shardId), await getStreamPosition(shardId, this.options.name));
    let iterator: string | undefined = await shardIterator(arn, shardId, start);
    let delivered = 0;
    while (iterator) {
      const page = await readShardPage(arn, iterator, PAGE_LIMIT);
      if (page.records.length === 0) break;
      delivered += await this.deliverAll(shardId, page.records);
      if (page.lastSequence) {
        this.positions.set(shardId, page.lastSequence);
        // Saving makes a record of its own: a page of nothing else is not saved, or each save would
        // feed the next page forever (a later reader just reads that one record again).
        if (!page.records.every(isPositionRecord))
          await advanceStreamPosition(shardId, page.lastSequence, this.options.name);
      }
      iterator = page.next;
    }
    return delivered;
  }

  /**
   * A sequence number past every record the shard held when asked: that of a record written then
   * (a touch of this poller's position item), found by reading from past the shard's newest.
   */
  private async endOf(arn: string, shard: ShardInfo): Promise<string> {
    if (shard.endingSequence) return shard.endingSequence;
    let iterator: string | undefined = await shardIterator(arn, shard.shardId, 'latest');
    const mark = await markStreamPosition(shard.shardId, this.options.name);
    for (let read = 0; iterator && read < MARK_READS; read += 1) {
      const page = await readShardPage(arn, iterator, PAGE_LIMIT);
      const found = page.records.find((record) => isMarkRecord(record, mark));
      if (found?.dynamodb?.SequenceNumber) return found.dynamodb.SequenceNumber;
      if (page.records.length === 0) await sleep(50);
      iterator = page.next;
    }
    throw new Error(`the end of shard ${shard.shardId} was not found`);
  }

  private async pass(): Promise<number> {
    const arn = await streamArn();
    let delivered = 0;
    for (const { shardId } of await listShards(arn)) delivered += await this.pollShard(arn, shardId);
    return delivered;
  }

  /** Runs `work` when no drain or skip of this poller is running. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.running.then(work);
    this.running = run.catch(() => undefined);
    return run;
  }

  /**
   * Counts every record written so far as delivered, on every shard, without reading them: for a
   * caller that has summarised them itself and wrote nothing else meanwhile.
   */
  skipToEnd(): Promise<void> {
    return this.exclusive(async () => {
      const arn = await streamArn();
      for (const shard of await listShards(arn)) {
        const end = await this.endOf(arn, shard);
        this.positions.set(shard.shardId, end);
        await advanceStreamPosition(shard.shardId, end, this.options.name);
      }
    });
  }

  /** Delivers every record written so far (and those the deliveries cause); one drain at a time per poller. */
  drain(): Promise<number> {
    return this.exclusive(async () => {
      let total = 0;
      for (;;) {
        const delivered = await this.pass();
        total += delivered;
        if (delivered === 0) return total;
      }
    });
  }

  /**
   * Polls until stopped (npm start): every `intervalMs` while there is something to deliver; after
   * each poll that delivered nothing the wait doubles, up to `idleMs`, so a runtime left alone costs
   * next to nothing (each poll is five requests to DynamoDB Local), and the first delivery after a
   * quiet spell comes at most `idleMs` late.
   */
  start(intervalMs = 500, idleMs = 8 * intervalMs): void {
    let wait = intervalMs;
    const tick = () => {
      this.drain()
        .then((delivered) => {
          wait = delivered > 0 ? intervalMs : Math.min(2 * wait, idleMs);
        })
        .catch((error: unknown) => logger.error('stream polling failed', { error }))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, wait);
        });
    };
    this.timer = setTimeout(tick, wait);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = undefined;
    if (timer) clearTimeout(timer);
    await this.running;
  }
}
