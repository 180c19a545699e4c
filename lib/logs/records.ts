/** The records of the two logs kept in day partitions: transmissions and MCP tool-call audits. */
import type { ConfirmationRecord } from '../mcp/confirmation.js';

/** One key-based request, kept 90 days. */
export interface Transmission {
  companyId: string;
  endpoint: string;
  status: number;
  errorCode: string | null;
  latencyMs: number;
  /** Counts the endpoint reports (received, created, updated, ...). */
  counts: Record<string, number>;
  requestId: string;
  /** ISO-8601 instant the request arrived. */
  at: string;
  /** Failures only: the logins the request was about (at most 20), for support. */
  logins?: string[];
}

/** One MCP tool call, kept 365 days; never its inputs. */
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
  /**
   * Tools that write: whether a person confirmed the change (confirmed), was asked, declined or
   * cancelled; not_asked when the client could not ask; not_needed when nothing would change.
   * null for tools that only read.
   */
  confirmation: ConfirmationRecord | null;
  at: string;
}
