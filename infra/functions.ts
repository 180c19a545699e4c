/**
 * One NodejsFunction per entry of the route table, each with its own role, log group and
 * environment. What a function may touch comes only from its FunctionDef.access, so a function
 * added to lib/routes.ts gets its grants without an edit here.
 */
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type CfnFunction,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../lib/local/paths.js';
import type { FunctionAccess, FunctionDef, SecretName } from '../lib/routes.js';
import { EXTENSION_TIMEOUT_MS } from '../lib/shared/secrets.js';
import { bundlingFor, PRODUCTION_BUNDLING } from './bundling.js';
import type { ServiceTable } from './table.js';

/** Table actions per access level. Transactions need no action of their own: each item's counts. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  // /mcp/ready checks that the table answers DescribeTable; it reveals no data.
  'dynamodb:DescribeTable',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** The environment variable that carries each secret's ARN (lib/shared/config.ts). */
export const SECRET_ARN_VARIABLES: Record<SecretName, string> = {
  companyKey: 'COMPANY_KEY_SECRET_ARN',
  signingKeys: 'SIGNING_KEYS_SECRET_ARN',
  requestStateKey: 'REQUEST_STATE_SECRET_ARN',
};

/**
 * How long the Parameters and Secrets Lambda Extension may cache each secret (SECRETS_MANAGER_TTL,
 * seconds, at most 300); a function gets the smallest of its secrets'. The extension's cache sits
 * under loadSecret's (lib/shared/secrets.ts), so each reread may be up to this much older:
 * - companyKey 300: loadSecret keeps the first value for the process, so the extension only
 *   answers a reread after a failed read; in a new execution environment its cache starts empty.
 * - signingKeys 0 (cache bypassed): the readers reread with a maximum age (signers 5 min, the JWKS
 *   endpoint 30 s, the verifier 0 on each reload of its cache), and the rotation timeline of
 *   lib/auth/signing-keys.ts counts on exactly those ages. Each reread is then one GetSecretValue
 *   made by the extension, as many as the SDK client made before.
 * - requestStateKey 300: read once per process, like companyKey.
 */
export const SECRET_EXTENSION_TTL_SECONDS: Record<SecretName, number> = {
  companyKey: 300,
  signingKeys: 0,
  requestStateKey: 300,
};

/**
 * The extension's own timeout for GetSecretValue, shorter than the function's wait for the
 * extension (EXTENSION_TIMEOUT_MS), so a slow Secrets Manager yields the extension's error answer.
 */
export const EXTENSION_SECRETS_MANAGER_TIMEOUT_MS = EXTENSION_TIMEOUT_MS - 1000;

/**
 * The Parameters and Secrets Lambda Extension layer for a function that reads these secrets, or
 * none. Not in the sam-local variant: there LOCAL_SECRETS_JSON stands in for the secrets, and SAM
 * would have to download an AWS-managed layer for nothing.
 */
export function secretsExtensionFor(
  secrets: readonly SecretName[],
  samLocal = false,
): ParamsAndSecretsLayerVersion | undefined {
  if (secrets.length === 0 || samLocal) return undefined;
  return ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
    cacheEnabled: true,
    secretsManagerTtl: Duration.seconds(
      Math.min(...secrets.map((name) => SECRET_EXTENSION_TTL_SECONDS[name])),
    ),
    secretsManagerTimeout: Duration.millis(EXTENSION_SECRETS_MANAGER_TIMEOUT_MS),
  });
}

/** Local-only variables declared for `sam local invoke` (StackConfig.samLocal), with defaults. */
export const SAM_LOCAL_VARIABLES = {
  DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
  SES_ENDPOINT: 'http://host.docker.internal:8005',
  // The container cannot read the host's .local/secrets.json; `npm run sam:env` puts its content here.
  LOCAL_SECRETS_JSON: '{}',
} as const;

export interface ServiceFunctionsProps {
  functions: readonly FunctionDef[];
  table: ServiceTable;
  secrets: Record<SecretName, Secret>;
  /** Non-secret configuration every function receives (table name and secret ARNs are added). */
  environment: Record<string, string>;
  /** The SES identity ARN and sender address, for functions with access.ses. */
  ses: { identityArn: string; sender: string };
  logRetention: RetentionDays;
  bundling?: BundlingOptions;
  samLocal?: boolean;
}

export interface DeployedFunction {
  def: FunctionDef;
  fn: NodejsFunction;
  logGroup: LogGroup;
  role: Role;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Stable logical id of a function, for `sam local invoke -t ... <LogicalId>`. */
export function functionLogicalId(def: Pick<FunctionDef, 'name'>): string {
  return `${pascal(def.name)}Function`;
}

export class ServiceFunctions extends Construct {
  readonly deployed: DeployedFunction[];
  /** The options the functions were bundled with (the production object unless a test swaps it; bundlingFor adds a function's hooks). */
  readonly bundling: BundlingOptions;

