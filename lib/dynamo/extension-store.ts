/**
 * Extension requests and the employee's requested seconds per day: the only module that writes
 * them outside a decision (decisions are in approval-store.ts).
 */
import type { ExtensionRequest, ExtensionRequestRef } from '../overtime/extension-request.js';
import { approverKey } from '../shared/mailbox.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { batchGetAll } from './batch.js';
import { type Held, held } from './entity.js';
import { getRecord, wholeItem } from './get-record.js';
import {
  approvalLinkEntity,
  decidedIndex,
  extensionDayTotalEntity,
  extensionKeys,
  extensionRequestEntity,
  extensionRequestRefEntity,
} from './keys.js';
import { companyList, readAll } from './paging.js';
import { GSI1, GSI2, GSI3, keyAttributes } from './table.js';
import { deleted, setAttributes, transact, written } from './transact.js';

export interface NewApprovalLink {
  hash: string;
  /** Epoch seconds after which the link no longer decides anything. */
  expiresAt: number;
  /** Epoch seconds after which DynamoDB may delete the item. */
  ttl: number;
}

/**
 * Each request's share of the day's total is an attribute of the total's item, named after the
 * request and holding the running total the request made. Adding a share is conditioned on its
 * absence, so an SDK retry of an addition that was applied but whose answer was lost (a timeout)
 * adds nothing a second time, and still answers the running total of the first attempt.
 */
const shareOf = (requestId: string) => `share_${requestId}`;

/**
 * Adds a request's seconds to the employee's requested seconds of the day and answers the new
 * total. One atomic update: concurrent requests each get a distinct running total, the final one
 * is the exact sum, and a retried call counts its request once.
 */
