/**
 * What one deployment differs in. The values an operator sets for a stage live in one file,
 * `infra/stages/<stage>.json` (the `stage` context value picks it); `-c key=value` on the command
 * line overrides a value of the file for one run. Every value has a default so that `cdk synth`
 * runs offline on a fresh clone for the `dev` stage; the defaults are placeholders, and any other
 * stage refuses to synthesize while a value it needs is missing or a placeholder, naming each one,
 * so a deploy that forgot a value fails instead of going back to the placeholders.
 * docs/operating.md ("Stage configuration") lists the values.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { REPO_ROOT } from '../lib/local/paths.js';

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

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

const StackConfigSchema = z.object({
  /** Part of the stack name and of the metric namespace, so stages can share an account. */
  stage: z
    .string()
    .regex(STAGE_NAME, 'stage: lower-case letters, digits and dashes, at most 20')
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
   * `create`: the stack creates the SES identity (kept when the stack is destroyed); `import`: it
   * uses one that already exists in the account and region under that name (verified already,
   * or shared with another stage), and only grants sending from it.
   */
  sesIdentityMode: z.enum(['create', 'import']).default('create'),
  /**
   * The API's custom domain (e.g. `api.acme.com`): with a hosted zone, the stack creates its
   * DNS-validated certificate, the API's custom domain, the mapping and the alias records; with a
   * certificate ARN instead, all but the records. The URLs the service prints (approval links,
   * the MCP endpoint, the OAuth metadata) use it; unset = the API's execute-api address.
   */
  domainName: z
    .string()
    .regex(
      /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'domainName: a lower-case host name',
    )
    .optional(),
  /** The Route 53 hosted zone the domain is in: its id and its name (e.g. `acme.com`). */
  hostedZoneId: z
    .string()
    .regex(/^Z[A-Z0-9]{1,32}$/, 'hostedZoneId: a Route 53 zone id (Z...)')
    .optional(),
  hostedZoneName: z.string().min(3).optional(),
  /** An ACM certificate (in the stack's region) for the domain, instead of creating one. */
  certificateArn: z
    .string()
    .regex(/^arn:aws[a-z-]*:acm:/, 'certificateArn: an ACM certificate ARN')
    .optional(),
  /**
   * Where clients reach the token service, when a custom domain maps it elsewhere than the API's
   * own address: the authorization server's issuer identifier; unset = the API's address.
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

/** The one stage that may synthesize with placeholders and `samLocal`: a developer's. */
export const DEV_STAGE = 'dev';

/** Where each stage's values live. */
export const STAGES_DIR = join(REPO_ROOT, 'infra', 'stages');

/** What a non-dev stage must set, and what each value is, for the message that names it. */
export const REQUIRED_OUTSIDE_DEV = {
  sesSender: 'the From address of the e-mails',
  allowedOrigins: 'the browser origins allowed to call the API',
  idpIssuer: "the identity provider's issuer",
  idpAudience: "the audience of the identity provider's ID tokens",
  idpJwksUri: "the identity provider's JWKS URI",
} as const satisfies Partial<Record<keyof StackConfig, string>>;

/**
 * Domains reserved for examples and tests (RFC 2606, RFC 6761): a value under one of them is a
 * placeholder, never a real deployment's.
 */
const PLACEHOLDER_DOMAIN =
  /(^|[.@/])(example\.(com|net|org)|[a-z0-9-]+\.(example|test|invalid|localhost)|localhost)(?=$|[:/.,\s])/i;

export function isPlaceholder(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isPlaceholder);
  return typeof value === 'string' && PLACEHOLDER_DOMAIN.test(value);
}

/**
 * What a stage other than dev may not synthesize with: a required value left to its default, any
 * value under a placeholder domain, the sam-local variant, a domain without a way to certify it.
 * One line per value, naming it.
 */
export function deploymentProblems(input: Record<string, unknown>, config: StackConfig): string[] {
  if (config.stage === DEV_STAGE) return [];
  const problems: string[] = [];
  for (const [key, meaning] of Object.entries(REQUIRED_OUTSIDE_DEV)) {
    if (input[key] === undefined) problems.push(`${key}: missing (${meaning})`);
  }
  for (const key of CONTEXT_KEYS) {
    if (input[key] !== undefined && isPlaceholder(config[key]))
      problems.push(`${key}: ${String(config[key])} is a placeholder (an example or test domain)`);
  }
  if (config.samLocal)
    problems.push('samLocal: the sam-local variant is for `sam local invoke`, never deployed');
  if (config.domainName && !config.certificateArn && !(config.hostedZoneId && config.hostedZoneName))
    problems.push('domainName: needs hostedZoneId and hostedZoneName (or certificateArn) to be certified');
  return problems;
}

/** Parses the configuration; an invalid value, or one a deployed stage cannot use, fails synthesis with the key named. */
export function parseStackConfig(input: Record<string, unknown>): StackConfig {
  const parsed = StackConfigSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid stack context:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const domainProblem = domainInZone(config);
  const problems = [...(domainProblem ? [domainProblem] : []), ...deploymentProblems(input, config)];
  if (problems.length > 0) {
    throw new Error(
      `stage ${config.stage} cannot be synthesized with these values (set them in infra/stages/${config.stage}.json):\n  ${problems.join('\n  ')}`,
    );
  }
  return config;
}

function domainInZone(config: StackConfig): string | undefined {
  const { domainName, hostedZoneName } = config;
  if (!domainName || !hostedZoneName) return undefined;
  const zone = hostedZoneName.replace(/\.$/, '').toLowerCase();
  return domainName === zone || domainName.endsWith(`.${zone}`)
    ? undefined
    : `domainName: ${domainName} is not in the hosted zone ${zone}`;
}

/** A stage's file of values, or none (dev needs none). */
export function readStageFile(stage: string, dir = STAGES_DIR): Record<string, unknown> {
  const file = join(dir, `${stage}.json`);
  if (!existsSync(file)) return {};
  const values = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (values === null || typeof values !== 'object' || Array.isArray(values))
    throw new Error(`${file}: a JSON object of context values`);
  const unknownKeys = Object.keys(values).filter((key) => !(CONTEXT_KEYS as string[]).includes(key));
  if (unknownKeys.length > 0) throw new Error(`${file}: unknown keys ${unknownKeys.join(', ')}`);
  return values as Record<string, unknown>;
}

/**
 * The stage's file, then every key given as CDK context (`-c`, or cdk.json) over it; undefined
 * keys fall back to their defaults.
 */
export function stackConfigFromContext(
  tryGetContext: (key: string) => unknown,
  stagesDir = STAGES_DIR,
): StackConfig {
  const stage = tryGetContext('stage');
  const input: Record<string, unknown> = readStageFile(
    typeof stage === 'string' ? stage : DEV_STAGE,
    stagesDir,
  );
  for (const key of CONTEXT_KEYS) {
    const value = tryGetContext(key);
    if (value !== undefined) input[key] = value;
  }
  return parseStackConfig(input);
}

export function stackName(config: Pick<StackConfig, 'stage'>): string {
  return `WorkforceOps-${config.stage}`;
}
