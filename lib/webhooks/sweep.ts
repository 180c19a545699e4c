/**
 * Retries: the sweeper reads the lane heads whose due time has come (the sparse due index, 16
 * partitions), claims each (so two sweepers never send one twice), and tries it again. A head
 * delivered or given up leaves its lane, and the next delivery of the lane becomes the head, tried
 * in the same run while the lane keeps succeeding (a receiver back from an outage drains its lanes
 * in order). It runs every minute in the cloud (a schedule), and on a timer under `npm start`.
 *
 * A delivery given up (its retries over, about 27 hours) to a subscription none of whose deliveries
 * succeeded since that delivery began disables the subscription: the sweeper logs it as an error,
 * which the stack's alarm on 'webhook subscription disabled' turns into a notification. Pending
 * deliveries of a disabled or deleted subscription are dropped (an event can still be sent again on
 * request, for 30 days).
 */
import { WEBHOOK_DUE_SHARDS } from '../dynamo/keys.js';
import {
  claimHead,
  completeHead,
  dropLane,
  dueHeads,
  laneFront,
  rescheduleHead,
} from '../dynamo/webhook-delivery-store.js';
import { getWebhookEvent } from '../dynamo/webhook-event-store.js';
import { listSubscriptions } from '../dynamo/webhook-store.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { logger } from '../shared/logger.js';
import { attemptDelivery, SubscriptionHealth } from './attempt.js';
import {
  type DeliveryAttempt,
  type PendingDelivery,
  REPLAY_LANE_PREFIX,
  type WebhookSubscription,
} from './records.js';
import { deliveryTimeoutMs } from './retry-schedule.js';
import { disableSubscription } from './subscriptions.js';

/** Heads read per due partition and run. */
const HEADS_PER_SHARD = 50;
const LANES_IN_FLIGHT = 8;

export interface SweepOptions {
  /** How long a run may go on starting new attempts (the function's timeout, less a margin). */
  budgetMs: number;
}

export interface SweepReport {
  attempted: number;
  delivered: number;
}

/** How long a claimed head is left alone by other sweepers: longer than one attempt can take. */
const leaseMs = () => Math.max(60_000, 4 * deliveryTimeoutMs());

const disabledReason = (attempt: DeliveryAttempt) =>
  `every delivery failed since ${attempt.at.slice(0, 10)}; the last: ${attempt.error ?? `HTTP ${attempt.statusCode}`}`;

class Sweep {
  readonly health = new SubscriptionHealth();
  readonly report: SweepReport = { attempted: 0, delivered: 0 };
  private readonly subscriptions = new Map<string, Promise<WebhookSubscription[]>>();
  private readonly deadline: number;

  constructor(options: SweepOptions) {
    this.deadline = Date.now() + options.budgetMs;
  }

  private subscriptionOf(head: PendingDelivery): Promise<WebhookSubscription | undefined> {
    let read = this.subscriptions.get(head.companyId);
    if (!read) {
      read = listSubscriptions(head.companyId, true);
      this.subscriptions.set(head.companyId, read);
    }
    return read.then((all) => all.find((subscription) => subscription.webhookId === head.webhookId));
  }

  /** The head's lane: this head, then each next one that comes up, while time remains. */
  async runLane(first: PendingDelivery): Promise<void> {
    let due: PendingDelivery | undefined = first;
    while (due && Date.now() < this.deadline) {
      const claimed = await claimHead(due, new Date(Date.now() + leaseMs()).toISOString());
      if (!claimed) return;
      const subscription = await this.subscriptionOf(claimed);
      const replay = claimed.lane.startsWith(REPLAY_LANE_PREFIX);
      if (!subscription || (!subscription.active && !replay)) {
        await dropLane(claimed);
        return;
      }
      const event = await getWebhookEvent(claimed.companyId, claimed.eventId);
      const attempt = event
        ? await attemptDelivery(event, subscription, {
            attempt: claimed.attempts + 1,
            trigger: replay ? 'replay' : claimed.attempts === 0 ? 'event' : 'retry',
            eventAt: new Date(claimed.eventAt),
            ...(claimed.firstAttemptAt ? { firstAttemptAt: new Date(claimed.firstAttemptAt) } : {}),
            retries: subscription.active,
          })
        : undefined;
      if (attempt) {
        this.report.attempted += 1;
        this.health.note(subscription, attempt);
      }
      if (attempt?.outcome === 'retrying') {
        await rescheduleHead(claimed, {
          attempts: claimed.attempts + 1,
          firstAttemptAt: claimed.firstAttemptAt ?? attempt.at,
          dueAt: attempt.nextAttemptAt,
        });
        return;
      }
      // Delivered, given up, or its event is past keeping: the next of the lane is due now.
      const next = (await laneFront(claimed, 2))[1];
      const now = new Date().toISOString();
      if (!(await completeHead(claimed, next, now))) return;
      if (attempt?.outcome === 'delivered') this.report.delivered += 1;
      if (
        attempt?.outcome === 'failed' &&
        !replay &&
        (await this.disableIfFailing(subscription, claimed, attempt))
      )
        return;
      due = next ? { ...next, dueAt: now } : undefined;
    }
  }

  /** Disables the subscription when nothing was delivered to it since this delivery began. */
  private async disableIfFailing(
    subscription: WebhookSubscription,
    delivery: PendingDelivery,
    attempt: DeliveryAttempt,
  ): Promise<boolean> {
    const began = delivery.firstAttemptAt ?? attempt.at;
    const { failingSince } = subscription;
    if (!failingSince || failingSince > began || this.health.deliveredTo(subscription)) return false;
    const reason = disabledReason({ ...attempt, at: failingSince });
    if (!(await disableSubscription(subscription.companyId, subscription.webhookId, reason))) return false;
    subscription.active = false;
    logger.error('webhook subscription disabled', {
      companyId: subscription.companyId,
      webhookId: subscription.webhookId,
      failingSince,
      reason,
    });
    return true;
  }
}

export async function sweepDueDeliveries(options: SweepOptions): Promise<SweepReport> {
  const sweep = new Sweep(options);
  const now = new Date().toISOString();
  const heads = (
    await Promise.all(
      Array.from({ length: WEBHOOK_DUE_SHARDS }, (_, shard) => dueHeads(shard, now, HEADS_PER_SHARD)),
    )
  ).flat();
  try {
    await forEachInParallel(heads, LANES_IN_FLIGHT, (head) => sweep.runLane(head));
  } finally {
    await sweep.health.save();
  }
  return sweep.report;
}
