import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../lib/http/json-depth.js';

const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays as levels, scalars as none', () => {
    expect(nestsDeeperThan(0, 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestsDeeperThan([[{}]], 2)).toBe(true);
  });

  it(`accepts exactly ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('walks a body nested far past the call stack without overflowing it', () => {
    expect(nestsDeeperThan(nested(200_000))).toBe(true);
  });
});
