/**
 * Once per test run: the real local parts (DynamoDB Local, SES emulator) on free ports, the table,
 * and a throw-away secrets file. Workers point themselves at them in worker-setup.ts.
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

let stack: LocalStack | undefined;
let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'wfo-test-'));
  stack = await startLocalStack({ secretsFile: join(dir, 'secrets.json'), tableName: 'workforce-ops-test' });
  project.provide('localStack', {
    dynamoEndpoint: stack.dynamoEndpoint,
    sesEndpoint: stack.sesEndpoint,
    tableName: stack.tableName,
    secretsFile: stack.secretsFile,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
