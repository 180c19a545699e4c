/** Audit items of MCP tool calls, kept 365 days, spread over shards per company and day (see auditEntity). */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditRecord } from '../logs/records.js';
import { documentDb, tableName } from './client.js';
import { auditEntity, auditKeys } from './keys.js';
import {
  type DayShardLog,
  type DayShardPageOptions,
  type LogListingRequest,
  queryLogShard,
  readLogListing,
} from './log-reader.js';

const auditLog: DayShardLog<AuditRecord> = { entity: auditEntity, dayShardPks: auditKeys.dayShardPks };

export async function putAudit(record: AuditRecord): Promise<void> {
  await documentDb().send(new PutCommand({ TableName: tableName(), Item: auditEntity.toItem(record) }));
}

/** One page of one day shard of audit items (newest first, unexpired only). */
export function queryAuditShard(pk: string, options: DayShardPageOptions, now = Date.now()) {
  return queryLogShard(auditLog, pk, options, now);
}

/** A page of the tenant's audit items for a caller, from its cursor; `params` name the filter. */
export async function pageAudit(request: Omit<LogListingRequest<AuditRecord>, 'owner'> & { tenant: string }) {
  return readLogListing(auditLog, 'audit', { ...request, owner: request.tenant });
}
