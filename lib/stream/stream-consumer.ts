/**
 * The middy stack of a function fed by the table's change stream (the summariser): the same log
 * context and tracing as the HTTP stacks, and per batch the summariser's metrics (each written at once): its lag (the age
 * of the oldest change in the batch when it is applied) and, when applying fails, a failed batch,
 * logged with its size before the error goes back to the event source mapping, which retries it
 * halved and finally sends it to the failure queue.
 */

import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { lambdaContext } from '../http/middleware/lambda-context.js';
import { recordSummariserBatch } from '../shared/metrics.js';
import { tracer } from '../shared/tracer.js';

/** Milliseconds since the oldest change of the batch was written (stream times are epoch seconds). */
export function batchLagMs(records: readonly DynamoDBRecord[], now = Date.now()): number | undefined {
  const times = records
    .map((record) => record.dynamodb?.ApproximateCreationDateTime)
    .filter((time): time is number => typeof time === 'number');
  return times.length === 0 ? undefined : Math.max(0, now - Math.min(...times) * 1000);
}

export function streamConsumer(apply: (records: DynamoDBStreamEvent['Records']) => Promise<void>) {
  return middy<DynamoDBStreamEvent, void>({ timeoutEarlyInMillis: 0 })
    .use(lambdaContext())
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .handler(async (event) => {
      const lagMs = batchLagMs(event.Records);
      try {
        await apply(event.Records);
      } catch (error) {
        recordSummariserBatch(lagMs, true);
        throw error;
      }
      recordSummariserBatch(lagMs, false);
    });
}
