/**
 * A DynamoDB that accepts connections and never answers (a real TCP black hole, nothing faked):
 * without client timeouts a request waited for it forever, until Lambda killed the function and
 * API Gateway answered for it, with no envelope, no Retry-After and no log line of ours. Each call
 * now fails after 2 s (three attempts), and the transmission record is given up at the function's
 * deadline, so the caller gets the service's 503 in time.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetProcessCaches } from '../../../lib/local/reset.js';
import { findFunction } from '../../../lib/routes.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { captureLogs } from '../support/log-capture.js';

describe('DynamoDB accepting connections and never answering', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let hole: Server;
  const held = new Set<Socket>();
  const dynamo = process.env.DYNAMODB_ENDPOINT;
  // The local stack gives the emulator longer (lib/local/stack.ts); this is about the deployed 2 s.
  const requestTimeout = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
    // Takes every connection and never answers; keeps them so they can be dropped at the end.
    hole = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${(hole.address() as { port: number }).port}`;
    delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    resetProcessCaches();
  });
  afterAll(async () => {
    process.env.DYNAMODB_ENDPOINT = dynamo;
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = requestTimeout;
    resetProcessCaches();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hole.close(resolve));
    await gateway.close();
  });

  it('a key-based request answers 503 with Retry-After before its function times out, and logs why', async () => {
    const timeout = (findFunction('listAppClassificationRules')?.timeoutSeconds ?? 0) * 1000;
    const logs = captureLogs();
    const started = Date.now();
    const answer = await http(`${gateway.baseUrl}/listAppClassificationRules`, {
      body: { key: company.key },
    });
    const took = Date.now() - started;
    logs.stop();
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json).toMatchObject({ err: true, code: 'SERVICE_UNAVAILABLE' });
    // The local gateway never kills a function at its deadline, so the deadline shows in the time
    // taken: the service's own answer at the deadline, not the ~19 s three hanging calls would take.
    expect(took).toBeLessThan(timeout + 1_500);
    const requestId = answer.headers['x-request-id'];
    const about = logs.entries().filter((entry) => entry.requestId === requestId);
    // Why it failed, the transmission it could not record, then the access line of the answer.
    expect(about.map((entry) => entry.message)).toEqual([
      'request failed',
      'transmission write failed',
      'request',
    ]);
    expect(JSON.stringify(about[0])).toContain('TimeoutError');
    expect(about[2]).toMatchObject({ level: 'INFO', status: 503 });
  }, 30_000);

  it('/mcp/ready answers 503 naming the table', async () => {
    const ready = await http(`${gateway.baseUrl}/mcp/ready`);
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ parts: { table: false }, failing: ['table'] });
  }, 30_000);
});
