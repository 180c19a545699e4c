/**
 * POST /listWebhookDeliveries and the MCP tool listWebhookDeliveries: the attempts of the last 30
 * days, newest first, of one subscription, of one event, or of one event to one subscription.
 */
import { pageAttemptsOfEvent, pageAttemptsOfWebhook } from '../dynamo/webhook-delivery-store.js';
import { MissingFieldsError } from '../shared/errors.js';
import * as z from '../shared/zod.js';
import { MAX_LIST_LIMIT } from './fields.js';
import { type AttemptView, AttemptViewSchema, type DeliveryAttempt } from './records.js';
import type { ListDeliveriesInput } from './schemas.js';

const view = ({ companyId: _company, ...attempt }: DeliveryAttempt): AttemptView => attempt;

/** What /listWebhookDeliveries answers as `result` (and the MCP tool as `data`). */
export const AttemptPageSchema = z.object({
  deliveries: z.array(AttemptViewSchema),
  nextCursor: z.optional(z.string()),
});

export async function listDeliveries(
  companyId: string,
  input: ListDeliveriesInput,
): Promise<z.output<typeof AttemptPageSchema>> {
  const page = { limit: input.limit ?? MAX_LIST_LIMIT, cursor: input.cursor };
  let listed: { records: DeliveryAttempt[]; nextCursor?: string };
  if (input.eventId) listed = await pageAttemptsOfEvent(companyId, input.eventId, page, input.webhookId);
  else if (input.webhookId) listed = await pageAttemptsOfWebhook(companyId, input.webhookId, page);
  else throw new MissingFieldsError(['webhookId or eventId']);
  return {
    deliveries: listed.records.map(view),
    ...(listed.nextCursor ? { nextCursor: listed.nextCursor } : {}),
  };
}
