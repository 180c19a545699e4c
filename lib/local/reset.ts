/** Forgets every per-process cache that depends on the environment (endpoints, secrets, companies). */
import { resetSigningKeyCaches } from '../auth/signing-key-source.js';
import { resetAccessTokenVerifier } from '../auth/verify-access-token.js';
import { clearCompanyCache } from '../companies/resolve-company.js';
import { resetEmailClient } from '../email/send-email.js';
import { resetConfig } from '../shared/config.js';
import { resetSecrets } from '../shared/secrets.js';
import { resetLocalDynamoClient } from './dynamo-client.js';
import { resetStreamClient } from './stream-reader.js';

export function resetProcessCaches(): void {
  resetConfig();
  resetLocalDynamoClient();
  resetStreamClient();
  resetEmailClient();
  resetSecrets();
  clearCompanyCache();
  resetSigningKeyCaches();
  resetAccessTokenVerifier();
}
