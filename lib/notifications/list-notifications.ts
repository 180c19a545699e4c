/** The company's notifications as stored, a page at a time (for the MCP tool listNotifications). */
import { pageNotifications } from '../dynamo/notification-store.js';
import type { Notification, StoredNotification } from './notification.js';

export const MAX_NOTIFICATIONS_PAGE = 100;

/** A notification with what the service keeps about its sending. */
export type ListedNotification = Notification & Omit<StoredNotification, 'companyId' | 'notification'>;

export interface NotificationListing {
  notifications: ListedNotification[];
  /** Present only when more follow; pass it back unchanged for the next page. */
  nextCursor?: string;
}

/** By notification_id; `limit` is clamped to 1..100. An invalid cursor is a ValidationError. */
export async function listNotifications(
  companyId: string,
  { limit = 10, cursor }: { limit?: number; cursor?: string } = {},
): Promise<NotificationListing> {
  const size = Math.min(Math.max(Math.trunc(limit), 1), MAX_NOTIFICATIONS_PAGE);
  const { records, ...next } = await pageNotifications(companyId, { limit: size, cursor });
  return {
    notifications: records.map((stored) => ({
      ...stored.notification,
      audience: stored.audience,
      recipientCount: stored.recipientCount,
      executionId: stored.executionId,
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
    })),
    ...next,
  };
}
