/**
 * CloudWatch alarms, all notifying one SNS topic when they fire and again when they are back to
 * OK: the API's 5xx rate; each function's errors, throttles and durations near its timeout; the
 * table's throttled requests; each stream consumer's iterator age and failed batches; SES's bounce
 * and complaint rates; and failures the code logs but answers around (a failed transmission or
 * audit write never changes the answer; a failed e-mail must not go unnoticed). Those come from
 * metric filters on the functions' log groups, matching the logger's JSON lines
 * `{"level":"ERROR","message":...}`. docs/operating.md says what each means and what to do.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { FunctionDef } from '../lib/routes.js';
import type { DeployedFunction } from './functions.js';
import type { StreamConsumer } from './stream-consumers.js';
import type { ServiceTable } from './table.js';

/** The namespace of the stage's own metrics: EMF metrics of the code and the log-filter metrics. */
export function metricNamespace(stage: string): string {
  return `WorkforceOps/${stage}`;
}

/** An error line the code writes when a side effect fails without failing the request. */
export interface LoggedFailure {
  metricName: string;
  /** The message: the contract with the code that logs it. */
  message: string;
  /**
   * The functions whose code can log it: only their log groups get its metric filter. A filter is a
   * resource, and CloudFormation takes 500 in a stack: one per failure per function would not fit.
   */
  loggedBy: (def: FunctionDef) => boolean;
}

/**
 * The transmission record of every key-based endpoint (lib/http/middleware/transmission-record.ts)
 * logs the first; the MCP audit (lib/mcp/audit.ts) the second; the e-mail sender (the functions
 * that may use SES) the third; the webhook sweeper, when a subscription's deliveries kept failing
 * for the whole retry schedule, the last.
 */
export const LOGGED_FAILURES: readonly LoggedFailure[] = [
  { metricName: 'TransmissionWriteFailed', message: 'transmission write failed', loggedBy: () => true },
  { metricName: 'AuditWriteFailed', message: 'audit write failed', loggedBy: (def) => def.name === 'mcp' },
  { metricName: 'EmailSendFailed', message: 'email send failed', loggedBy: (def) => def.access.ses === true },
  {
    metricName: 'WebhookSubscriptionDisabled',
    message: 'webhook subscription disabled',
    loggedBy: (def) => def.name === 'sweepWebhooks',
  },
];

/** The filter pattern of one logged failure, e.g. `{ ($.level = "ERROR") && ($.message = "audit write failed") }`. */
export function loggedFailurePattern(message: string) {
  return FilterPattern.all(
    FilterPattern.stringValue('$.level', '=', 'ERROR'),
    FilterPattern.stringValue('$.message', '=', message),
  );
}

/** Percent of requests answered 5xx above which the API alarm fires (over 5 minutes, 2 of 3). */
export const API_5XX_RATE_PERCENT = 1;
/** Below this many requests in 5 minutes the 5xx rate counts as 0: one failure of three is noise. */
export const API_5XX_MIN_REQUESTS = 20;

/** A function whose 99th-percentile duration passes this share of its timeout is near timing out. */
export const DURATION_ALARM_SHARE_OF_TIMEOUT = 0.8;

/**
 * SES reviews an account whose bounce rate passes 5% or complaint rate 0.1%, and may pause its
 * sending at 10% and 0.5%: the alarms fire at the first marks, while there is time to act.
 */
export const SES_BOUNCE_RATE_ALARM = 0.05;
export const SES_COMPLAINT_RATE_ALARM = 0.001;

export interface ServiceAlarmsProps {
  stage: string;
  api: HttpApi;
  table: ServiceTable;
  functions: readonly DeployedFunction[];
  streamConsumers?: readonly StreamConsumer[];
  alarmEmail?: string;
}

/**
 * A stream consumer whose oldest record waits longer than this is behind: the summaries answers
 * are built on then say so after two minutes (lib/summaries/stream.ts), and this alarm tells the
 * operator when it lasts.
 */
export const ITERATOR_AGE_ALARM_SECONDS = 300;

