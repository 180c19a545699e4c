/**
 * The official TypeScript SDK's 2.x client against the MCP Lambda behind the local gateway, as the
 * agent hosts built on it connect: in its `auto` mode (it probes 2026-07-28 with server/discover
 * first, and stays modern), pinned to 2026-07-28, and in its default legacy mode (2025-11-25).
 * Discovery, the catalog, several tools, a tool streaming its progress, the refusals as the SDK
 * surfaces them, and client credentials found from nothing but the MCP URL.
 */
import {
  Client,
  ClientCredentialsProvider,
  InsufficientScopeError,
  OAuthError,
  StreamableHTTPClientTransport,
} from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../../../lib/auth/oauth-clients.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { envelopeOf } from '../../support/mcp-client.js';
import { serviceToken } from '../../support/tokens.js';

type Negotiation = ConstructorParameters<typeof Client>[1];

let gateway: TestGateway;
let company: TestCompany;
let token: string;
let mcpUrl: URL;
const previousBaseUrl = process.env.PUBLIC_BASE_URL;

beforeAll(async () => {
  gateway = await startGateway();
  // The metadata names the service by its public base URL: here, the gateway's own address.
  process.env.PUBLIC_BASE_URL = gateway.baseUrl;
  resetConfig();
  mcpUrl = new URL(`${gateway.baseUrl}/mcp`);
  company = await newCompany({
    employees: [
      employee('rita.melo', { name: 'Rita Melo', department: 'Field service', manager: 'boss@example.com' }),
      employee('davi.reis', { name: 'Davi Reis', department: 'Field service', active: false }),
    ],
  });
  token = await serviceToken([`read:masterdata:${company.companyId}`], 'sdk2-client');
});

afterAll(async () => {
  await gateway?.close();
  if (previousBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = previousBaseUrl;
  resetConfig();
});

/** A client sending `bearer` as its token (none when null). */
async function connect(options: Negotiation, bearer: string | null = token): Promise<Client> {
  const client = new Client({ name: 'sdk2-host', version: '1.0.0' }, options);
  await client.connect(
    new StreamableHTTPClientTransport(mcpUrl, {
      requestInit: bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
    }),
  );
  return client;
}

const search = (query: string) => ({ name: 'searchEmployee', arguments: { dataset: 'employees', query } });

describe.each([
  ['auto', { versionNegotiation: { mode: 'auto' } }],
  ['pinned to 2026-07-28', { versionNegotiation: { mode: { pin: '2026-07-28' } } }],
] as const)('the 2.x client, %s', (_label, options) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(options);
  });
  afterAll(() => client?.close());

  it('speaks 2026-07-28 and sees the server as server/discover describes it', async () => {
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const discovered = await client.discover();
    expect(discovered.supportedVersions).toContain('2026-07-28');
    expect(discovered.capabilities).toMatchObject({
      tools: { listChanged: false },
      extensions: { 'io.modelcontextprotocol/oauth-client-credentials': {} },
    });
    expect(discovered.instructions).toMatch(/audited/);
  });

  it('lists the twenty-four tools with titles, input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(24);
    const tool = tools.find((candidate) => candidate.name === 'searchEmployee');
    expect(tool?.title).toBe('Search employees');
    expect(tool?.inputSchema.required).toEqual(['dataset', 'query']);
    expect(tool?.outputSchema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['success']),
    });
  });

  it('calls several tools; the SDK checks each structured result against its output schema', async () => {
    const found = await client.callTool(search('melo'));
    expect(found.isError).toBe(false);
    expect(found.structuredContent).toEqual(envelopeOf(found));
    expect(found.structuredContent).toMatchObject({ data: { total: 1, results: [{ login: 'rita.melo' }] } });

    const manager = await client.callTool({ name: 'whoIsManagerOf', arguments: { login: 'rita.melo' } });
    expect(manager.structuredContent).toMatchObject({
      success: true,
      data: { approver: 'boss@example.com' },
    });

    const inactive = await client.callTool({
      name: 'masterDataQuery',
      arguments: { filters: { active: false } },
    });
    expect(inactive.structuredContent).toMatchObject({
      success: true,
      data: { employees: [{ login: 'davi.reis' }], count: 1 },
    });

    const refused = await client.callTool({
      name: 'searchEmployee',
      arguments: { dataset: 'employees', query: 'x', company: 'co_elsewhere' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ escalationReason: 'cross_tenant_blocked' });
  });

  it('gets a tool’s progress streamed before its result', async () => {
    const progress: Array<[number, number | undefined]> = [];
    const result = await client.callTool(
      { name: 'searchEmployee', arguments: { dataset: 'departments', query: 'field' } },
      { onprogress: ({ progress: done, total }) => progress.push([done, total]) },
    );
    expect(result.structuredContent).toMatchObject({ success: true, data: { total: 1 } });
    expect(progress).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });
});

