/**
 * What an operator's first week relies on in the template: tracing on every function, the custom
 * domain exactly when configured, the SES identity kept (or only referenced), the dashboard, and
 * every alarm notifying its topic both when it fires and when it is over.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  DURATION_ALARM_SHARE_OF_TIMEOUT,
  LOGGED_FAILURES,
  SES_BOUNCE_RATE_ALARM,
  SES_COMPLAINT_RATE_ALARM,
} from '../../infra/alarms.js';
import { functionLogicalId } from '../../infra/functions.js';
import { FUNCTIONS, STREAM_FUNCTIONS } from '../../lib/routes.js';
import { METRIC } from '../../lib/shared/metrics.js';
import { type CfnResource, defaultStack, fastStack, resourcesOf } from '../support/cdk.js';

const deployable = [...FUNCTIONS, ...STREAM_FUNCTIONS].filter((def) => !def.localOnly);
const ZONE = { hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'acme-ops.net' };

describe('a deployed stage', () => {
  it('fails synthesis on placeholders or samLocal, naming each value', () => {
    expect(() => fastStack({ context: { stage: 'prod', samLocal: 'true' } })).toThrow(
      /stage prod[\s\S]*sesSender: missing[\s\S]*idpJwksUri: missing[\s\S]*samLocal/,
    );
    expect(() =>
      fastStack({
        context: {
          stage: 'prod',
          sesSender: 'no-reply@example.com',
          allowedOrigins: 'https://app.acme-ops.net',
          idpIssuer: 'https://login.acme-ops.net',
          idpAudience: 'wfo',
          idpJwksUri: 'https://login.acme-ops.net/jwks.json',
        },
      }),
    ).toThrow(/sesSender: no-reply@example.com is a placeholder/);
  });
});

describe('tracing', () => {
  const functions = resourcesOf(defaultStack().template, 'AWS::Lambda::Function');
  it.each(deployable)('$name traces actively, into the stage namespace for its metrics', (def) => {
    const fn = functions[functionLogicalId(def)];
    expect(fn?.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    expect(fn?.Properties.Environment).toMatchObject({
      Variables: { POWERTOOLS_METRICS_NAMESPACE: 'WorkforceOps/dev' },
    });
  });
});

describe('custom domain', () => {
  const DOMAIN_TYPES = [
    'AWS::CertificateManager::Certificate',
    'AWS::ApiGatewayV2::DomainName',
    'AWS::ApiGatewayV2::ApiMapping',
    'AWS::Route53::RecordSet',
  ];

  it('is absent without a domain: the printed URLs are the API’s own', () => {
    const { template } = defaultStack();
    for (const type of DOMAIN_TYPES) expect(Object.keys(resourcesOf(template, type))).toEqual([]);
    const [fn] = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(JSON.stringify(fn?.Properties.Environment)).toMatch(
      /"PUBLIC_BASE_URL":\{"Fn::GetAtt":\["HttpApi\w+","ApiEndpoint"\]/,
    );
  });

  it('with a hosted zone: a DNS-validated certificate, the domain, its mapping and the alias record', () => {
    const { template } = fastStack({ context: { domainName: 'api.acme-ops.net', ...ZONE } });
    template.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'api.acme-ops.net',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'api.acme-ops.net', HostedZoneId: ZONE.hostedZoneId }],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.acme-ops.net',
      DomainNameConfigurations: [Match.objectLike({ SecurityPolicy: 'TLS_1_2' })],
    });
    template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    template.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: 'api.acme-ops.net.',
      Type: 'A',
      HostedZoneId: ZONE.hostedZoneId,
    });
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      expect(fn.Properties.Environment).toMatchObject({
        Variables: { PUBLIC_BASE_URL: 'https://api.acme-ops.net' },
      });
    }
    expect(template.toJSON().Outputs.ApiUrl.Value).toBe('https://api.acme-ops.net');
  });

  it('with a certificate ARN and no zone: no certificate or record made, the target to point DNS at printed', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    const { template } = fastStack({ context: { domainName: 'api.acme-ops.net', certificateArn } });
    template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainNameConfigurations: [Match.objectLike({ CertificateArn: certificateArn })],
    });
    expect(template.toJSON().Outputs.CustomDomainTarget).toBeDefined();
  });

  it('refuses a domain outside its hosted zone', () => {
    expect(() => fastStack({ context: { domainName: 'api.other.net', ...ZONE } })).toThrow(
      /domainName: api.other.net is not in the hosted zone acme-ops.net/,
    );
  });
});

describe('SES identity', () => {
  it('created by default, and kept when the stack is destroyed', () => {
    const [identity] = Object.values(resourcesOf(defaultStack().template, 'AWS::SES::EmailIdentity'));
    expect(identity?.DeletionPolicy).toBe('Retain');
    expect(identity?.UpdateReplacePolicy).toBe('Retain');
  });

  it('imported by name: no identity resource, sending still granted on it as the sender', () => {
    const { template } = fastStack({
      context: {
        sesIdentityMode: 'import',
        sesSender: 'ops@mail.acme-ops.net',
        sesIdentity: 'mail.acme-ops.net',
      },
    });
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(JSON.stringify(template.toJSON())).toMatch(/identity\/mail\.acme-ops\.net/);
  });
});

describe('dashboard and alarms', () => {
  const { template } = defaultStack();
  const alarms = Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
  const topics = Object.keys(resourcesOf(template, 'AWS::SNS::Topic'));
  const named = (fragment: string) => alarms.filter(([id]) => id.includes(fragment));
  const only = (fragment: string): CfnResource => {
    const found = named(fragment);
    expect(found, fragment).toHaveLength(1);
    return found[0]?.[1] as CfnResource;
  };

  it('has a dashboard with the metrics the code writes and the AWS ones', () => {
    const [dashboard] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const metric of Object.values(METRIC)) expect(body, metric).toContain(metric);
    for (const metric of [
      'IteratorAge',
      'Reputation.BounceRate',
      'ReadThrottleEvents',
      'Duration',
      'Throttles',
    ])
      expect(body, metric).toContain(metric);
    expect(body).toContain('alarm');
  });

  it('notifies the topic when every alarm fires and when it is OK again', () => {
    expect(alarms.length).toBeGreaterThan(deployable.length * 3);
    for (const [id, alarm] of alarms) {
      for (const actions of [alarm.Properties.AlarmActions, alarm.Properties.OKActions]) {
        expect(JSON.stringify(actions), id).toMatch(new RegExp(topics[0] ?? 'no topic'));
      }
    }
  });

  it.each(deployable)('$name: errors, throttles and a duration near its timeout', (def) => {
    only(`${def.name}Errors`);
    only(`${def.name}Throttles`);
    const duration = only(`${def.name}DurationNearTimeout`);
    expect(duration.Properties).toMatchObject({
      MetricName: 'Duration',
      ExtendedStatistic: 'p99',
      Threshold: def.timeoutSeconds * 1000 * DURATION_ALARM_SHARE_OF_TIMEOUT,
    });
  });

  it('on DynamoDB throttles of the table and every index', () => {
    const metrics = JSON.stringify(only('TableThrottles').Properties.Metrics);
    expect(metrics).toContain('ReadThrottleEvents');
    expect(metrics).toContain('WriteThrottleEvents');
    expect(metrics).toContain('GlobalSecondaryIndexName');
  });

  it("on the summariser's lag and its failed batches", () => {
    for (const def of STREAM_FUNCTIONS) {
      expect(only(`${def.name}IteratorAge`).Properties.MetricName).toBe('IteratorAge');
      expect(only(`${def.name}FailedBatches`).Properties.MetricName).toBe(
        'ApproximateNumberOfMessagesVisible',
      );
    }
  });

  it('on SES bounces and complaints', () => {
    expect(only('SesBounceRate').Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: SES_BOUNCE_RATE_ALARM,
    });
    expect(only('SesComplaintRate').Properties).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: SES_COMPLAINT_RATE_ALARM,
    });
  });

  it('on the failures the code logs and answers around', () => {
    for (const failure of LOGGED_FAILURES)
      expect(only(`Alarms${failure.metricName}`).Properties.MetricName).toBe(failure.metricName);
  });
});
