/** Execution records (a masterData import, a notification send), read by lookupExecutionStatus. */
import type { Execution } from '../executions/execution.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { type Held, held } from './entity.js';
import { getRecord } from './get-record.js';
import { executionEntity, executionKeys } from './keys.js';
import { readAll } from './paging.js';
import { GSI1 } from './table.js';
import { transact } from './transact.js';

/** The execution record, with the webhook events that report it in the same transaction. */
export async function putExecution(
  execution: Execution,
  events: readonly WebhookEvent[] = [],
): Promise<void> {
  await transact([{ Put: { Item: executionEntity.toItem(execution) } }], events);
}

export async function getExecution(executionId: string): Promise<Execution | undefined> {
  return getRecord(executionEntity, executionKeys.item(executionId));
}

/** The company's executions of the last 90 days (gsi1), with expiries. */
export async function listCompanyExecutions(companyId: string): Promise<Held<Execution>[]> {
  return readAll({
    entity: held(executionEntity),
    index: GSI1,
    partitions: [executionKeys.byCompanyPk(companyId)],
  });
}
