/**
 * Writing secrets, for the admin commands (first deployment, signing-key rotation). The functions
 * only read (secrets.ts); no function bundle imports this module.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { SecretName } from '../routes.js';
import { config } from './config.js';
import { forgetSecret, secretArnFor } from './secrets.js';

export interface SecretStore {
  /** The current string value, or undefined when the secret has none yet. */
  read(arn: string): Promise<string | undefined>;
  /** Stores a new current version; returns its version id. */
  write(arn: string, value: string): Promise<string>;
}

export function secretsManagerStore(
  client = new SecretsManagerClient({ region: config().AWS_REGION }),
): SecretStore {
  return {
    async read(arn) {
      return (await client.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString;
    },
    async write(arn, value) {
      const answer = await client.send(new PutSecretValueCommand({ SecretId: arn, SecretString: value }));
      return answer.VersionId ?? '';
    },
  };
}

/** Replaces the secret's value (admin commands only: rotation). */
export async function saveSecret(name: SecretName, value: string): Promise<void> {
  const { LOCAL_SECRETS_FILE } = config();
  if (LOCAL_SECRETS_FILE) {
    const file = JSON.parse(await readFile(LOCAL_SECRETS_FILE, 'utf8')) as Record<string, unknown>;
    file[name] = value;
    // Write then rename, so a running stack never reads a half-written file.
    const temporary = `${LOCAL_SECRETS_FILE}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, LOCAL_SECRETS_FILE);
  } else {
    const arn = secretArnFor(name);
    if (!arn) throw new Error(`no Secrets Manager ARN configured for secret ${name}`);
    await secretsManagerStore().write(arn, value);
  }
  forgetSecret(name);
}
