/** A tenant's MCP tool calls from the audit items (getAuditTrail), newest first; never their inputs. */
import { pageAudit } from '../dynamo/audit-store.js';
import type { AuditRecord } from './records.js';

/** What the trail shows of a call: not its input's hash, nor whose data an export or erasure was about. */
export type AuditEntryView = Omit<AuditRecord, 'auditId' | 'tenant' | 'inputHash' | 'subject'>;

const view = (record: AuditRecord): AuditEntryView => ({
  at: record.at,
  tool: record.tool,
  mode: record.mode,
  actorId: record.actorId,
  status: record.status,
  httpStatus: record.httpStatus,
  escalationReason: record.escalationReason,
  confirmation: record.confirmation,
  latencyMs: record.latencyMs,
});

export async function pageAuditTrail(
  request: { tenant: string; fromIso: string; toIso: string; tool?: string },
  page: { limit: number; cursor?: string | undefined },
): Promise<{ entries: AuditEntryView[]; nextCursor?: string }> {
  const { tool } = request;
  const { records, ...next } = await pageAudit({
    ...request,
    ...page,
    ...(tool ? { matches: (record: AuditRecord) => record.tool === tool } : {}),
    params: { tool: tool ?? null },
  });
  return { entries: records.map(view), ...next };
}
