/**
 * The first attempt of every delivery, made from the table's change stream (the delivery
 * function's event source mapping in the cloud, the local poller under `npm start`): each new event
 * goes to every active subscription of its company that takes its type.
 *
 * In order per subject: a subject's events share a lane at each subscription (keys.ts: one lane per
 * subject, never shared with another), reach this function in the order they were written, and are
 * sent one after another. A delivery that fails becomes the head of its lane in the table
 * (pending-delivery items, due for a retry); later events of that subject are queued behind it,
 * unsent, until the sweeper (sweep.ts) has delivered or given up the head. Every other subject's
 * event gets its first attempt here, whatever waits in other lanes: lanes are sent side by side.
 *
 * A failed POST never fails the batch (the retry is the sweeper's); a failing table does, and the
 * event source mapping hands the batch back: a receiver may then get an event twice, with the same
 * webhook-id, which is what at least once means.
 */
import { enqueueBehind, laneFront, putLaneHead } from '../dynamo/webhook-delivery-store.js';
import { listSubscriptions } from '../dynamo/webhook-store.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { attemptDelivery, SubscriptionHealth } from './attempt.js';
import { takesEvent } from './event-types.js';
import type { PendingDelivery, WebhookEvent, WebhookSubscription } from './records.js';

/** An event from the stream, with its place in it. */
export interface StreamedEvent {
  event: WebhookEvent;
  /** Its position in its lane (pendingDeliveryKeys.position of the stream sequence number). */
  position: string;
}

/** Lanes sent side by side. */
const LANES_IN_FLIGHT = 16;

interface Lane {
  subscription: WebhookSubscription;
  lane: string;
  events: StreamedEvent[];
}

function pendingOf({ event, position }: StreamedEvent, lane: Lane): PendingDelivery {
  return {
    companyId: event.companyId,
    webhookId: lane.subscription.webhookId,
    eventId: event.eventId,
    lane: lane.lane,
    position,
    attempts: 0,
    eventAt: event.timestamp,
    firstAttemptAt: null,
    dueAt: null,
  };
}

/** Sends a lane's events of this batch in order, queueing each behind the lane's head while it has one. */
async function runLane(lane: Lane, health: SubscriptionHealth): Promise<void> {
  // undefined: not read yet; null: the lane holds nothing.
  let head: PendingDelivery | null | undefined;
  for (const streamed of lane.events) {
    const delivery = pendingOf(streamed, lane);
    for (;;) {
      if (head === undefined) head = (await laneFront(delivery))[0] ?? null;
      // The same batch again (the mapping retried it): this event already waits in its lane.
      if (head?.eventId === delivery.eventId) break;
      if (head) {
        if ((await enqueueBehind(delivery, head)) !== 'headGone') break;
        head = undefined;
        continue;
      }
      const attempt = await attemptDelivery(streamed.event, lane.subscription, {
        attempt: 1,
        trigger: 'event',
        eventAt: new Date(streamed.event.timestamp),
        retries: true,
      });
      health.note(lane.subscription, attempt);
      if (attempt.outcome === 'retrying') {
        const waiting = {
          ...delivery,
          attempts: 1,
          firstAttemptAt: attempt.at,
          dueAt: attempt.nextAttemptAt,
        };
        head = (await putLaneHead(waiting)) ? waiting : undefined;
      }
      break;
    }
  }
}

/** The lanes of a batch: per subscription and subject, the events in stream order. */
async function lanesOf(events: readonly StreamedEvent[]): Promise<Lane[]> {
  const companies = [...new Set(events.map(({ event }) => event.companyId))];
  const subscriptions = new Map(
    await Promise.all(
      companies.map(async (companyId) => [companyId, await listSubscriptions(companyId)] as const),
    ),
  );
  const lanes = new Map<string, Lane>();
  for (const streamed of events) {
    const { event } = streamed;
    for (const subscription of subscriptions.get(event.companyId) ?? []) {
      if (!subscription.active || !takesEvent(subscription.events, event.eventType)) continue;
      const key = `${event.companyId}#${subscription.webhookId}#${event.lane}`;
      const entry = lanes.get(key) ?? { subscription, lane: event.lane, events: [] };
      lanes.set(key, entry);
      entry.events.push(streamed);
    }
  }
  return [...lanes.values()];
}

export async function deliverEvents(events: readonly StreamedEvent[]): Promise<void> {
  const health = new SubscriptionHealth();
  try {
    await forEachInParallel(await lanesOf(events), LANES_IN_FLIGHT, (lane) => runLane(lane, health));
  } finally {
    await health.save();
  }
}
