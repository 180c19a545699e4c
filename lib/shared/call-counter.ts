/**
 * Counts the AWS calls (DynamoDB, SES) made during one unit of work, e.g. an MCP tool call, so
 * `meta.apiCalls` reports real calls and benchmarks can check calls per request. The SDK clients
 * call recordAwsCall() from a middleware; countAwsCalls() answers how many were recorded while its
 * work ran. Units nest: an enclosing unit (the benchmark's calls-per-request check) also sees the
 * calls of the tool call counted inside it.
 *
 * One process-wide count, read before and after, not an AsyncLocalStorage: the first run() of one
 * turns on Node's promise hooks for the rest of the process, and every promise the SDK makes then
 * pays for them.
 * The count is exact where one unit of work runs at a time in the process, as in Lambda: an
 * instance serves one invocation at a time, and the MCP server runs a batch's calls one after
 * another. The local gateway serves concurrent requests in one process; there, calls made by
 * requests running at the same time are counted in each other's units too.
 */

let recorded = 0;

export function recordAwsCall(): void {
  recorded += 1;
}

export async function countAwsCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const before = recorded;
  const result = await work();
  return { result, calls: recorded - before };
}
