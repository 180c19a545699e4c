/** Turning the SDK's errors into facts the stores can act on, so SDK types stay in lib/dynamo. */

import { isDeepStrictEqual } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
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
  if (found === undefined) return false;
  // The item as the document client stores it (undefined values removed, client.ts) and reads it back.
  return isDeepStrictEqual(found, unmarshall(marshall(item, { removeUndefinedValues: true })));
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
