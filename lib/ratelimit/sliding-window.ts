/**
 * Sliding 60-second rate limit (the sliding-window counter): the current fixed window's count plus
 * the previous window's count weighted by how much of it still lies inside the last 60 seconds.
 * The weighted share is rounded up, so the calls admitted in any 60 seconds never exceed the limit.
 * A store that cannot be reached fails closed (503), never open.
 */
import { decrementWindow, incrementWindowBelow, windowCount } from '../dynamo/rate-limit-store.js';
import { RateLimitedError, ServiceUnavailableError } from '../shared/errors.js';

export const WINDOW_SECONDS = 60;

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** How many calls the current window may still admit, given the previous window's count. */
export function currentWindowCeiling(
  limit: number,
  previousCount: number,
  secondsIntoWindow: number,
): number {
  const previousWeight = (WINDOW_SECONDS - secondsIntoWindow) / WINDOW_SECONDS;
  return limit - Math.ceil(previousCount * previousWeight);
}

/** Takes `amount` calls (a JSON-RPC batch counts each request) from the subject's allowance, all or none. */
export async function takeToken(
  limiter: string,
  subject: string,
  limit: number,
  now = Date.now(),
  amount = 1,
): Promise<RateLimitDecision> {
  const nowSeconds = now / 1000;
  const windowStart = Math.floor(nowSeconds / WINDOW_SECONDS) * WINDOW_SECONDS;
  try {
    const previous = await windowCount(limiter, subject, windowStart - WINDOW_SECONDS);
    const ceiling = currentWindowCeiling(limit, previous, nowSeconds - windowStart);
    const allowed = await incrementWindowBelow(limiter, subject, windowStart, ceiling, amount);
    return { allowed, retryAfterSeconds: WINDOW_SECONDS };
  } catch (cause) {
    throw new ServiceUnavailableError('rate limit store unreachable; refusing the call', { cause });
  }
}

/**
 * Gives back a token taken at `takenAt` (the same `now` given to takeToken), for limits that count
 * only some outcomes: take before trying, return when the attempt must not count (e.g. it succeeded).
 * Taking first keeps concurrent attempts from all slipping under the limit.
 */
export async function returnToken(limiter: string, subject: string, takenAt: number): Promise<void> {
  const windowStart = Math.floor(takenAt / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
  await decrementWindow(limiter, subject, windowStart);
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
    throw new RateLimitedError(
      `${what}: more than ${limit} calls in 60 seconds; retry after ${retryAfterSeconds} s`,
      retryAfterSeconds,
    );
  }
}
