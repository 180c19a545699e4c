/**
 * Recording that a bulk operation succeeded (with the webhook events that report it). The operation's writes are done by then: a failure to
 * record it must not turn the answer into a 503 (the caller would retry work that is already
 * done, and a resent notification would then answer `created: false`). It is logged instead, as
 * a lost transmission record is.
 */
import { putExecution } from '../dynamo/execution-store.js';
import { logger } from '../shared/logger.js';
import type { WebhookEvent } from '../webhooks/records.js';
import type { Execution } from './execution.js';

export async function recordSucceeded(
  execution: Execution,
  events: (finished: Execution) => readonly WebhookEvent[] = () => [],
): Promise<void> {
  const finished = { ...execution, finishedAt: new Date().toISOString() };
  try {
    await putExecution(finished, events(finished));
  } catch (error) {
    logger.error('execution record failed', {
      executionId: execution.executionId,
      companyId: execution.companyId,
      kind: execution.kind,
      error,
    });
  }
}
