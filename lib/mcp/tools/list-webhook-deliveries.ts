import * as z from '../../shared/zod.js';
import { listDeliveries } from '../../webhooks/deliveries.js';
import { EventIdSchema, WebhookIdSchema } from '../../webhooks/fields.js';
import { ToolFailure } from '../errors.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

export const listWebhookDeliveries = defineTool({
  name: 'listWebhookDeliveries',
  description:
    "The company's webhook delivery attempts of the last 30 days, newest first, of one subscription (webhookId), of one event (eventId), or both: when, which attempt, HTTP status or error, latency, and whether it was delivered, will be retried (and when) or failed.",
  need: { kind: 'family', family: 'read:logs' },
  annotations: readOnly('Webhook deliveries'),
  input: () =>
    z.object({
      webhookId: z
        .optional(WebhookIdSchema)
        .check(z.describe('the subscription (wh_...), from /listWebhooks')),
      eventId: z
        .optional(EventIdSchema)
        .check(z.describe('the event (evt_...), as its webhook-id header carried it')),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    if (!args.webhookId && !args.eventId)
      throw new ToolFailure('invalid_arguments', 400, 'give webhookId, eventId or both', {
        warnings: ['webhookId or eventId: required'],
      });
    const page = await listDeliveries(tenant ?? '', args);
    const failed = page.deliveries.filter((attempt) => attempt.outcome !== 'delivered').length;
    const more = page.nextCursor ? '; more may follow (pass data.nextCursor)' : '';
    return {
      data: { ...page },
      humanSummary:
        page.deliveries.length === 0 && !page.nextCursor
          ? 'No delivery attempts match.'
          : `${count(page.deliveries.length, 'delivery attempt')} on this page, ${failed} not delivered${more}.`,
    };
  },
});
