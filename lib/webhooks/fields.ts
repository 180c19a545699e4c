/**
 * The ids and limits every webhook input shares, apart from the endpoints' schemas (schemas.ts), so
 * that what needs only these (the MCP tool, the target check) does not bring every schema along.
 */
import * as z from '../shared/zod.js';

export const MAX_LIST_LIMIT = 100;
/** The longest subscription URL. */
export const MAX_URL_LENGTH = 2048;
/** Subscriptions a company may have: one small partition, read whole by every delivery. */
export const MAX_SUBSCRIPTIONS = 20;

export const WebhookIdSchema = z
  .string()
  .check(z.regex(/^wh_[A-Za-z0-9_-]{22}$/, 'must be a webhookId as setWebhook answers it (wh_...)'));

export const EventIdSchema = z
  .string()
  .check(z.regex(/^evt_\d{2}[A-Za-z0-9_-]{22}$/, 'must be an event id as webhook-id carries it (evt_...)'));
