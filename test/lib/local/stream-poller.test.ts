/**
 * The local poller against DynamoDB Local's real stream. Each test's poller has its own name, so it
 * keeps its own positions beside the test run's poller (as two event source mappings would), and
 * feeds a function of its own that only items of a type no other test writes reach.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from '../../../lib/dynamo/change-record.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { type StreamHandler, StreamPoller } from '../../../lib/local/stream-poller.js';
import {
  getStreamPosition,
  listShards,
  readShardPage,
  shardIterator,
  streamArn,
} from '../../../lib/local/stream-reader.js';
import type { StreamFunctionDef } from '../../../lib/routes.js';

const PROBE_TYPE = 'StreamPollerProbe';

const probeFunction: StreamFunctionDef = {
  name: 'pollerProbe',
  entry: 'unused (the tests hand the poller its handler)',
  routes: [],
  access: { table: 'readwrite', secrets: [] },
  memoryMb: 128,
  timeoutSeconds: 10,
  sizing: 'test',
  stream: {
    batchSize: 1_000,
    maxBatchingWindowSeconds: 1,
    retryAttempts: 2,
    maxRecordAgeSeconds: 3600,
    filters: [{ eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: [PROBE_TYPE] } } } }],
  },
};

const run = randomUUID();

async function put(id: string, type = PROBE_TYPE): Promise<void> {
  await documentDb().send(
    new PutCommand({ TableName: tableName(), Item: { pk: `POLLERTEST#${run}`, sk: id, type, id } }),
  );
}

const idOf = (record: DynamoDBRecord | ChangeRecord) =>
  (record.dynamodb?.NewImage as { id?: { S?: string } } | undefined)?.id?.S;

/** A poller of its own name whose handler notes every batch (and may write, as the summariser does). */
function poller(name: string, onBatch: (ids: string[]) => Promise<void> = async () => undefined) {
  const batches: string[][] = [];
  const handler: StreamHandler = async (event) => {
    const ids = event.Records.map((record) => idOf(record) ?? '?');
    batches.push(ids);
    await onBatch(ids);
  };
  const instance = new StreamPoller({
    name,
    functions: [probeFunction],
    handlers: { [probeFunction.name]: handler },
  });
  return { instance, batches, delivered: () => batches.flat() };
}

/** The ids of every item of this run the stream holds after the poller's saved position. */
async function idsAfterSavedPosition(name: string): Promise<string[]> {
  const arn = await streamArn();
  const ids: string[] = [];
  for (const { shardId } of await listShards(arn)) {
    let iterator: string | undefined = await shardIterator(
      arn,
      shardId,
      await getStreamPosition(shardId, name),
    );
    while (iterator) {
      const page = await readShardPage(arn, iterator, 1_000);
      if (page.records.length === 0) break;
      for (const record of page.records) {
        const keys = record.dynamodb?.Keys as { pk?: { S?: string } } | undefined;
        if (keys?.pk?.S === `POLLERTEST#${run}`) ids.push(idOf(record) ?? '?');
      }
      iterator = page.next;
    }
  }
  return ids;
}

describe('the local stream poller', () => {
  it('skips what was written before skipToEnd, and delivers what comes after', async () => {
    const name = `test-skip-${run}`;
    await put('before');
    await poller(name).instance.skipToEnd();
    await put('after');
    // A new poller of the same name: it knows only the saved positions.
    const later = poller(name);
    await later.instance.drain();
    expect(later.delivered()).toEqual(['after']);
  });

  it("saves its position past the function's own writes, so a later poller does not read them again", async () => {
    const name = `test-own-writes-${run}`;
    await poller(name).instance.skipToEnd();
    const first = poller(name, async (ids) => {
      for (const id of ids) await put(`${id}-summary`, 'StreamPollerProbeSummary');
    });
    await put('source');
    await first.instance.drain();
    expect(first.delivered()).toEqual(['source']);

    expect(await idsAfterSavedPosition(name)).toEqual([]);
    const next = poller(name);
    await next.instance.drain();
    expect(next.delivered()).toEqual([]);
  });
});
