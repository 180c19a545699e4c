/**
 * The table's change stream, as the event source mapping delivers it (filtered to new webhook
 * events): each event's first attempt to every subscription that takes it. An error (the table
 * failing, never a receiver) hands the batch back to the mapping, which retries it.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { deliverEvents } from '../../lib/webhooks/deliver.js';
import { eventsOfRecords } from '../../lib/webhooks/stream.js';

export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  await deliverEvents(eventsOfRecords(event.Records));
};
