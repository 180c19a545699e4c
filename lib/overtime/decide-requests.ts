/**
 * POST /approveRequest: decides every pending request of `employee` whose approver is
 * `managerEmail`. Pending requests that belong only to other approvers → 403; none → 404. Requests
 * someone else decided meanwhile are left as they were decided.
 */
import type { Company } from '../companies/company.js';
import { type Decision, decideRequests } from '../dynamo/approval-store.js';
import { listPendingOfEmployee } from '../dynamo/extension-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { approverKey } from '../shared/mailbox.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import * as z from '../shared/zod.js';
import { markChangedDays } from '../summaries/pending.js';
import { eventsWanted, newEvent, subjects } from '../webhooks/events.js';
import { decidedData, type ExtensionRequest } from './extension-request.js';
import type { ApproveRequestInput } from './schemas.js';

/** What /approveRequest answers as `result`. */
export const ApproveRequestResultSchema = z.object({
  employee: z.string(),
  status: z.enum(['approved', 'rejected']),
  minutes: z.int().check(z.describe('the minutes of the requests decided by this call')),
  requestIds: z.array(z.string()),
});
export type ApproveRequestResult = z.output<typeof ApproveRequestResultSchema>;

export async function approveRequests(
  company: Company,
  input: ApproveRequestInput,
  now = new Date(),
): Promise<ApproveRequestResult> {
  const status = input.approved ? 'approved' : 'rejected';
  const approver = approverKey(input.managerEmail);
  const decision: Decision = { status, decidedAt: now.toISOString(), via: 'approveRequest' };
  const wanted = await eventsWanted(company.companyId, 'extension.decided');
  const eventsOf = (chunk: readonly ExtensionRequest[]) =>
    wanted
      ? [
          newEvent(
            company.companyId,
            'extension.decided',
            subjects.employee(input.employee),
            decidedData(chunk, decision),
            now,
          ),
        ]
      : [];
  const decided: ExtensionRequest[] = [];
  const settled = new Set<string>();
  // Requests another request's refusal kept undecided are read again and decided anew.
  await updateOptimistically({
    read: async () =>
      (await listPendingOfEmployee(company.companyId, input.employee)).filter(
        (request) => request.status === 'pending' && !settled.has(request.requestId),
      ),
    write: async (pending) => {
      const mine = pending.filter((request) => approverKey(request.manager) === approver);
      if (mine.length === 0) {
        if (decided.length > 0) return;
        if (pending.length === 0) throw errorOf(ERRORS.nothingPending, { login: input.employee });
        throw errorOf(ERRORS.otherApprover, { login: input.employee, email: input.managerEmail });
      }
      // Marked before the decision: a mark whose decision then fails only has the day counted from
      // its records until it is summed again; a decision without its mark would go unseen that long.
      if (input.approved)
        await markChangedDays(
          company.companyId,
          mine.map((request) => request.day),
          now,
        );
      const outcome = await decideRequests(mine, decision, approver, eventsOf);
      decided.push(...mine.filter((request) => outcome.decided.includes(request.requestId)));
      for (const id of [...outcome.decided, ...outcome.lost]) settled.add(id);
      return outcome.contended.length === 0 ? undefined : AGAIN;
    },
    exhausted: () => errorOf(ERRORS.decisionRace, {}, { retryAfterSeconds: 1 }),
  });
  if (decided.length === 0) {
    throw errorOf(ERRORS.nothingPending, { login: input.employee });
  }
  return {
    employee: input.employee,
    status,
    minutes: decided.reduce((sum, request) => sum + request.reqMinutes, 0),
    requestIds: decided.map((request) => request.requestId),
  };
}
