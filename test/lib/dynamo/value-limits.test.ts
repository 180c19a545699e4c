import { describe, expect, it } from 'vitest';
import {
  itemProblem,
  MAX_ITEM_BYTES,
  MAX_NESTED_CONTAINERS,
  MAX_PARTITION_KEY_BYTES,
  unstorableValue,
} from '../../../lib/dynamo/value-limits.js';

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

describe('itemProblem', () => {
  const key = { pk: 'EMP#co#1', sk: 'ana' };

  it('counts key bytes in UTF-8: 256 emoji (1,024 bytes) fit a sort key, 257 do not', () => {
    expect(itemProblem({ ...key, sk: '😀'.repeat(256) })).toBeUndefined();
    expect(itemProblem({ ...key, sk: '😀'.repeat(257) })).toMatchObject({
      path: ['sk'],
      problem: expect.stringContaining('1,028 bytes'),
    });
    expect(itemProblem({ ...key, gsi1pk: 'x'.repeat(MAX_PARTITION_KEY_BYTES + 1) })?.path).toEqual([
      'gsi1pk',
    ]);
  });

  it('refuses an item over 400 KB, leading to its largest part', () => {
    expect(itemProblem({ ...key, profile: { a: 'x'.repeat(400_000) } })).toBeUndefined();
    expect(itemProblem({ ...key, profile: { a: 'x', photo: 'x'.repeat(MAX_ITEM_BYTES) } })).toMatchObject({
      path: ['profile', 'photo'],
      problem: expect.stringContaining('409,600'),
    });
  });

  it('refuses a field name over 50,000 bytes, naming it', () => {
    expect(itemProblem({ ...key, profile: { ['n'.repeat(50_001)]: 1 } })?.path).toEqual([
      'profile',
      'n'.repeat(50_001),
    ]);
  });
});
