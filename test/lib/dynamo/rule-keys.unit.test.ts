import { describe, expect, it } from 'vitest';
import { RANK_LIMIT, ruleKeys } from '../../../lib/dynamo/keys.js';

describe('ruleKeys', () => {
  it('pins the key formats', () => {
    expect(ruleKeys.item('co_1', 'slack')).toEqual({ pk: 'RULE#co_1', sk: 'slack' });
    expect(ruleKeys.activePk('co_1')).toBe('RULE#co_1#ACTIVE');
    expect(ruleKeys.activeSort(3, 'slack', 'slack')).toBe('01000000003#slack\u0001slack');
    expect(ruleKeys.activeSort(null, 'slack', 'slack')).toBe('1#slack\u0001slack');
  });

  it('orders by rnk (negative first, none last), then name, with a name before its extensions', () => {
    const sorts = [
      ruleKeys.activeSort(null, 'a', 'a'),
      ruleKeys.activeSort(10, 'b', 'b'),
      ruleKeys.activeSort(2, 'z', 'z'),
      ruleKeys.activeSort(-RANK_LIMIT, 'q', 'q'),
      ruleKeys.activeSort(RANK_LIMIT, 'q', 'q'),
      ruleKeys.activeSort(2, 'a!', 'a!'),
      ruleKeys.activeSort(2, 'a', 'a'),
      ruleKeys.activeSort(2, 'area', 'área'),
      ruleKeys.activeSort(2, 'area', 'area'),
    ];
    expect([...sorts].sort()).toEqual([
      ruleKeys.activeSort(-RANK_LIMIT, 'q', 'q'),
      ruleKeys.activeSort(2, 'a', 'a'),
      ruleKeys.activeSort(2, 'a!', 'a!'),
      ruleKeys.activeSort(2, 'area', 'area'),
      ruleKeys.activeSort(2, 'area', 'área'),
      ruleKeys.activeSort(2, 'z', 'z'),
      ruleKeys.activeSort(10, 'b', 'b'),
      ruleKeys.activeSort(RANK_LIMIT, 'q', 'q'),
      ruleKeys.activeSort(null, 'a', 'a'),
    ]);
  });
});
