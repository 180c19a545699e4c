/**
 * Retries carrying an `Idempotency-Key` header: the first request with a key runs and its answer is
 * stored; a later one with the same key and the same payload gets that answer back and runs
 * nothing. The same key with another payload is a conflict, as is a retry while the first is still
 * running. A failed run frees the key. Keys are scoped per company and endpoint, hashed, kept 24 h.
 *
 * Why not Powertools idempotency: in a table with a sort key its DynamoDB layer puts every record
 * of a function under one static partition key, a hot partition at 10,000 companies; these records
 * follow the table's own key design (keys.ts) and carry its `type` and `ttl` attributes.
 */
import { createHash } from 'node:crypto';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  getIdempotencyRecord,
  releaseIdempotencyKey,
} from '../dynamo/idempotency-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import * as z from '../shared/zod.js';
import type { IdempotencyRecordId } from './record.js';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** Three times the longest Lambda timeout of a keyed endpoint: a live first attempt is never overtaken. */
export const IN_PROGRESS_MS = 90_000;

const HeaderSchema = z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/));

/** The header's value, undefined when absent; anything but 1-255 visible ASCII characters is refused. */
export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!HeaderSchema.safeParse(value).success) {
    throw errorOf(ERRORS.invalidIdempotencyKey, {});
  }
  return value;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface IdempotencyScope {
  companyId: string;
  /** The endpoint: the same key used on two endpoints means two things. */
  scope: string;
  key: string;
  /** The parsed request; its JSON must be deterministic (zod output keeps the schema's order). */
  payload: unknown;
}

export async function idempotent<T>(
  scope: IdempotencyScope,
  run: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const id: IdempotencyRecordId = {
    companyId: scope.companyId,
    scope: scope.scope,
    keyHash: sha256(scope.key),
  };
  const payloadHash = sha256(JSON.stringify(scope.payload));
  const startedAt = Date.now();
  const claimed = await claimIdempotencyKey(
    id,
    payloadHash,
    startedAt,
    startedAt + IN_PROGRESS_MS,
    Math.floor(startedAt / 1000) + IDEMPOTENCY_TTL_SECONDS,
  );
  if (!claimed) {
    const record = await getIdempotencyRecord(id);
    if (record?.payloadHash !== undefined && record.payloadHash !== payloadHash) {
      throw errorOf(ERRORS.idempotencyKeyReused, {});
    }
    if (record?.status === 'completed') return { value: record.answer as T, replayed: true };
    throw errorOf(ERRORS.idempotencyKeyInProgress, {}, { retryAfterSeconds: 2 });
  }
  let value: T;
  try {
    value = await run();
  } catch (error) {
    await releaseIdempotencyKey(id).catch((releaseError: unknown) =>
      logger.error('idempotency key release failed', { scope: scope.scope, error: releaseError }),
    );
    throw error;
  }
  // The work is done and answered either way; a lost record only means a retry runs again.
  await completeIdempotencyRecord(id, value).catch((error: unknown) =>
    logger.error('idempotency record completion failed', { scope: scope.scope, error }),
  );
  return { value, replayed: false };
}
