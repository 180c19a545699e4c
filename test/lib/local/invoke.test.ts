/**
 * `npm run invoke` asked for help: the usage and every function on stdout, exit 0, with no stack
 * running; a function it does not know, or no event file, is still an error (exit 2).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { FUNCTIONS } from '../../../lib/routes.js';
import { TSX } from '../../support/npm-start.js';

const run = promisify(execFile);
const invoke = (...args: string[]) => run(TSX, ['lib/local/invoke.ts', ...args], { cwd: REPO_ROOT });

describe('npm run invoke', () => {
  for (const args of [['--help'], ['-h'], []]) {
    it(`prints the usage for ${args.length ? args.join(' ') : 'no argument'}`, async () => {
      const { stdout, stderr } = await invoke(...args);
      expect(stdout).toMatch(/^usage: npm run invoke -- <functionName> <event.json>/);
      expect(stdout).toContain(`functions: ${FUNCTIONS.map((fn) => fn.name).join(', ')}`);
      expect(stderr).toBe('');
    });
  }

  it('refuses a function it does not know, and a function without its event', async () => {
    await expect(invoke('noSuchFunction', 'events/apiDocs.json')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^unknown function 'noSuchFunction'\nusage: /),
    });
    await expect(invoke('apiDocs')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^no event file given\nusage: /),
    });
  });
});
