/**
 * Rotation of the stored signing keys, for the admin command signing-key:rotate. Kept apart from
 * signing-key-source.ts, which the functions import, because it writes the secret through the
 * Secrets Manager client (secrets-manager.ts) that no function bundle should carry.
 */

import { loadSecret } from '../shared/secrets.js';
import { saveSecret } from '../shared/secrets-manager.js';
import { resetSigningKeyCaches } from './signing-key-source.js';
import {
  KEY_ACTIVATION_SECONDS,
  newSigningKeySet,
  parseSigningKeySet,
  previousKeyDropsAt,
  rotateSigningKeySet,
  type SigningKeySet,
} from './signing-keys.js';
import { EXCHANGE_ISSUER, SERVICE_ISSUER, type TokenIssuer } from './token-claims.js';

export interface RotationSummary {
  issuers: Record<
    TokenIssuer,
    { current: string; previous: string | null; previousDroppedAt: string | null }
  >;
  signsWithNewKeysFrom: string;
}

function summary(set: SigningKeySet, signsFrom: Date): RotationSummary {
  const of = (issuer: TokenIssuer) => {
    const { current, previous } = set.issuers[issuer];
    return {
      current: current.kid,
      previous: previous?.kid ?? null,
      previousDroppedAt: previous ? new Date(previousKeyDropsAt(previous.retiredAt)).toISOString() : null,
    };
  };
  return {
    issuers: { [SERVICE_ISSUER]: of(SERVICE_ISSUER), [EXCHANGE_ISSUER]: of(EXCHANGE_ISSUER) },
    signsWithNewKeysFrom: signsFrom.toISOString(),
  };
}

/**
 * Rotates the stored keys (or creates the first ones when the secret holds none yet, as after the
 * first deployment) and saves them. Running stacks pick the new set up within their cache ages.
 */
export async function rotateStoredSigningKeys(options: { force?: boolean } = {}): Promise<RotationSummary> {
  const now = new Date();
  const raw = (await loadSecret('signingKeys', { maxAgeMs: 0 })).trim();
  const empty = raw === '' || raw === '{}' || isDeploymentPlaceholder(raw);
  const next = empty
    ? newSigningKeySet(now)
    : rotateSigningKeySet(parseSigningKeySet(raw), now, options.force);
  await saveSecret('signingKeys', JSON.stringify(next));
  resetSigningKeyCaches();
  return summary(next, new Date(now.getTime() + (empty ? 0 : KEY_ACTIVATION_SECONDS * 1000)));
}

/** What the CDK stack creates the secret with (infra/secrets.ts): `{"placeholder": true, "random": …}`. */
function isDeploymentPlaceholder(raw: string): boolean {
  try {
    return (JSON.parse(raw) as { placeholder?: unknown }).placeholder === true;
  } catch {
    return false;
  }
}
