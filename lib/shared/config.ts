/**
 * Runtime configuration, parsed from the environment once per process. Locally the stack sets
 * these before the handlers run; in Lambda the CDK stack sets them.
 */

import * as z from './zod.js';

/** The table's name where the environment names none (locally, and in tests). */
export const TABLE_NAME_DEFAULT = 'workforce-ops';

const ConfigSchema = z.object({
  TABLE_NAME: z._default(z.string().check(z.minLength(1)), TABLE_NAME_DEFAULT),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  /** Set only locally: DynamoDB Local's endpoint. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** Set only locally: the SES emulator's endpoint. */
  SES_ENDPOINT: z.optional(z.url()),
  /** Locally: a git-ignored JSON file holding the secrets. In the cloud: unset. */
  LOCAL_SECRETS_FILE: z.optional(z.string().check(z.minLength(1))),
  /** Local only, for `sam local invoke` (whose container cannot see the file): the file's JSON inline. */
  LOCAL_SECRETS_JSON: z.optional(z.string().check(z.minLength(2))),
  /** In the cloud: Secrets Manager ARNs of the secrets. */
  COMPANY_KEY_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  SIGNING_KEYS_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  REQUEST_STATE_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /** In the cloud: the port of the Parameters and Secrets Lambda Extension (its own variable, set by CDK). */
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: z._default(z.string(), '2773'),
  /**
   * Public base URL of the API, as clients reach it: the links sent by e-mail, the MCP endpoint's
   * URL (`{PUBLIC_BASE_URL}/mcp`) and the OAuth metadata are built from it.
   */
  PUBLIC_BASE_URL: z._default(z.url(), 'http://localhost:3000'),
  /**
   * Public base URL of the token service (the authorization server's issuer identifier), when
   * clients reach it at another address than PUBLIC_BASE_URL; unset = PUBLIC_BASE_URL.
   */
  PUBLIC_AUTH_URL: z.optional(z.url()),
  SES_SENDER: z._default(z.string().check(z.minLength(3)), 'no-reply@workforce-ops.local'),
  /** Comma-separated list of the browser origins allowed to call the MCP server. */
  ALLOWED_ORIGINS: z._default(z.string(), ''),
  /** The identity provider whose ID tokens /exchangeIdpToken accepts (locally: the dev IdP). */
  IDP_ISSUER: z.optional(z.string().check(z.minLength(1))),
  IDP_AUDIENCE: z.optional(z.string().check(z.minLength(1))),
  IDP_JWKS_URI: z.optional(z.url()),
  /**
   * Local runtime only ('true'): webhook subscriptions may target loopback addresses over http. In
   * the cloud unset: only https to public addresses.
   */
  WEBHOOK_LOOPBACK_ALLOWED: z.optional(z.enum(['true', 'false'])),
  /**
   * Seconds between a failed webhook delivery and each retry, comma-separated (lib/webhooks/
   * retry-schedule.ts has the default, over 24 hours); shorter only for local tests.
   */
  WEBHOOK_RETRY_DELAYS: z.optional(z.string().check(z.regex(/^\d{1,6}(,\d{1,6}){0,19}$/))),
  /** How long a webhook receiver has to answer, in milliseconds (default 5,000). */
  WEBHOOK_TIMEOUT_MS: z.optional(z.string().check(z.regex(/^[1-9]\d{1,5}$/))),
});

export type Config = z.infer<typeof ConfigSchema>;

let cached: Config | undefined;

/** Parsed once per process. */
export function config(): Config {
  cached ??= ConfigSchema.parse(process.env);
  return cached;
}

/** Forget the parsed configuration (the local runtime and tests change the environment). */
export function resetConfig(): void {
  cached = undefined;
}
