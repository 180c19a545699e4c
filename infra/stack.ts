/**
 * The one stack: table, secrets, SES identity, a function per route-table entry (and per stream
 * function, with its event source mapping on the table's stream, and per scheduled function, with
 * its schedule rule), the HTTP API (with its custom domain when one is configured), the alarms and
 * the dashboard.
 * Everything that varies per function comes from lib/routes.ts, so an entry added there is
 * deployed without an edit here.
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EmailIdentity, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { FUNCTIONS, type FunctionDef, SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS } from '../lib/routes.js';
import { metricNamespace, ServiceAlarms } from './alarms.js';
import { ServiceApi } from './api.js';
import type { StackConfig } from './config.js';
import { ServiceDashboard } from './dashboard.js';
import { ServiceDomain } from './domain.js';
import { ServiceFunctions } from './functions.js';
import { ScheduledRuns } from './schedules.js';
import { ServiceSecrets } from './secrets.js';
import { StreamConsumers } from './stream-consumers.js';
import { ServiceTable } from './table.js';

export interface WorkforceOpsStackProps extends StackProps {
  config: StackConfig;
  /** The route table; tests pass their own. */
  functions?: readonly FunctionDef[];
  /** The stream functions; tests pass their own (or none). */
  streamFunctions?: readonly FunctionDef[];
  /** The scheduled functions; tests pass their own (or none). */
  scheduledFunctions?: readonly FunctionDef[];
  /** Bundling options; the production object unless a test swaps it. */
  bundling?: BundlingOptions;
}

/** CloudWatch Logs only accepts these retention periods; the configured days round up to one. */
export function retentionFor(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays)
    .filter((value): value is RetentionDays => typeof value === 'number' && value > 0)
    .sort((a, b) => a - b);
  return allowed.find((value) => value >= days) ?? RetentionDays.INFINITE;
}

export class WorkforceOpsStack extends Stack {
  readonly config: StackConfig;
  readonly table: ServiceTable;
  readonly secrets: ServiceSecrets;
  readonly functions: ServiceFunctions;
  readonly api: ServiceApi;
  readonly streamConsumers: StreamConsumers;
  readonly scheduledRuns: ScheduledRuns;
  readonly alarms: ServiceAlarms;
  readonly dashboard: ServiceDashboard;
  readonly sesIdentity: IEmailIdentity;
  readonly domain: ServiceDomain | undefined;
  /** The address clients use: the custom domain's, else the API's own. */
  readonly publicUrl: string;

  constructor(scope: Construct, id: string, props: WorkforceOpsStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.config = config;
    const logRetention = retentionFor(config.logRetentionDays);

    this.table = new ServiceTable(this, 'Data');
    this.secrets = new ServiceSecrets(this, 'Secrets', config.stage);

    // SES sends as the sender only if the verified identity is that address or its domain.
    const identity = config.sesIdentity ?? config.sesSender;
    const isAddress = identity.includes('@');
    const sender = config.sesSender.toLowerCase();
    if (isAddress ? identity.toLowerCase() !== sender : !sender.endsWith(`@${identity.toLowerCase()}`))
      throw new Error(`sesSender ${config.sesSender} is not an address of the SES identity ${identity}`);
    if (config.sesIdentityMode === 'import') {
      // Verified already, maybe shared with another stage: the stack only grants sending from it.
      this.sesIdentity = EmailIdentity.fromEmailIdentityName(this, 'SesIdentity', identity);
    } else {
      const created = new EmailIdentity(this, 'SesIdentity', {
        identity: isAddress ? Identity.email(identity) : Identity.domain(identity),
      });
      // Its verification (DKIM records, a clicked link) and its sending reputation outlive the
      // stack: destroying the stack must not undo them.
      created.applyRemovalPolicy(RemovalPolicy.RETAIN);
      this.sesIdentity = created;
    }

    const deployable = [
      ...(props.functions ?? FUNCTIONS),
      ...(props.streamFunctions ?? STREAM_FUNCTIONS),
      ...(props.scheduledFunctions ?? SCHEDULED_FUNCTIONS),
    ].filter((def) => !def.localOnly);
    // The API first: the functions are told its address, for the links they e-mail.
    this.api = new ServiceApi(this, 'Http', {
      // ANY routes answer 405: a preflight allows only the methods the routes take.
      methods: [
        ...new Set(
          deployable.flatMap((def) => def.routes.map((route) => route.method)).filter((m) => m !== 'ANY'),
        ),
      ],
      allowedOrigins: config.allowedOrigins,
      throttle: { rateLimit: config.throttleRateLimit, burstLimit: config.throttleBurstLimit },
      logRetention,
    });
    this.domain = config.domainName
      ? new ServiceDomain(this, 'Domain', {
          domainName: config.domainName,
          ...(config.hostedZoneId && config.hostedZoneName
            ? { hostedZone: { id: config.hostedZoneId, name: config.hostedZoneName } }
            : {}),
          ...(config.certificateArn ? { certificateArn: config.certificateArn } : {}),
          api: this.api.api,
          stage: this.api.stage,
        })
      : undefined;
    this.publicUrl = this.domain?.url ?? this.api.url;
    this.functions = new ServiceFunctions(this, 'Functions', {
      functions: deployable,
      table: this.table,
      secrets: this.secrets.secrets,
      environment: {
        PUBLIC_BASE_URL: this.publicUrl,
        ...(config.authBaseUrl ? { PUBLIC_AUTH_URL: config.authBaseUrl } : {}),
        SES_SENDER: config.sesSender,
        ALLOWED_ORIGINS: config.allowedOrigins.join(','),
        LOG_LEVEL: config.logLevel,
        POWERTOOLS_METRICS_NAMESPACE: metricNamespace(config.stage),
        IDP_ISSUER: config.idpIssuer,
        IDP_AUDIENCE: config.idpAudience,
        IDP_JWKS_URI: config.idpJwksUri,
      },
      ses: { identityArn: this.sesIdentity.emailIdentityArn, sender: config.sesSender },
      logRetention,
      ...(props.bundling ? { bundling: props.bundling } : {}),
      samLocal: config.samLocal,
    });
    this.api.addFunctions(this.functions.deployed);
    this.streamConsumers = new StreamConsumers(this, 'Streams', {
      functions: this.functions.deployed,
      table: this.table,
    });
    this.scheduledRuns = new ScheduledRuns(this, 'Schedules', { functions: this.functions.deployed });

    const observed = {
      stage: config.stage,
      api: this.api.api,
      table: this.table,
      functions: this.functions.deployed,
      streamConsumers: this.streamConsumers.consumers,
    };
    this.alarms = new ServiceAlarms(this, 'Alarms', {
      ...observed,
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    });
    this.dashboard = new ServiceDashboard(this, 'Dashboard', { ...observed, alarms: this.alarms });

    // What docs/operating.md ("First deployment") reads back for the first-deploy steps and the admin commands.
    new CfnOutput(this, 'ApiUrl', { value: this.publicUrl });
    new CfnOutput(this, 'ExecuteApiUrl', { value: this.api.url });
    if (this.domain && !config.hostedZoneId) {
      // No hosted zone given: the operator points the domain here (a CNAME) in their own DNS.
      new CfnOutput(this, 'CustomDomainTarget', { value: this.domain.domain.regionalDomainName });
    }
    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboard.dashboardName });
    new CfnOutput(this, 'TableName', { value: this.table.table.tableName });
    new CfnOutput(this, 'CompanyKeySecretArn', { value: this.secrets.secrets.companyKey.secretArn });
    new CfnOutput(this, 'SigningKeysSecretArn', { value: this.secrets.secrets.signingKeys.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }
}
