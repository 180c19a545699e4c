/**
 * Business and request metrics in CloudWatch embedded metric format (Powertools Metrics): each
 * metric is a JSON line in the function's log that CloudWatch turns into a metric, with no API call
 * and no added latency. The namespace is the stack's (`POWERTOOLS_METRICS_NAMESPACE`,
 * `WorkforceOps/<stage>`), and every metric carries the `service` dimension. infra/dashboard.ts and
 * infra/alarms.ts read these names, so a name changes in both places at once: METRIC holds them.
 *
 * The local runtime and the tests set POWERTOOLS_METRICS_DISABLED=true: EMF lines are for CloudWatch.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { SERVICE_NAME } from './logger.js';

/** The metric names and the dimension each is broken down by. */
export const METRIC = {
  /** Every answered HTTP request, by `route` (the API route key, e.g. `POST /recordPunch`). */
  requests: 'Requests',
  /** Requests answered 5xx, by `route`. */
  serverErrors: 'ServerErrors',
  /** Requests refused 401, 403 or 429, by `route`. */
  refusals: 'Refusals',
  /** Requests refused 429 (rate limits), by `route`. */
  rateLimited: 'RateLimited',
  /** MCP tool calls, by `tool` and `outcome` (`success` or the escalation reason). */
  toolCalls: 'ToolCalls',
  /** Age of the oldest change in a summariser batch when it was applied (ms). */
  summariserLag: 'SummariserLag',
  /** Summariser batches that failed (each is retried, halved, then sent to the failure queue). */
  summariserFailedBatches: 'SummariserFailedBatches',
  /** E-mails SES accepted. */
  emailsSent: 'EmailsSent',
  /** E-mails SES refused or that could not be sent. */
  emailsFailed: 'EmailsFailed',
} as const;

export const ROUTE_DIMENSION = 'route';
export const TOOL_DIMENSIONS = ['tool', 'outcome'] as const;

export const metrics = new Metrics({ serviceName: SERVICE_NAME });

/** One metric written at once, with its own dimensions (a tool call of a batch, an e-mail). */
function emitNow(
  name: string,
  unit: (typeof MetricUnit)[keyof typeof MetricUnit],
  value: number,
  dimensions: Record<string, string> = {},
): void {
  const single = metrics.singleMetric();
  for (const [key, dimension] of Object.entries(dimensions)) single.addDimension(key, dimension);
  single.addMetric(name, unit, value);
}

/** The request's own metrics, published with the request (lib/http/middleware/access-line.ts). */
export function countRequest(route: string, status: number): void {
  metrics.addDimension(ROUTE_DIMENSION, route);
  metrics.addMetric(METRIC.requests, MetricUnit.Count, 1);
  if (status >= 500) metrics.addMetric(METRIC.serverErrors, MetricUnit.Count, 1);
  if (status === 401 || status === 403 || status === 429)
    metrics.addMetric(METRIC.refusals, MetricUnit.Count, 1);
  if (status === 429) metrics.addMetric(METRIC.rateLimited, MetricUnit.Count, 1);
}

export function countToolCall(tool: string, outcome: string): void {
  emitNow(METRIC.toolCalls, MetricUnit.Count, 1, { tool: tool.slice(0, 64), outcome });
}

export function countEmail(sent: boolean): void {
  emitNow(sent ? METRIC.emailsSent : METRIC.emailsFailed, MetricUnit.Count, 1);
}

export function recordSummariserBatch(lagMs: number | undefined, failed: boolean): void {
  if (lagMs !== undefined) emitNow(METRIC.summariserLag, MetricUnit.Milliseconds, lagMs);
  if (failed) emitNow(METRIC.summariserFailedBatches, MetricUnit.Count, 1);
}
