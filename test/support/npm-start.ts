/**
 * `npm start` as a user runs it, for end-to-end tests: a second, separate stack (its own DynamoDB
 * Local, SES emulator and state folder) on a free port, its console captured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../lib/local/paths.js';

export const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

export interface StartedService {
  child: ChildProcess;
  localDir: string;
  /** Environment that points scripts (admin, invoke) at this stack. */
  env: NodeJS.ProcessEnv;
  /** Everything printed so far. */
  output(): string;
  demo(): Record<string, string> & { baseUrl: string };
  stop(): void;
}

export async function startNpmStart(timeoutMs = 60_000): Promise<StartedService> {
  const localDir = mkdtempSync(join(tmpdir(), 'wfo-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', WFO_LOCAL_DIR: localDir };
  // The test run's own stack must not leak into the child's.
  for (const name of [
    'DYNAMODB_ENDPOINT',
    'SES_ENDPOINT',
    'LOCAL_SECRETS_FILE',
    'TABLE_NAME',
    'PUBLIC_BASE_URL',
    'ALLOWED_ORIGINS',
  ]) {
    delete env[name];
  }
  const child = spawn(TSX, ['lib/local/start.ts'], { cwd: REPO_ROOT, env, detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Ctrl-C stops everything')) {
    if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    localDir,
    env,
    output: () => output,
    demo: () => JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8')),
    stop: () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      rmSync(localDir, { recursive: true, force: true });
    },
  };
}
