/**
 * Extension requests and the employee's requested seconds per day: the only module that writes
 * them outside a decision (decisions are in approval-store.ts).
 */
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { approverKey, type ExtensionRequest } from '../overtime/extension-request.js';
import { documentDb, tableName } from './client.js';
import { isConditionFailure } from './errors.js';
import { extensionKeys } from './keys.js';
import { queryAll, queryCount } from './query-all.js';
import { GSI1, GSI2, GSI3 } from './table.js';

const ENTITY = 'ExtensionRequest';

export interface NewApprovalLink {
  hash: string;
  /** Epoch seconds after which the link no longer decides anything. */
  expiresAt: number;
  /** Epoch seconds after which DynamoDB may delete the item. */
  ttl: number;
}

/**
 * Adds to the employee's requested seconds of the day and answers the new total. One atomic ADD:
 * concurrent requests each get a distinct running total and the final one is the exact sum.
 * A negative amount takes back a request that could not be stored.
 */
export async function addRequestedSeconds(
  companyId: string,
  login: string,
  day: string,
  seconds: number,
): Promise<number> {
  const { Attributes } = await documentDb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: extensionKeys.dayTotal(companyId, login, day),
      UpdateExpression: 'ADD requestedSeconds :s SET #type = if_not_exists(#type, :type)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':s': seconds, ':type': 'ExtensionDayTotal' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.requestedSeconds as number;
}

/**
 * Takes back seconds of a request that could not be stored. A day whose total returns to zero
 * loses its item again, so a refused request leaves the table as it found it; the delete is
 * conditioned on the zero, so a request counted meanwhile keeps its seconds.
 */
export async function takeBackRequestedSeconds(
  companyId: string,
  login: string,
  day: string,
  seconds: number,
): Promise<void> {
  const total = await addRequestedSeconds(companyId, login, day, -seconds);
  if (total !== 0) return;
  try {
    await documentDb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: extensionKeys.dayTotal(companyId, login, day),
        ConditionExpression: 'requestedSeconds = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getRequestedSeconds(companyId: string, login: string, day: string): Promise<number> {
  const { Item } = await documentDb().send(
    new GetCommand({
      TableName: tableName(),
      Key: extensionKeys.dayTotal(companyId, login, day),
      ConsistentRead: true,
    }),
  );
  return (Item?.requestedSeconds as number | undefined) ?? 0;
}

export function requestKey(
  request: Pick<ExtensionRequest, 'companyId' | 'user' | 'createdAt' | 'requestId'>,
) {
  return extensionKeys.request(request.companyId, request.user, request.createdAt, request.requestId);
}

/** A new pending request and, unless the company is a test one, its approval link, together. */
export async function putPendingRequest(request: ExtensionRequest, link?: NewApprovalLink): Promise<void> {
  const sort = extensionKeys.pendingSort(request.createdAt, request.requestId);
  const requestItem = {
    ...requestKey(request),
    type: ENTITY,
    gsi1pk: extensionKeys.pendingByApproverPk(request.companyId, request.manager),
    gsi1sk: sort,
    gsi2pk: extensionKeys.pendingByEmployeePk(request.companyId, request.user),
    gsi2sk: sort,
    gsi3pk: extensionKeys.pendingOfCompanyPk(request.companyId),
    gsi3sk: sort,
    approverKey: approverKey(request.manager),
    ...request,
  };
  const condition = 'attribute_not_exists(pk)';
  await documentDb().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: requestItem, ConditionExpression: condition } },
        ...(link
          ? [
              {
                Put: {
                  TableName: tableName(),
                  Item: {
                    ...extensionKeys.link(link.hash),
                    type: 'ApprovalLink',
                    companyId: request.companyId,
                    user: request.user,
                    createdAt: request.createdAt,
                    requestId: request.requestId,
                    expiresAt: link.expiresAt,
                    ttl: link.ttl,
                  },
                  ConditionExpression: condition,
                },
              },
            ]
          : []),
      ],
    }),
  );
}

