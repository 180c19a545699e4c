// GET /local-idp/jwks.json: the development identity provider's public key (local runtime only).
import { json } from '../http/responses.js';
import { devIdpJwks } from './dev-idp.js';

export const handler = async () => json(200, devIdpJwks(), { 'cache-control': 'public, max-age=300' });
