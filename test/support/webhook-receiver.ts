/**
 * A webhook receiver for tests: a real HTTP server on the loopback address that records every POST
 * (headers, raw body, arrival time) and answers as the test says, per delivery it receives: a
 * status, or `hang` (accepts the request and never answers).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** Epoch ms of arrival. */
  at: number;
}

export type Answer = number | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** How the next deliveries are answered, in order; afterwards `then` (default 200). */
  answer(next: Answer[], then?: Answer): void;
  /** Resolves once `count` deliveries have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  /** The deliveries of one event id. */
  ofEvent(eventId: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<Receiver> {
  const received: Received[] = [];
  let queue: Answer[] = [];
  let fallback: Answer = 200;
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const answer = queue.shift() ?? fallback;
      if (answer === 'hang') hanging.push(response);
      else response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answer(next, then = 200) {
      queue = [...next];
      fallback = then;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `the receiver got ${received.length} deliveries, not ${count}, within ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received.slice(0, count);
    },
    ofEvent: (eventId) => received.filter((delivery) => delivery.headers['webhook-id'] === eventId),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
