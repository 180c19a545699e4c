import { describe, expect, it } from 'vitest';
import { functionLogicalId } from '../../infra/functions.js';
import { SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS } from '../../lib/routes.js';
import { defaultStack, resourcesOf } from '../support/cdk.js';

describe('the webhook functions in the stack', () => {
  const { template } = defaultStack();
  const deliver = STREAM_FUNCTIONS.find((def) => def.name === 'deliverWebhooks');
  const sweep = SCHEDULED_FUNCTIONS.find((def) => def.name === 'sweepWebhooks');
  if (!deliver || !sweep) throw new Error('the webhook functions are not in the route table');

  it('feeds deliverWebhooks new outbox events only, from a mapping of its own with a failure queue', () => {
    const mapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find(
      (candidate) =>
        (candidate.Properties.FunctionName as { Ref?: string }).Ref === functionLogicalId(deliver),
    );
    expect(mapping?.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] },
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRecordAgeInSeconds: 24 * 3600,
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [expect.stringMatching(/^StreamsDeliverWebhooks/), 'Arn'] },
        },
      },
    });
    const criteria = mapping?.Properties.FilterCriteria as { Filters: Array<{ Pattern: string }> };
    expect(criteria.Filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: ['WebhookEvent'] } } } },
    ]);
  });

  it('runs sweepWebhooks every minute', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    const rule = rules.find((candidate) =>
      JSON.stringify(candidate.Properties.Targets).includes(functionLogicalId(sweep)),
    );
    expect(rule?.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    const permissions = Object.values(resourcesOf(template, 'AWS::Lambda::Permission')).filter(
      (permission) =>
        permission.Properties.Principal === 'events.amazonaws.com' &&
        JSON.stringify(permission.Properties.FunctionName).includes(functionLogicalId(sweep)),
    );
    expect(permissions).toHaveLength(1);
  });

  it("alarms when a subscription is disabled, from a metric filter on the sweeper's log group", () => {
    const filters = Object.values(resourcesOf(template, 'AWS::Logs::MetricFilter')).filter((filter) =>
      JSON.stringify(filter.Properties.MetricTransformations).includes(
        '"MetricName":"WebhookSubscriptionDisabled"',
      ),
    );
    expect(filters).toHaveLength(1);
    expect(filters[0]?.Properties.FilterPattern).toBe(
      '{ ($.level = "ERROR") && ($.message = "webhook subscription disabled") }',
    );
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    expect(
      alarms.find((alarm) => alarm.Properties.MetricName === 'WebhookSubscriptionDisabled')?.Properties,
    ).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('lets the delivery and sweep functions read the company-key secret, which seals signing secrets', () => {
    for (const def of [deliver, sweep]) {
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(def)];
      const environment = fn?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
      expect(Object.keys(environment?.Variables ?? {})).toContain('COMPANY_KEY_SECRET_ARN');
      expect(fn?.Properties.Timeout).toBe(120);
    }
  });
});
