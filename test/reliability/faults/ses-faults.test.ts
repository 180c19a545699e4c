/**
 * SES failing, without faking the client: the service's SES endpoint is pointed at a port nobody
 * listens on, or at a local server that answers as SES does when it throttles or fails. The
 * request is still stored, counted once, pending and listed; the answer says the e-mail failed;
 * the approval link works; and the log carries the alarm's message with the request id.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEmailClient } from '../../../lib/email/send-email.js';
import { findFunction } from '../../../lib/routes.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { captureLogs } from '../support/log-capture.js';
import { type PrivateTable, usePrivateTable } from '../support/private-table.js';

/** What SES's Query API answers on an error. */
function sesError(code: string): string {
  return `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${code} (from a test server)</Message></Error><RequestId>${uniqueId('ses')}</RequestId></ErrorResponse>`;
}

describe('SES errors', () => {
  let table: PrivateTable;
  let gateway: TestGateway;
  let company: TestCompany;
  let failing: Server;
  // Accepts every request and never answers it: the client's own timeouts must end the send.
  let silent: Server;
  let hits = 0;
  let day = 10;
  let answer = { status: 400, code: 'Throttling' };
  const boss = `boss-${uniqueId()}@x.com`;
  const realSes = process.env.SES_ENDPOINT;

  const useSes = (endpoint: string | undefined) => {
    process.env.SES_ENDPOINT = endpoint;
    resetConfig();
    resetEmailClient();
  };

  beforeAll(async () => {
    table = await usePrivateTable('ses');
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana', { manager: boss })] });
    failing = createServer((_req, res) => {
      hits += 1;
      res.writeHead(answer.status, { 'content-type': 'text/xml' });
      res.end(sesError(answer.code));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    silent = createServer(() => {
      hits += 1;
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    useSes(realSes);
    await new Promise((resolve) => failing.close(resolve));
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await gateway.close();
    await table.drop();
  });

  const closedPort = async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return `http://127.0.0.1:${port}`;
  };

  it.each([
    ['unreachable (connection refused)', 'closed', { status: 0, code: '' }],
    ['throttling (400 Throttling)', 'server', { status: 400, code: 'Throttling' }],
    ['failing (500 InternalFailure)', 'server', { status: 500, code: 'InternalFailure' }],
    ['refusing the sender (400 MessageRejected)', 'server', { status: 400, code: 'MessageRejected' }],
    ['not answering (a connection accepted, no reply)', 'silent', { status: 0, code: '' }],
  ] as const)(
    '%s: the request is stored, pending, listed and linked; the answer and the log say so',
    async (_label, where, reply) => {
      answer = reply;
      hits = 0;
      day += 1;
      const server = where === 'silent' ? silent : failing;
      useSes(
        where === 'closed'
          ? await closedPort()
          : `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      );
      const started = Date.now();
      const logs = captureLogs();
      const asked = await http(`${gateway.baseUrl}/requestExtension`, {
        body: {
          key: company.key,
          user: 'ana',
          reqMinutes: 30,
          justification: 'Plantão',
          extraTime: `2026-07-${day} 18:00:00`,
        },
      });
      const tookMs = Date.now() - started;
      logs.stop();
      useSes(realSes);

      expect(asked.status).toBe(200);
      // Before Lambda would stop the function: SES's two attempts of at most 2 s each, not the
      // socket's own timeout (the time taken is printed; only the deadline is a limit).
      console.info(`requestExtension with SES ${where}: answered in ${tookMs} ms`);
      expect(tookMs).toBeLessThan((findFunction('requestExtension')?.timeoutSeconds ?? 0) * 1000);
      expect(asked.json).toMatchObject({ err: false, emailStatus: 'failed', manager: boss });
      expect(asked.json.message).toMatch(/could not be sent/);
      if (where !== 'closed') expect(hits).toBeGreaterThan(0);
      const requestId = asked.headers['x-request-id'];
      const logged = logs.entries().find((entry) => entry.message === 'email send failed');
      expect(logged).toMatchObject({ level: 'ERROR', requestId, extensionRequestId: asked.json.requestId });

      const listed = await http(`${gateway.baseUrl}/listExtensionRequests`, {
        body: { key: company.key, email: boss },
      });
      const mine = listed.json.result.requests.filter(
        (r: { requestId: string }) => r.requestId === asked.json.requestId,
      );
      expect(mine).toEqual([
        expect.objectContaining({
          status: 'pending',
          emailStatus: 'failed',
          requestTime: asked.json.requestTime,
        }),
      ]);
      const page = await http(`${gateway.baseUrl}/approval/${asked.json.approvalLinkKey}`);
      expect(page.status).toBe(200);
    },
  );
});
