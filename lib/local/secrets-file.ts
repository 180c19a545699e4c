/** The git-ignored file that stands in for Secrets Manager locally; generated on first start. */

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { newSigningKeySet } from '../auth/signing-keys.js';
import { generateCompanyKeySecret } from '../companies/company-key.js';
import type { SecretName } from '../routes.js';
import { DEV_IDP_SECRET, generateDevIdpKey } from './dev-idp.js';

/** Secrets of the local runtime only, with no Secrets Manager twin in the cloud. */
export type LocalOnlySecretName = typeof DEV_IDP_SECRET;

/** How each secret is made when the file lacks it. */
export const LOCAL_SECRET_GENERATORS: Partial<Record<SecretName | LocalOnlySecretName, () => string>> = {
  companyKey: generateCompanyKeySecret,
  signingKeys: () => JSON.stringify(newSigningKeySet()),
  requestStateKey: () => randomBytes(32).toString('base64url'),
  [DEV_IDP_SECRET]: generateDevIdpKey,
};

/** Makes sure `path` holds every secret, generating the missing ones; never rewrites existing ones. */
export function ensureLocalSecrets(path: string): void {
  const current: Record<string, string> = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  let changed = false;
  for (const [name, generate] of Object.entries(LOCAL_SECRET_GENERATORS)) {
    if (typeof current[name] !== 'string' && generate) {
      current[name] = generate();
      changed = true;
    }
  }
  if (changed) writeFileSync(path, `${JSON.stringify(current, null, 2)}\n`, { mode: 0o600 });
}
