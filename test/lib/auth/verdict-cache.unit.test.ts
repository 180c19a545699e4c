import { describe, expect, it } from 'vitest';
import { MAX_VERDICTS, VerdictCache } from '../../../lib/auth/verdict-cache.js';

describe('VerdictCache', () => {
  it('answers only for the key set and until the time the verdict was kept with', () => {
    const verdicts = new VerdictCache<string>();
    verdicts.remember('token', 1, 1_000, { accepted: 'claims' });
    expect(verdicts.lookup('token', 1, 999)).toEqual({ accepted: 'claims' });
    expect(verdicts.lookup('token', 1, 1_000)).toBeUndefined();
    verdicts.remember('token', 1, 1_000, { refused: 'bad signature' });
    expect(verdicts.lookup('token', 2, 0)).toBeUndefined();
    // A verdict found stale is forgotten, not kept for a later key set.
    expect(verdicts.lookup('token', 1, 0)).toBeUndefined();
    expect(verdicts.size).toBe(0);
  });

  it(`keeps at most ${MAX_VERDICTS}, dropping the oldest first`, () => {
    const verdicts = new VerdictCache<number>();
    for (let index = 0; index <= MAX_VERDICTS; index += 1) {
      verdicts.remember(`token-${index}`, 1, Number.POSITIVE_INFINITY, { accepted: index });
    }
    expect(verdicts.size).toBe(MAX_VERDICTS);
    expect(verdicts.lookup('token-0', 1, 0)).toBeUndefined();
    expect(verdicts.lookup('token-1', 1, 0)).toEqual({ accepted: 1 });
    expect(verdicts.lookup(`token-${MAX_VERDICTS}`, 1, 0)).toEqual({ accepted: MAX_VERDICTS });
  });
});
