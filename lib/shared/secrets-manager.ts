/**
 * Secrets Manager through the SDK client, for the admin commands only: writing secrets (first
 * deployment, signing-key rotation) and reading them from a laptop, where no Parameters and
 * Secrets Lambda Extension runs. The functions only read, through the extension (secrets.ts), and
 * no function bundle imports this module, so none carries the client.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { SecretName } from '../routes.js';
import { config } from './config.js';
import { type CloudSecretReader, forgetSecret, secretArnFor } from './secrets.js';

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

/** loadSecret's cloud reads through GetSecretValue (secrets.ts readCloudSecretsWith), for the admin CLI. */
export function secretsManagerReader(store: SecretStore = secretsManagerStore()): CloudSecretReader {
  return async (arn) => {
    const value = await store.read(arn);
    if (!value) throw new Error(`the secret ${arn} has no string value`);
    return value;
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
    await secretsManagerStore().write(secretArnFor(name), value);
  }
  forgetSecret(name);
}
