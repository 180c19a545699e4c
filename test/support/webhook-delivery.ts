/**
 * Webhook delivery for a test file, as the cloud runs it: a stream poller of its own on the run's
 * stream table feeding the delivery function (first attempts, as its event source mapping does),
 * and the sweeper on a short timer (retries, as its schedule does). The poller hands the function
 * only the events of the companies the file made: other files' pollers deliver theirs, so no event
 * is sent twice by two files.
 */
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { itemOfImage } from '../../lib/dynamo/change-record.js';
import { LocalScheduler } from '../../lib/local/scheduler.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS } from '../../lib/routes.js';
import { uniqueId } from './fixtures.js';

export interface WebhookDelivery {
  /** Deliver the events of this company too. */
  watch(companyId: string): void;
  stop(): Promise<void>;
}

export async function startWebhookDelivery(intervalMs = 200): Promise<WebhookDelivery> {
  const watched = new Set<string>();
  const deliver = STREAM_FUNCTIONS.find((def) => def.name === 'deliverWebhooks');
  if (!deliver) throw new Error('no deliverWebhooks in the route table');
  const { handler } = (await import('../../functions/webhooks/deliver-webhooks.js')) as {
    handler: (event: DynamoDBStreamEvent) => Promise<void>;
  };
  const poller = new StreamPoller({
    name: uniqueId('webhook-test'),
    functions: [deliver],
    handlers: {
      deliverWebhooks: (event: DynamoDBStreamEvent, _context: Context) =>
        handler({
          Records: event.Records.filter((record) => {
            const item = itemOfImage(record.dynamodb?.NewImage as Record<string, unknown> | undefined);
            return typeof item?.companyId === 'string' && watched.has(item.companyId);
          }),
        }),
    },
  });
  // It reads the stream from its start (what came before is other files', and filtered out).
  poller.start(intervalMs);
  // The retry sweeper only: summing the days is the summaries tests' business.
  const sweeper = SCHEDULED_FUNCTIONS.filter((def) => def.name === 'sweepWebhooks');
  const scheduler = new LocalScheduler(sweeper, intervalMs);
  scheduler.start();
  return {
    watch: (companyId) => watched.add(companyId),
    stop: async () => {
      await Promise.all([poller.stop(), scheduler.stop()]);
    },
  };
}
