/** A tenant's MCP tool calls from the audit items (getAuditTrail), newest first; never their inputs. */
import { type AuditRecord, queryAuditShard } from '../dynamo/audit-store.js';
import { auditKeys } from '../dynamo/keys.js';
import { type Position, readNewestFirst } from './merged-reader.js';

export interface AuditEntryView {
  at: string;
  tool: string;
  mode: string;
  actorId: string;
  status: 'success' | 'failure';
  httpStatus: number;
  escalationReason: string | null;
  latencyMs: number;
}

const view = (record: AuditRecord): AuditEntryView => ({
  at: record.at,
  tool: record.tool,
  mode: record.mode,
  actorId: record.actorId,
  status: record.status,
  httpStatus: record.httpStatus,
  escalationReason: record.escalationReason,
  latencyMs: record.latencyMs,
});

export async function pageAuditTrail(
  request: { tenant: string; fromIso: string; toIso: string; tool?: string },
  limit: number,
  position?: Position,
): Promise<{ entries: AuditEntryView[]; next?: Position }> {
  const page = await readNewestFirst<AuditRecord>({
    fromIso: request.fromIso,
    toIso: request.toIso,
    shardPks: (day) => auditKeys.dayShardPks(request.tenant, day),
    query: (pk, options) => queryAuditShard(pk, options),
    sortKey: (record) => `${record.at}#${record.auditId}`,
    ...(request.tool ? { matches: (record: AuditRecord) => record.tool === request.tool } : {}),
    limit,
    ...(position ? { position } : {}),
    maxQueries: 40,
    queryLimit: request.tool ? 200 : limit + 1,
  });
  return { entries: page.records.map(view), ...(page.next ? { next: page.next } : {}) };
}
