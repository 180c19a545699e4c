import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_DELAYS_SECONDS, retryWindowMs } from '../../../lib/webhooks/retry-schedule.js';

describe('the retry schedule', () => {
  const eventAt = new Date('2026-03-10T12:00:00.000Z');

  it('retries with growing delays for more than 24 hours, then gives up', () => {
    expect(retryWindowMs(RETRY_DELAYS_SECONDS)).toBeGreaterThan(24 * 3600 * 1000);
    for (let i = 1; i < RETRY_DELAYS_SECONDS.length; i += 1)
      expect(RETRY_DELAYS_SECONDS[i]).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[i - 1] ?? 0);
    let now = eventAt;
    const delays: number[] = [];
    for (let failed = 1; ; failed += 1) {
      const next = nextAttemptAt(failed, eventAt, eventAt, now, RETRY_DELAYS_SECONDS);
      if (!next) break;
      delays.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(delays).toEqual([...RETRY_DELAYS_SECONDS]);
    expect(now.getTime() - eventAt.getTime()).toBeGreaterThan(24 * 3600 * 1000);
  });

  it('retries on the whole schedule from the first attempt, however late it came', () => {
    const early = new Date(eventAt.getTime() + 3_600_000);
    expect(nextAttemptAt(1, eventAt, early, early, RETRY_DELAYS_SECONDS)).toEqual(
      new Date(early.getTime() + 5_000),
    );
    const later = new Date(early.getTime() + 20 * 3_600_000);
    expect(nextAttemptAt(6, eventAt, early, later, RETRY_DELAYS_SECONDS)).toEqual(
      new Date(later.getTime() + 36_000_000),
    );
  });

  it('gives a delivery that waited in its lane longer than the schedule one attempt and no retry', () => {
    const late = new Date(eventAt.getTime() + retryWindowMs(RETRY_DELAYS_SECONDS) + 1);
    expect(nextAttemptAt(1, eventAt, late, late, RETRY_DELAYS_SECONDS)).toBeUndefined();
  });
});
