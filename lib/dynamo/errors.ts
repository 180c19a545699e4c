/** Turning the SDK's errors into facts the stores can act on, so SDK types stay in lib/dynamo. */

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

const UNAVAILABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** Errors after which a later retry may succeed: throttling, timeouts, the service being down. */
export function isTransientDynamoError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, $retryable, $metadata } = error as {
    code?: string;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    UNAVAILABLE.has(error.name) ||
    (code !== undefined && NETWORK_CODES.has(code)) ||
    $retryable !== undefined ||
    ($metadata?.httpStatusCode ?? 0) >= 500
  );
}
