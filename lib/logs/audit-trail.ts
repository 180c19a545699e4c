/** A tenant's MCP tool calls from the audit items (getAuditTrail), newest first; never their inputs. */
import { pageAudit } from '../dynamo/audit-store.js';
import type { AuditRecord } from './records.js';

export interface AuditEntryView {
  at: string;
  tool: string;
  mode: string;
  actorId: string;
  status: 'success' | 'failure';
  httpStatus: number;
  escalationReason: string | null;
  /** Tools that write: whether a person confirmed the change (see AuditRecord). */
  confirmation: AuditRecord['confirmation'];
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