export class ServiceAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly namespace: string;

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);
    this.namespace = metricNamespace(props.stage);

    // A key of our own: CloudWatch can publish to a topic encrypted with it, not with aws/sns.
    const key = new Key(this, 'TopicKey', {
      description: `workforce-ops ${props.stage}: alarm topic encryption`,
      enableKeyRotation: true,
      // It encrypts alarm notifications in flight only; nothing to keep once the stack is gone.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: `workforce-ops ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    // The OK action tells whoever was paged that it is over, without a look at the console.
    const add = (alarm: Alarm) => {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      this.alarms.push(alarm);
    };

    const fiveMinutes = Duration.minutes(5);
    const errors = props.api.metricServerError({ period: fiveMinutes, statistic: 'Sum' });
    const requests = props.api.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    add(
      new Alarm(this, 'Api5xxRate', {
        alarmDescription: `More than ${API_5XX_RATE_PERCENT}% of API requests answered 5xx (with at least ${API_5XX_MIN_REQUESTS} requests in 5 minutes).`,
        metric: new MathExpression({
          expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
          usingMetrics: { errors, requests },
          period: fiveMinutes,
          label: '5xx rate (%)',
        }),
        threshold: API_5XX_RATE_PERCENT,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const { def, fn, logGroup } of props.functions) {
      // Errors here are crashes and timeouts: handled failures are 4xx/5xx answers, not errors.
      add(
        new Alarm(this, `${def.name}Errors`, {
          alarmDescription: `${def.name}: the function crashed or timed out.`,
          metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
      add(
        new Alarm(this, `${def.name}Throttles`, {
          alarmDescription: `${def.name}: invocations were throttled (account or reserved concurrency reached).`,
          metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
      const timeoutMs = fn.timeout?.toMilliseconds() ?? def.timeoutSeconds * 1000;
      add(
        new Alarm(this, `${def.name}DurationNearTimeout`, {
          alarmDescription: `${def.name}: the slowest 1% of invocations took more than ${DURATION_ALARM_SHARE_OF_TIMEOUT * 100}% of its ${timeoutMs / 1000} s timeout, in 2 of 3 five-minute periods.`,
          metric: fn.metricDuration({ period: fiveMinutes, statistic: 'p99' }),
          threshold: timeoutMs * DURATION_ALARM_SHARE_OF_TIMEOUT,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 3,
          datapointsToAlarm: 2,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
      // Every function gets every filter: which code paths a function runs is not in the route
      // table, and a filter that never matches costs nothing. All publish to one metric per failure.
      for (const failure of LOGGED_FAILURES.filter((candidate) => candidate.loggedBy(def))) {
        new MetricFilter(this, `${def.name}${failure.metricName}`, {
          logGroup,
          filterPattern: loggedFailurePattern(failure.message),
          metricNamespace: this.namespace,
          metricName: failure.metricName,
          metricValue: '1',
        });
      }
    }

    const minute = Duration.minutes(1);
    for (const { def, deployed, failureQueue } of props.streamConsumers ?? []) {
      add(
        new Alarm(this, `${def.name}IteratorAge`, {
          alarmDescription: `${def.name}: the oldest change waiting in the table's stream is more than ${ITERATOR_AGE_ALARM_SECONDS} s old (${def.stream.lagMeans ?? 'its work is behind'}).`,
          metric: deployed.fn.metric('IteratorAge', { period: minute, statistic: 'Maximum' }),
          threshold: ITERATOR_AGE_ALARM_SECONDS * 1000,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 5,
          datapointsToAlarm: 3,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
      add(
        new Alarm(this, `${def.name}FailedBatches`, {
          alarmDescription: `${def.name}: a batch of changes was given up on and sent to its failure queue; ${def.stream.failedBatchAdvice ?? 'its messages name the records'}.`,
          metric: failureQueue.metricApproximateNumberOfMessagesVisible({
            period: fiveMinutes,
            statistic: 'Maximum',
          }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    add(
      new Alarm(this, 'TableThrottles', {
        alarmDescription:
          'DynamoDB throttled reads or writes of the table or its indexes in 5 minutes (a hot partition, or on-demand capacity still scaling); callers got 503.',
        metric: tableThrottles(props.table, fiveMinutes),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    const hour = Duration.hours(1);
    const sesRate = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: hour });
    add(
      new Alarm(this, 'SesBounceRate', {
        alarmDescription: `SES: the account's bounce rate passed ${SES_BOUNCE_RATE_ALARM * 100}% (SES reviews the account there, and may pause sending at 10%).`,
        metric: sesRate('Reputation.BounceRate'),
        threshold: SES_BOUNCE_RATE_ALARM,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    add(
      new Alarm(this, 'SesComplaintRate', {
        alarmDescription: `SES: the account's complaint rate passed ${SES_COMPLAINT_RATE_ALARM * 100}% (SES reviews the account there, and may pause sending at 0.5%).`,
        metric: sesRate('Reputation.ComplaintRate'),
        threshold: SES_COMPLAINT_RATE_ALARM,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const failure of LOGGED_FAILURES) {
      add(
        new Alarm(this, failure.metricName, {
          alarmDescription: `A function logged '${failure.message}'.`,
          metric: new Metric({
            namespace: this.namespace,
            metricName: failure.metricName,
            statistic: 'Sum',
            period: fiveMinutes,
          }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
  }
}

/** Throttled reads and writes of the table and of each index, summed (DynamoDB reports each apart). */
export function tableThrottles(table: ServiceTable, period: Duration): MathExpression {
  const metrics: Record<string, Metric> = {};
  const scopes = [undefined, ...table.definition.globalSecondaryIndexes.map((gsi) => gsi.indexName)];
  scopes.forEach((indexName, index) => {
    for (const metricName of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      metrics[`${metricName === 'ReadThrottleEvents' ? 'r' : 'w'}${index}`] = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: {
          TableName: table.table.tableName,
          ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}),
        },
        statistic: 'Sum',
        period,
      });
    }
  });
  return new MathExpression({
    // An index nobody throttles has no data points: filled with 0 so the sum still has one.
    expression: 'SUM(FILL(METRICS(), 0))',
    usingMetrics: metrics,
    period,
    label: 'throttled requests',
  });
}