describe('the 2.x client in its default legacy mode', () => {
  it('negotiates 2025-11-25 with initialize, and gets the same tools and results', async () => {
    const client = await connect(undefined);
    try {
      expect(client.getProtocolEra()).toBe('legacy');
      expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
      expect(client.getServerVersion()).toMatchObject({
        name: 'workforce-ops-mcp',
        title: 'Workforce operations',
      });
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(24);
      const found = await client.callTool(search('reis'));
      expect(found.structuredContent).toMatchObject({ success: true, data: { total: 1 } });
    } finally {
      await client.close();
    }
  });
});

describe('the 2.x client refused', () => {
  it('without a token: discovers and lists in auto mode, but a tool call asks for authorization', async () => {
    const client = await connect({ versionNegotiation: { mode: 'auto' } }, null);
    try {
      expect(client.getProtocolEra()).toBe('modern');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).not.toContain('listTenants');
      await expect(client.callTool(search('melo'))).rejects.toThrow(/401|[Uu]nauthori[sz]ed/);
    } finally {
      await client.close();
    }
  });

  it('with a token lacking the scope: the 403 challenge names the scope the call needs', async () => {
    const logsOnly = await serviceToken([`read:logs:${company.companyId}`], 'sdk2-logs-only');
    const client = await connect({ versionNegotiation: { mode: 'auto' } }, logsOnly);
    try {
      const failure = await client.callTool(search('melo')).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(InsufficientScopeError);
      expect(String((failure as Error).message)).toContain(`read:masterdata:${company.companyId}`);
    } finally {
      await client.close();
    }
  });
});

describe('the 2.x client with client credentials, given only the MCP URL', () => {
  let oauthClient: RegisteredClient;
  beforeAll(async () => {
    oauthClient = await registerClient({
      clientId: uniqueId('agent2'),
      scopes: [`read:masterdata:${company.companyId}`],
    });
  });

  it('finds the token service in the metadata, gets a token and calls a tool over 2026-07-28', async () => {
    const metadata = await http(`${gateway.baseUrl}/.well-known/oauth-protected-resource/mcp`);
    const [expectedIssuer] = metadata.json.authorization_servers;
    const provider = new ClientCredentialsProvider({
      clientId: oauthClient.client_id,
      clientSecret: oauthClient.client_secret,
      expectedIssuer,
    });
    const client = new Client(
      { name: 'etl-agent', version: '1.0.0' },
      { versionNegotiation: { mode: 'auto' } },
    );
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    try {
      expect(client.getProtocolEra()).toBe('modern');
      const result = await client.callTool(search('melo'));
      expect(result.structuredContent).toMatchObject({ success: true, data: { total: 1 } });
      expect(provider.tokens()).toMatchObject({ token_type: 'Bearer', scope: oauthClient.scopes.join(' ') });
    } finally {
      await client.close();
    }
  });

  it('with client credentials lacking the scope: the SDK asks for it once, is refused, and says so', async () => {
    const logsClient = await registerClient({
      clientId: uniqueId('agent2-logs'),
      scopes: [`read:logs:${company.companyId}`],
    });
    const provider = new ClientCredentialsProvider({
      clientId: logsClient.client_id,
      clientSecret: logsClient.client_secret,
      expectedIssuer: gateway.baseUrl,
    });
    const client = new Client(
      { name: 'etl-agent', version: '1.0.0' },
      { versionNegotiation: { mode: 'auto' } },
    );
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    try {
      const failure = await client.callTool(search('melo')).then(
        () => undefined,
        (error: unknown) => error,
      );
      // The 403 challenge named the scope; the token service does not grant it to this client.
      expect(failure).toBeInstanceOf(OAuthError);
      expect(String((failure as Error).message)).toBe(
        `scopes not granted to this client: read:masterdata:${company.companyId}`,
      );
    } finally {
      await client.close();
    }
  });
});
