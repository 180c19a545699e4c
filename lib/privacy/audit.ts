/** The audit items of exports and erasures of a person's data: in the tenant's audit trail, without the data. */

import { createHash, randomUUID } from 'node:crypto';
import { putAudit } from '../dynamo/audit-store.js';

/** Who asked (the company's key) and whom it was about (the keyed pseudonym); never the login or anything held. */
export async function auditPersonalData(
  companyId: string,
  tool: 'exportEmployeeData' | 'eraseEmployeeData',
  pseudonym: string,
  latencyMs: number,
): Promise<void> {
  await putAudit({
    auditId: randomUUID(),
    tenant: companyId,
    tool,
    mode: 'api',
    actorId: 'company-key',
    latencyMs,
    status: 'success',
    httpStatus: 200,
    escalationReason: null,
    // Not an MCP tool that writes: nothing a person confirms in a chat.
    confirmation: null,
    // Its only argument is the person, which the audit never holds: the hash of no arguments.
    inputHash: createHash('sha256').update('{}').digest('hex'),
    at: new Date().toISOString(),
    subject: pseudonym,
  });
}
