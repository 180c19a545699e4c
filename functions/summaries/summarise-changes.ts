/**
 * The table's change stream (DynamoDB Streams, new and old images), as the event source mapping
 * delivers it: the batch's changes applied to the summaries. An error hands the batch back to the
 * mapping, which retries it (halving it on each error) and finally sends it to the failure queue.
 */

import { streamConsumer } from '../../lib/stream/stream-consumer.js';
import { summariseRecords } from '../../lib/summaries/stream.js';

export const handler = streamConsumer(summariseRecords);
