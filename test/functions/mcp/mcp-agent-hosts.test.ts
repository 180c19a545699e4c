/**
 * Clients nobody here wrote, connecting as agent hosts do today: the official SDK discovering the
 * token service from nothing but the MCP URL and its client credentials; the same SDK with a
 * Bearer header, negotiating 2025-11-25; and mcp-remote, the bridge desktop hosts use, driven over
 * stdio with --client-credentials.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../../../lib/auth/oauth-clients.js';
import { desktopHostConfig, MCP_REMOTE_VERSION } from '../../../lib/local/host-config.js';
import { catalog } from '../../../lib/mcp/catalog.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { envelopeOf } from '../../support/mcp-client.js';
import { serviceToken } from '../../support/tokens.js';

let gateway: TestGateway;
let company: TestCompany;
let oauthClient: RegisteredClient;
let mcpUrl: string;
const previousBaseUrl = process.env.PUBLIC_BASE_URL;

beforeAll(async () => {
  gateway = await startGateway();
  // The metadata names the service by its public base URL: here, the gateway's own address.
  process.env.PUBLIC_BASE_URL = gateway.baseUrl;
  resetConfig();
  mcpUrl = `${gateway.baseUrl}/mcp`;
  company = await newCompany({
    employees: [employee('lia.ramos', { name: 'Lia Ramos', department: 'Field service' })],
  });
  oauthClient = await registerClient({
    clientId: uniqueId('agent'),
    scopes: [`read:masterdata:${company.companyId}`],
  });
});

afterAll(async () => {
  await gateway?.close();
  if (previousBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = previousBaseUrl;
  resetConfig();
});

const search = (query: string) => ({ name: 'searchEmployee', arguments: { dataset: 'employees', query } });

describe('the SDK with ClientCredentialsProvider, given the MCP URL, a client id and a secret', () => {
  it('discovers the token service, gets a token and calls a tool', async () => {
    // What a developer knows up front: the URL. The issuer the credentials are for comes from the
    // protected resource metadata, as the SDK asks (it sends credentials only to that server).
    const metadata = await http(`${gateway.baseUrl}/.well-known/oauth-protected-resource/mcp`);
    const [expectedIssuer] = metadata.json.authorization_servers;
    const provider = new ClientCredentialsProvider({
      clientId: oauthClient.client_id,
      clientSecret: oauthClient.client_secret,
      expectedIssuer,
    });
    const client = new Client({ name: 'etl-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
    await client.connect(transport);
    try {
      const result = await client.callTool(search('ramos'));
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toMatchObject({
        success: true,
        data: { total: 1, results: [{ login: 'lia.ramos' }] },
      });
      expect(provider.tokens()).toMatchObject({ token_type: 'Bearer', scope: oauthClient.scopes.join(' ') });
    } finally {
      await client.close();
    }
  });

  it('fails clearly with a wrong secret', async () => {
    const provider = new ClientCredentialsProvider({
      clientId: oauthClient.client_id,
      clientSecret: 'not-the-secret',
      expectedIssuer: gateway.baseUrl,
    });
    const client = new Client({ name: 'etl-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider }));
    try {
      await expect(client.callTool(search('ramos'))).rejects.toThrow(/client authentication failed/);
    } finally {
      await client.close();
    }
  });
});

describe('the SDK with a Bearer header', () => {
  it('negotiates 2025-11-25 and gets structured results described by each tool', async () => {
    const token = await serviceToken([`read:masterdata:${company.companyId}`], 'bearer-agent');
    const client = new Client({ name: 'desktop-host', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    try {
      expect(transport.protocolVersion).toBe('2025-11-25');
      const { tools } = await client.listTools();
      const tool = tools.find((candidate) => candidate.name === 'searchEmployee');
      expect(tool?.title).toBe(tool?.annotations?.title);
      expect(tool?.outputSchema).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['success']),
      });
      // The SDK checks structuredContent against outputSchema itself: a mismatch would throw here.
      const found = await client.callTool(search('lia'));
      expect(found.structuredContent).toEqual(envelopeOf(found));
      const refused = await client.callTool({
        name: 'searchEmployee',
        arguments: { dataset: 'employees', query: 'x', company: 'co_elsewhere' },
      });
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toMatchObject({ escalationReason: 'cross_tenant_blocked' });
    } finally {
      await client.close();
    }
  });
});

/** mcp-remote over stdio, as a desktop host runs it: one JSON-RPC message per line each way. */
class StdioBridge {
  private readonly waiting = new Map<number, (message: Record<string, unknown>) => void>();
  readonly stderr: string[] = [];
  constructor(readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      if (typeof message.id === 'number') this.waiting.get(message.id)?.(message);
    });
    child.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
  }
  request(id: number, method: string, params: Record<string, unknown> = {}) {
    const answer = new Promise<Record<string, unknown>>((resolve) => this.waiting.set(id, resolve));
    this.notify(method, params, id);
    return answer;
  }
  notify(method: string, params: Record<string, unknown> = {}, id?: number) {
    this.child.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, params })}\n`,
    );
  }
}

describe('mcp-remote with --client-credentials, configured as npm start prints it', () => {
  let configDir: string;
  let bridge: StdioBridge;
  beforeAll(() => {
    configDir = mkdtempSync(join(tmpdir(), 'wfo-mcp-remote-'));
    const require = createRequire(import.meta.url);
    const proxy = require.resolve('mcp-remote/dist/proxy.js');
    // The very entry npm start prints, run as a host runs it (npx -y mcp-remote@<version> ...).
    const { command, args, env } = desktopHostConfig(mcpUrl, oauthClient.client_id, oauthClient.client_secret)
      .mcpServers['workforce-ops'] ?? { command: '', args: [], env: {} };
    expect([command, ...args.slice(0, 2)]).toEqual(['npx', '-y', `mcp-remote@${MCP_REMOTE_VERSION}`]);
    expect(require('mcp-remote/package.json').version).toBe(MCP_REMOTE_VERSION);
    const child = spawn(process.execPath, [proxy, ...args.slice(2)], {
      // Its token cache goes to a folder of its own, not the user's ~/.mcp-auth.
      env: { ...process.env, ...env, MCP_REMOTE_CONFIG_DIR: configDir },
    });
    bridge = new StdioBridge(child);
  });
  afterAll(() => {
    bridge?.child.kill();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('initializes, lists the tools and calls one', async () => {
    const init = await bridge.request(1, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'desktop-host', version: '1.0.0' },
    });
    expect(init.result, bridge.stderr.join('')).toMatchObject({
      protocolVersion: '2025-06-18',
      serverInfo: { name: 'workforce-ops-mcp' },
    });
    bridge.notify('notifications/initialized');
    const listed = await bridge.request(2, 'tools/list');
    const names = (listed.result as { tools: Array<{ name: string }> }).tools.map((tool) => tool.name);
    // The catalog as before, with the overtime tools; never the app-only one (no per-request
    // capabilities before 2026-07-28, so no client of them is known to render MCP Apps).
    // mcp-remote lists before it authenticates: the tokenless catalog.
    expect(names).toEqual(catalog(false, '2025-06-18').map((tool) => tool.name));
    expect(names).toEqual(
      expect.arrayContaining(['searchEmployee', 'requestExtension', 'reviewOvertimeRequests']),
    );
    expect(names).not.toContain('decideOvertimeRequest');
    const called = await bridge.request(3, 'tools/call', search('ramos'));
    expect(called.result, bridge.stderr.join('')).toMatchObject({
      isError: false,
      structuredContent: { success: true, data: { total: 1 } },
    });
  }, 60_000);
});
