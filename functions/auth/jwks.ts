// GET /.well-known/jwks.json: the public keys that verify access tokens (current and previous).
import { publicJwksDocument } from '../../lib/auth/signing-key-source.js';
import { oauthEndpoint } from '../../lib/http/oauth-endpoint.js';
import { json } from '../../lib/http/responses.js';

/** Verifiers may keep it 5 minutes; with the endpoint's own 30 s, a key is never older than 10. */
export const JWKS_CACHE_CONTROL = 'public, max-age=300';

export const handler = oauthEndpoint(async () =>
  json(200, await publicJwksDocument(), { 'cache-control': JWKS_CACHE_CONTROL }),
);
