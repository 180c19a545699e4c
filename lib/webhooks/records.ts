/**
 * The records of outbound webhooks: subscriptions, events, pending deliveries and attempts. A
 * subscription and an attempt as the API shows them are declared here in zod (the answers of the
 * webhook endpoints and the OpenAPI document read them); the stored records add what is not shown.
 */
import { isoInstant } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';
import type { EventDataOf, EventType } from './event-types.js';

/** A subscription as the API shows it: never its secrets. */
export const WebhookViewSchema = z.object({
  webhookId: z.string(),
  url: z.string(),
  events: z.array(z.string()).check(z.describe('event types it takes, or ["*"]')),
  active: z.boolean(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
  failingSince: z
    .nullable(isoInstant())
    .check(
      z.describe('the first failed attempt since the last successful one; null while deliveries succeed'),
    ),
  disabledAt: z.nullable(isoInstant()),
  disabledReason: z.nullable(z.string()),
});
export type WebhookView = z.output<typeof WebhookViewSchema>;

/** A company's subscription: where its events go, which ones, and the (sealed) signing secrets. */
export interface WebhookSubscription extends WebhookView {
  companyId: string;
  /** The signing secret, sealed (secret.ts): never stored in clear. */
  secret: string;
  /** After a rotation, the previous secret (sealed) also signs until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: string | null;
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

/** One POST to a subscription as the API shows it. */
export const AttemptViewSchema = z.object({
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  attemptId: z.string(),
  at: isoInstant().check(z.describe('when the POST was sent (ISO-8601, UTC)')),
  attempt: z.int().check(z.describe("1 for a delivery's first attempt, 2 for its first retry, ...")),
  trigger: z.enum(['event', 'retry', 'replay']),
  statusCode: z
    .nullable(z.int())
    .check(
      z.describe("the receiver's HTTP status; null when it gave none (refused, timed out, unreachable)"),
    ),
  error: z
    .nullable(z.string())
    .check(z.describe("why the attempt failed, without the receiver's body; null when it succeeded")),
  latencyMs: z.int(),
  outcome: z.enum(['delivered', 'retrying', 'failed']),
  nextAttemptAt: z
    .nullable(isoInstant())
    .check(z.describe('when the delivery is tried again (outcome `retrying`); null otherwise')),
});
export type AttemptView = z.output<typeof AttemptViewSchema>;
export type AttemptTrigger = AttemptView['trigger'];

/** One POST to a subscription, kept 30 days. */
export interface DeliveryAttempt extends AttemptView {
  companyId: string;
}
