/**
 * Deciding extension requests. Each decision is one transaction: the status change of the
 * request(s), guarded by `status = pending` (and the approver, or the link being unused and
 * unexpired), and for approvals an ADD of the minutes to the employee's punch day, so two deciders
 * racing cannot both win and approved minutes are never counted twice or lost.
 */
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ApprovalLinkRecord,
  DecidedVia,
  ExtensionRequest,
  ExtensionStatus,
} from '../overtime/extension-request.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { documentDb, tableName } from './client.js';
import { cancellationReasons } from './errors.js';
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
import { eventPuts } from './webhook-event-store.js';

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** Requests per transaction: each may bring its day's ADD, and one event: a transaction holds 100 actions. */
export const DECISION_CHUNK = 40;

export interface Decision {
  status: Exclude<ExtensionStatus, 'pending'>;
  decidedAt: string;
  via: DecidedVia;
}

function decideRequestAction(request: ExtensionRequest, decision: Decision, approver?: string): TransactItem {
  const decided = decidedIndex(request);
  const [decidedPk, decidedSk] = keyAttributes(GSI2);
  const leaving = [...keyAttributes(GSI1), ...keyAttributes(GSI3)];
  return {
    Update: {
      TableName: tableName(),
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
function addApprovedMinutesActions(requests: readonly ExtensionRequest[]): TransactItem[] {
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
        TableName: tableName(),
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
  /** The chunk was cancelled by a concurrent transaction; its requests may still be pending. */
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
    const items = chunk.map((request) => decideRequestAction(request, decision, approver));
    if (decision.status === 'approved') items.push(...addApprovedMinutesActions(chunk));
    items.push(...eventPuts(eventsOf(chunk)));
    try {
      await documentDb().send(new TransactWriteCommand({ TransactItems: items }));
      outcome.decided.push(...chunk.map((request) => request.requestId));
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      chunk.forEach((request, index) => {
        const bucket = reasons[index] === 'ConditionalCheckFailed' ? outcome.lost : outcome.contended;
        bucket.push(request.requestId);
      });
    }
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

export type LinkDecisionResult = 'decided' | 'linkUsedOrExpired' | 'requestDecided' | 'contended';

/** Uses the link once: marks it used and decides its one request (with its events), or changes nothing. */
export async function decideByLink(
  hash: string,
  request: ExtensionRequest,
  decision: Decision,
  nowSeconds: number,
  events: readonly WebhookEvent[] = [],
): Promise<LinkDecisionResult> {
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
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
  if (decision.status === 'approved') items.push(...addApprovedMinutesActions([request]));
  items.push(...eventPuts(events));
  try {
    await documentDb().send(new TransactWriteCommand({ TransactItems: items }));
    return 'decided';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (reasons[0] === 'ConditionalCheckFailed') return 'linkUsedOrExpired';
    if (reasons[1] === 'ConditionalCheckFailed') return 'requestDecided';
    return 'contended';
  }
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

/** The approval link of a request, as stored (used or not, expired or not), with its expiry. */
export async function getApprovalLinkItem(hash: string): Promise<ApprovalLinkRecord | undefined> {
  return getRecord(approvalLinkEntity, extensionKeys.link(hash), true);
}

export async function deleteApprovalLink(hash: string): Promise<boolean> {
  const { Attributes } = await documentDb().send(
    new DeleteCommand({ TableName: tableName(), Key: extensionKeys.link(hash), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
}
