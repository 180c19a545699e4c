/**
 * BatchWriteItem for any number of items: chunks of 25, a bounded number in flight, and the
 * UnprocessedItems of each chunk retried with exponential backoff and jitter.
 */
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ServiceUnavailableError } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';

export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

export const BATCH_SIZE = 25;
export const BATCH_PARALLELISM = 16;
const MAX_ATTEMPTS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeChunk(chunk: WriteRequest[]): Promise<void> {
  const table = tableName();
  let pending = chunk;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) {
      throw new ServiceUnavailableError(
        `DynamoDB kept ${pending.length} items unprocessed after ${MAX_ATTEMPTS} attempts`,
      );
    }
    if (attempt > 1) await sleep(Math.random() * Math.min(2000, 25 * 2 ** attempt));
    const { UnprocessedItems } = await documentDb().send(
      new BatchWriteCommand({ RequestItems: { [table]: pending } }),
    );
    pending = UnprocessedItems?.[table] ?? [];
  }
}

export async function batchWriteAll(
  requests: readonly WriteRequest[],
  parallelism = BATCH_PARALLELISM,
): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_SIZE) chunks.push(requests.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++];
      if (chunk) await writeChunk(chunk);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelism, chunks.length) }, worker));
}
