/**
 * Sliding 60-second rate limits, exact and shared through DynamoDB. A subject allowed `limit` calls
 * has a ring of `limit` slots, each holding the time it was last taken. A call advances the ring's
 * counter atomically (so concurrent calls get distinct slots) and takes its slot only if that slot
 * was last taken more than 60 s ago. Two calls admitted within 60 s never share a slot, so no 60
 * seconds ever admit more than `limit` calls, however the calls straddle a minute boundary. A
 * refused call rewinds the counter when no other call moved it since; under a storm of concurrent
 * refusals it cannot, and a few later calls may be refused early (never admitted late).
 * A store that cannot be reached fails closed (503), never open.
 */
import {
  advanceRing,
  type ClaimedSlot,
  claimSlots,
  releaseSlot,
  rewindRing,
} from '../dynamo/rate-limit-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf, ServiceUnavailableError } from '../shared/errors.js';

export const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;

/** What a caller took, so it can give it back (returnToken). */
export interface Reservation {
  limiter: string;
  subject: string;
  at: number;
  slots: ClaimedSlot[];
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
  reservation?: Reservation;
}

/** The ring slots that the calls numbered (counter − amount, counter] take. */
export function slotsFor(counter: number, amount: number, limit: number): number[] {
  return Array.from({ length: amount }, (_, i) => (counter - amount + i) % limit);
}

/** Takes `amount` calls (a JSON-RPC batch counts each request) from the subject's allowance, all or none. */
export async function takeToken(
  limiter: string,
  subject: string,
  limit: number,
  now = Date.now(),
  amount = 1,
): Promise<RateLimitDecision> {
  if (amount > limit) return { allowed: false, retryAfterSeconds: WINDOW_SECONDS };
  try {
    const counter = await advanceRing(limiter, subject, amount, now);
    const claimed = await claimSlots(
      limiter,
      subject,
      slotsFor(counter, amount, limit),
      now,
      now - WINDOW_MS,
    );
    if (!claimed) {
      await rewindRing(limiter, subject, amount, counter);
      return { allowed: false, retryAfterSeconds: WINDOW_SECONDS };
    }
    return {
      allowed: true,
      retryAfterSeconds: 0,
      reservation: { limiter, subject, at: now, slots: claimed },
    };
  } catch (cause) {
    throw new ServiceUnavailableError('rate limit store unreachable; refusing the call', { cause });
  }
}

/**
 * Gives back what takeToken took, for limits that count only some outcomes: take before trying,
 * return when the attempt must not count (e.g. it succeeded). Taking first keeps concurrent
 * attempts from all slipping under the limit.
 */
export async function returnToken(reservation: Reservation): Promise<void> {
  await Promise.all(
    reservation.slots.map((slot) =>
      releaseSlot(reservation.limiter, reservation.subject, slot, reservation.at),
    ),
  );
}

/** Throws RateLimitedError (429, Retry-After) when the subject is over its limit. */
export async function enforceRateLimit(
  limiter: string,
  subject: string,
  limit: number,
  what: string,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await takeToken(limiter, subject, limit);
  if (!allowed) {
    throw errorOf(ERRORS.rateLimited, { what, limit, seconds: retryAfterSeconds }, { retryAfterSeconds });
  }
}
