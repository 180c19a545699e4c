/**
 * Once per test run: the real local parts (DynamoDB Local, SES emulator) on free ports, the tables,
 * a throw-away secrets file, and a small HTTP service of this process for what the workers share.
 * Workers point themselves at the stack in worker-setup.ts.
 *
 * Every project that needs the stack (vitest.config.ts) lists this file, and vitest runs a project's
 * global setup for each project, all in its own main process: the first one starts the stack, the
 * others share it, and the last teardown stops it.
 *
 * One table of the run has a change stream: the table of the files that read it (the `stream`
 * project: summaries, webhook deliveries, the poller's own tests). This process drains it for the
 * summariser when one of them asks (support/summaries.ts): one deliverer, in the stream's order, as
 * in the cloud; webhook deliveries are each file's own (support/webhook-delivery.ts). The shared
 * table of every other file has no stream: nothing reads it, and DynamoDB Local makes each write to
 * a second stream table scan the first one's records.
 * The function bundles are built here once, when a test first asks for them (support/bundles.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stop as stopEsbuild } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { buildBundles } from '../../bench/bundles.js';
import { dynamoClient } from '../../lib/dynamo/client.js';
import { createTableIfMissing } from '../../lib/local/bootstrap-table.js';
import { type LocalStack, startLocalStack } from '../../lib/local/stack.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { STREAM_FUNCTIONS } from '../../lib/routes.js';
import { STREAM_PROJECT, STREAM_TABLE, TABLE } from './projects.js';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: { dynamoEndpoint: string; sesEndpoint: string; tableName: string; secretsFile: string };
    /** The shared service of the run: POST /drain (stream project only), POST /bundles. */
    runServiceUrl: string;
  }
}

/** Built beside the functions: the admin CLI is the control that the bundle checks find what they look for. */
export const CONTROL_BUNDLES = { 'admin-cli': 'lib/admin/cli.ts' };

interface Started {
  stack: LocalStack;
  dir: string;
  server: Server;
  url: string;
}

interface SharedStack {
  started: Promise<Started>;
  users: number;
}

// On globalThis: each project loads this file through its own module runner, in the same process.
const SHARED = Symbol.for('workforce-ops.tests.localStack');
const registry = globalThis as { [SHARED]?: SharedStack };

/** Answers a POST with `work()`'s result as JSON (500 with the error). */
function route(work: () => Promise<unknown>) {
  return (response: import('node:http').ServerResponse) =>
    work().then(
      (result) => response.writeHead(200).end(JSON.stringify(result)),
      (error: unknown) => response.writeHead(500).end(String(error instanceof Error ? error.stack : error)),
    );
}

async function runService(dir: string): Promise<{ server: Server; url: string }> {
  // This process's DynamoDB client reads and writes the stream table: only its poller uses it. It
  // feeds the summariser alone: the files that deliver webhooks run deliveries of their own.
  const poller = new StreamPoller({
    functions: STREAM_FUNCTIONS.filter((def) => def.name === 'summariseChanges'),
  });
  let bundles: Promise<unknown> | undefined;
  const routes: Record<string, (response: import('node:http').ServerResponse) => void> = {
    '/drain': route(async () => ({ delivered: await poller.drain() })),
    '/bundles': route(() => {
      const outDir = join(dir, 'bundles');
      bundles ??= buildBundles(outDir, CONTROL_BUNDLES).then(() => ({ dir: outDir }));
      return bundles;
    }),
  };
  const server = createServer((request, response) => {
    request.resume();
    const handle = routes[request.url ?? ''];
    if (handle && request.method === 'POST') handle(response);
    else response.writeHead(404).end();
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  return { server, url: `http://127.0.0.1:${port}` };
}

async function start(): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'wfo-test-'));
  try {
    // The stream table first, then the shared one without a stream. This process uses the first.
    const stack = await startLocalStack({ secretsFile: join(dir, 'secrets.json'), tableName: STREAM_TABLE });
    await createTableIfMissing(dynamoClient(), TABLE, { changeStream: false });
    return { stack, dir, ...(await runService(dir)) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function setup(project: TestProject): Promise<void> {
  registry[SHARED] ??= { started: start(), users: 0 };
  const shared = registry[SHARED];
  shared.users += 1;
  const { stack, url } = await shared.started;
  project.provide('runServiceUrl', url);
  project.provide('localStack', {
    dynamoEndpoint: stack.dynamoEndpoint,
    sesEndpoint: stack.sesEndpoint,
    tableName: project.name === STREAM_PROJECT ? STREAM_TABLE : TABLE,
    secretsFile: stack.secretsFile,
  });
}

export async function teardown(): Promise<void> {
  const shared = registry[SHARED];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  registry[SHARED] = undefined;
  const { stack, dir, server } = await shared.started;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  // The bundle build's esbuild service would keep this process alive.
  await stopEsbuild();
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
