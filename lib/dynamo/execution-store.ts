/** Execution records (a masterData import, a notification send), read by lookupExecutionStatus. */
import type { Execution } from '../executions/execution.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { tableName } from './client.js';
import { type Held, heldOf } from './entity.js';
import { getRecord } from './get-record.js';
import { executionEntity, executionKeys } from './keys.js';
import { queryAll } from './query-all.js';
import { GSI1 } from './table.js';
import { putWithEvents } from './webhook-event-store.js';

/** The execution record, with the webhook events that report it in the same transaction. */
export async function putExecution(
  execution: Execution,
  events: readonly WebhookEvent[] = [],
): Promise<void> {
  await putWithEvents({ TableName: tableName(), Item: executionEntity.toItem(execution) }, events);
}

export async function getExecution(executionId: string): Promise<Execution | undefined> {
  return getRecord(executionEntity, executionKeys.item(executionId));
}

/** The company's executions of the last 90 days (gsi1), with expiries. */
export async function listCompanyExecutions(companyId: string): Promise<Held<Execution>[]> {
  const items = await queryAll({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': executionKeys.byCompanyPk(companyId) },
  });
  return items.map((item) => heldOf(executionEntity, item));
}
