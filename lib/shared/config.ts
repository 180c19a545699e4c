/**
 * Runtime configuration, parsed from the environment once per process. Locally the stack sets
 * these before the handlers run; in Lambda the CDK stack sets them.
 */
import * as z from 'zod';
import { TABLE_NAME_DEFAULT } from '../dynamo/table.js';

const ConfigSchema = z.object({
  TABLE_NAME: z.string().min(1).default(TABLE_NAME_DEFAULT),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set only locally: DynamoDB Local's endpoint. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Set only locally: the SES emulator's endpoint. */
  SES_ENDPOINT: z.url().optional(),
  /** Locally: a git-ignored JSON file holding the secrets. In the cloud: unset. */
  LOCAL_SECRETS_FILE: z.string().min(1).optional(),
  /** Local only, for `sam local invoke` (whose container cannot see the file): the file's JSON inline. */
  LOCAL_SECRETS_JSON: z.string().min(2).optional(),
  /** In the cloud: Secrets Manager ARNs of the secrets. */
  COMPANY_KEY_SECRET_ARN: z.string().min(1).optional(),
  SIGNING_KEYS_SECRET_ARN: z.string().min(1).optional(),
  /** Public base URL of the API, used in links sent by e-mail. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  SES_SENDER: z.string().min(3).default('no-reply@workforce-ops.local'),
  /** Comma-separated list of the browser origins allowed to call the MCP server. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** The identity provider whose ID tokens /exchangeIdpToken accepts (locally: the dev IdP). */
  IDP_ISSUER: z.string().min(1).optional(),
  IDP_AUDIENCE: z.string().min(1).optional(),
  IDP_JWKS_URI: z.url().optional(),
});

export type Config = z.infer<typeof ConfigSchema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= ConfigSchema.parse(process.env);
  return cached;
}

/** Forget the parsed configuration (the local runtime and tests change the environment). */
export function resetConfig(): void {
  cached = undefined;
}
