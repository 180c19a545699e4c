/**
 * A fetch that waits and tries again when the service says when: a 429 or a 503 with
 * `Retry-After` (both refuse a call before it changes anything), up to `retries` times and never
 * waiting longer than `maxWaitSeconds` at once. Anything else is answered as it came.
 */
export interface RetryOptions {
  /** Further attempts after the first (default 2; 0 turns retrying off). */
  retries?: number;
  /** The longest single wait; a longer Retry-After is answered at once (default 60). */
  maxWaitSeconds?: number;
  /** How to wait (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
}

const RETRIED = new Set([429, 503]);
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After field: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function retryingFetch(
  fetchOnce: (request: Request) => Promise<Response>,
  { retries = 2, maxWaitSeconds = 60, sleep = sleepFor }: RetryOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      // A request's body can be read once: each attempt sends a copy.
      const response = await fetchOnce(attempt < retries ? request.clone() : request);
      const wait = RETRIED.has(response.status)
        ? retryAfterSeconds(response.headers.get('retry-after'))
        : undefined;
      if (attempt >= retries || wait === undefined || wait > maxWaitSeconds) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
}
