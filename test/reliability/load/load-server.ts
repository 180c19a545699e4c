/**
 * The service under load: the local gateway with every handler, in a process of its own, so the
 * load generator neither shares its heap nor skews its memory figures. Started by load-run.ts
 * (with --expose-gc); answers `memory` messages with its heap after a full collection.
 */
import { createGateway, listen } from '../../../lib/local/gateway.js';
import { LOCAL_ONLY_FUNCTIONS } from '../../../lib/local/local-routes.js';
import { useLocalStack } from '../../../lib/local/stack.js';
import { FUNCTIONS } from '../../../lib/routes.js';

export interface MemoryReport {
  type: 'memory';
  heapUsed: number;
  rss: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

useLocalStack(JSON.parse(process.env.LOAD_STACK ?? '{}'));
const server = createGateway({ functions: [...FUNCTIONS, ...LOCAL_ONLY_FUNCTIONS] });
const port = await listen(server, 0);
process.send?.({ type: 'listening', port });

process.on('message', (message: { type?: string }) => {
  if (message.type !== 'memory') return;
  // Several passes: one collection can leave garbage another frees (weak maps, finalizers).
  for (let pass = 0; pass < 3; pass += 1) gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ type: 'memory', heapUsed, rss } satisfies MemoryReport);
});
process.on('disconnect', () => server.close(() => process.exit(0)));
