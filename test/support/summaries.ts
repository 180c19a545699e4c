/**
 * Summaries are kept from the table's change stream. Tests that read them first have every change
 * written so far delivered, and only then assert: no sleeping. The deliveries are made by the one
 * poller of the test run (global-setup.ts), as one event source mapping makes them in the cloud, in
 * the stream's order; a worker asks it to drain and waits for the answer.
 */
import { inject } from 'vitest';

export async function summariesUpToDate(): Promise<void> {
  const answer = await fetch(inject('summaryDrainUrl'), { method: 'POST' });
  if (!answer.ok)
    throw new Error(`draining the change stream failed: ${answer.status} ${await answer.text()}`);
}
