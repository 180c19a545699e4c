/**
 * A graceful stop that cannot finish is forced after STOP_GRACE_MS: a single SIGTERM (what a test
 * run's teardown, `timeout` or a process manager sends) must end npm start even when one of its
 * stop steps waits forever, since nobody may be left to send the second signal.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOP_GRACE_MS } from '../../../lib/local/lifecycle.js';

describe("npm start's lifecycle", () => {
  it("forces a stop whose steps do not finish, after the grace period, with the signal's exit code", async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../support/hung-stop.ts')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (output.includes('ready')) resolve();
      });
      child.on('exit', () => reject(new Error(`exited before it was ready: ${output}`)));
    });
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const took = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(output).toContain(`Stopping took over ${STOP_GRACE_MS / 1000} s: the emulators are killed now.`);
    expect(took).toBeGreaterThanOrEqual(STOP_GRACE_MS);
    expect(took).toBeLessThan(STOP_GRACE_MS + 15_000);
  }, 60_000);
});
