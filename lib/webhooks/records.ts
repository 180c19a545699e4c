/** The records of outbound webhooks: subscriptions, events, pending deliveries and attempts. */
import type { EventDataOf, EventType } from './event-types.js';

/** A company's subscription: where its events go, which ones, and the (sealed) signing secrets. */
export interface WebhookSubscription {
  companyId: string;
  webhookId: string;
  url: string;
  /** Event types it takes, or ['*']. */
  events: string[];
  active: boolean;
  /** The signing secret, sealed (secret.ts): never stored in clear. */
  secret: string;
  /** After a rotation, the previous secret (sealed) also signs until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** Time of the first failed attempt since the last successful one; null while deliveries succeed. */
  failingSince: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
}

/** An event, written in the same transaction as the change it reports (the outbox). */
export interface WebhookEvent<T extends EventType = EventType> {
  eventId: string;
  companyId: string;
  /** Its type (named so beside the `type` every item of the table carries). */
  eventType: T;
  /** When the change was made (ISO-8601, milliseconds). */
  timestamp: string;
  /** The delivery lane of its subject (webhookEventKeys.laneOf): it waits only behind that subject's events. */
  lane: string;
  data: EventDataOf[T];
}

/** The lane of a replay that failed: a lane of its own, so it waits behind nothing. */
export const REPLAY_LANE_PREFIX = 'replay-';

/**
 * A delivery still to be made to one subscription: queued behind an earlier one of its lane, or
 * the lane's head, which alone carries a due time (and is retried when it comes).
 */
export interface PendingDelivery {
  companyId: string;
  webhookId: string;
  eventId: string;
  /** The lane: its event's (one per subject), or `replay-<id>` for a replay of its own. */
  lane: string;
  /** Where in the lane: the stream's sequence number of the event (or the replay's time), padded. */
  position: string;
  /** Attempts made so far. */
  attempts: number;
  /** The event's time: retries end a while after it (retry-schedule.ts). */
  eventAt: string;
  firstAttemptAt: string | null;
  /** Set on the lane's head only. */
  dueAt: string | null;
}

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed';
export type AttemptTrigger = 'event' | 'retry' | 'replay';

/** One POST to a subscription, kept 30 days. */
export interface DeliveryAttempt {
  companyId: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  attemptId: string;
  /** When the POST was sent (ISO-8601, milliseconds). */
  at: string;
  /** 1 for the first attempt of a delivery, 2 for its first retry, ... */
  attempt: number;
  trigger: AttemptTrigger;
  /** The receiver's HTTP status, null when it gave none (refused, timed out, unreachable). */
  statusCode: number | null;
  /** Why the attempt failed, without the receiver's body; null when it succeeded. */
  error: string | null;
  latencyMs: number;
  outcome: AttemptOutcome;
  /** When the delivery is tried again (outcome `retrying`); null otherwise. */
  nextAttemptAt: string | null;
}
