// The MCP server: POST/GET/DELETE /mcp (JSON-RPC over Streamable HTTP), GET /mcp/tools,
// POST /mcp/tools/{name}, GET /mcp/health and GET /mcp/ready, in one Lambda.
import { loadPublishedKeys } from '../../lib/auth/signing-key-source.js';
import { verifyAccessToken } from '../../lib/auth/verify-access-token.js';
import { tableIsReachable } from '../../lib/dynamo/health-store.js';
import { type McpDependencies, mcpEndpoint } from '../../lib/mcp/http/endpoint.js';
import { principalOf } from '../../lib/mcp/principal.js';

/** true, or why the part is not ready (the answer names the part, the log says why). */
const check = (probe: () => Promise<boolean>): Promise<true | Error> =>
  probe().then(
    (ok) => ok || new Error('not active'),
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );

const dependencies: McpDependencies = {
  // An absent or empty Authorization header is no token; anything else must verify.
  authenticate: async (authorization) =>
    authorization?.trim() ? principalOf(await verifyAccessToken(authorization)) : undefined,
  readiness: async () => {
    const [table, signingKeys] = await Promise.all([
      check(tableIsReachable),
      check(async () => (await loadPublishedKeys()).length > 0),
    ]);
    return { table, signingKeys };
  },
};

export const handler = mcpEndpoint(dependencies);
