/**
 * Pending webhook deliveries and the attempts made (see pendingDeliveryKeys, webhookAttemptKeys):
 * the only module that reads or writes them. A lane's head is claimed, rescheduled and completed
 * with conditions on the due time it was read at, so two sweepers never both send it, and
 * completing it makes the next delivery of its lane the head in the same transaction, so a lane
 * never stalls with nobody due.
 */
import type { DeliveryAttempt, PendingDelivery } from '../webhooks/records.js';
import { deleteAll } from './batch.js';
import { type Held, held } from './entity.js';
import {
  pendingDeliveryEntity,
  pendingDeliveryKeys,
  WEBHOOK_TTL_DAYS,
  webhookAttemptEntity,
  webhookAttemptKeys,
} from './keys.js';
import { type DayShardLog, readLogListing } from './log-reader.js';
import { companyList, type ListPage, type ListQuery, readAll, readKeys, readPage } from './paging.js';
import { GSI1 } from './table.js';
import { transact, written } from './transact.js';

const dueSortOf = (delivery: PendingDelivery) =>
  pendingDeliveryKeys.dueSort(delivery.dueAt ?? '', delivery.eventId);

/** A lane's deliveries, head first, as stored now. */
const laneOf = (delivery: Pick<PendingDelivery, 'companyId' | 'webhookId' | 'lane'>) => ({
  entity: pendingDeliveryEntity,
  partitions: [pendingDeliveryKeys.lanePk(delivery.companyId, delivery.webhookId, delivery.lane)],
  consistent: true,
});

/** The first `count` deliveries of a lane, head first, as stored now. */
export async function laneFront(
  delivery: Pick<PendingDelivery, 'companyId' | 'webhookId' | 'lane'>,
  count = 1,
): Promise<PendingDelivery[]> {
  return (await readPage(laneOf(delivery), { limit: count, readSize: count })).records;
}

/** A new head of an empty lane; false when this delivery is in the lane already. */
export function putLaneHead(delivery: PendingDelivery): Promise<boolean> {
  return written({
    Put: { Item: pendingDeliveryEntity.toItem(delivery), ConditionExpression: 'attribute_not_exists(pk)' },
  });
}

export type EnqueueOutcome = 'queued' | 'alreadyQueued' | 'headGone';

