/**
 * Once per test run: the real local parts (DynamoDB Local, SES emulator) on free ports, the table,
 * and a throw-away secrets file. Workers point themselves at them in worker-setup.ts.
 *
 * Every project that needs them (vitest.config.ts) lists this file, and vitest runs a project's
 * global setup for each project, all in its own main process: the first one starts the stack, the
 * others share it, and the last teardown stops it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalStack, startLocalStack } from '../../lib/local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: { dynamoEndpoint: string; sesEndpoint: string; tableName: string; secretsFile: string };
  }
}

interface SharedStack {
  started: Promise<{ stack: LocalStack; dir: string }>;
  users: number;
}

// On globalThis: each project loads this file through its own module runner, in the same process.
const SHARED = Symbol.for('workforce-ops.tests.localStack');
const registry = globalThis as { [SHARED]?: SharedStack };

async function start(): Promise<{ stack: LocalStack; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'wfo-test-'));
  try {
    const stack = await startLocalStack({
      secretsFile: join(dir, 'secrets.json'),
      tableName: 'workforce-ops-test',
    });
    return { stack, dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function setup(project: TestProject): Promise<void> {
  registry[SHARED] ??= { started: start(), users: 0 };
  const shared = registry[SHARED];
  shared.users += 1;
  const { stack } = await shared.started;
  project.provide('localStack', {
    dynamoEndpoint: stack.dynamoEndpoint,
    sesEndpoint: stack.sesEndpoint,
    tableName: stack.tableName,
    secretsFile: stack.secretsFile,
  });
}

export async function teardown(): Promise<void> {
  const shared = registry[SHARED];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  registry[SHARED] = undefined;
  const { stack, dir } = await shared.started;
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
