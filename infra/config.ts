/**
 * What one deployment differs in, read from CDK context (`-c key=value` or cdk.json). Every value
 * has a default so that `cdk synth` runs offline on a fresh clone; the defaults are placeholders,
 * and docs/operating.md ("Context values") lists which ones a real deployment must set.
 */
import * as z from 'zod';

/** The decisions fix five origins per deployment; fewer is allowed, more is refused. */
export const MAX_ALLOWED_ORIGINS = 5;

const origin = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^/\s?#]+$/, 'an origin is scheme://host[:port], without a path or a trailing slash');

/** Context values arrive as strings from the command line and as JSON values from cdk.json. */
const list = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  z.array(origin).min(1).max(MAX_ALLOWED_ORIGINS),
);

const positiveInt = z.coerce.number().int().positive();

const StackConfigSchema = z.object({
  /** Part of the stack name and of the metric namespace, so stages can share an account. */
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lower-case letters, digits and dashes, at most 20')
    .default('dev'),
  /** The From address of every e-mail. */
  sesSender: z.email().default('no-reply@example.com'),
  /**
   * The SES identity to verify and to grant sending from: the sender's address (default) or its
   * domain (then DNS records are needed, see docs/operating.md).
   */
  sesIdentity: z.string().min(3).optional(),
  allowedOrigins: list.default([
    'https://app.example.com',
    'https://admin.example.com',
    'https://agents.example.com',
    'https://chat.example.com',
    'https://ops.example.com',
  ]),
  idpIssuer: z.url().default('https://idp.example.com'),
  idpAudience: z.string().min(1).default('workforce-ops'),
  idpJwksUri: z.url().default('https://idp.example.com/.well-known/jwks.json'),
  /**
   * The API's public address (a custom domain): the approval links sent by e-mail, the MCP
   * endpoint's URL and the OAuth metadata are built from it; unset = the API's execute-api address.
   */
  publicBaseUrl: z.url().optional(),
  /**
   * Where clients reach the token service, when a custom domain maps it elsewhere than
   * publicBaseUrl: the authorization server's issuer identifier; unset = publicBaseUrl.
   */
  authBaseUrl: z.url().optional(),
  logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  logRetentionDays: positiveInt.default(30),
  /** Stage-wide API Gateway throttling (requests/s and burst), below the account's 10,000/5,000. */
  throttleRateLimit: positiveInt.default(1000),
  throttleBurstLimit: positiveInt.default(2000),
  /** Where alarm notifications go (an SNS e-mail subscription); unset = the topic only. */
  alarmEmail: z.email().optional(),
  /**
   * Declares the local-only variables (DynamoDB Local, SES emulator, inline secrets) on every
   * function, so that `sam local invoke --env-vars` can override them: SAM only overrides
   * variables the template declares. Never for a deployed stack.
   */
  samLocal: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
});

export type StackConfig = z.infer<typeof StackConfigSchema>;
export type StackConfigInput = z.input<typeof StackConfigSchema>;

export const CONTEXT_KEYS = Object.keys(StackConfigSchema.shape) as (keyof StackConfig)[];

/** Parses the configuration; an invalid value fails synthesis with the key named. */
export function parseStackConfig(input: Record<string, unknown>): StackConfig {
  const parsed = StackConfigSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid stack context:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Reads every known key from CDK context (undefined keys fall back to their defaults). */
export function stackConfigFromContext(tryGetContext: (key: string) => unknown): StackConfig {
  const input: Record<string, unknown> = {};
  for (const key of CONTEXT_KEYS) {
    const value = tryGetContext(key);
    if (value !== undefined) input[key] = value;
  }
  return parseStackConfig(input);
}

export function stackName(config: Pick<StackConfig, 'stage'>): string {
  return `WorkforceOps-${config.stage}`;
}
