/** Audit items of MCP tool calls, kept 365 days, spread over shards per company and day. */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName, ttlAfterDays } from './client.js';
import { auditKeys } from './keys.js';

export const AUDIT_TTL_DAYS = 365;

export interface AuditRecord {
  auditId: string;
  tenant: string;
  tool: string;
  mode: string;
  actorId: string;
  latencyMs: number;
  status: 'success' | 'failure';
  httpStatus: number;
  escalationReason: string | null;
  inputHash: string;
  at: string;
}

export async function putAudit(record: AuditRecord): Promise<void> {
  await documentDb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...auditKeys.item(record.tenant, record.at, record.auditId),
        type: 'Audit',
        ttl: ttlAfterDays(AUDIT_TTL_DAYS, Date.parse(record.at)),
        ...record,
      },
    }),
  );
}

/** One shard of one day, newest first, unexpired only. */
export async function queryAuditShard(
  pk: string,
  options: { limit: number; startKey?: Record<string, unknown>; fromIso?: string; toIso?: string },
  now = Date.now(),
): Promise<{ records: AuditRecord[]; lastKey: Record<string, unknown> | undefined }> {
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
  return { records: (page.Items ?? []) as AuditRecord[], lastKey: page.LastEvaluatedKey };
}
