import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('passes a failure of its work through', async () => {
    await expect(countAwsCalls(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

// The first AsyncLocalStorage.run() in a process turns on Node's promise hooks for good, and every
// promise the SDK makes pays for them afterwards: a warm MCP tools/call measured about 1 ms (9%)
// slower, a cold masterData about 15%. Nothing a Lambda loads may bring them back.
describe('the Lambda code', () => {
  it('imports no node:async_hooks (AsyncLocalStorage)', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const offenders = ['lib', 'functions'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => join(folder, file))
        .filter((file) => /['"](node:)?async_hooks['"]/.test(readFileSync(join(root, file), 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
