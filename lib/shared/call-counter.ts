/**
 * Counts the AWS calls (DynamoDB, SES) made during one unit of work, e.g. an MCP tool call, so
 * `meta.apiCalls` reports real calls and the calls manifest can be checked per request. The SDK
 * clients call recordAwsCall() from a middleware; countAwsCalls() answers how many were recorded
 * while its work ran. Units nest: an enclosing unit (the calls-per-request check) also sees the
 * calls of the tool call counted inside it. Each unit follows its own work through its awaits
 * (AsyncLocalStorage), so units running at the same time, as requests do in the local gateway,
 * never count each other's calls.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The counters of the units the current code runs inside, outermost first. */
const units = new AsyncLocalStorage<ReadonlyArray<{ calls: number }>>();

export function recordAwsCall(): void {
  for (const unit of units.getStore() ?? []) unit.calls += 1;
}

export async function countAwsCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const unit = { calls: 0 };
  const result = await units.run([...(units.getStore() ?? []), unit], work);
  return { result, calls: unit.calls };
}
