// GET /authorize and POST /register: there is no interactive login and no dynamic client
// registration. A client that tries them learns how to get a token instead.
import { noInteractiveLoginMessage } from '../../lib/auth/oauth-metadata.js';
import { httpEndpoint } from '../../lib/http/http-endpoint.js';
import { NO_STORE } from '../../lib/http/oauth-endpoint.js';
import { json } from '../../lib/http/responses.js';
import { publicUrls } from '../../lib/shared/public-urls.js';

export const handler = httpEndpoint(async () =>
  json(
    404,
    {
      error: 'not_found',
      error_description: noInteractiveLoginMessage(publicUrls().tokenEndpoint),
    },
    { ...NO_STORE },
  ),
);
