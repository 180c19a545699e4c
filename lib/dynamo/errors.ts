/** Turning the SDK's errors into facts the stores can act on, so SDK types stay in lib/dynamo. */

import { isDeepStrictEqual } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** The item as it was when a write asking for it (ReturnValuesOnConditionCheckFailure) was refused. */
export function itemOfConditionFailure(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ConditionalCheckFailedException) || !error.Item) return undefined;
  return unmarshall(error.Item);
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

/**
 * What a single conditional write that answers values (ReturnValues) answers, or what `refused`
 * answers (or throws) when its condition failed. Every other conditional write goes through
 * transact.ts, whose verdict says the same.
 */
export async function unlessConditionFails<T, F>(
  write: Promise<T>,
  refused: (error: unknown) => F,
): Promise<T | F> {
  try {
    return await write;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return refused(error);
  }
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
