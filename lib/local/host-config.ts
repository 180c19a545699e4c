/**
 * The configuration `npm start` prints for an agent host: the `mcpServers` entry desktop hosts
 * read, running mcp-remote (the bridge from their stdio to a remote server), which finds the token
 * service through the server's metadata and signs in with client credentials, getting a fresh
 * token whenever one expires. The secret goes through the environment, not the arguments, which
 * other processes of the machine can read.
 */

/** The mcp-remote release the project tests with (the devDependency of the same name). */
export const MCP_REMOTE_VERSION = '0.15.1';

export interface HostConfig {
  mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }>;
}

export function desktopHostConfig(mcpUrl: string, clientId: string, clientSecret: string): HostConfig {
  return {
    mcpServers: {
      'workforce-ops': {
        command: 'npx',
        args: [
          '-y',
          `mcp-remote@${MCP_REMOTE_VERSION}`,
          mcpUrl,
          '--client-credentials',
          '--static-oauth-client-info',
          // mcp-remote expands the placeholder from env.
          // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote's placeholder, not a template
          JSON.stringify({ client_id: clientId, client_secret: '${WFO_CLIENT_SECRET}' }),
        ],
        env: { WFO_CLIENT_SECRET: clientSecret },
      },
    },
  };
}
