/**
 * The cost meter: what a piece of work costs on DynamoDB's bill, in DynamoDB's own units, and how
 * many round trips it waits for one after another. Measurement only: the harness registers it on
 * the one DynamoDB client (lib/local/dynamo-client.ts, as the local runtime registers its steps); the
 * deployed code never loads it.
 *
 * Every call asks for `ReturnConsumedCapacity: TOTAL` and adds what DynamoDB Local answers, read
 * units for reads, write units for writes. DynamoDB Local is unreliable on transactions (it reports
 * some at twice the units, some once, an update of several existing items as one), and reports
 * nothing for a write its condition refused, which DynamoDB still bills. For those the meter works
 * the units out itself, as DynamoDB bills them, from the sizes of the items before and after
 * (read with a client of its own, not counted, and sized by lib/dynamo/value-limits.ts): a write is
 * 1 unit per KB of the larger of the two, at least 1; a transactional one twice that.
 */
import { type AttributeValue, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { attributesBytes } from '../../lib/dynamo/value-limits.js';
import type { ClientSetup } from '../../lib/local/dynamo-client.js';
import { countAwsCalls } from '../../lib/shared/call-counter.js';
import { config } from '../../lib/shared/config.js';

export interface Cost {
  reads: number;
  writes: number;
  /** Calls that each had to wait for every call before them. */
  roundTrips: number;
  /** AWS calls, DynamoDB's and SES's (countAwsCalls): what the calls manifest holds a request to. */
  calls: number;
}

/** A row of the cost table: what one piece of work cost. */
export interface CostRow extends Cost {
  name: string;
}

type Item = Record<string, unknown>;
interface TimedCall {
  reads: number;
  writes: number;
  startedAt: number;
  endedAt: number;
}

const READS = new Set(['GetItem', 'Query', 'BatchGetItem']);

/** A key or item as plain values, whether the caller sent it so (the document client) or in the wire format. */
const plain = (value: Item): Item =>
  typeof value.pk === 'string' ? value : unmarshall(value as Record<string, AttributeValue>);

const writeUnits = (...bytes: number[]) => Math.max(1, Math.ceil(Math.max(...bytes) / 1024));

export class CostMeter {
  private calls: TimedCall[] | undefined;
  private probeClient: DynamoDBClient | undefined;

  readonly setup: ClientSetup = (client) => {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const calls = this.calls;
        if (!calls) return next(args);
        const op = (context.commandName ?? '').replace(/Command$/, '');
        const input = args.input as Record<string, unknown>;
        input.ReturnConsumedCapacity = 'TOTAL';
        const call: TimedCall = { reads: 0, writes: 0, startedAt: performance.now(), endedAt: 0 };
        calls.push(call);
        const before = op === 'TransactWriteItems' ? await this.transactionSizes(input) : undefined;
        try {
          const result = await next(args);
          call.endedAt = performance.now();
          const output = result.output as { ConsumedCapacity?: unknown };
          if (before) call.writes = await this.transactionUnits(input, before);
          else {
            const units = [output.ConsumedCapacity ?? []]
              .flat()
              .reduce<number>((n, c) => n + ((c as { CapacityUnits?: number }).CapacityUnits ?? 0), 0);
            if (READS.has(op)) call.reads = units;
            else call.writes = units;
          }
          return result;
        } catch (error) {
          call.endedAt = performance.now();
          // Refused by its condition (or cancelled): DynamoDB bills it all the same.
          if (before) call.writes = await this.transactionUnits(input, before);
          else if (!READS.has(op) && (input.Key ?? input.Item) !== undefined)
            call.writes = await this.refusedUnits(input);
          throw error;
        }
      },
      { step: 'initialize', priority: 'low', name: 'costMeter' },
    );
  };

  /** Runs `work` and answers what its DynamoDB calls cost, and its AWS calls. One measurement at a time. */
  async measure<T>(work: () => Promise<T>): Promise<{ result: T; cost: Cost }> {
    if (this.calls) throw new Error('the cost meter measures one piece of work at a time');
    const calls: TimedCall[] = [];
    this.calls = calls;
    try {
      const { result, calls: awsCalls } = await countAwsCalls(work);
      return { result, cost: { ...costOf(calls), calls: awsCalls } };
    } finally {
      this.calls = undefined;
    }
  }

  private async itemSize(table: string, key: Item): Promise<number> {
    this.probeClient ??= new DynamoDBClient({
      region: config().AWS_REGION,
      endpoint: config().DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const read = new GetItemCommand({ TableName: table, Key: marshall(key), ConsistentRead: true });
    const { Item } = await this.probeClient.send(read);
    return Item ? attributesBytes(unmarshall(Item)) : 0;
  }

  private async refusedUnits(input: Record<string, unknown>): Promise<number> {
    const item = input.Item ? attributesBytes(plain(input.Item as Item)) : 0;
    return writeUnits(await this.itemSize(input.TableName as string, keyOf(input)), item);
  }

  private transactionSizes(input: Record<string, unknown>): Promise<number[]> {
    return Promise.all(transactionActions(input).map(({ table, key }) => this.itemSize(table, key)));
  }

  /** Twice the write units of each action: the larger of its item's sizes before and after. */
  private async transactionUnits(input: Record<string, unknown>, before: number[]): Promise<number> {
    const after = await this.transactionSizes(input);
    return before.reduce((n, size, i) => n + 2 * writeUnits(size, after[i] ?? 0), 0);
  }
}

/** The key a write names: its Key, or its Item's. */
function keyOf(write: Item): Item {
  if (write.Key) return plain(write.Key as Item);
  const item = plain((write.Item ?? {}) as Item);
  return { pk: item.pk, sk: item.sk };
}

function transactionActions(input: Item): Array<{ table: string; key: Item }> {
  return ((input.TransactItems as Array<Record<string, Item>>) ?? []).map((action) => {
    const write = Object.values(action)[0] ?? {};
    return { table: write.TableName as string, key: keyOf(write) };
  });
}

/**
 * Units added up; round trips as the longest chain of calls each started after the one before it
 * had ended (a call's depth is one more than the deepest call that had ended when it started), so
 * calls sent together count once, whatever order they finish in.
 */
function costOf(calls: readonly TimedCall[]): Omit<Cost, 'calls'> {
  const depths: number[] = [];
  const ordered = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  ordered.forEach((call, i) => {
    const before = ordered.slice(0, i).map((c, j) => (c.endedAt <= call.startedAt ? (depths[j] ?? 0) : 0));
    depths.push(1 + Math.max(0, ...before));
  });
  const sum = (pick: (call: TimedCall) => number) =>
    Math.round(calls.reduce((n, call) => n + pick(call), 0) * 10) / 10;
  return { reads: sum((c) => c.reads), writes: sum((c) => c.writes), roundTrips: Math.max(0, ...depths) };
}
