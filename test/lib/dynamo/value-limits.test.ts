import { describe, expect, it } from 'vitest';
import { MAX_NESTED_CONTAINERS, unstorableValue } from '../../../lib/dynamo/value-limits.js';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });

describe('unstorableValue', () => {
  it('accepts what an attribute holds: strings, safe numbers, booleans, null, lists and maps', () => {
    expect(
      unstorableValue({ s: '', n: -9007199254740991, f: 1.5e-130, b: false, z: null, l: [1, { m: 'x' }] }),
    ).toBeUndefined();
    expect(unstorableValue(nested(MAX_NESTED_CONTAINERS))).toBeUndefined();
  });

  it.each([
    [{ a: { b: 1e300 } }, ['a', 'b'], 'must be a number from'],
    [{ a: [0, 2e-131] }, ['a', 1], 'at least 1e-130'],
    [{ a: Number.NaN }, ['a'], 'finite'],
    [{ a: { '': 1 } }, ['a'], 'empty key'],
  ])('names the part of %j it cannot hold', (value, path, problem) => {
    expect(unstorableValue(value)).toEqual({ path, problem: expect.stringContaining(problem) });
  });

  it('counts the containers above the value against the nesting limit, naming the top entry', () => {
    expect(unstorableValue(nested(MAX_NESTED_CONTAINERS + 1))).toMatchObject({ path: ['a'] });
    expect(unstorableValue(nested(MAX_NESTED_CONTAINERS - 1), 1)).toBeUndefined();
    expect(unstorableValue(nested(MAX_NESTED_CONTAINERS), 1)?.problem).toBe(
      `nests objects and arrays more than ${MAX_NESTED_CONTAINERS - 1} levels deep`,
    );
  });

  it('reports the first offending part in document order', () => {
    expect(unstorableValue({ a: 1e300, b: 1e300 })?.path).toEqual(['a']);
  });
});
