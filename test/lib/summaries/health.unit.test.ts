/** What an answer says about how fresh it is: up to when, and what failed in its range and how to repair it. */
import { describe, expect, it } from 'vitest';
import { freshnessOf } from '../../../lib/summaries/health.js';

const now = new Date('2026-11-20T12:00:00.000Z');
const failure = {
  id: 'delivery-1',
  days: ['2026-11-02', '2026-11-10'],
  since: '2026-11-20T11:00:00.000Z',
  reason: 'busy',
};

describe('freshness', () => {
  it('counts up to the moment asked when nothing is behind or failed', () => {
    expect(
      freshnessOf('co_1', { failed: [] }, undefined, { from: '2026-11-01', to: '2026-11-30' }, now),
    ).toEqual({
      countedUpTo: now.toISOString(),
      warnings: [],
    });
  });

  it('names the failed days of its range and the command that repairs them', () => {
    const { warnings } = freshnessOf(
      'co_1',
      { failed: [failure] },
      undefined,
      { from: '2026-11-05', to: '2026-11-30' },
      now,
    );
    expect(warnings).toEqual([expect.stringContaining('2026-11-10')]);
    expect(warnings[0]).not.toContain('2026-11-02');
    expect(warnings[0]).toContain(
      'npm run admin -- summaries:rebuild --company co_1 --from 2026-11-10 --to 2026-11-10',
    );
    expect(
      freshnessOf('co_1', { failed: [failure] }, undefined, { from: '2026-11-11', to: '2026-11-30' }, now)
        .warnings,
    ).toEqual([]);
  });

  it('counts up to the stream lag for five minutes after a late delivery', () => {
    const lag = { behindSeconds: 300, at: '2026-11-20T11:58:00.000Z' };
    const behind = freshnessOf('co_1', { failed: [] }, lag, undefined, now);
    expect(behind.countedUpTo).toBe('2026-11-20T11:55:00.000Z');
    expect(behind.warnings).toEqual([expect.stringContaining('300 s behind')]);
    const later = new Date('2026-11-20T12:04:00.000Z');
    expect(freshnessOf('co_1', { failed: [] }, lag, undefined, later).warnings).toEqual([]);
  });
});
