/**
 * `npm run invoke` as a developer meets it on a fresh machine: no `npm start` running (a fresh
 * local folder), so it starts DynamoDB Local and the SES emulator with the demo data itself, runs
 * every sample event of events/ (the summariser's stream event included) and each answers 2xx.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { sampleEventFiles } from '../../../lib/local/sample-events.js';
import { FUNCTIONS, STREAM_FUNCTIONS } from '../../../lib/routes.js';

const run = promisify(execFile);
const localDir = mkdtempSync(join(tmpdir(), 'wfo-invoke-'));
afterAll(() => rmSync(localDir, { recursive: true, force: true }));

const invoke = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'lib/local/invoke.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, WFO_LOCAL_DIR: localDir, LOG_LEVEL: 'ERROR' },
    timeout: 240_000,
  });

describe('npm run invoke', () => {
  it('has a sample event for every deployed function, the summariser included', () => {
    const deployed = [...FUNCTIONS, ...STREAM_FUNCTIONS].filter((fn) => !fn.localOnly).map((fn) => fn.name);
    expect([...sampleEventFiles().keys()].sort()).toEqual(deployed.sort());
  });

  it('starts what it needs, and every sample event answers 2xx', async () => {
    const { stdout, stderr } = await invoke(['--all']);
    expect(stderr).toContain('no local stack is running (npm start): starting DynamoDB Local');
    const lines = stdout.trim().split('\n');
    for (const name of sampleEventFiles().keys())
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ok {3}2\\d\\d ${name}$`)));
    expect(lines.at(-1)).toBe(`${sampleEventFiles().size} answered 2xx, 0 did not`);
  }, 240_000);

  it('names an unknown function and lists the known ones', async () => {
    const failure = await invoke(['noSuchFunction']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("unknown function 'noSuchFunction'"),
    });
    expect((failure as { stderr: string }).stderr).toContain('summariseChanges');
  });
});
