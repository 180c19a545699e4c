/** The records of the two logs kept in day partitions: transmissions and MCP tool-call audits. */

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

/** What the audit item records of the person's part in a call of a tool that writes. */
export type ConfirmationRecord =
  | 'asked'
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  /** The client could not ask (and the company does not require it): made as before. */
  | 'not_asked'
  /** The arguments would change nothing: nothing to ask. */
  | 'not_needed';

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
  /** An export or erasure of a person's data: the person's keyed pseudonym (never the login). */
  subject?: string;
}
