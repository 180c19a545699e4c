/**
 * `npm start` as a user runs it, for end-to-end tests: a second, separate stack (its own DynamoDB
 * Local, SES emulator and state folder) on a free port, its console captured. It runs in a process
 * group of its own (npm, or the shell that runs npm, leads it), so the test can list every process
 * of its tree and signal them as a terminal would.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../lib/local/paths.js';

export const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

export interface StartedService {
  /** npm, or the shell that runs it when started with `underShell`; it leads the process group. */
  child: ChildProcess;
  /** The npm process. */
  npmPid: number;
  localDir: string;
  /** Environment that points scripts (admin, invoke) at this stack. */
  env: NodeJS.ProcessEnv;
  /** Everything printed so far. */
  output(): string;
  demo(): Record<string, string> & { baseUrl: string };
  stop(): void;
}

/** Every process as `[pid, ppid, pgid, args]`, read with options every ps (GNU, BSD) has. */
function processTable(): Array<[number, number, number, string]> {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, pid, ppid, pgid, args]) => [Number(pid), Number(ppid), Number(pgid), args ?? '']);
}

/** The processes of a process group, as `PID command` lines ([] when none is left). */
export function processGroup(pgid: number): string[] {
  return processTable()
    .filter(([, , group]) => group === pgid)
    .map(([pid, , , args]) => `${pid} ${args}`);
}

function childPidOf(pid: number): number | undefined {
  return processTable().find(([, ppid]) => ppid === pid)?.[0];
}

/**
 * How long `npm start` may take to come up: on two cores shared with a test run and other work,
 * DynamoDB Local alone can take a minute to answer.
 */
export const NPM_START_TIMEOUT_MS = 240_000;
/** A test or hook that starts npm start: its start, and a minute for the rest. */
export const WITH_NPM_START_MS = NPM_START_TIMEOUT_MS + 60_000;

/**
 * Runs `npm start`; with `underShell`, under a shell that waits for it, so the test can kill npm's
 * parent; with `env`, with those variables added. Its state folder starts with the test run's
 * secrets, as a checkout's does after its first start (a first start makes three RSA keys, half a
 * CPU-second); with `freshSecrets`, it starts empty, as a new checkout's.
 */
export async function startNpmStart(
  timeoutMs = NPM_START_TIMEOUT_MS,
  options: { underShell?: boolean; env?: NodeJS.ProcessEnv; freshSecrets?: boolean } = {},
): Promise<StartedService> {
  const localDir = mkdtempSync(join(tmpdir(), 'wfo-start-'));
  if (!options.freshSecrets) copyFileSync(inject('localStack').secretsFile, join(localDir, 'secrets.json'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: '0', WFO_LOCAL_DIR: localDir };
  // The test run's own stack must not leak into the child's, nor the tag Powertools appended to the
  // SDK's app id in this process (the child's Powertools adds its own, as in a user's shell).
  for (const name of [
    'DYNAMODB_ENDPOINT',
    'SES_ENDPOINT',
    'LOCAL_SECRETS_FILE',
    'TABLE_NAME',
    'PUBLIC_BASE_URL',
    'ALLOWED_ORIGINS',
    'AWS_SDK_UA_APP_ID',
  ]) {
    delete env[name];
  }
  const child = options.underShell
    ? spawn('sh', ['-c', 'npm start; exit $?'], { cwd: REPO_ROOT, env, detached: true })
    : spawn('npm', ['start'], { cwd: REPO_ROOT, env, detached: true });
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
  const npmPid = options.underShell ? childPidOf(child.pid ?? 0) : child.pid;
  if (!npmPid) throw new Error('npm start runs, but its npm process was not found');
  return {
    child,
    npmPid,
    localDir,
    env,
    output: () => output,
    demo: () => JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8')),
    stop: () => {
      if (child.pid && processGroup(child.pid).length > 0) process.kill(-child.pid, 'SIGKILL');
      rmSync(localDir, { recursive: true, force: true });
    },
  };
}
