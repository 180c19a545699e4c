/**
 * BatchGetItem for any number of keys: chunks of 100 in parallel, the UnprocessedKeys of each
 * chunk asked again with exponential backoff and jitter. Items come back in no particular order.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceUnavailableError } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import type { ItemKey } from './keys.js';

const BATCH_GET_SIZE = 100;
const MAX_ATTEMPTS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function batchGetAll(
  keys: readonly ItemKey[],
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const table = tableName();
  const chunks: ItemKey[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_SIZE) chunks.push(keys.slice(i, i + BATCH_GET_SIZE));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const items: Record<string, unknown>[] = [];
      let pending: Record<string, unknown>[] = chunk.map((key) => ({ pk: key.pk, sk: key.sk }));
      for (let attempt = 1; pending.length > 0; attempt += 1) {
        if (attempt > MAX_ATTEMPTS) {
          throw new ServiceUnavailableError(`DynamoDB kept ${pending.length} keys unprocessed`);
        }
        if (attempt > 1) await sleep(Math.random() * Math.min(2000, 25 * 2 ** attempt));
        const answer = await documentDb().send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistent ?? false } },
          }),
        );
        items.push(...(answer.Responses?.[table] ?? []));
        pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
      }
      return items;
    }),
  );
  return pages.flat();
}