/** Queues a delivery (no due time) behind the lane's head, only while that head is still there. */
export async function enqueueBehind(
  delivery: PendingDelivery,
  head: PendingDelivery,
): Promise<EnqueueOutcome> {
  const { written, refused } = await transact([
    { ConditionCheck: { Key: pendingDeliveryKeys.item(head), ConditionExpression: 'attribute_exists(pk)' } },
    {
      Put: {
        Item: pendingDeliveryEntity.toItem({ ...delivery, dueAt: null }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (written) return 'queued';
  return refused[1] ? 'alreadyQueued' : 'headGone';
}

/** Heads of one due shard whose due time is `nowIso` or earlier, earliest first. */
export async function dueHeads(shard: number, nowIso: string, limit: number): Promise<PendingDelivery[]> {
  const due: ListQuery<PendingDelivery> = {
    entity: pendingDeliveryEntity,
    index: GSI1,
    partitions: [pendingDeliveryKeys.duePk(shard)],
    range: { to: pendingDeliveryKeys.dueSort(nowIso, '\uffff') },
  };
  return (await readPage(due, { limit, readSize: limit })).records;
}

/** Replaces a head (its due time changed), only if it is still due when it was read. */
function replaceHead(read: PendingDelivery, next: PendingDelivery): Promise<boolean> {
  return written({
    Put: {
      Item: pendingDeliveryEntity.toItem(next),
      ConditionExpression: 'gsi1sk = :seen',
      ExpressionAttributeValues: { ':seen': dueSortOf(read) },
    },
  });
}

/** Claims a due head until `leaseUntil` (another sweeper then skips it); undefined when someone else did. */
export async function claimHead(
  head: PendingDelivery,
  leaseUntil: string,
): Promise<PendingDelivery | undefined> {
  const claimed = { ...head, dueAt: leaseUntil };
  return (await replaceHead(head, claimed)) ? claimed : undefined;
}

/** A claimed head whose attempt failed: its attempts so far and when it is due again. */
export async function rescheduleHead(
  claimed: PendingDelivery,
  update: Pick<PendingDelivery, 'attempts' | 'firstAttemptAt' | 'dueAt'>,
): Promise<boolean> {
  return replaceHead(claimed, { ...claimed, ...update });
}

/**
 * Removes a claimed head (delivered or given up) and makes `next`, the following delivery of its
 * lane, the head, due at `nowIso`. False when the head was no longer this claim's.
 */
export async function completeHead(
  claimed: PendingDelivery,
  next: PendingDelivery | undefined,
  nowIso: string,
): Promise<boolean> {
  const removal = {
    Delete: {
      Key: pendingDeliveryKeys.item(claimed),
      ConditionExpression: 'gsi1sk = :seen',
      ExpressionAttributeValues: { ':seen': dueSortOf(claimed) },
    },
  };
  const promoted = next && {
    Put: {
      Item: pendingDeliveryEntity.toItem({ ...next, dueAt: nowIso }),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
  const { written, refused } = await transact(promoted ? [removal, promoted] : [removal]);
  // The next one went meanwhile (its lane dropped): complete the head alone.
  if (!written && !refused[0] && refused[1]) return completeHead(claimed, undefined, nowIso);
  return written;
}

/** Every pending delivery of a lane, head first, with its expiry (an export). */
export async function listLane(
  delivery: Pick<PendingDelivery, 'companyId' | 'webhookId' | 'lane'>,
): Promise<Held<PendingDelivery>[]> {
  return readAll({ ...laneOf(delivery), entity: held(pendingDeliveryEntity) });
}

/**
 * Removes every pending delivery of a lane (its subscription is gone or disabled, or an erasure
 * deleted the events of its subject); answers how many.
 */
export async function dropLane(
  delivery: Pick<PendingDelivery, 'companyId' | 'webhookId' | 'lane'>,
): Promise<number> {
  const keys = await readKeys(laneOf(delivery));
  await deleteAll(keys);
  return keys.length;
}

export async function putAttempt(attempt: DeliveryAttempt): Promise<void> {
  await transact([{ Put: { Item: webhookAttemptEntity.toItem(attempt) } }]);
}

const attemptLog: DayShardLog<DeliveryAttempt> = {
  entity: webhookAttemptEntity,
  dayShardPks: webhookAttemptKeys.dayShardPks,
};

const keptSince = (now: number) => new Date(now - WEBHOOK_TTL_DAYS * 86_400_000).toISOString();

/**
 * A page of one subscription's attempts of the last 30 days, newest first, from the caller's cursor.
 * The window is whole UTC days, so a cursor stays valid for the rest of the day it was given.
 */
export function pageAttemptsOfWebhook(
  companyId: string,
  webhookId: string,
  page: { limit: number; cursor?: string | undefined },
  now = Date.now(),
) {
  return readLogListing(attemptLog, 'webhookAttempts', {
    owner: webhookAttemptKeys.owner(companyId, webhookId),
    fromIso: `${keptSince(now).slice(0, 10)}T00:00:00.000Z`,
    toIso: `${new Date(now).toISOString().slice(0, 10)}T23:59:59.999Z`,
    limit: page.limit,
    cursor: page.cursor,
  });
}

const attemptsOfEvent = companyList('webhookAttemptsOfEvent', (companyId, eventId: string) => ({
  entity: webhookAttemptEntity,
  index: GSI1,
  partitions: [webhookAttemptKeys.byEventPk(companyId, eventId)],
  descending: true,
}));

/** A page of the attempts of one event (to one subscription, or to all), newest first. */
export function pageAttemptsOfEvent(
  companyId: string,
  eventId: string,
  page: ListPage<DeliveryAttempt>,
  webhookId?: string,
  now = Date.now(),
) {
  const since = keptSince(now);
  return attemptsOfEvent.page(
    companyId,
    {
      ...page,
      matches: (attempt) =>
        attempt.at > since && (webhookId === undefined || attempt.webhookId === webhookId),
      ...(webhookId === undefined ? {} : { params: { webhookId } }),
    },
    eventId,
  );
}

/** Every attempt of one event (gsi1), with expiries. */
export async function listAttemptsOfEvent(
  companyId: string,
  eventId: string,
): Promise<Held<DeliveryAttempt>[]> {
  return readAll({
    entity: held(webhookAttemptEntity),
    index: GSI1,
    partitions: [webhookAttemptKeys.byEventPk(companyId, eventId)],
  });
}

export async function deleteAttempts(attempts: readonly DeliveryAttempt[]): Promise<void> {
  await deleteAll(attempts.map((attempt) => webhookAttemptEntity.key(attempt)));
}
