/**
 * Idempotency records: one per company, endpoint and Idempotency-Key (hashed). A conditional Put
 * claims the key; the first answer is stored on it for the record's lifetime.
 */
import type { IdempotencyRecord, IdempotencyRecordId } from '../idempotency/record.js';
import { getRecord } from './get-record.js';
import { idempotencyEntity, idempotencyKeys } from './keys.js';
import { transact, written } from './transact.js';

/**
 * Claims the key: succeeds when no live record exists, or when an earlier claim was abandoned
 * (its holder died before finishing). False when a live record is there.
 */
export async function claimIdempotencyKey(
  id: IdempotencyRecordId,
  payloadHash: string,
  nowMs: number,
  inProgressUntil: number,
  ttl: number,
): Promise<boolean> {
  return written({
    Put: {
      Item: idempotencyEntity.toItem(
        { status: 'in_progress', payloadHash, inProgressUntil, ttl },
        idempotencyKeys.item(id),
      ),
      ConditionExpression:
        'attribute_not_exists(pk) OR #ttl <= :nowSeconds OR (#status = :inProgress AND inProgressUntil < :nowMs)',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#status': 'status' },
      ExpressionAttributeValues: {
        ':nowSeconds': Math.floor(nowMs / 1000),
        ':nowMs': nowMs,
        ':inProgress': 'in_progress',
      },
    },
  });
}

export async function getIdempotencyRecord(id: IdempotencyRecordId): Promise<IdempotencyRecord | undefined> {
  return getRecord(idempotencyEntity, idempotencyKeys.item(id), true);
}

export async function completeIdempotencyRecord(id: IdempotencyRecordId, answer: unknown): Promise<void> {
  await transact([
    {
      Update: {
        Key: idempotencyKeys.item(id),
        UpdateExpression: 'SET #status = :completed, answer = :answer REMOVE inProgressUntil',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':completed': 'completed', ':answer': answer },
      },
    },
  ]);
}

/** Frees the key after a failure, so a corrected retry with the same key is processed. */
export async function releaseIdempotencyKey(id: IdempotencyRecordId): Promise<void> {
  // Refused: the record is completed (or gone) already, and stays as it is.
  await written({
    Delete: {
      Key: idempotencyKeys.item(id),
      ConditionExpression: '#status = :inProgress',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':inProgress': 'in_progress' },
    },
  });
}
