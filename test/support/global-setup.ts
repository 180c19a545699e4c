/**
 * Once per test run: the real local parts (DynamoDB Local, SES emulator) on free ports, the table,
 * and a throw-away secrets file. Workers point themselves at them in worker-setup.ts.
 *
 * Every project that needs them (vitest.config.ts) lists this file, and vitest runs a project's
 * global setup for each project, all in its own main process: the first one starts the stack, the
 * others share it, and the last teardown stops it.
 *
 * The summaries follow the table's change stream here as under `npm start`: one poller delivers new
 * changes every quarter second, so no change waits long enough to make the summaries look behind.
 * Tests that read summaries ask that poller to drain the stream first (support/summaries.ts), over a
 * small HTTP endpoint of this process: one deliverer, in the stream's order, as in the cloud.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalStack, startLocalStack } from '../../lib/local/stack.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: { dynamoEndpoint: string; sesEndpoint: string; tableName: string; secretsFile: string };
    /** POST here: answers once every change written before the request has been delivered. */
    summaryDrainUrl: string;
  }
}

interface Started {
  stack: LocalStack;
  dir: string;
  poller: StreamPoller;
  drainServer: Server;
  drainUrl: string;
}

interface SharedStack {
  started: Promise<Started>;
  users: number;
}

// On globalThis: each project loads this file through its own module runner, in the same process.
const SHARED = Symbol.for('workforce-ops.tests.localStack');
const registry = globalThis as { [SHARED]?: SharedStack };

async function drainServerOf(poller: StreamPoller): Promise<{ drainServer: Server; drainUrl: string }> {
  const drainServer = createServer((request, response) => {
    poller.drain().then(
      (delivered) => response.writeHead(200).end(JSON.stringify({ delivered })),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
    request.resume();
  });
  const port = await new Promise<number>((resolve) =>
    drainServer.listen(0, '127.0.0.1', () => {
      const address = drainServer.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  return { drainServer, drainUrl: `http://127.0.0.1:${port}/drain` };
}

async function start(): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'wfo-test-'));
  try {
    const stack = await startLocalStack({
      secretsFile: join(dir, 'secrets.json'),
      tableName: 'workforce-ops-test',
    });
    const poller = new StreamPoller();
    poller.start(250);
    return { stack, dir, poller, ...(await drainServerOf(poller)) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function setup(project: TestProject): Promise<void> {
  registry[SHARED] ??= { started: start(), users: 0 };
  const shared = registry[SHARED];
  shared.users += 1;
  const { stack, drainUrl } = await shared.started;
  project.provide('summaryDrainUrl', drainUrl);
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
  const { stack, dir, poller, drainServer } = await shared.started;
  await new Promise((resolve) => drainServer.close(resolve));
  await poller.stop();
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
