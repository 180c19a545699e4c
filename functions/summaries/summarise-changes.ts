/**
 * The table's change stream (DynamoDB Streams, new and old images), as the event source mapping
 * delivers it: the batch's changes applied to the summaries. An error hands the batch back to the
 * mapping, which retries it (halving it on each error) and finally sends it to the failure queue.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { summariseRecords } from '../../lib/summaries/stream.js';

export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  await summariseRecords(event.Records);
};
