/**
 * Deciding extension requests. Each decision is one transaction: the status change of the
 * request(s), guarded by `status = pending` (and the approver, or the link being unused and
 * unexpired), and for approvals an ADD of the minutes to the employee's punch day, so two deciders
 * racing cannot both win and approved minutes are never counted twice or lost.
 */
import type {
  ApprovalLinkRecord,
  DecidedVia,
  ExtensionRequest,
  ExtensionStatus,
} from '../overtime/extension-request.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { getRecord } from './get-record.js';
import {
  approvalLinkEntity,
  decidedIndex,
  extensionKeys,
  extensionRequestEntity,
  punchDayEntity,
  punchDayKeys,
} from './keys.js';
import { GSI1, GSI2, GSI3, keyAttributes } from './table.js';
import { deleted, transact, type WriteAction } from './transact.js';

/** Requests per transaction: each may bring its day's ADD, and one event: a transaction holds 100 actions. */
export const DECISION_CHUNK = 40;

export interface Decision {
  status: Exclude<ExtensionStatus, 'pending'>;
  decidedAt: string;
  via: DecidedVia;
}

function decideRequestAction(request: ExtensionRequest, decision: Decision, approver?: string): WriteAction {
  const decided = decidedIndex(request);
  const [decidedPk, decidedSk] = keyAttributes(GSI2);
  const leaving = [...keyAttributes(GSI1), ...keyAttributes(GSI3)];
  return {
    Update: {
      Key: extensionRequestEntity.key(request),
      // Decided, it leaves the indexes of pending requests, and joins its approver's decided ones.
      UpdateExpression: `SET #status = :status, decidedAt = :at, decidedVia = :via, ${decidedPk} = :dpk, ${decidedSk} = :dsk REMOVE ${leaving.join(', ')}`,
      ConditionExpression: `#status = :pending${approver === undefined ? '' : ' AND approverKey = :approver'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': decision.status,
        ':at': decision.decidedAt,
        ':via': decision.via,
        ':pending': 'pending',
        ':dpk': decided.pk,
        ':dsk': decided.sk,
        ...(approver === undefined ? {} : { ':approver': approver }),
      },
    },
  };
}

/**
 * ADD only: the punch attributes of the day item are never touched, and a missing item is created.
 * A day no punch has placed yet takes the department the employee had when asking.
 */
function addApprovedMinutesActions(requests: readonly ExtensionRequest[]): WriteAction[] {
  const byDay = new Map<string, { request: ExtensionRequest; minutes: number }>();
  for (const request of requests) {
    const key = `${request.day}#${request.user}`;
    const entry = byDay.get(key);
    if (entry) entry.minutes += request.reqMinutes;
    else byDay.set(key, { request, minutes: request.reqMinutes });
  }
  return [...byDay.values()].map(({ request, minutes }) => {
    return {
      Update: {
        Key: punchDayKeys.item(request.companyId, request.day, request.user),
        UpdateExpression:
          'ADD approvedExtensionMinutes :m SET #type = if_not_exists(#type, :type), department = if_not_exists(department, :d), #ttl = if_not_exists(#ttl, :ttl)',
        ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':m': minutes,
          ':type': punchDayEntity.type,
          ':d': request.department,
          // The request's day is the punch day: the same time-record retention.
          ':ttl': request.ttl,
        },
      },
    };
  });
}

export interface ChunkOutcome {
  decided: string[];
  /** Requests whose condition failed: decided meanwhile, or (with an approver) not theirs. */
  lost: string[];
  /** Requests of a chunk another request's refusal cancelled: they may still be pending. */
  contended: string[];
}

/**
 * Decides the requests in chunks; each chunk is all-or-nothing, with the webhook events that report
 * its decision (`eventsOf` the chunk).
 */
export async function decideRequests(
  requests: readonly ExtensionRequest[],
  decision: Decision,
  approver: string,
  eventsOf: (chunk: readonly ExtensionRequest[]) => readonly WebhookEvent[] = () => [],
): Promise<ChunkOutcome> {
  const outcome: ChunkOutcome = { decided: [], lost: [], contended: [] };
  for (let start = 0; start < requests.length; start += DECISION_CHUNK) {
    const chunk = requests.slice(start, start + DECISION_CHUNK);
    const actions = chunk.map((request) => decideRequestAction(request, decision, approver));
    if (decision.status === 'approved') actions.push(...addApprovedMinutesActions(chunk));
    const { written, refused } = await transact(actions, eventsOf(chunk));
    chunk.forEach((request, index) => {
      const bucket = written ? outcome.decided : refused[index] ? outcome.lost : outcome.contended;
      bucket.push(request.requestId);
    });
  }
  return outcome;
}

export async function getApprovalLink(
  hash: string,
  nowSeconds: number,
): Promise<ApprovalLinkRecord | undefined> {
  const link = await getRecord(approvalLinkEntity, extensionKeys.link(hash), true);
  // An item past its TTL may linger up to two days before DynamoDB deletes it.
  if (!link || typeof link.ttl !== 'number' || link.ttl <= nowSeconds) return undefined;
  return link;
}

export type LinkDecisionResult = 'decided' | 'linkUsedOrExpired' | 'requestDecided';

/** Uses the link once: marks it used and decides its one request (with its events), or changes nothing. */
export async function decideByLink(
  hash: string,
  request: ExtensionRequest,
  decision: Decision,
  nowSeconds: number,
  events: readonly WebhookEvent[] = [],
): Promise<LinkDecisionResult> {
  const actions: WriteAction[] = [
    {
      Update: {
        Key: extensionKeys.link(hash),
        UpdateExpression: 'SET usedAt = :at, decision = :status',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':at': decision.decidedAt,
          ':status': decision.status,
          ':now': nowSeconds,
        },
      },
    },
    decideRequestAction(request, decision),
  ];
  if (decision.status === 'approved') actions.push(...addApprovedMinutesActions([request]));
  const { written, refused } = await transact(actions, events);
  if (written) return 'decided';
  return refused[0] ? 'linkUsedOrExpired' : 'requestDecided';
}

/** The approved minutes recorded on the employee's punch day (0 when none). */
export async function getApprovedExtensionMinutes(
  companyId: string,
  day: string,
  login: string,
): Promise<number> {
  const record = await getRecord(punchDayEntity, punchDayKeys.item(companyId, day, login), true);
  return record ? record.approvedExtensionMinutes : 0;
}

/** The approval link of a request, as stored (used or not, expired or not). */
export async function getApprovalLinkItem(hash: string): Promise<ApprovalLinkRecord | undefined> {
  return getRecord(approvalLinkEntity, extensionKeys.link(hash), true);
}

export function deleteApprovalLink(hash: string): Promise<boolean> {
  return deleted(extensionKeys.link(hash));
}
