import { describe, expect, it } from 'vitest';
import { allowanceAfter, rateLimitFields, retryAfterOf } from '../../../lib/ratelimit/sliding-window.js';

const NOW = 1_800_000_000_000;

describe('allowanceAfter', () => {
  it('counts the slots taken in the last 60 s, the call just taken included', () => {
    const stamps = new Map([
      [0, NOW - 61_000], // left the window
      [1, NOW - 45_000],
      [2, NOW - 5_000],
    ]);
    expect(allowanceAfter(stamps, [3], 5, NOW)).toEqual({ remaining: 2, resetSeconds: 15 });
  });

  it('reads only the slots of the limit', () => {
    expect(allowanceAfter(new Map([[7, NOW - 1_000]]), [0], 2, NOW)).toEqual({
      remaining: 1,
      resetSeconds: 60,
    });
  });
});

describe('retryAfterOf', () => {
  it('waits for the latest of the slots a refused call needs', () => {
    const stamps = new Map([
      [0, NOW - 50_000],
      [1, NOW - 20_000],
    ]);
    expect(retryAfterOf(stamps, [0], NOW)).toBe(10);
    expect(retryAfterOf(stamps, [0, 1], NOW)).toBe(40);
    // A slot freed in the meantime (a concurrent refusal skipped it): retry at once, in a second.
    expect(retryAfterOf(new Map([[0, NOW - 70_000]]), [0], NOW)).toBe(1);
  });
});

describe('rateLimitFields', () => {
  it('writes the fields as draft-ietf-httpapi-ratelimit-headers-11 does', () => {
    expect(rateLimitFields('mcp-service', 120, { remaining: 117, resetSeconds: 42 })).toEqual({
      'ratelimit-policy': '"mcp-service";q=120;w=60',
      ratelimit: '"mcp-service";r=117;t=42',
    });
  });
});
