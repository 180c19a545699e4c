/**
 * Functions only the local runtime serves, beside the route table: CDK never sees them, because
 * they are not in FUNCTIONS. `npm start` and the test gateway add them to the local gateway.
 */
import type { FunctionDef } from '../routes.js';
import { DEV_IDP_JWKS_PATH } from './dev-idp.js';

export const LOCAL_ONLY_FUNCTIONS: readonly FunctionDef[] = [
  {
    name: 'localIdpJwks',
    entry: 'lib/local/dev-idp-jwks.ts',
    routes: [{ method: 'GET', path: DEV_IDP_JWKS_PATH }],
    access: { table: 'none', secrets: [] },
    memoryMb: 128,
    timeoutSeconds: 3,
    sizing: 'local development identity provider; never deployed',
  },
];
