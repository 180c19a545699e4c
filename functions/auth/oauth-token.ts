// POST /oauthToken: client credentials (RFC 6749 §4.4) or an ID token exchanged (RFC 8693) → an access token.
import { tokenGrant } from '../../lib/auth/token-endpoint.js';
import { NO_STORE, oauthEndpoint } from '../../lib/http/oauth-endpoint.js';
import { json } from '../../lib/http/responses.js';

export const handler = oauthEndpoint(async ({ params, basic }) =>
  json(200, await tokenGrant(params, basic), { ...NO_STORE }),
);
