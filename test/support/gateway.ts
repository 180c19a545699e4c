/** A local gateway on a free port for end-to-end tests, with a small real-HTTP client. */

import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { createGateway, listen } from '../../lib/local/gateway.js';
import { LOCAL_ONLY_FUNCTIONS } from '../../lib/local/local-routes.js';
import { FUNCTIONS } from '../../lib/routes.js';

export interface TestGateway {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startGateway(): Promise<TestGateway> {
  const server: Server = createGateway({ functions: [...FUNCTIONS, ...LOCAL_ONLY_FUNCTIONS] });
  // The test's clients (fetch, in this same process) keep idle connections about 4 s; on a busy
  // machine this process may run their timers late, and a server that closed an idle connection
  // first (Node's default: 5 s) resets the request sent on it just then (ECONNRESET). Idle
  // connections are the clients' to close here.
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, 0);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer's shape is what the test asserts
  json: any;
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Source address on the loopback range (127.0.0.0/8), to be another client IP. */
  localAddress?: string;
}

/** Real HTTP, with the body sent as JSON unless it is a string or Buffer. */
export function http(url: string, call: HttpCall = {}): Promise<HttpAnswer> {
  const isRaw = typeof call.body === 'string' || Buffer.isBuffer(call.body);
  const payload =
    call.body === undefined ? undefined : isRaw ? (call.body as string | Buffer) : JSON.stringify(call.body);
  const headers: Record<string, string> = {
    ...(payload !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
    ...call.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: call.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        ...(call.localAddress ? { localAddress: call.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
