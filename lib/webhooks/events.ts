/**
 * Recording events: a use case that changes something asks `eventsFor` for the event of its change
 * and hands it to the store, which writes it in the same transaction as the change (the outbox,
 * lib/dynamo/webhook-event-store.ts). A company none of whose active subscriptions takes that type
 * gets no event, and its write stays a single one: the company record says which types are taken,
 * read through the company cache, so a subscription saved in another function instance is seen
 * within COMPANY_CACHE_MS (a minute).
 */
import { cachedCompany } from '../companies/resolve-company.js';
import { webhookEventKeys } from '../dynamo/keys.js';
import { canonical } from '../masterdata/changed-fields.js';
import type { Actor } from '../shared/actor.js';
import * as z from '../shared/zod.js';
import { type ChangedBy, EVENT_DATA, type EventDataOf, type EventType, takesEvent } from './event-types.js';
import type { WebhookEvent } from './records.js';

/** What an event is about: a subject's events share a lane, so they are delivered in order, and only they. */
export const subjects = {
  employee: (login: string) => `employee#${login}`,
  rule: (foldedName: string) => `rule#${foldedName}`,
  notification: (notificationId: string) => `notification#${notificationId}`,
  masterData: 'masterdata',
};

export function changedByActor(actor: Actor): ChangedBy {
  return actor.via === 'admin'
    ? { via: 'admin', sub: actor.sub }
    : { via: 'mcp', sub: actor.sub, mode: actor.mode };
}

export function changedByApi(endpoint: string): ChangedBy {
  return { via: 'api', endpoint };
}

/** Whether some active subscription of the company takes events of this type now (company.webhookEvents). */
export async function eventsWanted(companyId: string, type: EventType): Promise<boolean> {
  const company = await cachedCompany(companyId);
  return company !== undefined && takesEvent(company.webhookEvents, type);
}

/**
 * When a change that follows one made at `previous` is made, as its record and its event say: now,
 * or a millisecond after `previous` when this function's clock is behind the writer before it (or
 * its request started before the one that won the race). A writer that writes over what it read
 * thus stamps its record's changes, and their events, in the order they were committed.
 */
export function changeTime(now: Date, previous?: string | null): Date {
  const after = previous ? Date.parse(previous) + 1 : Number.NEGATIVE_INFINITY;
  return now.getTime() >= after ? now : new Date(after);
}

/** A new event of the company (its id names the shard of its subject; `lane` its delivery lane). */
export function newEvent<T extends EventType>(
  companyId: string,
  type: T,
  subject: string,
  data: EventDataOf[T],
  now = new Date(),
): WebhookEvent<T> {
  return {
    eventId: webhookEventKeys.newId(subject),
    companyId,
    eventType: type,
    timestamp: now.toISOString(),
    lane: webhookEventKeys.laneOf(subject),
    data,
  };
}

/**
 * A subject's state before a write (undefined: it had none) and after it, as far as its event
 * reports it: what the outbox compares. Facts (a request, a decision, an import) pass none.
 */
export interface StateChange {
  before: unknown;
  after: unknown;
}

/**
 * Whether a write changed nothing an event would report (the same state written again, whatever the
 * order of its keys): the one rule by which no event type is sent for a change that did not happen.
 */
export function changedNothing(change: StateChange): boolean {
  return change.before !== undefined && canonical(change.before) === canonical(change.after);
}

/** The event of a change, in a list for the store's transaction: empty when it changed nothing. */
export function eventsOfChange<T extends EventType>(
  companyId: string,
  type: T,
  subject: string,
  change: StateChange | undefined,
  data: () => EventDataOf[T],
  now = new Date(),
): WebhookEvent[] {
  return change && changedNothing(change) ? [] : [newEvent(companyId, type, subject, data(), now)];
}

/**
 * The event of a change, in a list for the store's transaction: empty when nobody takes the type,
 * or when the change changed nothing.
 */
export async function eventsFor<T extends EventType>(
  companyId: string,
  type: T,
  subject: string,
  data: () => EventDataOf[T],
  now = new Date(),
  change?: StateChange,
): Promise<WebhookEvent[]> {
  return (await eventsWanted(companyId, type))
    ? eventsOfChange(companyId, type, subject, change, data, now)
    : [];
}

/** The body a receiver gets of one event type (eventBody), as the OpenAPI document's webhooks publish it. */
export function eventPayloadSchema(type: EventType) {
  return z.object({
    type: z.literal(type),
    timestamp: z.string().check(z.describe('when the change was made (ISO-8601, UTC)')),
    data: z.extend(EVENT_DATA[type], { company: z.string().check(z.describe('the company id')) }),
  });
}

/** The body a receiver gets: the Standard Webhooks payload `{type, timestamp, data}`, the company in `data`. */
export function eventBody(event: WebhookEvent): string {
  return JSON.stringify({
    type: event.eventType,
    timestamp: event.timestamp,
    data: { company: event.companyId, ...event.data },
  });
}
