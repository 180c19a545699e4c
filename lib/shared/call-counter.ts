/**
 * Counts the AWS calls (DynamoDB, SES) made inside one unit of work, e.g. an MCP tool call, so
 * `meta.apiCalls` reports real calls and benchmarks can check calls per request. The SDK clients
 * call recordAwsCall() from a middleware; outside countAwsCalls() nothing is counted. Units nest:
 * a call counts in its own unit and in every enclosing one, so a request counted as a whole (the
 * benchmark's calls-per-request check) also sees the calls of the tool call counted inside it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface Counter {
  calls: number;
  parent: Counter | undefined;
}

const storage = new AsyncLocalStorage<Counter>();

export function recordAwsCall(): void {
  for (let counter = storage.getStore(); counter; counter = counter.parent) counter.calls += 1;
}

export async function countAwsCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const counter: Counter = { calls: 0, parent: storage.getStore() };
  const result = await storage.run(counter, work);
  return { result, calls: counter.calls };
}

/** Calls so far in the current unit of work (0 outside one). */
export function awsCallsSoFar(): number {
  return storage.getStore()?.calls ?? 0;
}
