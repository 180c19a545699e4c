/** Provider-side registry of OAuth clients: register (secret shown once) and revoke. */
import { getCompany } from '../dynamo/company-store.js';
import { putOAuthClient, revokeOAuthClient } from '../dynamo/oauth-client-store.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { hashClientSecret, newClientSecret } from './client-secret.js';
import type { OAuthClient } from './oauth-client.js';
import { parseScope, splitScopes } from './scopes.js';

/** Client ids travel in HTTP Basic credentials and rate-limit keys: no colon, no `#`. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

export interface RegisterClientInput {
  clientId: string;
  scopes: string | readonly string[];
  mode?: string;
  /** Replace an existing client and its secret (the demo seed only). */
  replace?: boolean;
}

export interface RegisteredClient {
  client_id: string;
  /** Shown once; only its hash is stored. */
  client_secret: string;
  scopes: string[];
  mode: 'service';
}

async function checkScopes(scopes: string[]): Promise<void> {
  if (scopes.length === 0) throw new ValidationError('scopes: give at least one scope');
  const unknown = scopes.filter((scope) => !parseScope(scope));
  if (unknown.length) {
    throw new ValidationError(
      `scopes: not valid: ${unknown.join(', ')} (use <family>:<companyId>, read:tickets:* or admin:*)`,
    );
  }
  const tenants = new Set(
    scopes.flatMap((scope) => {
      const parsed = parseScope(scope);
      return parsed?.kind === 'family' && parsed.tenant !== '*' ? [parsed.tenant] : [];
    }),
  );
  const missing: string[] = [];
  for (const tenant of tenants) if (!(await getCompany(tenant))) missing.push(tenant);
  if (missing.length) throw new NotFoundError(`scopes name unknown companies: ${missing.join(', ')}`);
}

export async function registerClient(input: RegisterClientInput): Promise<RegisteredClient> {
  if (!CLIENT_ID_PATTERN.test(input.clientId)) {
    throw new ValidationError('id: 3 to 64 letters, digits, dots, dashes or underscores');
  }
  if ((input.mode ?? 'service') !== 'service') {
    throw new ValidationError('mode: clients get service tokens; chatbot tokens come from /exchangeIdpToken');
  }
  const scopes = splitScopes(input.scopes);
  await checkScopes(scopes);
  const secret = newClientSecret();
  const client: OAuthClient = {
    clientId: input.clientId,
    secretHash: await hashClientSecret(secret),
    scopes,
    mode: 'service',
    createdAt: new Date().toISOString(),
  };
  await putOAuthClient(client, { replace: input.replace });
  return { client_id: client.clientId, client_secret: secret, scopes, mode: 'service' };
}

export async function revokeClient(clientId: string): Promise<{ client_id: string; revokedAt: string }> {
  const revokedAt = new Date().toISOString();
  await revokeOAuthClient(clientId, revokedAt);
  return { client_id: clientId, revokedAt };
}
