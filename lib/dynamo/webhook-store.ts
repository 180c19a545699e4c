/**
 * Webhook subscriptions (see webhookKeys): the only module that reads or writes them, and the
 * company record's summary of them (`webhookEvents`, `webhookVersion`). Every change of a company's
 * subscriptions is one transaction with that summary, conditional on the version read, so two
 * changes racing cannot leave a summary that forgets one of them.
 */
import type { WebhookSubscription } from '../webhooks/records.js';
import { getRecord } from './get-record.js';
import { companyEntity, companyKeys, webhookEntity, webhookKeys } from './keys.js';
import { companyList } from './paging.js';
import { setIfExists, transact, written } from './transact.js';

const subscriptions = companyList('webhooks', (companyId: string, consistent?: boolean) => ({
  entity: webhookEntity,
  partitions: [webhookKeys.companyPk(companyId)],
  consistent: consistent === true,
}));

/** A page of the company's subscriptions for a caller, from its cursor. */
export const pageSubscriptions = subscriptions.page;

/** Every subscription of the company (one small partition), as last written when `consistent`. */
export const listSubscriptions = subscriptions.all;

/** The company's subscription version as stored now (0 before any); undefined when the company is unknown. */
export async function subscriptionsVersion(companyId: string): Promise<number | undefined> {
  const company = await getRecord(companyEntity, companyKeys.item(companyId), true);
  return company && (company.webhookVersion ?? 0);
}

export type SubscriptionChange = { put: WebhookSubscription } | { remove: string };

/**
 * Writes one change of the company's subscriptions and, with it, the event types its active
 * subscriptions take now. False when the version is no longer `expectedVersion` (another change
 * came first: read again and retry), or when the subscription to remove is gone.
 */
export async function saveSubscriptionChange(
  companyId: string,
  change: SubscriptionChange,
  webhookEvents: readonly string[],
  expectedVersion: number,
): Promise<boolean> {
  const subscriptionWrite =
    'put' in change
      ? { Put: { Item: webhookEntity.toItem(change.put) } }
      : {
          Delete: {
            Key: webhookKeys.item(companyId, change.remove),
            ConditionExpression: 'attribute_exists(pk)',
          },
        };
  const verdict = await transact([
    subscriptionWrite,
    {
      Update: {
        Key: companyKeys.item(companyId),
        UpdateExpression: 'SET webhookEvents = :events, webhookVersion = :next',
        ConditionExpression:
          expectedVersion === 0
            ? 'attribute_exists(pk) AND (attribute_not_exists(webhookVersion) OR webhookVersion = :expected)'
            : 'attribute_exists(pk) AND webhookVersion = :expected',
        ExpressionAttributeValues: {
          ':events': [...webhookEvents],
          ':next': expectedVersion + 1,
          ':expected': expectedVersion,
        },
      },
    },
  ]);
  return verdict.written;
}

/** Records the first failure since the last success; a subscription already failing keeps its time. */
export function markFailing(companyId: string, webhookId: string, since: string): Promise<boolean> {
  return written({
    Update: {
      Key: webhookKeys.item(companyId, webhookId),
      UpdateExpression: 'SET failingSince = :since',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(failingSince) OR failingSince = :null)',
      ExpressionAttributeValues: { ':since': since, ':null': null },
    },
  });
}

/** A delivery succeeded: the subscription is no longer failing. */
export function markSucceeding(companyId: string, webhookId: string): Promise<boolean> {
  return setIfExists(webhookKeys.item(companyId, webhookId), { failingSince: null });
}
