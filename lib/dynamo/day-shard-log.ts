/**
 * The logs kept in day × shard partitions with a TTL (transmissions, audit items): one page of one
 * partition, newest first, unexpired only, optionally between two ISO instants (inclusive) and
 * continuing below `startKey`. `Limit` counts items read before the TTL filter, so a page can hold
 * fewer; `lastKey` says where reading stopped.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';

export interface DayShardPageOptions {
  limit: number;
  startKey?: Record<string, unknown>;
  fromIso?: string;
  toIso?: string;
}

export async function queryDayShard(
  pk: string,
  options: DayShardPageOptions,
  now: number,
): Promise<{ items: Record<string, unknown>[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      FilterExpression: '#ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': options.fromIso ?? '0',
        ':to': `${options.toIso ?? '9'}\uffff`,
        ':now': Math.floor(now / 1000),
      },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return { items: page.Items ?? [], lastKey: page.LastEvaluatedKey };
}
