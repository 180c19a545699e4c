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

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';

export const RESOURCE_NAME = 'Workforce operations MCP server';

/** The 404 of /authorize and /register: how a client gets a token here instead. */
export const noInteractiveLoginMessage = (tokenEndpoint: string) =>
  `there is no interactive login and no dynamic client registration here: clients are registered by the operator, who gives each a client id and secret for the client credentials grant at ${tokenEndpoint}`;

/** The 404 of a well-known path that is not this deployment's. */
export const noMetadataMessage = (path: string) => `no metadata at ${path}`;

export interface ProtectedResourceMetadata {
  resource: string;
  authorization_servers: string[];
  scopes_supported: string[];
  bearer_methods_supported: ['header'];
  resource_name: string;
  resource_documentation: string;
}

export interface AuthorizationServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  scopes_supported: string[];
  response_types_supported: string[];
  grant_types_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  service_documentation: string;
}

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
