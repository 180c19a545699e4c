/**
 * Summaries are kept from the table's change stream. Tests that read them first deliver every
 * change written so far, as the event source mapping would, and only then assert: no sleeping.
 */
import { drainStream } from '../../lib/local/stream-poller.js';

export async function summariesUpToDate(): Promise<void> {
  await drainStream();
}
