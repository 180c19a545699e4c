// POST /oauthToken: client credentials → a service access token (RFC 6749 §4.4).
import { clientCredentialsGrant, clientCredentialsOf } from '../../lib/auth/client-credentials.js';
import { NO_STORE, oauthEndpoint } from '../../lib/http/oauth-endpoint.js';
import { json } from '../../lib/http/responses.js';

export const handler = oauthEndpoint(async ({ params, basic }) => {
  const token = await clientCredentialsGrant(params, clientCredentialsOf(params, basic));
  return json(200, token, { ...NO_STORE });
});
