/** Audit items of MCP tool calls, kept 365 days, spread over shards per company and day (see auditEntity). */
import type { AuditRecord } from '../logs/records.js';
import { type Held, held } from './entity.js';
import { auditActorKeys, auditEntity, auditKeys } from './keys.js';
import {
  type DayShardLog,
  type DayShardPageOptions,
  type LogListingRequest,
  queryLogShard,
  readLogListing,
} from './log-reader.js';
import { readAll } from './paging.js';
import { GSI1 } from './table.js';
import { transact, written } from './transact.js';

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

/** The calls a person made with chatbot tokens (gsi1, by actor), oldest first, with expiries. */
export async function listAuditOfActor(tenant: string, actorId: string): Promise<Held<AuditRecord>[]> {
  return readAll({
    entity: held(auditEntity),
    index: GSI1,
    partitions: [auditActorKeys.actorPk(tenant, actorId)],
  });
}

/** Puts a pseudonym where the call names its actor (an erasure), and takes it out of the actor's index. */
export function pseudonymiseAuditActor(record: AuditRecord, pseudonym: string): Promise<boolean> {
  return written({
    Update: {
      Key: auditEntity.key(record),
      UpdateExpression: 'SET actorId = :p REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'actorId = :old',
      ExpressionAttributeValues: { ':p': pseudonym, ':old': record.actorId },
    },
  });
}
