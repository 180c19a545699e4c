/**
 * DynamoDB throttling and timeouts on every key-based endpoint and the MCP server, through the
 * local gateway. A throttle the SDK's retries absorb changes nothing for the caller; one that
 * outlasts them answers 503 with Retry-After, writes nothing, and is logged with the request id.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCompanyCache } from '../../../lib/companies/resolve-company.js';
import type { TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';
import { type Fault, type FaultKind, injectFault } from '../support/dynamo-faults.js';
import { faultCompany, faultTargets } from '../support/fault-targets.js';
import { captureLogs, type LogCapture } from '../support/log-capture.js';
import { type PrivateTable, snapshot, usePrivateTable } from '../support/private-table.js';

describe('DynamoDB throttling and timeouts', () => {
  let table: PrivateTable;
  let gateway: TestGateway;
  let company: TestCompany;
  let fault: Fault | undefined;
  let logs: LogCapture | undefined;
  let n = 0;
  beforeAll(async () => {
    table = await usePrivateTable('outage');
    gateway = await startGateway();
    company = await faultCompany();
  });
  afterEach(() => {
    fault?.remove();
    logs?.stop();
  });
  afterAll(async () => {
    await gateway.close();
    await table.drop();
  });

  const send = (path: string, body: object, ip: number) =>
    http(`${gateway.baseUrl}${path}`, { body, localAddress: `127.40.0.${ip}` });

  describe.each(['throttle', 'timeout'] as FaultKind[])('%s outlasting the SDK retries', (kind) => {
    it.each(
      faultTargets({ companyId: '', keyId: '', key: '', name: '' }).map((t, i) => [t.path, i] as const),
    )(
      '%s answers 503 with Retry-After, writes nothing and logs it with the request id',
      async (_path, index) => {
        n += 1;
        const target = faultTargets(company)[index];
        if (!target) throw new Error('no target');
        await target.prepare?.(gateway.baseUrl, company, n);
        clearCompanyCache(); // the key resolution reads DynamoDB too, as on a cold instance
        const before = await snapshot();
        logs = captureLogs();
        fault = injectFault(kind, () => true);
        const answer = await send(target.path, target.body(n), 1 + (n % 250));
        fault.remove();
        logs.stop();
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        const requestId = answer.headers['x-request-id'];
        expect(answer.json).toMatchObject({ err: true, code: 'SERVICE_UNAVAILABLE', requestId });
        const logged = logs
          .entries()
          .find((entry) => entry.requestId === requestId && entry.level === 'ERROR');
        expect(logged).toMatchObject({ message: 'request failed', code: 'SERVICE_UNAVAILABLE' });
        expect(JSON.stringify(logged)).toContain(
          kind === 'throttle' ? 'ProvisionedThroughputExceeded' : 'TimeoutError',
        );
        expect(await snapshot()).toEqual(before);
      },
    );
  });

  it.each(faultTargets({ companyId: '', keyId: '', key: '', name: '' }).map((t, i) => [t.path, i] as const))(
    '%s succeeds when the SDK retries absorb a throttle of every first attempt',
    async (_path, index) => {
      n += 1;
      const target = faultTargets(company)[index];
      if (!target) throw new Error('no target');
      await target.prepare?.(gateway.baseUrl, company, n);
      fault = injectFault('throttle', (_n, attempt) => attempt === 1, 'attempt');
      const answer = await send(target.path, target.body(n), 1 + (n % 250));
      expect(answer.status, answer.text).toBe(200);
      expect(fault.calls).toBeGreaterThan(1);
    },
  );

  it('MCP: a tool whose own reads fail (the rate limit written) answers 503 with Retry-After, not 500', async () => {
    const token = await serviceToken([`read:masterdata:${company.companyId}`], 'outage-tool-reads');
    // Calls 1 and 2 are the rate limit's writes; searchEmployee's Queries come after.
    fault = injectFault('timeout', (n) => n >= 3);
    const direct = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, {
      body: { dataset: 'employees', query: 'ana' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.status, direct.text).toBe(503);
    expect(direct.headers['retry-after']).toBe('5');
    expect(fault.calls).toBeGreaterThanOrEqual(3);
    fault.remove();
  });

  it('MCP: a tool call answers 503 with Retry-After, and /mcp/ready names the table', async () => {
    const token = await serviceToken([`read:masterdata:${company.companyId}`], 'outage-svc');
    fault = injectFault('timeout', () => true);
    const direct = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, {
      body: { dataset: 'employees', query: 'ana' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.status).toBe(503);
    expect(direct.headers['retry-after']).toBe('5');
    const ready = await http(`${gateway.baseUrl}/mcp/ready`);
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ parts: { table: false, signingKeys: true }, failing: ['table'] });
    fault.remove();
    expect((await http(`${gateway.baseUrl}/mcp/ready`)).status).toBe(200);
  });
});
