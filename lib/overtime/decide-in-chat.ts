/**
 * The approver decides one request from a chat (the MCP approval card): the same transaction as
 * /approveRequest (decide-requests.ts, approval-store.ts: the status change guarded by `pending` and
 * the approver, the minutes added to the day on approval, extension.decided in the same write),
 * recorded as `via: chat`. Only the request's own approver decides it; a request decided meanwhile
 * stays as it was decided.
 */
import { decideRequests } from '../dynamo/approval-store.js';
import { getRequestById } from '../dynamo/extension-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf, ForbiddenError, NotFoundError } from '../shared/errors.js';
import { approverKey } from '../shared/mailbox.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { prepareDecision } from './approval-by-link.js';
import type { ExtensionRequest } from './extension-request.js';

export async function decideInChat(
  companyId: string,
  requestId: string,
  approverEmail: string,
  decision: 'approve' | 'reject',
  now = new Date(),
): Promise<ExtensionRequest> {
  const approver = approverKey(approverEmail);
  return updateOptimistically({
    read: () => getRequestById(companyId, requestId),
    write: async (request) => {
      if (!request) throw new NotFoundError(`there is no overtime request ${requestId}`);
      if (request.status !== 'pending')
        throw new ConflictError(`request ${requestId} was already ${request.status}; nothing was changed`);
      if (approverKey(request.manager) !== approver)
        throw new ForbiddenError(`request ${requestId} waits for another approver (${request.manager})`);
      const ready = await prepareDecision(request, decision, 'chat', now);
      const outcome = await decideRequests([request], ready.decision, approver, () => ready.events);
      // Lost: decided by someone else in between; the next read says how.
      return outcome.decided.length === 1 ? ready.decided : AGAIN;
    },
    exhausted: () => errorOf(ERRORS.decisionRace, {}, { retryAfterSeconds: 1 }),
  });
}
