/** The official MCP SDK client over Streamable HTTP, as an agent connects to /mcp. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export async function connectMcp(baseUrl: string, token?: string, name = 'sdk-test'): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
  await client.connect(transport);
  return client;
}

/** The tool envelope inside a tools/call result's text content. */
export const envelopeOf = (result: Record<string, unknown>) =>
  JSON.parse((result.content as Array<{ type: string; text: string }>)[0]?.text ?? 'null');
