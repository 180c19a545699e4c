/**
 * One POST of an event to a receiver: the host checked again (target.ts) and the connection pinned
 * to the checked address, a deadline over the whole exchange, no redirect followed, the receiver's
 * body read up to a small limit and dropped (it is never stored). Any 2xx is a delivery; anything
 * else, a refusal, a timeout or a network error is a failed attempt, described without internals.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pinnedLookup, resolveTarget, TargetRefusedError } from './target.js';

/** What of a receiver's answer is read before it is dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;
const USER_AGENT = 'workforce-ops-webhooks/1.0';

export interface SendResult {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
}

function describeError(error: unknown): string {
  if (error instanceof TargetRefusedError) return `refused: ${error.message}`;
  const code = (error as NodeJS.ErrnoException).code;
  return code
    ? `${code}: ${(error as Error).message}`.slice(0, 200)
    : String((error as Error).message ?? error);
}

export async function postEvent(
  target: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = Date.now();
  const result = (statusCode: number | null, error: string | null): SendResult => ({
    delivered: error === null && statusCode !== null && statusCode >= 200 && statusCode < 300,
    statusCode,
    error:
      error ?? (statusCode !== null && (statusCode < 200 || statusCode >= 300) ? `HTTP ${statusCode}` : null),
    latencyMs: Date.now() - started,
  });
  let url: URL;
  let addresses: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    url = new URL(target);
    addresses = await resolveTarget(url);
  } catch (error) {
    return result(null, describeError(error));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result(statusCode, error));
    };
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': USER_AGENT,
        },
        lookup: pinnedLookup(addresses) as never,
        agent: false,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        res.on('close', () => finish(res.statusCode ?? null, null));
        res.on('error', () => finish(res.statusCode ?? null, null));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(null, `timed out: no answer within ${timeoutMs} ms`);
    }, timeoutMs);
    req.on('error', (error) => finish(null, describeError(error)));
    req.end(body);
  });
}
