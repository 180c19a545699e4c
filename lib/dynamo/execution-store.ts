/** Execution records (a masterData import, a notification send), read by lookupExecutionStatus. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Execution } from '../executions/execution.js';
import { documentDb, tableName } from './client.js';
import { executionKeys } from './keys.js';

export async function putExecution(execution: Execution): Promise<void> {
  await documentDb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...executionKeys.item(execution.executionId),
        type: 'Execution',
        gsi1pk: executionKeys.byCompanyPk(execution.companyId),
        gsi1sk: execution.startedAt,
        ...execution,
      },
    }),
  );
}

export async function getExecution(executionId: string): Promise<Execution | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: executionKeys.item(executionId) }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _g2, ...execution } = Item;
  return execution as Execution;
}
