/**
 * Once per test run: the real local parts (DynamoDB Local, SES emulator) on free ports, the table,
 * and a throw-away secrets file. Workers point themselves at them in worker-setup.ts.
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

let stack: LocalStack | undefined;
let poller: StreamPoller | undefined;
let drainServer: Server | undefined;
let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'wfo-test-'));
  stack = await startLocalStack({ secretsFile: join(dir, 'secrets.json'), tableName: 'workforce-ops-test' });
  const deliverer = new StreamPoller();
  poller = deliverer;
  deliverer.start(250);
  drainServer = createServer((request, response) => {
    deliverer.drain().then(
      (delivered) => response.writeHead(200).end(JSON.stringify({ delivered })),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
    request.resume();
  });
  const port = await new Promise<number>((resolve) =>
    drainServer?.listen(0, '127.0.0.1', () => {
      const address = drainServer?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  project.provide('summaryDrainUrl', `http://127.0.0.1:${port}/drain`);
  project.provide('localStack', {
    dynamoEndpoint: stack.dynamoEndpoint,
    sesEndpoint: stack.sesEndpoint,
    tableName: stack.tableName,
    secretsFile: stack.secretsFile,
  });
}

export async function teardown(): Promise<void> {
  await new Promise((resolve) => (drainServer ? drainServer.close(resolve) : resolve(undefined)));
  await poller?.stop();
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
