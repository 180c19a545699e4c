/**
 * Counts the AWS calls (DynamoDB, SES) made inside one unit of work, e.g. an MCP tool call, so
 * `meta.apiCalls` reports real calls and benchmarks can check calls per request. The SDK clients
 * call recordAwsCall() from a middleware; outside countAwsCalls() nothing is counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ calls: number }>();

export function recordAwsCall(): void {
  const counter = storage.getStore();
  if (counter) counter.calls += 1;
}

export async function countAwsCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const counter = { calls: 0 };
  const result = await storage.run(counter, work);
  return { result, calls: counter.calls };
}

/** Calls so far in the current unit of work (0 outside one). */
export function awsCallsSoFar(): number {
  return storage.getStore()?.calls ?? 0;
}
