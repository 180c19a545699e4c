/**
 * The calls manifest (bench/calls/manifest.ts) as a gate: DynamoDB and SES calls per sample request
 * never above it, and every function and MCP tool listed. Deterministic: counts, not times.
 */
import { describe, expect, it } from 'vitest';
import { countSampleCalls, unlistedFunctions } from '../../bench/calls/check.js';

describe('DynamoDB calls per request', () => {
  it('lists every deployable function and MCP tool in the manifest', () => {
    expect(unlistedFunctions()).toEqual([]);
  });

  it('keeps every sample request within its manifest count', async () => {
    const counts = await countSampleCalls();
    for (const count of counts) expect(count.status, count.name).toBeLessThan(500);
    expect(counts.filter((count) => !count.ok)).toEqual([]);
  }, 120_000);
});
