/**
 * When a failed delivery is tried again: after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, eight
 * attempts over about 27 hours, then it is marked failed. A delivery that waited in its lane behind
 * an earlier one starts late: when it waited longer than the whole schedule, it gets one attempt
 * and no retry. Retries are made by the sweeper, so each happens at the first sweep after
 * its due time (every minute in the cloud). WEBHOOK_RETRY_DELAYS replaces the delays for local tests.
 */
import { config } from '../shared/config.js';

export const RETRY_DELAYS_SECONDS: readonly number[] = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000];

export function retryDelaysSeconds(): readonly number[] {
  const configured = config().WEBHOOK_RETRY_DELAYS;
  return configured ? configured.split(',').map(Number) : RETRY_DELAYS_SECONDS;
}

/** How long retries go on, counted from the event's time: the sum of the delays. */
export function retryWindowMs(delays = retryDelaysSeconds()): number {
  return delays.reduce((sum, delay) => sum + delay, 0) * 1000;
}

/**
 * When to try again after `failedAttempts` attempts failed (the latest at `now`), or undefined
 * when the delivery is given up. `eventAt` is its event's time, `firstAttemptAt` its first attempt's.
 */
export function nextAttemptAt(
  failedAttempts: number,
  eventAt: Date,
  firstAttemptAt: Date,
  now: Date,
  delays = retryDelaysSeconds(),
): Date | undefined {
  const delay = delays[failedAttempts - 1];
  if (delay === undefined) return undefined;
  // Queued behind others for longer than the whole schedule: its one attempt was its last.
  if (firstAttemptAt.getTime() - eventAt.getTime() > retryWindowMs(delays)) return undefined;
  return new Date(now.getTime() + delay * 1000);
}

export const DEFAULT_TIMEOUT_MS = 5_000;

/** How long a receiver has to answer one POST. */
export function deliveryTimeoutMs(): number {
  const configured = config().WEBHOOK_TIMEOUT_MS;
  return configured ? Number(configured) : DEFAULT_TIMEOUT_MS;
}
