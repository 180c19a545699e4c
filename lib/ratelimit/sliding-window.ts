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
  /** Calls the subject has left in the sliding window after this one; 0 when refused. */
  remaining: number;
  /**
   * Seconds within which the subject can make no more than `remaining` calls: until the oldest
   * call in the window leaves it. When refused, the Retry-After seconds.
   */
  resetSeconds: number;
  reservation?: Reservation;
}

/** The ring slots that the calls numbered (counter − amount, counter] take. */
export function slotsFor(counter: number, amount: number, limit: number): number[] {
  return Array.from({ length: amount }, (_, i) => (counter - amount + i) % limit);
}

/** Whole seconds from `now` to `ms`, 1 to 60 (a slot stamped by a call that read the clock later is still within the window). */
const secondsUntil = (ms: number, now: number) =>
  Math.min(WINDOW_SECONDS, Math.max(1, Math.ceil((ms - now) / 1000)));

/**
 * What is left of the window once `taken` slots hold `now`: the slots still busy (taken within the
 * last 60 s) are the calls made, the others are left; the oldest busy one leaves the window first.
 */
export function allowanceAfter(
  stamps: ReadonlyMap<number, number>,
  taken: readonly number[],
  limit: number,
  now: number,
): { remaining: number; resetSeconds: number } {
  const busy = Array.from({ length: limit }, (_, slot) => (taken.includes(slot) ? now : stamps.get(slot)))
    .filter((stamp): stamp is number => stamp !== undefined && stamp > now - WINDOW_MS)
    .sort((a, b) => a - b);
  const [oldest] = busy;
  return {
    remaining: limit - busy.length,
    resetSeconds: oldest === undefined ? 0 : secondsUntil(oldest + WINDOW_MS, now),
  };
}

/** When the slots a refused call needed are all free again: its Retry-After. */
export function retryAfterOf(
  stamps: ReadonlyMap<number, number>,
  needed: readonly number[],
  now: number,
): number {
  const latest = Math.max(...needed.map((slot) => stamps.get(slot) ?? 0));
  return latest > now - WINDOW_MS ? secondsUntil(latest + WINDOW_MS, now) : 1;
}

/** Takes `amount` calls (a JSON-RPC batch counts each request) from the subject's allowance, all or none. */
export async function takeToken(
  limiter: string,
  subject: string,
  limit: number,
  now = Date.now(),
  amount = 1,
): Promise<RateLimitDecision> {
  const refused = (retryAfterSeconds: number): RateLimitDecision => ({
    allowed: false,
    retryAfterSeconds,
    remaining: 0,
    resetSeconds: retryAfterSeconds,
  });
  if (amount > limit) return refused(WINDOW_SECONDS);
  try {
    const counter = await advanceRing(limiter, subject, amount, now);
    const slots = slotsFor(counter, amount, limit);
    const { claimed, stamps } = await claimSlots(limiter, subject, slots, now, now - WINDOW_MS);
    if (!claimed) {
      await rewindRing(limiter, subject, amount, counter);
      return refused(retryAfterOf(stamps, slots, now));
    }
    return {
      allowed: true,
      retryAfterSeconds: 0,
      ...allowanceAfter(stamps, slots, limit, now),
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

/**
 * The RateLimit-Policy and RateLimit header fields of a decision, as
 * draft-ietf-httpapi-ratelimit-headers-11 writes them: the policy named after its limiter, its quota
 * `q` per window `w`, and what is left, `r`, within the next `t` seconds.
 */
export function rateLimitFields(
  limiter: string,
  limit: number,
  { remaining, resetSeconds }: Pick<RateLimitDecision, 'remaining' | 'resetSeconds'>,
): Record<string, string> {
  return { ...ratePolicyField(limiter, limit), ratelimit: `"${limiter}";r=${remaining};t=${resetSeconds}` };
}

/** RateLimit-Policy alone: for an answer to a request that was not counted (nothing taken, nothing known). */
export function ratePolicyField(limiter: string, limit: number): Record<string, string> {
  return { 'ratelimit-policy': `"${limiter}";q=${limit};w=${WINDOW_SECONDS}` };
}

/**
 * Takes one call from the subject's allowance and answers the RateLimit header fields for the
 * answer; over the limit, throws RateLimitedError (429) carrying them and Retry-After.
 */
export async function enforceRateLimit(
  limiter: string,
  subject: string,
  limit: number,
  what: string,
): Promise<Record<string, string>> {
  const decision = await takeToken(limiter, subject, limit);
  const headers = rateLimitFields(limiter, limit, decision);
  if (!decision.allowed) {
    const seconds = decision.retryAfterSeconds;
    throw errorOf(ERRORS.rateLimited, { what, limit, seconds }, { retryAfterSeconds: seconds, headers });
  }
  return headers;
}
