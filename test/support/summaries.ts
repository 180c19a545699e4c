/**
 * Summaries are kept from the table's change stream. Tests that read them first have every change
 * written so far delivered, and only then assert: no sleeping. The deliveries are made by the one
 * poller of the test run (global-setup.ts), as one event source mapping makes them in the cloud, in
 * the stream's order; a worker asks it to drain and waits for the answer. A file that imports this
 * one runs in the `stream` project (vitest.config.ts), on the table that poller drains.
 */
import { inject } from 'vitest';
import { STREAM_TABLE } from './projects.js';

export async function summariesUpToDate(): Promise<void> {
  if (inject('localStack').tableName !== STREAM_TABLE)
    throw new Error(
      "summaries are kept only on the stream project's table: import support/summaries.js in the test file itself",
    );
  const answer = await fetch(`${inject('runServiceUrl')}/drain`, { method: 'POST' });
  if (!answer.ok)
    throw new Error(`draining the change stream failed: ${answer.status} ${await answer.text()}`);
}