export async function addRequestedSeconds(
  companyId: string,
  login: string,
  day: string,
  seconds: number,
  requestId: string,
  ttl: number,
): Promise<number> {
  const share = shareOf(requestId);
  const { returned, found } = await transact([
    {
      Update: {
        Key: extensionKeys.dayTotal(companyId, login, day),
        UpdateExpression:
          'SET #share = if_not_exists(#total, :zero) + :s, #type = if_not_exists(#type, :type), #ttl = :ttl ADD #total :s',
        ConditionExpression: 'attribute_not_exists(#share)',
        ExpressionAttributeNames: {
          '#share': share,
          '#total': 'requestedSeconds',
          '#type': 'type',
          '#ttl': 'ttl',
        },
        ExpressionAttributeValues: {
          ':s': seconds,
          ':zero': 0,
          ':type': extensionDayTotalEntity.type,
          ':ttl': ttl,
        },
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  ]);
  // Refused, the share is there: the running total this request's first attempt made.
  const total = returned?.requestedSeconds ?? found[0]?.[share];
  if (typeof total !== 'number') throw new Error(`request ${requestId} left no share in its day's total`);
  return total;
}

/**
 * Takes back the seconds of a request that could not be stored. Removing its share is conditioned
 * on the share, so a retry takes nothing back twice. A day whose total returns to zero loses its
 * item again, so a refused request leaves the table as it found it; the delete is conditioned on
 * the zero, so a request counted meanwhile keeps its seconds.
 */
export async function takeBackRequestedSeconds(
  companyId: string,
  login: string,
  day: string,
  seconds: number,
  requestId: string,
): Promise<void> {
  const key = extensionKeys.dayTotal(companyId, login, day);
  const share = shareOf(requestId);
  // Refused: the share was taken back already (or never added), and nothing changes.
  const { returned } = await transact([
    {
      Update: {
        Key: key,
        UpdateExpression: 'ADD #total :minus REMOVE #share',
        ConditionExpression: 'attribute_exists(#share)',
        ExpressionAttributeNames: { '#share': share, '#total': 'requestedSeconds' },
        ExpressionAttributeValues: { ':minus': -seconds },
        ReturnValues: 'UPDATED_NEW',
      },
    },
  ]);
  if (returned?.requestedSeconds !== 0) return;
  await written({
    Delete: {
      Key: key,
      ConditionExpression: 'requestedSeconds = :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  });
}

export async function getRequestedSeconds(companyId: string, login: string, day: string): Promise<number> {
  const record = await getRecord(
    extensionDayTotalEntity,
    extensionKeys.dayTotal(companyId, login, day),
    true,
  );
  return record ? record.requestedSeconds : 0;
}

/**
 * A new pending request, its "by id" item and, unless the company is a test one, its approval link,
 * together; and the webhook events that report it.
 */
export async function putPendingRequest(
  request: ExtensionRequest,
  link?: NewApprovalLink,
  events: readonly WebhookEvent[] = [],
): Promise<void> {
  const linkItem = (approval: NewApprovalLink) =>
    approvalLinkEntity.toItem(
      {
        companyId: request.companyId,
        user: request.user,
        createdAt: request.createdAt,
        requestId: request.requestId,
        expiresAt: approval.expiresAt,
        ttl: approval.ttl,
      },
      extensionKeys.link(approval.hash),
    );
  const isNew = 'attribute_not_exists(pk)';
  const put = (Item: Record<string, unknown>) => ({ Put: { Item, ConditionExpression: isNew } });
  const verdict = await transact(
    [
      put(extensionRequestEntity.toItem(request)),
      put(
        extensionRequestRefEntity.toItem({
          companyId: request.companyId,
          requestId: request.requestId,
          user: request.user,
          createdAt: request.createdAt,
          ttl: request.ttl,
        }),
      ),
      ...(link ? [put(linkItem(link))] : []),
    ],
    events,
  );
  // Its id and the link's hash are new: taken, they are a fault, never a request to answer.
  if (!verdict.written)
    throw new Error(`extension request ${request.requestId} or its link is stored already`);
}

export async function setEmailStatus(
  request: ExtensionRequest,
  emailStatus: ExtensionRequest['emailStatus'],
  messageId?: string,
): Promise<void> {
  await setAttributes(extensionRequestEntity.key(request), {
    emailStatus,
    emailMessageId: messageId ?? null,
  });
}

export async function getRequest(
  key: Pick<ExtensionRequest, 'companyId' | 'user' | 'createdAt' | 'requestId'>,
): Promise<ExtensionRequest | undefined> {
  return getRecord(
    extensionRequestEntity,
    extensionKeys.request(key.companyId, key.user, key.createdAt, key.requestId),
    true,
  );
}

/** A request of the company by its id alone (through its "by id" item); undefined when there is none. */
export async function getRequestById(
  companyId: string,
  requestId: string,
): Promise<ExtensionRequest | undefined> {
  const ref = await getRecord(extensionRequestRefEntity, extensionKeys.byId(companyId, requestId), true);
  const request = ref ? await getRequest(ref) : undefined;
  // A request an erasure keeps is found by no id (its by-id item goes with the erasure's step).
  return request?.erasedAt ? undefined : request;
}

/** The "by id" items of these requests of the company that are held (an export). */
export async function getRequestRefs(
  companyId: string,
  requestIds: readonly string[],
): Promise<Held<ExtensionRequestRef>[]> {
  const items = await batchGetAll(requestIds.map((id) => extensionKeys.byId(companyId, id)));
  return items.map(held(extensionRequestRefEntity).fromItem);
}

/** Deletes a request's "by id" item (an erasure): false when there was none. */
export function deleteRequestRef(companyId: string, requestId: string): Promise<boolean> {
  return deleted(extensionKeys.byId(companyId, requestId));
}

/**
 * Pending requests, oldest first: of one approver (gsi1), or of the whole company (gsi3) without
 * one; and of one employee (gsi2: few, each is decided within days).
 */
const pending = companyList('pendingRequests', (companyId, approver?: string) =>
  approver === undefined
    ? {
        entity: extensionRequestEntity,
        index: GSI3,
        partitions: [extensionKeys.pendingOfCompanyPk(companyId)],
      }
    : {
        entity: extensionRequestEntity,
        index: GSI1,
        partitions: [extensionKeys.pendingByApproverPk(companyId, approver)],
      },
);
const pendingOfEmployee = companyList('pendingOfEmployee', (companyId, login: string) => ({
  entity: extensionRequestEntity,
  index: GSI2,
  partitions: [extensionKeys.pendingByEmployeePk(companyId, login)],
}));

export const pagePendingRequests = pending.page;
/** How many requests of the company are pending (gsi3, key-only count). */
export const countPendingOfCompany = pending.count;
export const listPendingOfEmployee = pendingOfEmployee.all;

/**
 * Every request of the employee whose local day is `day`, whatever its status: the employee's
 * partition (requests only), filtered on the day. The day of a request is the date of
 * its extraTime, which may be any date, so the filter cannot be a key condition.
 */
export async function listRequestsOfDay(
  companyId: string,
  login: string,
  day: string,
): Promise<ExtensionRequest[]> {
  const requests = await readAll({
    entity: extensionRequestEntity,
    partitions: [extensionKeys.partition(companyId, login)],
    range: { prefix: extensionKeys.requestPrefix },
  });
  return requests.filter((request) => request.day === day);
}

export interface DayTotal {
  day: string;
  requestedSeconds: number;
  expiresAt?: string;
}

/** Everything of the employee's partition: the requests (any status) and the day totals, with expiries. */
export async function listRequestPartition(
  companyId: string,
  login: string,
): Promise<{ requests: Held<ExtensionRequest>[]; dayTotals: DayTotal[] }> {
  const items = await readAll({
    entity: wholeItem,
    partitions: [extensionKeys.partition(companyId, login)],
    consistent: true,
  });
  const requests: Held<ExtensionRequest>[] = [];
  const dayTotals: DayTotal[] = [];
  for (const item of items) {
    const sk = item.sk as string;
    if (sk.startsWith(extensionKeys.requestPrefix))
      requests.push(held(extensionRequestEntity).fromItem(item));
    else {
      const { record, expiresAt } = held(extensionDayTotalEntity).fromItem(item);
      dayTotals.push({ day: sk.slice('DAY#'.length), ...record, ...(expiresAt ? { expiresAt } : {}) });
    }
  }
  return { requests, dayTotals };
}

/** The requests waiting for an approver (gsi1) and those it decided (gsi2), with expiries. */
export async function listRequestsOfApprover(
  companyId: string,
  approver: string,
): Promise<Held<ExtensionRequest>[]> {
  const [pending, decided] = await Promise.all([
    readAll({
      entity: held(extensionRequestEntity),
      index: GSI1,
      partitions: [extensionKeys.pendingByApproverPk(companyId, approver)],
    }),
    readAll({
      entity: held(extensionRequestEntity),
      index: GSI2,
      partitions: [extensionKeys.decidedByPk(companyId, approverKey(approver))],
    }),
  ]);
  return [...pending, ...decided];
}

/** Marks an approved request as the kept time record of an erased person; false when it is not approved. */
export function keepErasedRequest(request: ExtensionRequest, erasedAt: string): Promise<boolean> {
  return written({
    Update: {
      Key: extensionRequestEntity.key(request),
      UpdateExpression: 'SET erasedAt = if_not_exists(erasedAt, :at)',
      ConditionExpression: '#status = :approved',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': erasedAt, ':approved': 'approved' },
    },
  });
}

/**
 * Deletes a request that is not approved (an erasure): false when it was approved meanwhile (it is
 * then a time record to keep) or is gone.
 */
export function deleteUnapprovedRequest(request: ExtensionRequest): Promise<boolean> {
  return written({
    Delete: {
      Key: extensionRequestEntity.key(request),
      ConditionExpression: 'attribute_exists(pk) AND #status <> :approved',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':approved': 'approved' },
    },
  });
}

export async function deleteDayTotal(companyId: string, login: string, day: string): Promise<void> {
  await transact([{ Delete: { Key: extensionKeys.dayTotal(companyId, login, day) } }]);
}

/**
 * Puts `pseudonym` where the request names its approver, while it still names `approver`: out of
 * the index of the approver's pending requests, and its decided requests' index under the pseudonym.
 */
export function pseudonymiseApprover(
  request: ExtensionRequest,
  approver: string,
  pseudonym: string,
): Promise<boolean> {
  const decided = request.status !== 'pending';
  const [pendingPk, pendingSk] = keyAttributes(GSI1);
  const [decidedPk, decidedSk] = keyAttributes(GSI2);
  const moved = decidedIndex({ ...request, manager: pseudonym });
  return written({
    Update: {
      Key: extensionRequestEntity.key(request),
      UpdateExpression: decided
        ? `SET manager = :p, approverKey = :pk, ${decidedPk} = :dpk, ${decidedSk} = :dsk`
        : `SET manager = :p, approverKey = :pk REMOVE ${pendingPk}, ${pendingSk}`,
      ConditionExpression: 'approverKey = :old',
      ExpressionAttributeValues: {
        ':p': pseudonym,
        ':pk': approverKey(pseudonym),
        ':old': approverKey(approver),
        ...(decided ? { ':dpk': moved.pk, ':dsk': moved.sk } : {}),
      },
    },
  });
}
