/**
 * One attempt of a delivery, wherever it is made (the stream's first attempt, the sweeper's retry,
 * a replay on request): the event signed for the subscription, POSTed, and the attempt recorded
 * with what comes next (delivered, retrying at a time, or failed). Also what a run of attempts
 * tells about each subscription's health (failingSince), written once per run, not per attempt.
 */
import { randomUUID } from 'node:crypto';
import { putAttempt } from '../dynamo/webhook-delivery-store.js';
import { markFailing, markSucceeding } from '../dynamo/webhook-store.js';
import { logger } from '../shared/logger.js';
import { eventBody } from './events.js';
import type { AttemptTrigger, DeliveryAttempt, WebhookEvent, WebhookSubscription } from './records.js';
import { deliveryTimeoutMs, nextAttemptAt } from './retry-schedule.js';
import { postEvent } from './send.js';
import { signedHeaders } from './sign.js';
import { signingSecrets } from './subscriptions.js';

export interface AttemptPlan {
  /** 1 for a delivery's first attempt. */
  attempt: number;
  trigger: AttemptTrigger;
  /** The event's time (a replay's: the replay's). */
  eventAt: Date;
  /** The delivery's first attempt; absent for this first attempt. */
  firstAttemptAt?: Date;
  /** False when a failure is not retried (a replay to a disabled subscription). */
  retries: boolean;
}

export async function attemptDelivery(
  event: WebhookEvent,
  subscription: WebhookSubscription,
  plan: AttemptPlan,
): Promise<DeliveryAttempt> {
  const sentAt = new Date();
  const body = eventBody(event);
  const headers = signedHeaders(event.eventId, sentAt, body, await signingSecrets(subscription, sentAt));
  const sent = await postEvent(subscription.url, headers, body, deliveryTimeoutMs());
  const next =
    sent.delivered || !plan.retries
      ? undefined
      : nextAttemptAt(plan.attempt, plan.eventAt, plan.firstAttemptAt ?? sentAt, new Date());
  const attempt: DeliveryAttempt = {
    companyId: event.companyId,
    webhookId: subscription.webhookId,
    eventId: event.eventId,
    eventType: event.eventType,
    attemptId: randomUUID(),
    at: sentAt.toISOString(),
    attempt: plan.attempt,
    trigger: plan.trigger,
    statusCode: sent.statusCode,
    error: sent.error,
    latencyMs: sent.latencyMs,
    outcome: sent.delivered ? 'delivered' : next ? 'retrying' : 'failed',
    nextAttemptAt: next?.toISOString() ?? null,
  };
  await putAttempt(attempt);
  return attempt;
}

/**
 * What a run of attempts says of each subscription: delivered once (no longer failing), or failed
 * with no success after (failing since the first such failure, unless it already was).
 */
export class SubscriptionHealth {
  private readonly runs = new Map<
    string,
    { subscription: WebhookSubscription; failedSince?: string; delivered: boolean }
  >();

  note(subscription: WebhookSubscription, attempt: DeliveryAttempt): void {
    const key = `${subscription.companyId}#${subscription.webhookId}`;
    const run = this.runs.get(key) ?? { subscription, delivered: false };
    this.runs.set(key, run);
    if (attempt.outcome === 'delivered') {
      run.delivered = true;
      run.failedSince = undefined;
    } else {
      run.failedSince ??= attempt.at;
    }
  }

  /** Whether a delivery to the subscription succeeded in this run. */
  deliveredTo(subscription: WebhookSubscription): boolean {
    return this.runs.get(`${subscription.companyId}#${subscription.webhookId}`)?.delivered ?? false;
  }

  /** Writes what changed: at most one write per subscription. Never fails the run. */
  async save(): Promise<void> {
    await Promise.all(
      [...this.runs.values()].map(async ({ subscription, failedSince, delivered }) => {
        const { companyId, webhookId } = subscription;
        try {
          if (delivered && subscription.failingSince) await markSucceeding(companyId, webhookId);
          if (failedSince && (delivered || !subscription.failingSince))
            await markFailing(companyId, webhookId, failedSince);
        } catch (error) {
          logger.warn('webhook subscription health not recorded', { companyId, webhookId, error });
        }
      }),
    );
  }
}
