/** @workforce-ops/client: the typed client of the workforce-operations integration service. */
export {
  type AnswerOf,
  type ClientOptions,
  createWorkforceClient,
  type KeyedPath,
  type PagedPath,
  type PageOf,
  type RequestOf,
  type WorkforceClient,
} from './client.js';
export { ApiError, type ErrorCode, type ErrorEnvelope, isApiError } from './errors.js';
export type { components, operations, paths, webhooks } from './generated/schema.js';
export { type RetryOptions, retryAfterSeconds, retryingFetch } from './retry.js';
export {
  verifyWebhook,
  Webhook,
  type WebhookEvent,
  type WebhookEventType,
  WebhookVerificationError,
} from './webhooks.js';
