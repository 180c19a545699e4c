/** Audit items of MCP tool calls, kept 365 days, spread over shards per company and day. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName, ttlAfterDays } from './client.js';
import { type DayShardPageOptions, queryDayShard } from './day-shard-log.js';
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

/** One page of one day shard of audit items (day-shard-log.ts: newest first, unexpired only). */
export async function queryAuditShard(
  pk: string,
  options: DayShardPageOptions,
  now = Date.now(),
): Promise<{ records: AuditRecord[]; lastKey: Record<string, unknown> | undefined }> {
  const { items, lastKey } = await queryDayShard(pk, options, now);
  return { records: items as unknown as AuditRecord[], lastKey };
}
