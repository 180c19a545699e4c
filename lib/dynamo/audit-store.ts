/** Audit items of MCP tool calls, kept 365 days, spread over shards per company and day (see auditEntity). */
import type { AuditRecord } from '../logs/records.js';
import { auditEntity, auditKeys } from './keys.js';
import {
  type DayShardLog,
  type DayShardPageOptions,
  type LogListingRequest,
  queryLogShard,
  readLogListing,
} from './log-reader.js';
import { transact } from './transact.js';

const auditLog: DayShardLog<AuditRecord> = { entity: auditEntity, dayShardPks: auditKeys.dayShardPks };

export async function putAudit(record: AuditRecord): Promise<void> {
  await transact([{ Put: { Item: auditEntity.toItem(record) } }]);
}

/** One page of one day shard of audit items (newest first, unexpired only). */
export function queryAuditShard(pk: string, options: DayShardPageOptions, now = Date.now()) {
  return queryLogShard(auditLog, pk, options, now);
}

/** A page of the tenant's audit items for a caller, from its cursor; `params` name the filter. */
export async function pageAudit(request: Omit<LogListingRequest<AuditRecord>, 'owner'> & { tenant: string }) {
  return readLogListing(auditLog, 'audit', { ...request, owner: request.tenant });
}
