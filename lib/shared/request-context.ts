/**
 * The id of the HTTP request being served, for log lines written deep in a use case (an e-mail
 * that failed) that have no event at hand. Async-local rather than a logger key: the local gateway
 * serves many requests at once in one process, where a key on the shared logger would mix them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ requestId }, work);
}

/** The id of the request being served, or undefined outside one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
