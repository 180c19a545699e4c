/**
 * BatchGetItem and BatchWriteItem for any number of items: chunks (100 keys a get, 25 requests a
 * write), a bounded number in flight, and what DynamoDB leaves unprocessed sent again with the
 * backoff of lib/shared/retry.ts, at most MAX_ATTEMPTS times. Items read come back in no
 * particular order.
 */
import { BatchGetCommand, BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ServiceUnavailableError } from '../shared/errors.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { AGAIN, retrying } from '../shared/retry.js';
import { documentDb, tableName } from './client.js';
import type { Item, ItemKey } from './entity.js';

export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

export const BATCH_SIZE = 25;
const BATCH_GET_SIZE = 100;
export const BATCH_PARALLELISM = 16;
const MAX_ATTEMPTS = 8;

function chunked<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** Sends the requests, then what each answer leaves unprocessed, until nothing is left. */
function untilProcessed<T>(requests: T[], send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = requests;
  return retrying(
    MAX_ATTEMPTS,
    async () => {
      pending = await send(pending);
      return pending.length > 0 ? AGAIN : undefined;
    },
    () =>
      new ServiceUnavailableError(
        `DynamoDB kept ${pending.length} requests unprocessed after ${MAX_ATTEMPTS} attempts`,
      ),
  );
}

export async function batchGetAll(
  keys: readonly ItemKey[],
  options: { consistent?: boolean } = {},
): Promise<Item[]> {
  const table = tableName();
  const items: Item[] = [];
  const requests = keys.map((key): Item => ({ pk: key.pk, sk: key.sk }));
  await forEachInParallel(chunked(requests, BATCH_GET_SIZE), BATCH_PARALLELISM, (chunk) =>
    untilProcessed(chunk, async (Keys) => {
      const answer = await documentDb().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys, ConsistentRead: options.consistent ?? false } },
        }),
      );
      items.push(...(answer.Responses?.[table] ?? []));
      return answer.UnprocessedKeys?.[table]?.Keys ?? [];
    }),
  );
  return items;
}

/** Puts the items whole (BatchWriteItem, no conditions). */
export const putAll = (items: readonly Item[]) =>
  batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));

/** Deletes the items of these keys (BatchWriteItem). */
export const deleteAll = (keys: readonly ItemKey[]) =>
  batchWriteAll(keys.map((Key) => ({ DeleteRequest: { Key } })));

export async function batchWriteAll(
  requests: readonly WriteRequest[],
  parallelism = BATCH_PARALLELISM,
): Promise<void> {
  const table = tableName();
  await forEachInParallel(chunked(requests, BATCH_SIZE), parallelism, (chunk) =>
    untilProcessed(chunk, async (pending) => {
      const { UnprocessedItems } = await documentDb().send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      return UnprocessedItems?.[table] ?? [];
    }),
  );
}
