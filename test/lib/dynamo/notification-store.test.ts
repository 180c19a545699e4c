import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { notificationKeys } from '../../../lib/dynamo/keys.js';
import {
  chunkLogins,
  getNotificationRecipients,
  putNotification,
  RECIPIENT_CHUNK_BYTES,
} from '../../../lib/dynamo/notification-store.js';
import { newExecutionId } from '../../../lib/executions/execution.js';
import { listNotifications } from '../../../lib/notifications/list-notifications.js';
import type { Notification } from '../../../lib/notifications/notification.js';
import { uniqueId } from '../../support/fixtures.js';

const notification = (id: string): Notification => ({
  notification_id: id,
  title: `t ${id}`,
  description: null,
  recurrency: true,
  one_time: null,
  recurrency_type: 'daily',
  image: null,
  buttons: [{ text: 'OK' }],
});

async function write(companyId: string, id: string, recipients: string[]) {
  return putNotification(
    {
      companyId,
      notification: notification(id),
      audience: 'listed',
      recipientCount: recipients.length,
      executionId: newExecutionId(),
      updatedAt: new Date().toISOString(),
    },
    recipients,
  );
}

/** Every recipient chunk item of the notification, whatever its version. */
async function chunkItems(companyId: string, id: string) {
  const { Items = [] } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': notificationKeys.recipientsPk(companyId, id) },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('notificationKeys', () => {
  it('pins the key formats', () => {
    expect(notificationKeys.item('co_1', 'n-1')).toEqual({ pk: 'NOTIF#co_1', sk: 'n-1' });
    expect(notificationKeys.recipientChunk('co_1', 'n-1', 'exec_9', 2)).toEqual({
      pk: 'NOTIFRCPT#co_1#n-1',
      sk: 'exec_9#002',
    });
  });
});

describe('chunkLogins', () => {
  it('keeps each chunk under the byte budget and every login in order', () => {
    const logins = Array.from({ length: 10 }, (_, i) => `login-${i}`);
    const chunks = chunkLogins(logins, 40);
    expect(chunks.flat()).toEqual(logins);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.join('').length + chunk.length * 3).toBeLessThanOrEqual(40);
  });

  it('makes no chunk for no logins', () => {
    expect(chunkLogins([])).toEqual([]);
  });
});

describe('notification store', () => {
  it('spreads many recipients over chunks, and an update removes the chunks it replaced', async () => {
    const companyId = uniqueId('co');
    const many = Array.from({ length: 1600 }, (_, i) => `${String(i).padStart(4, '0')}${'x'.repeat(196)}`);
    expect(chunkLogins(many).length).toBe(Math.ceil((1600 * 203) / RECIPIENT_CHUNK_BYTES));
    expect((await write(companyId, 'big', many)).created).toBe(true);
    expect(await getNotificationRecipients(companyId, 'big')).toEqual(many);
    expect(await chunkItems(companyId, 'big')).toHaveLength(2);

    expect((await write(companyId, 'big', ['ana'])).created).toBe(false);
    expect(await getNotificationRecipients(companyId, 'big')).toEqual(['ana']);
    expect(await chunkItems(companyId, 'big')).toHaveLength(1);
  });

  it('lists notifications as stored, a page at a time, with a cursor only while more follow', async () => {
    const companyId = uniqueId('co');
    for (const id of ['c', 'a', 'b']) await write(companyId, id, ['ana']);
    const first = await listNotifications(companyId, { limit: 2 });
    expect(first.notifications.map((n) => n.notification_id)).toEqual(['a', 'b']);
    expect(first.notifications[0]).toMatchObject({
      title: 't a',
      buttons: [{ text: 'OK' }],
      recipientCount: 1,
    });
    const second = await listNotifications(companyId, { limit: 2, cursor: first.nextCursor });
    expect(second.notifications.map((n) => n.notification_id)).toEqual(['c']);
    expect(second.nextCursor).toBeUndefined();
  });
});