export async function setEmailStatus(
  request: ExtensionRequest,
  emailStatus: ExtensionRequest['emailStatus'],
  messageId?: string,
): Promise<void> {
  await documentDb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: requestKey(request),
      UpdateExpression: 'SET emailStatus = :e, emailMessageId = :m',
      ExpressionAttributeValues: { ':e': emailStatus, ':m': messageId ?? null },
    }),
  );
}

export function toRequest(item: Record<string, unknown>): ExtensionRequest {
  const {
    pk: _pk,
    sk: _sk,
    type: _type,
    gsi1pk: _g1p,
    gsi1sk: _g1s,
    gsi2pk: _g2p,
    gsi2sk: _g2s,
    gsi3pk: _g3p,
    gsi3sk: _g3s,
    approverKey: _a,
    emailMessageId: _m,
    ...request
  } = item;
  return request as unknown as ExtensionRequest;
}

export async function getRequest(
  key: Pick<ExtensionRequest, 'companyId' | 'user' | 'createdAt' | 'requestId'>,
): Promise<ExtensionRequest | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: requestKey(key), ConsistentRead: true }),
  );
  return Item ? toRequest(Item) : undefined;
}

export interface RequestPage {
  requests: ExtensionRequest[];
  lastKey: Record<string, unknown> | undefined;
}

/** A page of the pending requests whose approver is `approver`, oldest first. */
export async function pagePendingForApprover(
  companyId: string,
  approver: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<RequestPage> {
  const { Items, LastEvaluatedKey } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': extensionKeys.pendingByApproverPk(companyId, approver) },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { requests: (Items ?? []).map(toRequest), lastKey: LastEvaluatedKey };
}

/** Every pending request of one employee (few: each is decided within days). */
export async function listPendingOfEmployee(companyId: string, login: string): Promise<ExtensionRequest[]> {
  const requests: ExtensionRequest[] = [];
  for (const item of await queryAll({
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': extensionKeys.pendingByEmployeePk(companyId, login) },
  }))
    requests.push(toRequest(item));
  return requests;
}

/**
 * A page of pending requests for the MCP tool listPendingExtensions: of one approver (gsi1) or of
 * the whole company (gsi3), oldest first. One item more than the page is read, so `lastKey` is
 * given only when more follow; it is the index key of the page's last request.
 */
export async function pagePending(
  companyId: string,
  approver: string | undefined,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<RequestPage> {
  const [index, attribute, partition] =
    approver === undefined
      ? [GSI3, 'gsi3', extensionKeys.pendingOfCompanyPk(companyId)]
      : [GSI1, 'gsi1', extensionKeys.pendingByApproverPk(companyId, approver)];
  const { Items = [] } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${attribute}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const page = Items.slice(0, limit);
  const last = page.at(-1);
  const lastKey =
    Items.length > limit && last
      ? {
          pk: last.pk,
          sk: last.sk,
          [`${attribute}pk`]: last[`${attribute}pk`],
          [`${attribute}sk`]: last[`${attribute}sk`],
        }
      : undefined;
  return { requests: page.map(toRequest), lastKey };
}

/** How many requests of the company are pending (gsi3, key-only count). */
export async function countPendingOfCompany(companyId: string): Promise<number> {
  return queryCount({
    IndexName: GSI3,
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': extensionKeys.pendingOfCompanyPk(companyId) },
  });
}

/**
 * Every request of the employee whose local day is `day`, whatever its status: one Query of the
 * employee's partition (requests only), filtered on the day. The day of a request is the date of
 * its extraTime, which may be any date, so the filter cannot be a key condition.
 */
export async function listRequestsOfDay(
  companyId: string,
  login: string,
  day: string,
): Promise<ExtensionRequest[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :req)',
    FilterExpression: '#day = :day',
    ExpressionAttributeNames: { '#day': 'day' },
    ExpressionAttributeValues: {
      ':pk': extensionKeys.partition(companyId, login),
      ':req': 'REQ#',
      ':day': day,
    },
  });
  return items.map(toRequest);
}
