/** Turning the SDK's errors into facts the stores can act on, so SDK types stay in lib/dynamo. */

import { isDeepStrictEqual } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** A value as DynamoDB gives it back: the attributes a write left undefined are not stored. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStored);
  if (value === null || typeof value !== 'object' || value instanceof Set) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, field]) => (field === undefined ? [] : [[name, asStored(field)]])),
  );
}

/**
 * Whether a put refused by `attribute_not_exists` found exactly the item it writes (`found`, the
 * verdict's item: ReturnValuesOnConditionCheckFailure 'ALL_OLD'): its own earlier attempt, applied,
 * whose answer was lost on the way back and which the SDK then retried. Items holding a fresh id or
 * time never match another's.
 */
export function isOwnEarlierPut(
  found: Record<string, unknown> | undefined,
  item: Record<string, unknown>,
): boolean {
  return found !== undefined && isDeepStrictEqual(found, asStored(item));
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
