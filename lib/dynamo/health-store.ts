/** Whether the table answers, for readiness checks. */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient, tableName } from './client.js';

export async function tableIsReachable(): Promise<boolean> {
  const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: tableName() }));
  return Table?.TableStatus === 'ACTIVE' || Table?.TableStatus === 'UPDATING';
}
