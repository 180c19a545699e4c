/**
 * `npm run admin` asked for help, as a newcomer does first: the usage on stdout and exit 0, with
 * no stack running; a command it does not know is still an error (exit 2).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { companyCommands } from '../../../lib/admin/company-commands.js';
import { sandboxCommands } from '../../../lib/admin/sandbox-commands.js';
import { secretCommands } from '../../../lib/admin/secret-commands.js';
import { summaryCommands } from '../../../lib/admin/summary-commands.js';
import { ticketCommands } from '../../../lib/admin/ticket-commands.js';
import { tokenCommands } from '../../../lib/admin/token-commands.js';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { TSX } from '../../support/npm-start.js';

const run = promisify(execFile);
const admin = (...args: string[]) => run(TSX, ['lib/admin/cli.ts', ...args], { cwd: REPO_ROOT });
const commands = Object.keys({
  ...companyCommands,
  ...sandboxCommands,
  ...tokenCommands,
  ...secretCommands,
  ...ticketCommands,
  ...summaryCommands,
});

describe('npm run admin', () => {
  for (const args of [['--help'], ['-h'], ['help'], []]) {
    it(`prints the usage of every command for ${args.length ? args.join(' ') : 'no command'}`, async () => {
      const { stdout, stderr } = await admin(...args);
      expect(stdout).toMatch(/^usage: npm run admin -- <command>/);
      for (const name of commands) expect(stdout).toContain(`  ${name}`);
      expect(stderr).toBe('');
    });
  }

  it("prints one command's options for <command> --help", async () => {
    const { stdout, stderr } = await admin('company:create', '--help');
    expect(stdout).toMatch(/^usage: npm run admin -- company:create --name <v>/);
    expect(stdout).toContain('--name <v>  (required) company name');
    expect(stdout).toContain('--table NAME');
    expect(stderr).toBe('');
  });

  it('still refuses a command it does not know, with the usage', async () => {
    await expect(admin('no:such')).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/^unknown command 'no:such'\nusage: /),
    });
  });
});
