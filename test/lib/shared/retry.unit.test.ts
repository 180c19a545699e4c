import { describe, expect, it } from 'vitest';
import {
  AGAIN,
  backoffMs,
  OPTIMISTIC_ATTEMPTS,
  retrying,
  updateOptimistically,
} from '../../../lib/shared/retry.js';

describe('backoffMs', () => {
  it('waits under a bound that doubles with each attempt, up to 2 s', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 12].map((attempt) => backoffMs(attempt, 1))).toEqual([
      100, 200, 400, 800, 1600, 2000, 2000, 2000,
    ]);
    expect(backoffMs(3, 0)).toBe(0);
    expect(backoffMs(3, 0.5)).toBe(100);
    expect([2, 3, 4, 12].map((attempt) => backoffMs(attempt, 1, 300))).toEqual([100, 200, 300, 300]);
  });
});

describe('retrying', () => {
  it('runs a step until it answers, and throws what `exhausted` gives after the last attempt', async () => {
    const seen: number[] = [];
    expect(
      await retrying(
        3,
        async (attempt) => {
          seen.push(attempt);
          return attempt < 2 ? AGAIN : 'done';
        },
        () => new Error('no'),
      ),
    ).toBe('done');
    expect(seen).toEqual([1, 2]);
    await expect(
      retrying(
        2,
        async () => AGAIN,
        () => new Error('gave up'),
      ),
    ).rejects.toThrow('gave up');
  });

  it('answers undefined like any other answer', async () => {
    expect(
      await retrying(
        2,
        async () => undefined,
        () => new Error('no'),
      ),
    ).toBeUndefined();
  });
});

describe('updateOptimistically', () => {
  it('reads again before each attempt but the first when the caller has read already', async () => {
    let reads = 0;
    const states: number[] = [];
    const answer = await updateOptimistically(
      {
        read: async () => ++reads * 10,
        write: async (state) => {
          states.push(state);
          return state < 20 ? AGAIN : `wrote over ${state}`;
        },
        exhausted: () => new Error('no'),
      },
      5,
    );
    expect(answer).toBe('wrote over 20');
    expect(states).toEqual([5, 10, 20]);
    expect(reads).toBe(2);
  });

  it.each([
    ['by default', undefined, OPTIMISTIC_ATTEMPTS],
    ['as its patience says', { attempts: OPTIMISTIC_ATTEMPTS + 3, maxPauseMs: 1 }, OPTIMISTIC_ATTEMPTS + 3],
  ])('gives up after as many attempts as it takes %s', async (_, patience, attempts) => {
    let writes = 0;
    await expect(
      updateOptimistically({
        read: async () => 0,
        write: async () => {
          writes += 1;
          return AGAIN;
        },
        exhausted: () => new Error('keeps changing'),
        ...(patience ? { patience } : {}),
      }),
    ).rejects.toThrow('keeps changing');
    expect(writes).toBe(attempts);
  });
});
