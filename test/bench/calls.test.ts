/**
 * G12 of the benchmark as a regression test: calls per request never above bench/calls/manifest.ts,
 * and company records cached for at most 60 s. Deterministic (counts, not times).
 */
import { describe, expect, it } from 'vitest';
import { checkCompanyCache, countSampleCalls, unlistedFunctions } from '../../bench/calls/check.js';

describe('G12: DynamoDB calls per request', () => {
  it('lists every deployable function in the manifest', () => {
    expect(unlistedFunctions()).toEqual([]);
  });

  it('keeps every sample request within its manifest count', async () => {
    const counts = await countSampleCalls();
    for (const count of counts) expect(count.status, count.name).toBeLessThan(500);
    expect(counts.filter((count) => !count.ok)).toEqual([]);
  });

  it('caches company records for at most 60 s, so a revocation takes effect within that', async () => {
    const check = await checkCompanyCache();
    expect(check).toMatchObject({
      servedFromMemoryBeforeExpiry: true,
      revocationSeenAtExpiry: true,
      ok: true,
    });
  });
});
