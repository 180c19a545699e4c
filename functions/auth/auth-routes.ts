// The token service's one Lambda (every auth route shares it): the route key picks the handler.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { json } from '../../lib/http/responses.js';
import { handler as exchangeIdpToken } from './exchange-idp-token.js';
import { handler as jwks } from './jwks.js';
import { handler as noInteractiveLogin } from './no-interactive-login.js';
import {
  authorizationServer,
  authorizationServerUnderPath,
  protectedResource,
  protectedResourceUnderPath,
} from './oauth-metadata.js';
import { handler as oauthToken } from './oauth-token.js';

type RouteHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export const AUTH_ROUTES: Record<string, RouteHandler> = {
  'POST /oauthToken': oauthToken,
  'POST /exchangeIdpToken': exchangeIdpToken,
  'GET /.well-known/jwks.json': jwks,
  'GET /.well-known/oauth-protected-resource': protectedResource,
  'GET /.well-known/oauth-protected-resource/mcp': protectedResource,
  'GET /.well-known/oauth-protected-resource/{basePath}/mcp': protectedResourceUnderPath,
  'GET /.well-known/oauth-authorization-server': authorizationServer,
  'GET /.well-known/oauth-authorization-server/{issuerPath}': authorizationServerUnderPath,
  'GET /authorize': noInteractiveLogin,
  'POST /register': noInteractiveLogin,
};

export const handler = async (event: APIGatewayProxyEventV2, context: Context): Promise<unknown> => {
  const route = AUTH_ROUTES[event.routeKey];
  if (!route) return json(404, { error: 'not_found', error_description: `no route ${event.routeKey}` });
  return route(event, context);
};
