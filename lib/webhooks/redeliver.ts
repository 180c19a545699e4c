/**
 * POST /redeliverWebhook: an event of the last 30 days sent again, now, to one subscription (even a
 * disabled one: a way to check a receiver before enabling it again) or to every active subscription
 * that takes its type. Each send is a new delivery with the same webhook-id; one that fails is
 * retried on the usual schedule (counted from the replay), in a lane of its own.
 */
import type { Company } from '../companies/company.js';
import { pendingDeliveryKeys } from '../dynamo/keys.js';
import { putLaneHead } from '../dynamo/webhook-delivery-store.js';
import { getWebhookEvent } from '../dynamo/webhook-event-store.js';
import { listSubscriptions } from '../dynamo/webhook-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import * as z from '../shared/zod.js';
import { attemptDelivery, SubscriptionHealth } from './attempt.js';
import { takesEvent } from './event-types.js';
import { AttemptViewSchema, REPLAY_LANE_PREFIX } from './records.js';
import type { RedeliverInput } from './schemas.js';
import { subscriptionIn } from './subscriptions.js';

const ReplayViewSchema = z.pick(AttemptViewSchema, {
  webhookId: true,
  outcome: true,
  statusCode: true,
  error: true,
  latencyMs: true,
  nextAttemptAt: true,
});
/** What /redeliverWebhook answers as `result`: one attempt per subscription. */
export const ReplaySchema = z.object({
  eventId: z.string(),
  type: z.string(),
  deliveries: z.array(ReplayViewSchema),
});

export async function redeliverEvent(
  company: Company,
  input: RedeliverInput,
): Promise<z.output<typeof ReplaySchema>> {
  const event = await getWebhookEvent(company.companyId, input.eventId);
  if (!event) throw errorOf(ERRORS.unknownEvent, { eventId: input.eventId });
  const subscriptions = await listSubscriptions(company.companyId, true);
  const targets = input.webhookId
    ? [subscriptionIn(subscriptions, input.webhookId)]
    : subscriptions.filter((s) => s.active && takesEvent(s.events, event.eventType));
  const health = new SubscriptionHealth();
  const replayedAt = new Date();
  const deliveries = await Promise.all(
    targets.map(async (subscription) => {
      const attempt = await attemptDelivery(event, subscription, {
        attempt: 1,
        trigger: 'replay',
        eventAt: replayedAt,
        retries: subscription.active,
      });
      health.note(subscription, attempt);
      if (attempt.outcome === 'retrying') {
        await putLaneHead({
          companyId: company.companyId,
          webhookId: subscription.webhookId,
          eventId: event.eventId,
          lane: `${REPLAY_LANE_PREFIX}${attempt.attemptId}`,
          position: pendingDeliveryKeys.position(String(replayedAt.getTime())),
          attempts: 1,
          eventAt: replayedAt.toISOString(),
          firstAttemptAt: attempt.at,
          dueAt: attempt.nextAttemptAt,
        });
      }
      return z.parse(ReplayViewSchema, attempt);
    }),
  );
  await health.save();
  return { eventId: event.eventId, type: event.eventType, deliveries };
}
