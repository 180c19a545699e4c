// The OAuth discovery documents: the MCP endpoint's protected resource metadata (RFC 9728) and the
// token service's authorization server metadata (RFC 8414), at the root and, when the configured
// base URL has a path, at the root with that path after the well-known name.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  authorizationServerMetadata,
  noMetadataMessage,
  protectedResourceMetadata,
} from '../../lib/auth/oauth-metadata.js';
import { oauthEndpoint } from '../../lib/http/oauth-endpoint.js';
import { json } from '../../lib/http/responses.js';
import { config } from '../../lib/shared/config.js';
import { basePathOf } from '../../lib/shared/public-urls.js';

const CACHE = { 'cache-control': 'public, max-age=3600' };

/** Whether the path after the well-known name is the configured base URL's own path. */
const pathIs = (event: APIGatewayProxyEventV2, name: string, baseUrl: string) =>
  `/${event.pathParameters?.[name] ?? ''}` === basePathOf(baseUrl);

const notHere = (event: APIGatewayProxyEventV2) =>
  json(404, { error: 'not_found', error_description: noMetadataMessage(event.rawPath.slice(0, 200)) });

export const protectedResource = oauthEndpoint(async () => json(200, protectedResourceMetadata(), CACHE));

export const protectedResourceUnderPath = oauthEndpoint(async ({ event }) =>
  pathIs(event, 'basePath', config().PUBLIC_BASE_URL)
    ? json(200, protectedResourceMetadata(), CACHE)
    : notHere(event),
);

export const authorizationServer = oauthEndpoint(async () => json(200, authorizationServerMetadata(), CACHE));

export const authorizationServerUnderPath = oauthEndpoint(async ({ event }) => {
  const { PUBLIC_AUTH_URL, PUBLIC_BASE_URL } = config();
  return pathIs(event, 'issuerPath', PUBLIC_AUTH_URL ?? PUBLIC_BASE_URL)
    ? json(200, authorizationServerMetadata(), CACHE)
    : notHere(event);
});
