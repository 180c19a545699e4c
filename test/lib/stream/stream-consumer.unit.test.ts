import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as metricsModule from '../../../lib/shared/metrics.js';
import { batchLagMs, streamConsumer } from '../../../lib/stream/stream-consumer.js';

const record = (seconds: number) => ({ dynamodb: { ApproximateCreationDateTime: seconds } });
const context = { functionName: 'summariseChanges', awsRequestId: 'batch-1' } as Context;

afterEach(() => vi.restoreAllMocks());

describe('stream consumer', () => {
  it("measures a batch's lag from its oldest change", () => {
    expect(batchLagMs([record(100), record(90), record(95)], 100_500)).toBe(10_500);
    expect(batchLagMs([])).toBeUndefined();
  });

  it('counts a batch with its lag, and a failed one before handing the error back for a retry', async () => {
    const recorded = vi.spyOn(metricsModule, 'recordSummariserBatch');
    const event = { Records: [record(Date.now() / 1000 - 2)] } as unknown as DynamoDBStreamEvent;
    await streamConsumer(async () => {})(event, context);
    expect(recorded).toHaveBeenLastCalledWith(expect.any(Number), false);
    expect(recorded.mock.lastCall?.[0]).toBeGreaterThanOrEqual(1_900);

    const failing = streamConsumer(async () => {
      throw new Error('table unreachable');
    });
    await expect(failing(event, context)).rejects.toThrow('table unreachable');
    expect(recorded).toHaveBeenLastCalledWith(expect.any(Number), true);
  });
});
