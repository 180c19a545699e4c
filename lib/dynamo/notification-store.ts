/**
 * Notifications and their recipients (see notificationKeys): the only module that reads or writes
 * them. A company can have more recipients than one 400 KB item holds, so the logins live in
 * chunk items under a version; the notification item names its version, and writing it is the
 * one step that switches readers from the old recipients to the new.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification } from '../notifications/notification.js';
import { logger } from '../shared/logger.js';
import { batchWriteAll } from './batch-write.js';
import { documentDb, tableName } from './client.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { notificationKeys } from './keys.js';
import { queryAll, queryCount } from './query-all.js';

const ENTITY = 'Notification';
const RECIPIENTS_ENTITY = 'NotificationRecipients';

/** Logins per chunk item, in bytes: well under DynamoDB's 400 KB item limit. */
export const RECIPIENT_CHUNK_BYTES = 300_000;

export interface StoredNotification {
  companyId: string;
  /** The notification as written: sanitised description, buttons (the default OK included). */
  notification: Notification;
  /** 'all': every active employee when it was written; 'listed': the logins sent. */
  audience: 'all' | 'listed';
  recipientCount: number;
  /** The execution that last wrote it; also the version of its recipients. */
  executionId: string;
  createdAt: string;
  updatedAt: string;
}

/** Splits logins into chunks of at most `maxBytes` (a login longer than that gets a chunk alone). */
export function chunkLogins(logins: readonly string[], maxBytes = RECIPIENT_CHUNK_BYTES): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const login of logins) {
    // Each list element costs its UTF-8 length plus a few bytes of overhead.
    const size = Buffer.byteLength(login) + 3;
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(login);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function deleteChunks(companyId: string, notificationId: string, version: string, count: number) {
  await batchWriteAll(
    Array.from({ length: count }, (_, chunk) => ({
      DeleteRequest: { Key: notificationKeys.recipientChunk(companyId, notificationId, version, chunk) },
    })),
  );
}

/**
 * Upserts the notification by id with its recipients: chunks of the new version first, then the
 * notification item pointing at them, then the old version's chunks are deleted. Concurrent writes
 * of one id each delete the version they replaced, so the last writer's recipients remain whole.
 */
export async function putNotification(
  stored: Omit<StoredNotification, 'createdAt'>,
  recipients: readonly string[],
): Promise<{ created: boolean }> {
  const { companyId, executionId: version } = stored;
  const id = stored.notification.notification_id;
  const chunks = chunkLogins(recipients);
  await batchWriteAll(
    chunks.map((logins, chunk) => ({
      PutRequest: {
        Item: {
          ...notificationKeys.recipientChunk(companyId, id, version, chunk),
          type: RECIPIENTS_ENTITY,
          companyId,
          notificationId: id,
          logins,
        },
      },
    })),
  );
  let old: Record<string, unknown> | undefined;
  try {
    const answer = await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKeys.item(companyId, id),
        UpdateExpression:
          'SET #type = :type, companyId = :company, notification = :notification, audience = :audience, ' +
          'recipientCount = :count, executionId = :version, recipientChunks = :chunks, updatedAt = :now, ' +
          'createdAt = if_not_exists(createdAt, :now)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': ENTITY,
          ':company': companyId,
          ':notification': stored.notification,
          ':audience': stored.audience,
          ':count': stored.recipientCount,
          ':version': version,
          ':chunks': chunks.length,
          ':now': stored.updatedAt,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    old = answer.Attributes;
  } catch (error) {
    await deleteChunks(companyId, id, version, chunks.length).catch(() => undefined);
    throw error;
  }
  if (old) {
    const oldVersion = old.executionId as string;
    const oldChunks = (old.recipientChunks as number | undefined) ?? 0;
    // The notification is written; a failed clean-up only leaves unread chunks behind.
    await deleteChunks(companyId, id, oldVersion, oldChunks).catch((error: unknown) =>
      logger.warn('old notification recipients not deleted', { companyId, oldVersion, error }),
    );
  }
  return { created: old === undefined };
}

function toStored(item: Record<string, unknown>): StoredNotification {
  return {
    companyId: item.companyId as string,
    notification: item.notification as Notification,
    audience: item.audience as 'all' | 'listed',
    recipientCount: item.recipientCount as number,
    executionId: item.executionId as string,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export async function getNotification(
  companyId: string,
  notificationId: string,
): Promise<StoredNotification | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: notificationKeys.item(companyId, notificationId) }),
  );
  return Item ? toStored(Item) : undefined;
}

/** The recipients of the notification's current version, in the order they were written. */
export async function getNotificationRecipients(
  companyId: string,
  notificationId: string,
): Promise<string[]> {
  const stored = await getNotification(companyId, notificationId);
  if (!stored) return [];
  const logins: string[] = [];
  for (const item of await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :version)',
    ExpressionAttributeValues: {
      ':pk': notificationKeys.recipientsPk(companyId, notificationId),
      ':version': `${stored.executionId}#`,
    },
    ConsistentRead: true,
  }))
    logins.push(...(item.logins as string[]));
  return logins;
}

export interface NotificationPage {
  notifications: StoredNotification[];
  /** Present only when more notifications follow. */
  nextCursor?: string;
}

/** One page of the company's notifications by notification_id (for the MCP tool listNotifications). */
export async function pageNotifications(
  companyId: string,
  limit: number,
  cursor?: string,
): Promise<NotificationPage> {
  const pk = notificationKeys.companyPk(companyId);
  const startKey = cursor ? decodeCursor(cursor, { attributes: ['pk', 'sk'], fixed: { pk } }) : undefined;
  const { Items = [] } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const page = Items.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    Items.length > limit && last ? encodeCursor({ pk: last.pk as string, sk: last.sk as string }) : undefined;
  return { notifications: page.map(toStored), ...(nextCursor ? { nextCursor } : {}) };
}

/** How many notifications the company has (a count of its partition). */
export async function countNotifications(companyId: string): Promise<number> {
  return queryCount({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': notificationKeys.companyPk(companyId) },
  });
}
