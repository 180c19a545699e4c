/**
 * The discovery documents of OAuth 2.0 clients: the MCP endpoint's protected resource metadata
 * (RFC 9728) and the token service's authorization server metadata (RFC 8414), both built from
 * the configured public URLs.
 *
 * `scopes_supported` is empty in both on purpose. Scopes here name a company
 * (`read:masterdata:<company>`), so no list fits every client, and common clients request every
 * listed scope (or, with no list at all, `openid email profile`); a scope not granted to the
 * client is refused. An empty list makes them request none, and a token then carries every scope
 * the operator granted the client.
 *
 * There is no interactive login and no dynamic registration: clients are registered by the
 * operator. `authorization_endpoint` is still named, and `response_types_supported` still says
 * `code`, because widespread clients refuse metadata without them: the SDK's metadata parser
 * requires both, and mcp-remote's --client-credentials builds an authorization request (which
 * needs `code`) before it switches to the client credentials grant. The endpoint answers 404,
 * saying how clients get a token instead; without a `registration_endpoint`, clients that would
 * register themselves stop before ever reaching it.
 */
import { publicUrls } from '../shared/public-urls.js';
import * as z from '../shared/zod.js';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';

export const RESOURCE_NAME = 'Workforce operations MCP server';

/** The 404 of /authorize and /register: how a client gets a token here instead. */
export const noInteractiveLoginMessage = (tokenEndpoint: string) =>
  `there is no interactive login and no dynamic client registration here: clients are registered by the operator, who gives each a client id and secret for the client credentials grant at ${tokenEndpoint}`;

/** The 404 of a well-known path that is not this deployment's. */
export const noMetadataMessage = (path: string) => `no metadata at ${path}`;

export const ProtectedResourceMetadataSchema = z.object({
  resource: z.string().check(z.describe('the MCP endpoint: `{base_url}/mcp`')),
  authorization_servers: z
    .array(z.string())
    .check(z.describe("the token service's issuer identifier (`{auth_url}`)")),
  scopes_supported: z
    .array(z.string())
    .check(
      z.describe(
        'empty: scopes name a company, so a client requests none and its token carries every scope granted to it',
      ),
    ),
  bearer_methods_supported: z.array(z.literal('header')),
  resource_name: z.string(),
  resource_documentation: z.string().check(z.describe('this API reference')),
});
export type ProtectedResourceMetadata = z.output<typeof ProtectedResourceMetadataSchema>;

export const AuthorizationServerMetadataSchema = z.object({
  issuer: z
    .string()
    .check(
      z.describe(
        "`{auth_url}`: the authorization server's identifier; the tokens' `iss` claims are svc-mcp-issuer and svc-api-exchange",
      ),
    ),
  authorization_endpoint: z
    .string()
    .check(z.describe('named because common clients require it; answers 404 (no interactive login)')),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  scopes_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()).check(z.describe('empty: no authorization endpoint flow')),
  grant_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  service_documentation: z.string(),
});
export type AuthorizationServerMetadata = z.output<typeof AuthorizationServerMetadataSchema>;

export function protectedResourceMetadata(): ProtectedResourceMetadata {
  const urls = publicUrls();
  return {
    resource: urls.mcp,
    authorization_servers: [urls.issuer],
    scopes_supported: [],
    bearer_methods_supported: ['header'],
    resource_name: RESOURCE_NAME,
    resource_documentation: urls.documentation,
  };
}

export function authorizationServerMetadata(): AuthorizationServerMetadata {
  const urls = publicUrls();
  return {
    issuer: urls.issuer,
    authorization_endpoint: urls.authorizationEndpoint,
    token_endpoint: urls.tokenEndpoint,
    jwks_uri: urls.jwksUri,
    scopes_supported: [],
    response_types_supported: ['code'],
    grant_types_supported: [CLIENT_CREDENTIALS_GRANT, TOKEN_EXCHANGE_GRANT],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    service_documentation: urls.documentation,
  };
}
