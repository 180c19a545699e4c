/**
 * Writing secrets, for the admin commands of the first deployment (the functions only read, in
 * secrets.ts). The only other file that talks to Secrets Manager.
 */
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { config } from './config.js';

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
