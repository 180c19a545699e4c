/** Inputs of the webhook endpoints (and of the MCP tool listing deliveries). */
import { pageLimit } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import { ALL_EVENTS, EVENT_TYPES, isEventType } from './event-types.js';
import { EventIdSchema, MAX_LIST_LIMIT, MAX_URL_LENGTH, WebhookIdSchema } from './fields.js';

export { MAX_LIST_LIMIT, MAX_SUBSCRIPTIONS } from './fields.js';

const eventName = z
  .string()
  .check(
    z.refine(
      (name) => name === ALL_EVENTS || isEventType(name),
      `must be one of ${EVENT_TYPES.join(', ')}, or ${ALL_EVENTS}`,
    ),
  );

const limit = z.optional(pageLimit(MAX_LIST_LIMIT));
const cursor = z.optional(z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(2048)));

export const SetWebhookSchema = z.object({
  url: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(MAX_URL_LENGTH)),
  events: z.optional(
    z
      .array(eventName)
      .check(
        z.minLength(1, 'must name at least one event type'),
        z.maxLength(EVENT_TYPES.length + 1, `must name at most ${EVENT_TYPES.length + 1} event types`),
      ),
  ),
  webhookId: z.optional(WebhookIdSchema),
  active: z.optional(z.boolean()),
});
export type SetWebhookInput = z.output<typeof SetWebhookSchema>;

export const ListWebhooksSchema = z.object({ limit, cursor });
export type ListWebhooksInput = z.output<typeof ListWebhooksSchema>;

export const WebhookRefSchema = z.object({ webhookId: WebhookIdSchema });

export const ListDeliveriesSchema = z.object({
  webhookId: z.optional(WebhookIdSchema),
  eventId: z.optional(EventIdSchema),
  limit,
  cursor,
});
export type ListDeliveriesInput = z.output<typeof ListDeliveriesSchema>;

export const RedeliverSchema = z.object({ eventId: EventIdSchema, webhookId: z.optional(WebhookIdSchema) });
export type RedeliverInput = z.output<typeof RedeliverSchema>;
