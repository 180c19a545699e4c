/** An execution: the record of a bulk operation, readable later by its id. */
import { randomUUID } from 'node:crypto';
import { isoInstant } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';

/** The record as stored and as /getExecutionStatus and lookupExecutionStatus answer it. */
export const ExecutionSchema = z.object({
  executionId: z.string(),
  companyId: z.string(),
  kind: z
    .enum(['masterData', 'notification', 'erasure'])
    .check(
      z.describe(
        '`masterData` (a /masterData import), `notification` (an /insertNotification send) or `erasure` (an /eraseEmployeeData erasure)',
      ),
    ),
  status: z.enum(['running', 'succeeded', 'failed']),
  counts: z
    .record(z.string(), z.number().check(z.int()))
    .check(
      z.describe(
        'what it did: received, created, updated (an import); recipients (a send); what each kind of item became, and stepsDone of steps (an erasure)',
      ),
    ),
  errors: z.array(z.string()),
  startedAt: isoInstant(),
  finishedAt: z.nullable(isoInstant()).check(z.describe('null while it runs')),
});
export type Execution = z.output<typeof ExecutionSchema>;

export function newExecutionId(): string {
  return `exec_${randomUUID()}`;
}
