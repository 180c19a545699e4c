/**
 * Extension requests and the employee's requested seconds per day: the only module that writes
 * them outside a decision (decisions are in approval-store.ts).
 */
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExtensionRequest } from '../overtime/extension-request.js';
import { documentDb, tableName } from './client.js';
import { unlessConditionFails } from './errors.js';
import { getRecord } from './get-record.js';
import {
  approvalLinkEntity,
  extensionDayTotalEntity,
  extensionKeys,
  extensionRequestEntity,
} from './keys.js';
import { companyList } from './paging.js';
import { queryAll } from './query-all.js';
import { GSI1, GSI2, GSI3 } from './table.js';

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
      ExpressionAttributeValues: { ':s': seconds, ':type': extensionDayTotalEntity.type },
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
  await unlessConditionFails(
    documentDb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: extensionKeys.dayTotal(companyId, login, day),
        ConditionExpression: 'requestedSeconds = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    ),
    () => undefined,
  );
}

export async function getRequestedSeconds(companyId: string, login: string, day: string): Promise<number> {
  const record = await getRecord(
    extensionDayTotalEntity,
    extensionKeys.dayTotal(companyId, login, day),
    true,
  );
  return record ? record.requestedSeconds : 0;
}

/** A new pending request and, unless the company is a test one, its approval link, together. */
export async function putPendingRequest(request: ExtensionRequest, link?: NewApprovalLink): Promise<void> {
  const condition = 'attribute_not_exists(pk)';
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
  await documentDb().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: extensionRequestEntity.toItem(request),
            ConditionExpression: condition,
          },
        },
        ...(link
          ? [{ Put: { TableName: tableName(), Item: linkItem(link), ConditionExpression: condition } }]
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
      Key: extensionRequestEntity.key(request),
      UpdateExpression: 'SET emailStatus = :e, emailMessageId = :m',
      ExpressionAttributeValues: { ':e': emailStatus, ':m': messageId ?? null },
    }),
  );
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
      ':req': extensionKeys.requestPrefix,
      ':day': day,
    },
  });
  return items.map((item) => extensionRequestEntity.fromItem(item));
}
