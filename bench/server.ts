/**
 * The bench gateway, run as its own process (`fork`) so load generators and the server do not share
 * an event loop: the local gateway of lib/local/gateway.ts serving every function from its
 * production bundle, plus the bench's routes (DynamoDB-only baseline, replayed DynamoDB steps, the
 * empty route, the MCP SDK's stateless server, stats). It listens on 127.0.0.1, port 0, and tells
 * the parent the port it got.
 */
import { subscribe } from 'node:diagnostics_channel';
import { join } from 'node:path';
import { createGateway, listen } from '../lib/local/gateway.js';
import type { FunctionDef } from '../lib/routes.js';
import { type BenchStats, STATS_KEY } from './baselines/stats.js';
import { deployableFunctions } from './bundles.js';
import { BENCH_ROUTES } from './gateway-client.js';

const stats: BenchStats = { clientSockets: 0 };
(globalThis as Record<string, unknown>)[STATS_KEY] = stats;
// Node publishes every outgoing socket here; the SDK's keep-alive agent should open very few.
subscribe('net.client.socket', () => {
  stats.clientSockets += 1;
});

const bench = (name: string, entry: string, method: 'GET' | 'POST', path: string): FunctionDef => ({
  name,
  entry,
  routes: [{ method, path }],
  access: { table: 'readwrite', secrets: [] },
  memoryMb: 1024,
  timeoutSeconds: 29,
  sizing: 'benchmark only',
});

async function main(): Promise<void> {
  const bundles = process.argv[2];
  if (!bundles) throw new Error('usage: server.ts <bundles dir>');
  const functions: FunctionDef[] = [
    // The bundle, never the in-process localEntry the local runtime would load instead.
    ...deployableFunctions().map(
      ({ localEntry: _inProcess, ...fn }): FunctionDef => ({ ...fn, entry: join(bundles, `${fn.name}.cjs`) }),
    ),
    bench('baseline', join(bundles, 'baseline.cjs'), 'POST', BENCH_ROUTES.baseline),
    bench('dynamoSteps', join(bundles, 'dynamoSteps.cjs'), 'POST', BENCH_ROUTES.steps),
    bench('empty', join(bundles, 'empty.cjs'), 'POST', BENCH_ROUTES.empty),
    bench('sdkMcp', join(bundles, 'sdkMcp.cjs'), 'POST', BENCH_ROUTES.sdkMcp),
    bench('stats', 'bench/baselines/stats.ts', 'GET', BENCH_ROUTES.stats),
  ];
  const server = createGateway({ functions });
  server.keepAliveTimeout = 60_000;
  const port = await listen(server, 0);
  process.send?.({ port });
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

if (process.argv[1]?.endsWith('server.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
