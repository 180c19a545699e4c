/**
 * Once per test run: the real local parts (DynamoDB Local, SES emulator) on free ports, the tables,
 * a throw-away secrets file, and a small HTTP service of this process for what the workers share.
 * Workers point themselves at the stack in worker-setup.ts.
 *
 * Every project that needs the stack (vitest.config.ts) lists this file, and vitest runs a project's
 * global setup for each project, all in its own main process: the first one starts the stack, the
 * others share it, and the last teardown stops it.
 *
 * Summaries are kept from a table's change stream. The tests that read them (the `summaries`
 * project) have a table of their own, whose stream this process drains when one of them asks
 * (support/summaries.ts): one deliverer, in the stream's order, as in the cloud, and only for the
 * writes of tests that read summaries. Nobody reads the other table's stream but the tests of the
 * poller itself. The function bundles are built here once, when a test first asks for them
 * (support/bundles.ts).
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
import { type LocalStack, startLocalStack, useLocalStack } from '../../lib/local/stack.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import { SUMMARIES_PROJECT, SUMMARIES_TABLE, TABLE } from './projects.js';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: { dynamoEndpoint: string; sesEndpoint: string; tableName: string; secretsFile: string };
    /** The shared service of the run: POST /drain (summaries project only), POST /bundles. */
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
  // This process's DynamoDB client reads and writes the summaries table: only its poller uses it.
  const poller = new StreamPoller();
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
    const stack = await startLocalStack({ secretsFile: join(dir, 'secrets.json'), tableName: TABLE });
    await createTableIfMissing(dynamoClient(), SUMMARIES_TABLE);
    useLocalStack({ ...stack, tableName: SUMMARIES_TABLE });
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
    tableName: project.name === SUMMARIES_PROJECT ? SUMMARIES_TABLE : TABLE,
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