  constructor(scope: Construct, id: string, props: ServiceFunctionsProps) {
    super(scope, id);
    this.bundling = props.bundling ?? PRODUCTION_BUNDLING;
    this.deployed = props.functions.map((def) => this.build(def, props));
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        "The service runs on the Node.js 22 Lambda runtime (the code must also run on Node.js 20 locally, and its pinned libraries are chosen for 20 and 22); nodejs22.x is supported until 2027. Move with the project's Node.js floor.",
    });
  }

  private build(def: FunctionDef, props: ServiceFunctionsProps): DeployedFunction {
    const scope = new Construct(this, pascal(def.name));
    const logGroup = new LogGroup(scope, 'Logs', { retention: props.logRetention });
    // A role of our own instead of AWSLambdaBasicExecutionRole: that managed policy may write to
    // every log group of the account; this one only to the function's own.
    const role = new Role(scope, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `workforce-ops ${def.name}: ${describeAccess(def.access)}`,
      inlinePolicies: {
        logs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [logGroup.logGroupArn],
            }),
          ],
        }),
      },
    });
    this.grantTable(role, def.access, props.table);
    const secretVariables: Record<string, string> = {};
    for (const name of def.access.secrets) {
      // The extension calls GetSecretValue with the function's role, so the grant stays.
      props.secrets[name].grantRead(role);
      secretVariables[SECRET_ARN_VARIABLES[name]] = props.secrets[name].secretArn;
    }
    if (def.access.ses) {
      role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['ses:SendEmail'],
          resources: [props.ses.identityArn],
          // Only as the configured sender, even though the identity may be a whole domain.
          conditions: { StringEquals: { 'ses:FromAddress': props.ses.sender } },
        }),
      );
    }

    const fn = new NodejsFunction(scope, 'Function', {
      entry: join(REPO_ROOT, def.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: def.memoryMb,
      timeout: Duration.seconds(def.timeoutSeconds),
      description: `${def.name}: ${
        def.routes.length > 0
          ? def.routes.map((r) => `${r.method} ${r.path}`).join(', ')
          : "the table's change stream"
      }. Sizing: ${def.sizing}`.slice(0, 256),
      role,
      logGroup,
      // X-Ray records every invocation; the code adds subsegments for its DynamoDB and SES calls
      // (lib/shared/tracer.ts). CDK grants the role xray:PutTraceSegments and PutTelemetryRecords.
      tracing: Tracing.ACTIVE,
      // Secrets are read through the Parameters and Secrets Lambda Extension, not an SDK client in
      // the bundle (lib/shared/secrets.ts); the layer also sets its PARAMETERS_SECRETS_* variables.
      paramsAndSecrets: secretsExtensionFor(def.access.secrets, props.samLocal),
      // The shared options; a function with files beside its bundle adds its afterBundling hook.
      bundling: bundlingFor(def.name, this.bundling),
      environment: {
        TABLE_NAME: props.table.table.tableName,
        ...props.environment,
        ...secretVariables,
        ...(props.samLocal ? SAM_LOCAL_VARIABLES : {}),
      },
    });
    (fn.node.defaultChild as CfnFunction).overrideLogicalId(functionLogicalId(def));
    // Only this finding (a resource `*`), and only in the role's default policy, where CDK puts the
    // tracing grant; any other wildcard in the role is still reported.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "Active tracing: CDK grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource-level permissions (AWS's service authorization reference lists only '*' for them), so the statement cannot be narrowed.",
    });
    return { def, fn, logGroup, role };
  }

  private grantTable(role: Role, access: FunctionAccess, table: ServiceTable): void {
    if (access.table === 'none') return;
    role.addToPolicy(
      new PolicyStatement({
        actions: [...TABLE_READ_ACTIONS],
        resources: [table.table.tableArn, ...table.indexArns()],
      }),
    );
    if (access.table === 'readwrite') {
      // Items are written to the table; indexes are maintained by DynamoDB and take no writes.
      role.addToPolicy(
        new PolicyStatement({ actions: [...TABLE_WRITE_ACTIONS], resources: [table.table.tableArn] }),
      );
    }
  }
}

function describeAccess(access: FunctionAccess): string {
  const parts = [`table ${access.table}`];
  if (access.secrets.length) parts.push(`secrets ${access.secrets.join(', ')}`);
  if (access.ses) parts.push('ses send');
  return parts.join('; ');
}

/** The region-and-account-qualified ARN of an SES identity. */
export function sesIdentityArn(scope: Construct, identity: string): string {
  return Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
}
