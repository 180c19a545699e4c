/**
 * A real MCP client, the official TypeScript SDK with its Streamable HTTP transport, against the
 * MCP Lambda behind the local gateway: connect, list, call, and errors as the SDK surfaces them.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import { connectMcp, envelopeOf } from '../../support/mcp-client.js';
import { serviceToken } from '../../support/tokens.js';

describe('MCP with the official SDK client', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let client: Client;

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({
      employees: [employee('carla.dias', { name: 'Carla Dias', department: 'Support' })],
    });
    client = await connectMcp(
      gateway.baseUrl,
      await serviceToken([`read:masterdata:${company.companyId}`], 'sdk-client'),
    );
  });
  afterAll(async () => {
    await client?.close();
    await gateway?.close();
  });

  it('negotiates the revision it asks for (2025-11-25) and sees the server', () => {
    expect(client.getServerVersion()).toEqual({
      name: 'workforce-ops-mcp',
      version: '1.0.0',
      title: 'Workforce operations',
      description: expect.any(String),
    });
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: false } });
  });

  it('lists the tools with their schemas and annotations', async () => {
    const { tools } = await client.listTools();
    const search = tools.find((tool) => tool.name === 'searchEmployee');
    expect(search?.inputSchema.required).toEqual(['dataset', 'query']);
    expect(search?.annotations?.readOnlyHint).toBe(true);
  });

  it('calls a tool and reads the envelope', async () => {
    const result = await client.callTool({
      name: 'searchEmployee',
      arguments: { dataset: 'employees', query: 'dias' },
    });
    expect(result.isError).toBe(false);
    const envelope = envelopeOf(result);
    expect(envelope).toMatchObject({ success: true, data: { total: 1, results: [{ login: 'carla.dias' }] } });
    expect(result._meta).toMatchObject({ humanSummary: "1 employee match 'dias'." });
  });

  it('gets progress notifications over SSE when it asks for them', async () => {
    const progress: number[] = [];
    const result = await client.callTool(
      { name: 'searchEmployee', arguments: { dataset: 'departments', query: 'sup' } },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    );
    expect(envelopeOf(result).data.total).toBe(1);
    expect(progress).toEqual([0, 1]);
  });

  it('surfaces a tool failure as isError with the envelope', async () => {
    const result = await client.callTool({
      name: 'searchEmployee',
      arguments: { dataset: 'employees', query: 'x', company: 'co_else' },
    });
    expect(result.isError).toBe(true);
    expect(envelopeOf(result)).toMatchObject({ success: false, escalationReason: 'cross_tenant_blocked' });
  });

  it('surfaces an unknown method as an MCP error', async () => {
    await expect(client.request({ method: 'server/discover' }, z.object({}))).rejects.toThrow(
      /-32601|not found/i,
    );
  });

  it('connects and lists without a token, but cannot call tools', async () => {
    const anonymous = await connectMcp(gateway.baseUrl);
    try {
      const { tools } = await anonymous.listTools();
      expect(tools.map((tool) => tool.name)).toContain('searchEmployee');
      await expect(
        anonymous.callTool({ name: 'searchEmployee', arguments: { dataset: 'employees', query: 'a' } }),
      ).rejects.toThrow(/401/);
    } finally {
      await anonymous.close();
    }
  });
});
