/**
 * Resource indicators (RFC 8707) at the token endpoint. The tokens are for one resource, the MCP
 * endpoint: a `resource` that names it (or none) gets the token as usual, anything else is
 * `invalid_target`. The same holds for the `audience` of a token exchange (RFC 8693), which may
 * also be the tokens' audience name itself.
 */
import { publicUrls } from '../shared/public-urls.js';
import { OAuthError } from './errors.js';
import { ACCESS_TOKEN_AUDIENCE } from './token-claims.js';

/** The URL as compared: parsed (case of scheme and host, default port) and without a final slash. */
function comparable(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.hash || value.includes('#')) return undefined;
  return url.href.replace(/\/$/, '');
}

/** The refusal of a `resource` that is not the MCP endpoint. */
export const resourceRefusedMessage = (mcpEndpoint: string) =>
  `resource must be the MCP endpoint ${mcpEndpoint} (or be left out): it is the only resource these tokens are for`;

export function checkResourceIndicator(params: Record<string, string>): void {
  const { resource } = params;
  if (resource === undefined) return;
  const mcp = publicUrls().mcp;
  if (comparable(resource) !== comparable(mcp)) {
    throw new OAuthError('invalid_target', resourceRefusedMessage(mcp));
  }
}

export function checkAudience(params: Record<string, string>): void {
  const { audience } = params;
  if (audience === undefined || audience === ACCESS_TOKEN_AUDIENCE) return;
  if (comparable(audience) !== undefined && comparable(audience) === comparable(publicUrls().mcp)) return;
  throw new OAuthError(
    'invalid_target',
    `audience must be ${ACCESS_TOKEN_AUDIENCE} or the MCP endpoint ${publicUrls().mcp} (or be left out)`,
  );
}
