import { describe, expect, it } from 'vitest';
import { countAwsCalls, recordAwsCall } from '../../../lib/shared/call-counter.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('countAwsCalls', () => {
  it('counts the calls recorded while its work runs, across awaits, and none from before or after', async () => {
    recordAwsCall();
    const { result, calls } = await countAwsCalls(async () => {
      recordAwsCall();
      await tick();
      recordAwsCall();
      return 'done';
    });
    recordAwsCall();
    expect(result).toBe('done');
    expect(calls).toBe(2);
  });

  it('lets an enclosing unit see the calls of the units inside it', async () => {
    const outer = await countAwsCalls(async () => {
      recordAwsCall();
      const inner = await countAwsCalls(async () => {
        recordAwsCall();
        recordAwsCall();
      });
      expect(inner.calls).toBe(2);
    });
    expect(outer.calls).toBe(3);
  });

  it('counts only its own work when units run at the same time, as concurrent requests do', async () => {
    const unit = (calls: number) =>
      countAwsCalls(async () => {
        for (let call = 0; call < calls; call += 1) {
          recordAwsCall();
          await tick();
        }
      });
    const counted = await Promise.all([unit(1), unit(3), unit(5)]);
    expect(counted.map((answer) => answer.calls)).toEqual([1, 3, 5]);
  });

  it('passes a failure of its work through', async () => {
    await expect(countAwsCalls(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
