/**
 * Secrets, read-only: in Lambda through the AWS Parameters and Secrets Lambda Extension, locally
 * from a git-ignored JSON file the local runtime generates. Read once per process (cold start) and
 * kept in memory; a secret that rotates (the signing keys) is read with a maximum age instead.
 *
 * The extension (a layer infra/functions.ts gives every function that reads a secret) is a
 * separate process in the execution environment that answers
 * `GET http://localhost:$PARAMETERS_SECRETS_EXTENSION_HTTP_PORT/secretsmanager/get?secretId=<ARN>`
 * (port 2773 by default) with the GetSecretValue JSON, when the request carries the header
 * `X-Aws-Parameters-Secrets-Token: $AWS_SESSION_TOKEN`. It calls Secrets Manager with the
 * function's role and caches the answer for SECRETS_MANAGER_TTL seconds, so the functions bundle
 * no Secrets Manager client and build none at cold start. Its cache sits under this one: a
 * `maxAgeMs` read may get a value up to that TTL older, which is why the functions that read the
 * signing keys (read with maxAgeMs 0) run it with a TTL of 0 (infra/functions.ts,
 * SECRET_EXTENSION_TTL_SECONDS).
 *
 * Writing (signing-key rotation, first-deployment set-up) and the admin CLI's reads from a laptop,
 * where no extension runs, go through the SDK client in secrets-manager.ts, which no function
 * bundle imports.
 */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { SecretName } from '../routes.js';
import { config } from './config.js';
import { ServiceUnavailableError } from './errors.js';

/** Reads the current string value of the secret with this ARN (throws when it cannot). */
export type CloudSecretReader = (arn: string) => Promise<string>;

/** How long one request to the extension may take, connection to last byte, before it counts as failed. */
export const EXTENSION_TIMEOUT_MS = 3000;
/** The header the extension requires, carrying AWS_SESSION_TOKEN (proof the caller is inside the sandbox). */
export const EXTENSION_TOKEN_HEADER = 'X-Aws-Parameters-Secrets-Token';
/** GetSecretValue answers hold at most 64 KB of secret; anything far larger is not the extension. */
const MAX_ANSWER_BYTES = 512 * 1024;

const cache = new Map<SecretName, { value: Promise<string>; fetchedAt: number }>();

/** The secret's ARN in Secrets Manager; an error when the deployment configured none. */
export function secretArnFor(name: SecretName): string {
  const { COMPANY_KEY_SECRET_ARN, SIGNING_KEYS_SECRET_ARN, REQUEST_STATE_SECRET_ARN } = config();
  const arns: Record<SecretName, string | undefined> = {
    companyKey: COMPANY_KEY_SECRET_ARN,
    signingKeys: SIGNING_KEYS_SECRET_ARN,
    requestStateKey: REQUEST_STATE_SECRET_ARN,
  };
  const arn = arns[name];
  if (!arn) throw new Error(`no Secrets Manager ARN configured for secret ${name}`);
  return arn;
}

/** The part of the GetSecretValue answer this module reads. */
interface GetSecretValueAnswer {
  SecretString?: unknown;
}

/**
 * GET /secretsmanager/get from the extension with node:http (loaded anyway by the SDK's HTTP
 * handler of the DynamoDB client; global fetch would load undici at first use, on the cold path).
 * Any status but 200, a refused connection, a timeout or an answer without SecretString throws.
 */
export function readThroughExtension(arn: string): Promise<string> {
  const port = Number(config().PARAMETERS_SECRETS_EXTENSION_HTTP_PORT);
  const token = process.env.AWS_SESSION_TOKEN;
  if (!token) return Promise.reject(new Error('AWS_SESSION_TOKEN is not set: not inside Lambda'));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    return Promise.reject(new Error('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT is not a port number'));
  }
  return new Promise<string>((resolve, reject) => {
    const req = request(
      {
        host: 'localhost',
        port,
        path: `/secretsmanager/get?secretId=${encodeURIComponent(arn)}`,
        method: 'GET',
        headers: { [EXTENSION_TOKEN_HEADER]: token },
        // A connection per read (they are rare): a kept-alive socket could have been closed by
        // the extension while Lambda froze the environment between invocations.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) req.destroy(new Error('the extension answered too much'));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          clearTimeout(timer);
          const body = Buffer.concat(chunks).toString('utf8');
          // An error answer carries the status and the extension's message, never a secret value.
          if (res.statusCode !== 200) {
            reject(new Error(`the secrets extension answered ${res.statusCode}: ${body.slice(0, 200)}`));
            return;
          }
          try {
            const { SecretString } = JSON.parse(body) as GetSecretValueAnswer;
            if (typeof SecretString !== 'string' || SecretString === '') {
              reject(new Error('the secrets extension answered without a SecretString'));
            } else {
              resolve(SecretString);
            }
          } catch {
            reject(new Error('the secrets extension answered something other than JSON'));
          }
        });
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`the secrets extension did not answer within ${EXTENSION_TIMEOUT_MS} ms`)),
      EXTENSION_TIMEOUT_MS,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end();
  });
}

let cloudReader: CloudSecretReader = readThroughExtension;

/**
 * Where cloud reads go: the extension unless told otherwise. The admin CLI, which runs where no
 * extension does, passes the SDK reader of secrets-manager.ts; undefined restores the extension.
 */
export function readCloudSecretsWith(reader: CloudSecretReader | undefined): void {
  cloudReader = reader ?? readThroughExtension;
  cache.clear();
}

async function fetchSecret(name: SecretName): Promise<string> {
  const { LOCAL_SECRETS_FILE, LOCAL_SECRETS_JSON } = config();
  if (LOCAL_SECRETS_FILE || LOCAL_SECRETS_JSON) {
    const file = JSON.parse(
      LOCAL_SECRETS_JSON ?? (await readFile(LOCAL_SECRETS_FILE ?? '', 'utf8')),
    ) as Record<string, unknown>;
    const value = file[name];
    if (typeof value !== 'string') throw new Error(`secret ${name} missing from the local secrets file`);
    return value;
  }
  return cloudReader(secretArnFor(name));
}

/**
 * The secret's value; a failure is a 503 (retry may help) and is not cached. `maxAgeMs` rereads a
 * value older than that (0: always read); without it the first value is kept for the process.
 * In Lambda a reread may be answered from the extension's cache (see the module comment).
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
