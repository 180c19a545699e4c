/** Turning the SDK's errors into facts the stores can act on, so SDK types stay in lib/dynamo. */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** The item as it was when a write asking for it (ReturnValuesOnConditionCheckFailure) was refused. */
export function itemOfConditionFailure(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ConditionalCheckFailedException) || !error.Item) return undefined;
  return unmarshall(error.Item);
}

/** Reasons of a cancelled transaction, one per action, e.g. 'ConditionalCheckFailed' or 'None'. */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
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
