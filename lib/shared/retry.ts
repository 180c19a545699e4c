/**
 * Trying again: the one sleep, the one backoff and the one bounded retry loop of lib/. A step that
 * could not finish yet (a condition refused because the item changed since it was read, items
 * DynamoDB left unprocessed, a transaction cancelled by a concurrent one) answers AGAIN; the loop
 * waits a random time under an exponential bound (full jitter, so callers racing each other spread
 * out) and runs it again, a bounded number of times in all.
 */

/** What a step answers when it should run again. */
export const AGAIN: unique symbol = Symbol('again');

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest wait between two attempts, unless the caller asks for shorter ones. */
export const MAX_PAUSE_MS = 2_000;

/**
 * The wait before attempt `attempt` (2 and on): random, under 50 ms doubling with each attempt, at
 * most `maxMs`.
 */
export function backoffMs(attempt: number, random = Math.random(), maxMs = MAX_PAUSE_MS): number {
  return random * Math.min(maxMs, 25 * 2 ** attempt);
}

/**
 * Runs `step` until it answers something other than AGAIN, with the backoff before every attempt
 * after the first; throws `exhausted()` when `attempts` have all answered AGAIN.
 */
export async function retrying<T>(
  attempts: number,
  step: (attempt: number) => Promise<T | typeof AGAIN>,
  exhausted: () => Error,
  maxPauseMs = MAX_PAUSE_MS,
): Promise<T> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await sleep(backoffMs(attempt, Math.random(), maxPauseMs));
    const answer = await step(attempt);
    if (answer !== AGAIN) return answer;
  }
  throw exhausted();
}

/** Attempts of a read-decide-write before the caller is told to send its request again. */
export const OPTIMISTIC_ATTEMPTS = 5;

export interface OptimisticUpdate<S, T> {
  /** What is stored now (read strongly consistent: the write's condition compares with it). */
  read: () => Promise<S>;
  /**
   * Decides from what was read and writes it on the condition that it is still as read: the
   * answer, or AGAIN when the condition was refused (it changed meanwhile). May also answer without
   * writing (nothing to change) or throw (the change is not allowed).
   */
  write: (state: S) => Promise<T | typeof AGAIN>;
  /** Thrown when every attempt found the state changed again: usually a 409 saying to send it again. */
  exhausted: () => Error;
  /**
   * For state many callers change at once, where each lost race means another change landed (so
   * waiting is progress): more attempts than OPTIMISTIC_ATTEMPTS, with shorter pauses between.
   */
  patience?: { attempts: number; maxPauseMs: number };
}

/**
 * A read-decide-write with optimistic concurrency: read, decide and write conditionally, and when
 * another writer came first, read again and decide anew, at most OPTIMISTIC_ATTEMPTS times with the
 * backoff between. `first` is a state the caller has already read, used instead of the first read.
 */
export function updateOptimistically<S, T>(update: OptimisticUpdate<S, T>, ...first: [S] | []): Promise<T> {
  const { attempts, maxPauseMs } = update.patience ?? {
    attempts: OPTIMISTIC_ATTEMPTS,
    maxPauseMs: MAX_PAUSE_MS,
  };
  return retrying(
    attempts,
    async (attempt) =>
      update.write(attempt === 1 && first.length === 1 ? (first[0] as S) : await update.read()),
    update.exhausted,
    maxPauseMs,
  );
}
