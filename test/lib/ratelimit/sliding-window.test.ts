import { describe, expect, it } from 'vitest';
import { returnToken, slotsFor, takeToken } from '../../../lib/ratelimit/sliding-window.js';
import { uniqueId } from '../../support/fixtures.js';

const allowedCount = (decisions: Array<{ allowed: boolean }>) => decisions.filter((d) => d.allowed).length;

describe('slotsFor', () => {
  it('gives a call the ring slots of its numbers, wrapping around', () => {
    expect(slotsFor(1, 1, 10)).toEqual([0]);
    expect(slotsFor(12, 3, 10)).toEqual([9, 0, 1]);
  });
});

describe('takeToken against DynamoDB Local', () => {
  it('admits exactly the limit among concurrent calls', async () => {
    const subject = uniqueId('ip');
    const now = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => takeToken('test', subject, 10, now)),
    );
    expect(allowedCount(decisions)).toBe(10);
  });

  it('never admits more than the limit in any 60 s, across a minute boundary', async () => {
    const subject = uniqueId('ip');
    const boundary = Math.ceil(Date.now() / 60_000) * 60_000;
    const late = await Promise.all(
      Array.from({ length: 8 }, () => takeToken('test', subject, 10, boundary - 1_000)),
    );
    const early = await Promise.all(
      Array.from({ length: 8 }, () => takeToken('test', subject, 10, boundary + 1_000)),
    );
    expect(allowedCount(late)).toBe(8);
    expect(allowedCount(early)).toBe(2);
    // 30 s later the calls of 31 s ago still count: nothing more passes.
    expect(
      allowedCount(
        await Promise.all(Array.from({ length: 5 }, () => takeToken('test', subject, 10, boundary + 30_000))),
      ),
    ).toBe(0);
    // Once 60 s have passed since the first eight, their slots are free again.
    const later = await Promise.all(
      Array.from({ length: 10 }, () => takeToken('test', subject, 10, boundary + 59_500)),
    );
    expect(allowedCount(later)).toBe(8);
  });

  it('takes a batch all or none', async () => {
    const subject = uniqueId('actor');
    const now = Date.now();
    expect((await takeToken('test', subject, 30, now, 20)).allowed).toBe(true);
    expect((await takeToken('test', subject, 30, now, 20)).allowed).toBe(false);
    expect((await takeToken('test', subject, 30, now, 10)).allowed).toBe(true);
    expect((await takeToken('test', subject, 30, now, 1)).allowed).toBe(false);
  });

  it('gives a returned call back to the allowance', async () => {
    const subject = uniqueId('client');
    const now = Date.now();
    const first = await takeToken('test', subject, 2, now);
    await takeToken('test', subject, 2, now);
    expect((await takeToken('test', subject, 2, now)).allowed).toBe(false);
    if (!first.reservation) throw new Error('the first call should have been admitted');
    await returnToken(first.reservation);
    // The freed slot is the next one the ring reaches after it goes round.
    const retries = await Promise.all(Array.from({ length: 2 }, () => takeToken('test', subject, 2, now)));
    expect(allowedCount(retries)).toBe(1);
  });

  it('tells what is left after each call, from the claim itself, and when a refused call may retry', async () => {
    const subject = uniqueId('ip');
    const start = Date.now();
    const admitted = [];
    for (let i = 0; i < 3; i++) admitted.push(await takeToken('test', subject, 3, start + i * 10_000));
    expect(
      admitted.map(({ allowed, remaining, resetSeconds }) => ({ allowed, remaining, resetSeconds })),
    ).toEqual([
      { allowed: true, remaining: 2, resetSeconds: 60 },
      // The oldest call (at start) leaves the window 50 s later, then 40 s.
      { allowed: true, remaining: 1, resetSeconds: 50 },
      { allowed: true, remaining: 0, resetSeconds: 40 },
    ]);
    const refused = await takeToken('test', subject, 3, start + 25_000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 35, resetSeconds: 35 });
    // Once the first call has left the window, one more passes, and then none until the second leaves.
    const after = await takeToken('test', subject, 3, start + 60_000);
    expect(after).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 10 });
  });
});
