/**
 * The audit trail of tool calls: one item per call, success or failure (refused calls and unknown
 * tools too), kept 365 days, with a hash of the arguments stripped of personal data. Writing it
 * never changes the answer; a failed write is logged as an error ('audit write failed'), which the
 * stack alarms on.
 */
import { createHash, randomUUID } from 'node:crypto';
import { putAudit } from '../dynamo/audit-store.js';
import type { AuditRecord } from '../logs/records.js';
import { logger } from '../shared/logger.js';
import { countToolCall } from '../shared/metrics.js';

/** Argument names whose values are personal: names, e-mails, logins and free text. */
const PERSONAL_FIELDS = new Set([
  'login',
  'logins',
  'users',
  'user',
  'employee',
  'email',
  'manageremail',
  'manager',
  'defaultmanager',
  'name',
  'query',
  'justification',
  'reason',
  'description',
  'subject',
  'title',
  'text',
]);
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The arguments without personal fields, keys sorted at every depth, as JSON. */
export function canonicalWithoutPersonalData(value: unknown): string {
  const strip = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(strip);
    if (input && typeof input === 'object') {
      return Object.fromEntries(
        Object.keys(input)
          .filter((key) => !PERSONAL_FIELDS.has(key.toLowerCase()))
          .sort()
          .map((key) => [key, strip((input as Record<string, unknown>)[key])]),
      );
    }
    if (typeof input === 'string' && EMAIL.test(input)) return '<email>';
    return input;
  };
  return JSON.stringify(strip(value) ?? null);
}

export function inputHash(args: unknown): string {
  return createHash('sha256').update(canonicalWithoutPersonalData(args)).digest('hex');
}

export type AuditEntry = Omit<AuditRecord, 'auditId' | 'inputHash' | 'tool'> & {
  tool: string;
  args: unknown;
};

export async function auditToolCall(entry: AuditEntry): Promise<void> {
  const { args, ...rest } = entry;
  const record: AuditRecord = {
    ...rest,
    tool: entry.tool.slice(0, 64),
    auditId: randomUUID(),
    inputHash: inputHash(args),
  };
  // By tool and outcome; a tool that does not exist is one series, whatever name was sent (each
  // series is a billed custom metric).
  countToolCall(
    record.escalationReason === 'unknown_tool' ? '(unknown)' : record.tool,
    record.escalationReason ?? record.status,
  );
  try {
    await putAudit(record);
  } catch (error) {
    logger.error('audit write failed', { tool: record.tool, tenant: record.tenant, error });
  }
}
