/**
 * For comparison in `npm run bench`: the same searchEmployee tool served by the official MCP SDK's
 * stateless Streamable HTTP server (a new Server and transport per request, JSON answers, no sessions), as a
 * Lambda handler behind the same gateway. It authenticates, rate-limits and runs the tool with the
 * service's own code (token verifier, sliding-window limit, callTool with its audit), so the two
 * routes make the same DynamoDB calls and differ only in the MCP layer.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { verifyAccessToken } from '../lib/auth/verify-access-token.js';
import { callTool } from '../lib/mcp/call-tool.js';
import { catalog } from '../lib/mcp/catalog.js';
import { type Principal, principalOf } from '../lib/mcp/principal.js';
import { takeMcpCalls } from '../lib/mcp/rate-limit.js';

function serverFor(principal: Principal): Server {
  const server = new Server({ name: 'sdk-baseline', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: catalog(true) as unknown as Array<{ name: string; inputSchema: { type: 'object' } }>,
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { envelope } = await callTool(principal, request.params.name, request.params.arguments, 'jsonrpc');
    return {
      content: [{ type: 'text', text: JSON.stringify(envelope) }],
      isError: !envelope.success,
      _meta: { humanSummary: envelope.humanSummary, durationMs: envelope.meta.durationMs },
    };
  });
  return server;
}

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const authorization = event.headers.authorization;
  if (!authorization) return { statusCode: 401, body: '' };
  const principal = principalOf(await verifyAccessToken(authorization));
  const verdict = await takeMcpCalls(principal, event.requestContext.http.sourceIp, 1);
  if (!verdict.allowed) return { statusCode: 429, body: '' };
  const server = serverFor(principal);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers))
    if (value !== undefined) headers.set(name, value);
  const response = await transport.handleRequest(
    new Request(`http://localhost${event.rawPath}`, { method: 'POST', headers, body: event.body ?? '' }),
  );
  const body = await response.text();
  await server.close();
  return { statusCode: response.status, headers: Object.fromEntries(response.headers.entries()), body };
};
