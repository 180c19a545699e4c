/**
 * Every key-based request, answered or failed, writes one transmission item: company, endpoint,
 * status, error code, latency, counts, request id and time, and for a failure the logins it was
 * about. The answer never waits past the function's deadline for it, and never fails because of it.
 */
import type middy from '@middy/core';
import { UNKNOWN_COMPANY } from '../../dynamo/keys.js';
import { putTransmission } from '../../dynamo/transmission-store.js';
import { AppError } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import {
  isJsonBody,
  type JsonBody,
  type KeyedContext,
  type KeyedEvent,
  type KeyedInternal,
} from '../keyed-request.js';
import { type HttpResult, requestIdOf } from '../responses.js';
import { companyNamedByKey, recordedLogins } from '../transmission-subjects.js';

/** Time kept to send the answer once the function must stop waiting for its transmission record. */
const ANSWER_MARGIN_MS = 500;

export interface TransmissionRecordOptions {
  endpoint: string;
  /** Where the endpoint's body names the employees it is about: a login or a list of them. */
  logins?: (body: JsonBody) => unknown;
}

type KeyedMiddyRequest = middy.Request<KeyedEvent, HttpResult, Error, KeyedContext, KeyedInternal>;

/** Register it first: its `before` starts the clock, and on the way out it runs last, on the final answer. */
export function transmissionRecord(
  options: TransmissionRecordOptions,
): middy.MiddlewareObj<KeyedEvent, HttpResult, Error, KeyedContext, KeyedInternal> {
  const { endpoint } = options;

  const write = async (request: KeyedMiddyRequest, errorCode: string | null): Promise<void> => {
    const { internal, event } = request;
    const requestId = requestIdOf(event);
    try {
      // A failure before the company was resolved (revoked key, rate-limited validation) is still
      // the company's when its key decrypts; only undecryptable keys stay unattributed.
      if (errorCode !== null && internal.companyId === UNKNOWN_COMPANY) {
        internal.companyId = (await companyNamedByKey(event.body)) ?? UNKNOWN_COMPANY;
      }
      const body = event.body;
      const logins =
        errorCode !== null && options.logins && isJsonBody(body) ? recordedLogins(options.logins(body)) : [];
      await putTransmission({
        companyId: internal.companyId,
        endpoint,
        status: request.response?.statusCode ?? 500,
        errorCode,
        latencyMs: Date.now() - internal.startedAt,
        counts: internal.counts,
        requestId,
        at: new Date(internal.startedAt).toISOString(),
        ...(logins.length > 0 ? { logins } : {}),
      });
    } catch (error) {
      // The answer stands; the lost record is logged as an error so the alarm on errors sees it.
      logger.error('transmission write failed', { requestId, endpoint, error });
    }
  };

  /**
   * Waits for the record until shortly before the function's deadline, no longer: when DynamoDB
   * hangs, the answer (a 503) must still reach the caller before Lambda ends the invocation.
   */
  const writeWithinDeadline = async (request: KeyedMiddyRequest, errorCode: string | null) => {
    const record = write(request, errorCode);
    const remaining = request.context?.getRemainingTimeInMillis?.();
    if (remaining === undefined) return record;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, remaining - ANSWER_MARGIN_MS));
    });
    const outcome = await Promise.race([record.then(() => 'written' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      logger.error('transmission write failed', {
        requestId: requestIdOf(request.event),
        endpoint,
        error: 'not written when the function had to answer',
      });
    }
  };

  return {
    name: 'transmissionRecord',
    before: ({ internal }) => {
      internal.startedAt = Date.now();
      internal.companyId = UNKNOWN_COMPANY;
      internal.counts = {};
    },
    after: (request) => writeWithinDeadline(request, null),
    onError: (request) =>
      writeWithinDeadline(request, request.error instanceof AppError ? request.error.code : 'INTERNAL_ERROR'),
  };
}
