/**
 * How often the poller polls (its reading and delivering are tested against DynamoDB Local in
 * stream-poller.test.ts): at its interval while polls deliver, backing off while they do not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StreamPoller } from '../../../lib/local/stream-poller.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A poller whose drains answer the next of `delivered` (0 once they run out), with the times they ran at. */
function pollerDelivering(delivered: number[]) {
  const poller = new StreamPoller();
  const times: number[] = [];
  vi.spyOn(poller, 'drain').mockImplementation(async () => {
    times.push(Date.now());
    return delivered.shift() ?? 0;
  });
  return { poller, times };
}

/** The waits between the start and each poll. */
const waits = (times: readonly number[], startedAt: number) =>
  times.map((time, i) => time - (i === 0 ? startedAt : (times[i - 1] ?? 0)));

describe('StreamPoller.start', () => {
  it('doubles its wait after each poll that delivers nothing, up to the idle wait', async () => {
    vi.useFakeTimers({ now: 0 });
    const { poller, times } = pollerDelivering([]);
    poller.start(100, 800);
    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 800 + 800 + 800);
    await poller.stop();
    expect(waits(times, 0)).toEqual([100, 200, 400, 800, 800, 800]);
  });

  it('goes back to its interval once a poll delivers', async () => {
    vi.useFakeTimers({ now: 0 });
    const { poller, times } = pollerDelivering([0, 0, 0, 5, 0]);
    poller.start(100, 800);
    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 800 + 100 + 200);
    await poller.stop();
    expect(waits(times, 0)).toEqual([100, 200, 400, 800, 100, 200]);
  });

  it('waits at most eight intervals by default, and polls no more once stopped', async () => {
    vi.useFakeTimers({ now: 0 });
    const { poller, times } = pollerDelivering([]);
    poller.start(50);
    await vi.advanceTimersByTimeAsync(50 + 100 + 200 + 400 + 400);
    await poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waits(times, 0)).toEqual([50, 100, 200, 400, 400]);
  });
});
