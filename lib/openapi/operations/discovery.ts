/**
 * The OAuth discovery documents in the document (lib/auth/oauth-metadata.ts builds them), and the
 * two endpoints clients look for that do not exist here (no interactive login, no dynamic
 * registration).
 */
import * as z from 'zod';
import {
  AuthorizationServerMetadataSchema,
  CLIENT_CREDENTIALS_GRANT,
  noInteractiveLoginMessage,
  noMetadataMessage,
  ProtectedResourceMetadataSchema,
  RESOURCE_NAME,
  TOKEN_EXCHANGE_GRANT,
} from '../../auth/oauth-metadata.js';
import { type OperationDoc, servedBy } from '../model.js';

const TAG = 'Tokens';
const BASE = 'https://api.example.com';
const CACHED = 'The document. `Cache-Control: public, max-age=3600`.';

const NotFoundSchema = z.object({ error: z.literal('not_found'), error_description: z.string() });

const PRM_ANSWER = {
  resource: `${BASE}/mcp`,
  authorization_servers: [BASE],
  scopes_supported: [],
  bearer_methods_supported: ['header'],
  resource_name: RESOURCE_NAME,
  resource_documentation: `${BASE}/docs`,
};

const AS_ANSWER = {
  issuer: BASE,
  authorization_endpoint: `${BASE}/authorize`,
  token_endpoint: `${BASE}/oauthToken`,
  jwks_uri: `${BASE}/.well-known/jwks.json`,
  scopes_supported: [],
  response_types_supported: ['code'],
  grant_types_supported: [CLIENT_CREDENTIALS_GRANT, TOKEN_EXCHANGE_GRANT],
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  service_documentation: `${BASE}/docs`,
};

const underPath = (name: string, what: string) => ({
  name,
  in: 'path' as const,
  description: `the path of ${what} (one segment), when it has one`,
  schema: z.string(),
});

const NOT_HERE = {
  summary: 'A path that is not this deployment’s',
  status: 404,
  params: {},
  answer: { error: 'not_found', error_description: noMetadataMessage('…') },
};

const NO_LOGIN = {
  error: 'not_found',
  error_description: noInteractiveLoginMessage('{tokenEndpoint}'),
};

const protectedResource = (path: string, operationId: string, summary: string): OperationDoc => ({
  ...servedBy('auth', 'GET', path, operationId, TAG),
  summary,
  description:
    'OAuth 2.0 protected resource metadata (RFC 9728) of the MCP endpoint: which authorization server issues its tokens, and how to send them. Every 401 of the MCP routes points here with `resource_metadata` in its `WWW-Authenticate` challenge. The URLs come from the deployment’s configured public base URL.',
  responses: { 200: { description: CACHED, schema: ProtectedResourceMetadataSchema } },
  examples: { metadata: { summary: 'The metadata', status: 200, answer: PRM_ANSWER } },
});

export const discoveryOperations: OperationDoc[] = [
  protectedResource(
    '/.well-known/oauth-protected-resource/mcp',
    'protectedResourceMetadata',
    'Protected resource metadata of /mcp',
  ),
  protectedResource(
    '/.well-known/oauth-protected-resource',
    'protectedResourceMetadataAtRoot',
    'Protected resource metadata of /mcp, where clients look when the path-aware location fails',
  ),
  {
    ...servedBy(
      'auth',
      'GET',
      '/.well-known/oauth-protected-resource/{basePath}/mcp',
      'protectedResourceMetadataUnderPath',
      TAG,
    ),
    summary: 'Protected resource metadata of /mcp, for a base URL with a path',
    description:
      'Where RFC 9728 puts the metadata when the public base URL has a path (an API mapped under a path of its domain, and also reachable at the domain’s root): the answer of `/.well-known/oauth-protected-resource/mcp` when `basePath` is that path, else 404.',
    parameters: [underPath('basePath', 'the public base URL')],
    responses: {
      200: { description: CACHED, schema: ProtectedResourceMetadataSchema },
      404: { description: 'Not the configured base URL’s path.', schema: NotFoundSchema },
    },
    examples: { notHere: { ...NOT_HERE, params: { basePath: 'elsewhere' } } },
  },
  {
    ...servedBy('auth', 'GET', '/.well-known/oauth-authorization-server', 'authorizationServerMetadata', TAG),
    summary: 'Authorization server metadata of the token service',
    description:
      'OAuth 2.0 authorization server metadata (RFC 8414): the token endpoint (client credentials, and token exchange of an identity provider’s ID token), how clients authenticate there, and the keys that verify its tokens. There is no interactive login and no dynamic client registration: the operator registers clients (`npm run admin -- client:create`).',
    responses: { 200: { description: CACHED, schema: AuthorizationServerMetadataSchema } },
    examples: { metadata: { summary: 'The metadata', status: 200, answer: AS_ANSWER } },
  },
  {
    ...servedBy(
      'auth',
      'GET',
      '/.well-known/oauth-authorization-server/{issuerPath}',
      'authorizationServerMetadataUnderPath',
      TAG,
    ),
    summary: 'Authorization server metadata, for an issuer with a path',
    description:
      'Where RFC 8414 §3.1 puts the metadata when the issuer identifier has a path: the same document when `issuerPath` is that path, else 404.',
    parameters: [underPath('issuerPath', 'the issuer identifier')],
    responses: {
      200: { description: CACHED, schema: AuthorizationServerMetadataSchema },
      404: { description: 'Not the issuer’s path.', schema: NotFoundSchema },
    },
    examples: { notHere: { ...NOT_HERE, params: { issuerPath: 'elsewhere' } } },
  },
  {
    ...servedBy('auth', 'GET', '/authorize', 'authorize', TAG),
    summary: 'No interactive login',
    description:
      'Named in the metadata only because common clients require an authorization endpoint. Agents authenticate with client credentials (or exchange an ID token) at /oauthToken.',
    responses: { 404: { description: 'What to do instead.', schema: NotFoundSchema } },
    examples: { login: { summary: 'A client trying to log a user in', status: 404, answer: NO_LOGIN } },
  },
  {
    ...servedBy('auth', 'POST', '/register', 'register', TAG),
    summary: 'No dynamic client registration',
    description:
      'Clients are registered by the operator (`npm run admin -- client:create`), who hands out a client id and secret.',
    responses: { 404: { description: 'What to do instead.', schema: NotFoundSchema } },
    examples: { register: { summary: 'A client trying to register itself', status: 404, answer: NO_LOGIN } },
  },
];
