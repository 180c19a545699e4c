/** Execution records (a masterData import, a notification send), read by lookupExecutionStatus. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Execution } from '../executions/execution.js';
import { documentDb, tableName } from './client.js';
import { getRecord } from './get-record.js';
import { executionEntity, executionKeys } from './keys.js';

export async function putExecution(execution: Execution): Promise<void> {
  await documentDb().send(
    new PutCommand({ TableName: tableName(), Item: executionEntity.toItem(execution) }),
  );
}

export async function getExecution(executionId: string): Promise<Execution | undefined> {
  return getRecord(executionEntity, executionKeys.item(executionId));
}
