import { describe, expect, it } from 'vitest';
import { currentWindowCeiling, takeToken } from '../../../lib/ratelimit/sliding-window.js';
import { uniqueId } from '../../support/fixtures.js';

describe('sliding window ceiling', () => {
  it('admits the whole limit when the previous window was empty', () => {
    expect(currentWindowCeiling(10, 0, 30)).toBe(10);
  });
  it('weights the previous window by the share still inside the last 60 s, rounding up', () => {
    expect(currentWindowCeiling(10, 10, 0)).toBe(0);
    expect(currentWindowCeiling(10, 10, 30)).toBe(5);
    expect(currentWindowCeiling(10, 10, 59.9)).toBe(9);
    expect(currentWindowCeiling(120, 7, 1)).toBe(113);
  });
});

describe('takeToken against DynamoDB Local', () => {
  it('never admits more than the limit across a window boundary', async () => {
    const subject = uniqueId('ip');
    const windowStart = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    // 8 calls late in one window, then 8 just after the boundary: 10 in any 60 s at most.
    const late = await Promise.all(
      Array.from({ length: 8 }, () => takeToken('test', subject, 10, windowStart - 1_000)),
    );
    const early = await Promise.all(
      Array.from({ length: 8 }, () => takeToken('test', subject, 10, windowStart + 1_000)),
    );
    expect(late.filter((d) => d.allowed)).toHaveLength(8);
    expect(early.filter((d) => d.allowed)).toHaveLength(2);
    // Half a window later, the previous window weighs half: 10 - ceil(8 * 0.5) - 2 = 4 more.
    const later = await Promise.all(
      Array.from({ length: 8 }, () => takeToken('test', subject, 10, windowStart + 30_000)),
    );
    expect(later.filter((d) => d.allowed)).toHaveLength(4);
  });
});
