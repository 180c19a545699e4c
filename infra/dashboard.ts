/**
 * The stage's CloudWatch dashboard, top to bottom as an on-call engineer reads it: the alarms'
 * states; the API (requests, 4xx and 5xx, latency); requests, server errors and refusals by route
 * (the code's EMF metrics); the functions (errors, throttles, p99 duration against timeout); MCP
 * tool calls by tool and outcome; the summariser (stream iterator age, lag, failed batches);
 * e-mail (sent, failed, SES bounce and complaint rates); and the table (capacity and throttles).
 * docs/operating.md walks through it.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { SERVICE_NAME } from '../lib/shared/logger.js';
import { METRIC, ROUTE_DIMENSION, TOOL_DIMENSIONS } from '../lib/shared/metrics.js';
import { metricNamespace, type ServiceAlarms, tableThrottles } from './alarms.js';
import type { DeployedFunction } from './functions.js';
import type { StreamConsumer } from './stream-consumers.js';
import type { ServiceTable } from './table.js';

export interface ServiceDashboardProps {
  stage: string;
  api: HttpApi;
  table: ServiceTable;
  functions: readonly DeployedFunction[];
  streamConsumers: readonly StreamConsumer[];
  alarms: ServiceAlarms;
}

const PERIOD = Duration.minutes(5);
const WIDTH = 24;

export class ServiceDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ServiceDashboardProps) {
    super(scope, id);
    const namespace = metricNamespace(props.stage);
    const own = (metricName: string, statistic = 'Sum') =>
      new Metric({
        namespace,
        metricName,
        dimensionsMap: { service: SERVICE_NAME },
        statistic,
        period: PERIOD,
      });
    /** Every series of one of the code's metrics, one line per value of its dimensions. */
    const byDimension = (metricName: string, dimensions: readonly string[], label: string) =>
      new MathExpression({
        expression: `SEARCH('{${namespace},${[...dimensions, 'service'].sort().join(',')}} MetricName="${metricName}"', 'Sum', ${PERIOD.toSeconds()})`,
        usingMetrics: {},
        label,
        period: PERIOD,
      });
    const graph = (title: string, left: IMetric[], width = WIDTH / 3, right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width, height: 6, period: PERIOD });
    const perFunction = (metric: (deployed: DeployedFunction) => IMetric) => props.functions.map(metric);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `WorkforceOps-${props.stage}`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# workforce-ops ${props.stage}\nAlarms first, then requests by route, functions, MCP tool calls, the summariser, e-mail and the table. What each alarm means and what to do: docs/operating.md.`,
        width: WIDTH,
        height: 2,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: props.alarms.alarms, width: WIDTH, height: 6 }),
    );
    this.dashboard.addWidgets(
      graph('API requests', [props.api.metricCount({ period: PERIOD, statistic: 'Sum' })]),
      graph('API 4xx and 5xx', [
        props.api.metricClientError({ period: PERIOD, statistic: 'Sum' }),
        props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      ]),
      graph('API latency (p50, p99)', [
        props.api.metricLatency({ period: PERIOD, statistic: 'p50' }),
        props.api.metricLatency({ period: PERIOD, statistic: 'p99' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Requests by route', [byDimension(METRIC.requests, [ROUTE_DIMENSION], 'requests')]),
      graph('Server errors (5xx) by route', [byDimension(METRIC.serverErrors, [ROUTE_DIMENSION], '5xx')]),
      graph('Refusals (401/403/429) and rate-limited by route', [
        byDimension(METRIC.refusals, [ROUTE_DIMENSION], 'refused'),
        byDimension(METRIC.rateLimited, [ROUTE_DIMENSION], '429'),
      ]),
    );
    this.dashboard.addWidgets(
      graph(
        'Function errors and throttles',
        perFunction(({ fn, def }) => fn.metricErrors({ period: PERIOD, statistic: 'Sum', label: def.name })),
        WIDTH / 3,
        perFunction(({ fn, def }) =>
          fn.metricThrottles({ period: PERIOD, statistic: 'Sum', label: `${def.name} throttled` }),
        ),
      ),
      graph(
        'Function duration p99 (ms)',
        perFunction(({ fn, def }) =>
          fn.metricDuration({ period: PERIOD, statistic: 'p99', label: def.name }),
        ),
      ),
      graph('Cold starts', [byDimension('ColdStart', ['function_name'], 'cold starts')]),
    );
    this.dashboard.addWidgets(
      graph(
        'MCP tool calls by tool and outcome',
        [byDimension(METRIC.toolCalls, TOOL_DIMENSIONS, 'calls')],
        WIDTH / 2,
      ),
      graph(
        'Summariser: stream iterator age and lag (ms)',
        [
          ...props.streamConsumers.map(({ deployed, def }) =>
            deployed.fn.metric('IteratorAge', {
              period: PERIOD,
              statistic: 'Maximum',
              label: `${def.name} iterator age`,
            }),
          ),
          own(METRIC.summariserLag, 'Maximum'),
        ],
        WIDTH / 4,
      ),
      graph(
        'Summariser: failed batches',
        [
          own(METRIC.summariserFailedBatches),
          ...props.streamConsumers.map(({ failureQueue, def }) =>
            failureQueue.metricApproximateNumberOfMessagesVisible({
              period: PERIOD,
              statistic: 'Maximum',
              label: `${def.name} failure queue`,
            }),
          ),
        ],
        WIDTH / 4,
      ),
    );
    this.dashboard.addWidgets(
      graph('E-mails sent and failed', [own(METRIC.emailsSent), own(METRIC.emailsFailed)]),
      graph('SES bounce and complaint rates (account)', [
        new Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.BounceRate',
          statistic: 'Maximum',
          period: Duration.hours(1),
        }),
        new Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.ComplaintRate',
          statistic: 'Maximum',
          period: Duration.hours(1),
        }),
      ]),
      graph(
        'Table: consumed capacity and throttles',
        [
          props.table.table.metricConsumedReadCapacityUnits({ period: PERIOD, statistic: 'Sum' }),
          props.table.table.metricConsumedWriteCapacityUnits({ period: PERIOD, statistic: 'Sum' }),
        ],
        WIDTH / 3,
        [tableThrottles(props.table, PERIOD)],
      ),
    );
  }
}
