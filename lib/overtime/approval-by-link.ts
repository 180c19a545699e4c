/**
 * The approval page's use cases: what a link shows, and deciding through it (the chat's decision
 * is prepared as a link's is). A link decides its one request, once, within 7 days; an unknown,
 * used, decided or expired link changes nothing.
 */
import { type Decision, decideByLink, getApprovalLink } from '../dynamo/approval-store.js';
import { getRequest } from '../dynamo/extension-store.js';
import { ConflictError } from '../shared/errors.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { markChangedDays } from '../summaries/pending.js';
import { eventsFor, subjects } from '../webhooks/events.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { hashLinkKey, isWellFormedLinkKey } from './approval-link.js';
import {
  type ApprovalLinkRecord,
  type DecidedVia,
  decidedData,
  type ExtensionRequest,
} from './extension-request.js';

export type LinkState =
  | { kind: 'unknown' }
  | { kind: 'expired'; request: ExtensionRequest }
  | { kind: 'alreadyDecided'; request: ExtensionRequest }
  | { kind: 'open'; request: ExtensionRequest };

export type LinkDecisionOutcome =
  | Exclude<LinkState, { kind: 'open' }>
  | { kind: 'decided'; request: ExtensionRequest };

interface Found {
  hash: string;
  link: ApprovalLinkRecord;
  request: ExtensionRequest;
}

async function find(key: string, nowSeconds: number): Promise<Found | undefined> {
  if (!isWellFormedLinkKey(key)) return undefined;
  const hash = hashLinkKey(key);
  const link = await getApprovalLink(hash, nowSeconds);
  if (!link) return undefined;
  const request = await getRequest(link);
  return request ? { hash, link, request } : undefined;
}

function stateOf(found: Found | undefined, nowSeconds: number): LinkState {
  if (!found) return { kind: 'unknown' };
  const { link, request } = found;
  // A decision, by this link or by /approveRequest, is the news; expiry only matters while pending.
  if (link.usedAt !== undefined || request.status !== 'pending') return { kind: 'alreadyDecided', request };
  if (link.expiresAt <= nowSeconds) return { kind: 'expired', request };
  return { kind: 'open', request };
}

export async function viewApprovalLink(key: string, now = new Date()): Promise<LinkState> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return stateOf(await find(key, nowSeconds), nowSeconds);
}

export async function decideThroughLink(
  key: string,
  decision: 'approve' | 'reject',
  now = new Date(),
): Promise<LinkDecisionOutcome> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // Refused, the link or the request changed meanwhile: read again, and the state says how.
  return updateOptimistically({
    read: () => find(key, nowSeconds),
    write: async (found): Promise<LinkDecisionOutcome | typeof AGAIN> => {
      const state = stateOf(found, nowSeconds);
      if (state.kind !== 'open') return state;
      if (!found) return { kind: 'unknown' };
      const ready = await prepareDecision(found.request, decision, 'approvalLink', now);
      const result = await decideByLink(found.hash, found.request, ready.decision, nowSeconds, ready.events);
      return result === 'decided' ? { kind: 'decided', request: ready.decided } : AGAIN;
    },
    exhausted: () =>
      new ConflictError('the request is being decided right now; reload the page', { retryAfterSeconds: 1 }),
  });
}

/**
 * One request's decision made ready to write (through its link, or in a chat): the decision, the
 * extension.decided event that goes in its transaction, and the request as decided. On approval its
 * day is marked changed first, as approveRequests (decide-requests.ts) marks the days of its requests.
 */
export async function prepareDecision(
  request: ExtensionRequest,
  answer: 'approve' | 'reject',
  via: DecidedVia,
  now: Date,
): Promise<{ decision: Decision; events: WebhookEvent[]; decided: ExtensionRequest }> {
  const status = answer === 'approve' ? 'approved' : 'rejected';
  const decision: Decision = { status, decidedAt: now.toISOString(), via };
  const events = await eventsFor(
    request.companyId,
    'extension.decided',
    subjects.employee(request.user),
    () => decidedData([request], decision),
    now,
  );
  if (status === 'approved') await markChangedDays(request.companyId, [request.day], now);
  return {
    decision,
    events,
    decided: { ...request, status, decidedAt: decision.decidedAt, decidedVia: via },
  };
}
