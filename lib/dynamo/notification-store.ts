/**
 * Notifications and their recipients (see notificationKeys): the only module that reads or writes
 * them. A company can have more recipients than one 400 KB item holds, so the logins live in
 * chunk items under a version; the notification item names its version, and writing it is the
 * one step that switches readers from the old recipients to the new.
 */
import { createHash } from 'node:crypto';
import type { StoredNotification } from '../notifications/notification.js';
import { ConflictError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { deleteAll, putAll } from './batch.js';
import { Expressions } from './expressions.js';
import { getRecord, wholeItem } from './get-record.js';
import { notificationEntity, notificationKeys, recipientChunkEntity } from './keys.js';
import { companyList, readAll } from './paging.js';
import { transact, written } from './transact.js';
import { chunkByBytes } from './value-limits.js';

/** Logins per chunk item, in bytes: well under DynamoDB's 400 KB item limit. */
export const RECIPIENT_CHUNK_BYTES = 300_000;

/** Splits logins into chunks of at most `maxBytes` (a login longer than that gets a chunk alone). */
export function chunkLogins(logins: readonly string[], maxBytes = RECIPIENT_CHUNK_BYTES): string[][] {
  // Each list element costs its UTF-8 length plus a few bytes of overhead.
  return chunkByBytes(logins, (login) => Buffer.byteLength(login) + 3, maxBytes);
}

/**
 * What a write leaves of a notification that its event reports: the notification, its audience and
 * its recipients (as a digest of the sorted logins, stored beside it).
 */
export interface NotificationState {
  notification: StoredNotification['notification'];
  audience: StoredNotification['audience'];
  recipientsDigest: string;
}

/** The notification.upserted events of a write, from the state read before it (undefined: new) and after. */
export type NotificationEvents = (
  before: NotificationState | undefined,
  after: NotificationState,
) => readonly WebhookEvent[];

const recipientsDigest = (logins: readonly string[]) =>
  createHash('sha256')
    .update(JSON.stringify([...logins].sort()))
    .digest('base64url');

const stateOf = (item: Record<string, unknown>): NotificationState => ({
  notification: item.notification as NotificationState['notification'],
  audience: item.audience as NotificationState['audience'],
  recipientsDigest: item.recipientsDigest as string,
});

async function deleteChunks(companyId: string, notificationId: string, version: string, count: number) {
  await deleteAll(
    Array.from({ length: count }, (_, chunk) =>
      notificationKeys.recipientChunk(companyId, notificationId, version, chunk),
    ),
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
  events?: NotificationEvents,
): Promise<{ created: boolean }> {
  const { companyId, executionId: version } = stored;
  const id = stored.notification.notification_id;
  const chunks = chunkLogins(recipients);
  await putAll(
    chunks.map((logins, chunk) =>
      recipientChunkEntity.toItem(
        { companyId, notificationId: id, logins },
        notificationKeys.recipientChunk(companyId, id, version, chunk),
      ),
    ),
  );
  let old: Record<string, unknown> | undefined;
  const expressions = new Expressions();
  const state = { ...stored, recipientChunks: chunks.length, recipientsDigest: recipientsDigest(recipients) };
  const update = expressions.set(
    { type: notificationEntity.type, ...state },
    { createdAt: stored.updatedAt },
  );
  try {
    old = events
      ? await writeReportedNotification(companyId, id, update, expressions, (old) =>
          events(old && stateOf(old), stateOf(state)),
        )
      : (
          await transact([
            {
              Update: {
                Key: notificationKeys.item(companyId, id),
                UpdateExpression: update,
                ...expressions.attributes(),
                ReturnValues: 'ALL_OLD',
              },
            },
          ])
        ).returned;
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

/**
 * The notification's write with its webhook events, in one transaction. A transaction answers no
 * old item, so the notification is read first and written only over the version read (its
 * executionId); answers the old item, as ReturnValues ALL_OLD would.
 */
async function writeReportedNotification(
  companyId: string,
  notificationId: string,
  update: string,
  expressions: Expressions,
  events: (old: Record<string, unknown> | undefined) => readonly WebhookEvent[],
): Promise<Record<string, unknown> | undefined> {
  const key = notificationKeys.item(companyId, notificationId);
  const { ExpressionAttributeNames, ExpressionAttributeValues } = expressions.attributes();
  return updateOptimistically({
    read: () => getRecord(wholeItem, key, true),
    write: async (old) => {
      const Update = {
        Key: key,
        UpdateExpression: update,
        ConditionExpression: old ? '#readVersion = :readVersion' : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: {
          ...ExpressionAttributeNames,
          ...(old ? { '#readVersion': 'executionId' } : {}),
        },
        ExpressionAttributeValues: {
          ...ExpressionAttributeValues,
          ...(old ? { ':readVersion': old.executionId } : {}),
        },
      };
      return (await written({ Update }, events(old))) ? old : AGAIN;
    },
    exhausted: () =>
      new ConflictError(
        `notification '${notificationId}' keeps changing under concurrent writes; send it again`,
      ),
  });
}

export async function getNotification(
  companyId: string,
  notificationId: string,
): Promise<StoredNotification | undefined> {
  return getRecord(notificationEntity, notificationKeys.item(companyId, notificationId));
}

/** The recipients of the notification's current version, in the order they were written. */
export async function getNotificationRecipients(
  companyId: string,
  notificationId: string,
): Promise<string[]> {
  const stored = await getNotification(companyId, notificationId);
  if (!stored) return [];
  const chunks = await readAll({
    entity: recipientChunkEntity,
    partitions: [notificationKeys.recipientsPk(companyId, notificationId)],
    range: { prefix: notificationKeys.recipientVersionPrefix(stored.executionId) },
    consistent: true,
  });
  return chunks.flatMap((chunk) => chunk.logins);
}

/** The company's notifications by notification_id: one partition. */
const notifications = companyList('notifications', (companyId) => ({
  entity: notificationEntity,
  partitions: [notificationKeys.companyPk(companyId)],
}));

export const pageNotifications = notifications.page;
export const countNotifications = notifications.count;

/** Every notification of the company (one partition). */
export const listAllNotifications = notifications.all;

export interface RecipientChunkItem {
  key: { pk: string; sk: string };
  /** The notification version (execution id) that wrote it. */
  version: string;
  logins: string[];
}

/** Every recipient chunk the notification has, of any version (a failed clean-up may leave old ones). */
export async function listRecipientChunks(
  companyId: string,
  notificationId: string,
): Promise<RecipientChunkItem[]> {
  const items = await readAll({
    entity: wholeItem,
    partitions: [notificationKeys.recipientsPk(companyId, notificationId)],
    consistent: true,
  });
  return items.map((item) => {
    const sk = item.sk as string;
    return {
      key: { pk: item.pk as string, sk },
      version: sk.slice(0, sk.lastIndexOf('#')),
      logins: recipientChunkEntity.fromItem(item).logins,
    };
  });
}

/**
 * Writes a chunk again with fewer logins (an erasure taking a person out), while it exists, and
 * lowers its notification's count of recipients when the chunk is of its current version.
 */
export async function removeRecipient(
  companyId: string,
  notificationId: string,
  chunk: RecipientChunkItem,
  logins: readonly string[],
): Promise<boolean> {
  const rewritten = await written({
    Put: {
      Item: recipientChunkEntity.toItem({ companyId, notificationId, logins: [...logins] }, chunk.key),
      ConditionExpression: 'attribute_exists(pk)',
    },
  });
  if (!rewritten) return false;
  await written({
    Update: {
      Key: notificationKeys.item(companyId, notificationId),
      UpdateExpression: 'SET recipientCount = recipientCount - :removed',
      ConditionExpression: 'executionId = :version',
      ExpressionAttributeValues: {
        ':removed': chunk.logins.length - logins.length,
        ':version': chunk.version,
      },
    },
  });
  return true;
}
