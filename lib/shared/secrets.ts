/**
 * Secrets: from Secrets Manager in the cloud (ARN in the environment), from a git-ignored JSON file
 * the local runtime generates. Read once per process (cold start) and kept in memory; a secret that
 * rotates (the signing keys) is read with a maximum age instead. Read-only: writing is
 * secrets-manager.ts's, for the admin commands.
 */
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SecretName } from '../routes.js';
import { config } from './config.js';
import { ServiceUnavailableError } from './errors.js';

const cache = new Map<SecretName, { value: Promise<string>; fetchedAt: number }>();
let secretsManager: SecretsManagerClient | undefined;

export function secretArnFor(name: SecretName): string | undefined {
  const { COMPANY_KEY_SECRET_ARN, SIGNING_KEYS_SECRET_ARN } = config();
  return name === 'companyKey' ? COMPANY_KEY_SECRET_ARN : SIGNING_KEYS_SECRET_ARN;
}

async function fetchSecret(name: SecretName): Promise<string> {
  const { LOCAL_SECRETS_FILE, LOCAL_SECRETS_JSON, AWS_REGION } = config();
  if (LOCAL_SECRETS_FILE || LOCAL_SECRETS_JSON) {
    const file = JSON.parse(
      LOCAL_SECRETS_JSON ?? (await readFile(LOCAL_SECRETS_FILE ?? '', 'utf8')),
    ) as Record<string, unknown>;
    const value = file[name];
    if (typeof value !== 'string') throw new Error(`secret ${name} missing from the local secrets file`);
    return value;
  }
  const arn = secretArnFor(name);
  if (!arn) throw new Error(`no Secrets Manager ARN configured for secret ${name}`);
  secretsManager ??= new SecretsManagerClient({ region: AWS_REGION });
  const answer = await secretsManager.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error(`secret ${name} has no string value`);
  return answer.SecretString;
}

/**
 * The secret's value; a failure is a 503 (retry may help) and is not cached. `maxAgeMs` rereads a
 * value older than that (0: always read); without it the first value is kept for the process.
 */
export async function loadSecret(name: SecretName, options: { maxAgeMs?: number } = {}): Promise<string> {
  let entry = cache.get(name);
  const stale =
    entry !== undefined && options.maxAgeMs !== undefined && Date.now() - entry.fetchedAt >= options.maxAgeMs;
  if (!entry || stale) {
    entry = { value: fetchSecret(name), fetchedAt: Date.now() };
    cache.set(name, entry);
  }
  try {
    return await entry.value;
  } catch (cause) {
    if (cache.get(name) === entry) cache.delete(name);
    throw new ServiceUnavailableError(`the ${name} secret cannot be read now`, { cause });
  }
}

/** Forget one secret's value, so the next read fetches it (after this process replaced it). */
export function forgetSecret(name: SecretName): void {
  cache.delete(name);
}

export function resetSecrets(): void {
  cache.clear();
}
