// POST /exchangeIdpToken: an identity provider's ID token → a chatbot access token of the user's company.
import { exchangeIdpToken } from '../../lib/auth/exchange-idp-token.js';
import { NO_STORE, oauthEndpoint } from '../../lib/http/oauth-endpoint.js';
import { json } from '../../lib/http/responses.js';

export const handler = oauthEndpoint(async ({ params }) =>
  json(200, await exchangeIdpToken(params), { ...NO_STORE }),
);
