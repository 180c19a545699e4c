/**
 * Secrets: from Secrets Manager in the cloud (ARN in the environment), from a git-ignored JSON file
 * the local runtime generates. Read once per process (cold start) and kept in memory.
 */
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SecretName } from '../routes.js';
import { config } from './config.js';
import { ServiceUnavailableError } from './errors.js';

const cache = new Map<SecretName, Promise<string>>();
let secretsManager: SecretsManagerClient | undefined;

function arnFor(name: SecretName): string | undefined {
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
  const arn = arnFor(name);
  if (!arn) throw new Error(`no Secrets Manager ARN configured for secret ${name}`);
  secretsManager ??= new SecretsManagerClient({ region: AWS_REGION });
  const answer = await secretsManager.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error(`secret ${name} has no string value`);
  return answer.SecretString;
}

/** The secret's value; a failure is a 503 (retry may help) and is not cached. */
export async function loadSecret(name: SecretName): Promise<string> {
  let pending = cache.get(name);
  if (!pending) {
    pending = fetchSecret(name);
    cache.set(name, pending);
  }
  try {
    return await pending;
  } catch (cause) {
    cache.delete(name);
    throw new ServiceUnavailableError(`the ${name} secret cannot be read now`, { cause });
  }
}

export function resetSecrets(): void {
  cache.clear();
}
