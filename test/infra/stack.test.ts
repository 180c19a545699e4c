import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { LOGGED_FAILURES } from '../../infra/alarms.js';
import { ACCESS_LOG_FIELDS } from '../../infra/api.js';
import {
  EXTENSION_SECRETS_MANAGER_TIMEOUT_MS,
  functionLogicalId,
  SAM_LOCAL_VARIABLES,
  SECRET_ARN_VARIABLES,
  SECRET_EXTENSION_TTL_SECONDS,
} from '../../infra/functions.js';
import { TABLE_DEFINITION } from '../../lib/dynamo/table.js';
import { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS } from '../../lib/http/cors.js';
import { FUNCTIONS, SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS } from '../../lib/routes.js';
import { type CfnResource, defaultStack, fastStack, resourcesOf } from '../support/cdk.js';

const deployable = [...FUNCTIONS, ...STREAM_FUNCTIONS, ...SCHEDULED_FUNCTIONS].filter(
  (def) => !def.localOnly,
);

/** What ParamsAndSecretsLayerVersion sets beside its layer (aws-cdk-lib params-and-secrets-layers). */
const EXTENSION_VARIABLES = [
  'PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED',
  'PARAMETERS_SECRETS_EXTENSION_CACHE_SIZE',
  'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
  'PARAMETERS_SECRETS_EXTENSION_LOG_LEVEL',
  'PARAMETERS_SECRETS_EXTENSION_MAX_CONNECTIONS',
  'SECRETS_MANAGER_TIMEOUT_MILLIS',
  'SECRETS_MANAGER_TTL',
  'SSM_PARAMETER_STORE_TIMEOUT_MILLIS',
  'SSM_PARAMETER_STORE_TTL',
];

function variablesOf(fn: CfnResource | undefined): Record<string, unknown> {
  const environment = fn?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
  return environment?.Variables ?? {};
}

/** The logical id a `{Ref}` / `{Fn::GetAtt}` points at, wherever it sits in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.Ref === 'string') return [record.Ref];
    const getAtt = record['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return [getAtt[0]];
    return Object.values(record).flatMap(refsIn);
  }
  return [];
}

describe('HTTP API routes', () => {
  const { template } = defaultStack();
  const routes = resourcesOf(template, 'AWS::ApiGatewayV2::Route');
  const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');

  it('has exactly the routes of the route table', () => {
    const expected = deployable.flatMap((def) => def.routes.map((r) => `${r.method} ${r.path}`)).sort();
    const actual = Object.values(routes)
      .map((route) => route.Properties.RouteKey)
      .sort();
    expect(actual).toEqual(expected);
    expect(actual.length).toBeGreaterThan(0);
  });

  it('lets API Gateway invoke each routed function once, from this API only', () => {
    const routed = deployable.filter((def) => def.routes.length > 0);
    const permissions = Object.values(resourcesOf(template, 'AWS::Lambda::Permission')).filter(
      (permission) => permission.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions.map((permission) => refsIn(permission.Properties.FunctionName)[0]).sort()).toEqual(
      routed.map(functionLogicalId).sort(),
    );
    const [api] = Object.keys(resourcesOf(template, 'AWS::ApiGatewayV2::Api'));
    for (const permission of permissions) {
      expect(refsIn(permission.Properties.SourceArn)).toContain(api);
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain('"/*/*/*"');
    }
  });

  it("stays inside CloudFormation's 500 resources per stack, with room for a few more endpoints", () => {
    // An endpoint with a function of its own adds about ten: route, integration, permission,
    // function, role, policy, log group, metric filters and alarms. Past this bound, the alarms
    // are the part to move into a nested stack.
    expect(Object.keys(template.toJSON().Resources ?? {}).length).toBeLessThanOrEqual(470);
  });

  it.each(deployable.flatMap((def) => def.routes.map((route) => ({ def, route }))))(
    '$route.method $route.path is integrated with $def.name',
    ({ def, route }) => {
      const [entry] = Object.values(routes).filter(
        (candidate) => candidate.Properties.RouteKey === `${route.method} ${route.path}`,
      );
      const integrationId = refsIn(entry?.Properties.Target)[0] ?? '';
      const integration = integrations[integrationId];
      expect(integration?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
      });
      expect(refsIn(integration?.Properties.IntegrationUri)).toEqual([functionLogicalId(def)]);
    },
  );

  it('logs every request as JSON that names the route template, never the path, query or body', () => {
    const [stage] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage'));
    const settings = stage?.Properties.AccessLogSettings as { Format: string; DestinationArn: unknown };
    expect(JSON.parse(settings.Format)).toEqual(ACCESS_LOG_FIELDS);
    expect(settings.Format).toContain('$context.requestId');
    expect(settings.Format).not.toMatch(/\$context\.path|\$request\.|body|querystring|authorizer/i);
    const logGroupId = refsIn(settings.DestinationArn)[0] ?? '';
    expect(template.toJSON().Resources[logGroupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 30 },
    });
  });

  it('throttles the stage by default and deploys it automatically', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
    });
  });

  it('answers CORS only for the configured origins, with the headers MCP clients send', () => {
    const { template: custom } = fastStack({
      context: { allowedOrigins: 'https://a.example.org, https://b.example.org' },
    });
    custom.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: {
        AllowOrigins: ['https://a.example.org', 'https://b.example.org'],
        AllowHeaders: [...CORS_ALLOW_HEADERS],
        ExposeHeaders: [...CORS_EXPOSE_HEADERS],
        AllowCredentials: false,
      },
    });
    const [api] = Object.values(resourcesOf(custom, 'AWS::ApiGatewayV2::Api'));
    const methods = new Set(
      deployable.flatMap((def) => def.routes.map((route) => route.method)).filter((m) => m !== 'ANY'),
    );
    const cors = api?.Properties.CorsConfiguration as { AllowMethods?: string[] } | undefined;
    expect([...(cors?.AllowMethods ?? [])].sort()).toEqual([...methods, 'OPTIONS'].sort());
    expect(JSON.stringify(api?.Properties.CorsConfiguration)).not.toContain('*');
  });
});

describe('Lambda functions', () => {
  const { template } = defaultStack();
  const functions = resourcesOf(template, 'AWS::Lambda::Function');

  it('deploys one function per route-table entry', () => {
    expect(Object.keys(functions).sort()).toEqual(deployable.map(functionLogicalId).sort());
  });

  it.each(deployable)('$name: Node.js 22, arm64, memory and timeout from the route table', (def) => {
    expect(functions[functionLogicalId(def)]?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: def.memoryMb,
      Timeout: def.timeoutSeconds,
      LoggingConfig: { LogGroup: { Ref: expect.stringMatching(/Logs/) } },
    });
  });

  it.each(deployable)('$name: environment holds the table name, its secret ARNs and config only', (def) => {
    const variables = variablesOf(functions[functionLogicalId(def)]);
    const secretVariables = def.access.secrets.map((name) => SECRET_ARN_VARIABLES[name]);
    expect(secretVariables).not.toContain(undefined);
    expect(Object.keys(variables).sort()).toEqual(
      [
        'TABLE_NAME',
        'PUBLIC_BASE_URL',
        'SES_SENDER',
        'ALLOWED_ORIGINS',
        'LOG_LEVEL',
        'POWERTOOLS_METRICS_NAMESPACE',
        'IDP_ISSUER',
        'IDP_AUDIENCE',
        'IDP_JWKS_URI',
        ...secretVariables,
        // The configuration of the Parameters and Secrets Lambda Extension, with its layer.
        ...(def.access.secrets.length ? EXTENSION_VARIABLES : []),
      ].sort(),
    );
    for (const name of secretVariables) expect(refsIn(variables[name])[0]).toMatch(/^Secrets/);
    expect(refsIn(variables.TABLE_NAME)[0]).toMatch(/^DataTable/);
  });

  it.each(deployable)('$name: the secrets extension layer exactly when it reads a secret', (def) => {
    const fn = functions[functionLogicalId(def)];
    const variables = variablesOf(fn);
    if (def.access.secrets.length === 0) {
      expect(fn?.Properties.Layers).toBeUndefined();
      return;
    }
    const layers = (fn?.Properties.Layers ?? []) as unknown[];
    expect(layers).toHaveLength(1);
    const [layer] = layers;
    // Looked up per region in the mapping CDK writes for the arm64 layer of extension 1.0.103.
    expect(JSON.stringify(layer)).toMatch(
      /"Fn::FindInMap":\["Paramsandsecretslayer\w*",\{"Ref":"AWS::Region"\},"1x0x103xarm64"\]/,
    );
    expect(variables).toMatchObject({
      PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'true',
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
      SECRETS_MANAGER_TTL: String(
        Math.min(...def.access.secrets.map((name) => SECRET_EXTENSION_TTL_SECONDS[name])),
      ),
      SECRETS_MANAGER_TIMEOUT_MILLIS: String(EXTENSION_SECRETS_MANAGER_TIMEOUT_MS),
    });
    // The signing keys are reread with maximum ages the extension's cache must not lengthen.
    if (def.access.secrets.includes('signingKeys')) expect(variables.SECRETS_MANAGER_TTL).toBe('0');
  });

  it('resolves the extension layer to the AWS-managed arm64 layer in a concrete region', () => {
    const mappings = (defaultStack().template.toJSON().Mappings ?? {}) as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const [map] = Object.entries(mappings).filter(([id]) => id.startsWith('Paramsandsecretslayer'));
    expect(map?.[1]['us-east-1']?.['1x0x103xarm64']).toMatch(
      /^arn:aws:lambda:us-east-1:\d{12}:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/,
    );
  });

  it('tells every function the custom domain as public base URL, and the token service URL when one is configured', () => {
    const { template } = fastStack({
      context: {
        domainName: 'api.example.org',
        hostedZoneId: 'Z0123456789ABC',
        hostedZoneName: 'example.org',
        authBaseUrl: 'https://login.example.org/wfo',
      },
    });
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      const variables = variablesOf(fn);
      if (!variables.TABLE_NAME) continue;
      expect(variables).toMatchObject({
        PUBLIC_BASE_URL: 'https://api.example.org',
        PUBLIC_AUTH_URL: 'https://login.example.org/wfo',
      });
    }
  });

  it('gives every function a log group with a retention', () => {
    const logGroups = resourcesOf(template, 'AWS::Logs::LogGroup');
    for (const fn of Object.values(functions)) {
      const id = refsIn((fn.Properties.LoggingConfig as { LogGroup: unknown }).LogGroup)[0] ?? '';
      expect(logGroups[id]?.Properties.RetentionInDays).toBe(30);
    }
  });

  it('declares the local-only variables only for a sam-local synthesis, which has no extension layer', () => {
    const { template: local } = fastStack({ context: { samLocal: 'true' } });
    for (const fn of Object.values(resourcesOf(local, 'AWS::Lambda::Function'))) {
      expect(variablesOf(fn)).toMatchObject(SAM_LOCAL_VARIABLES);
      // LOCAL_SECRETS_JSON stands in for the secrets; SAM need not fetch an AWS-managed layer.
      expect(fn.Properties.Layers).toBeUndefined();
    }
    expect(JSON.stringify(template.toJSON())).not.toMatch(/DYNAMODB_ENDPOINT|SES_ENDPOINT|LOCAL_SECRETS/);
  });
});

describe('DynamoDB table', () => {
  const { template } = defaultStack();

  it('has the keys, indexes and TTL of the table design module', () => {
    const attributes = new Set([TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey]);
    for (const gsi of TABLE_DEFINITION.globalSecondaryIndexes) {
      attributes.add(gsi.partitionKey);
      attributes.add(gsi.sortKey);
    }
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayEquals(
        [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      GlobalSecondaryIndexes: TABLE_DEFINITION.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
    });
  });

  it('keeps the data: point-in-time recovery of 35 days, deletion protection, RETAIN', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 35 },
            DeletionProtectionEnabled: true,
          }),
        ],
      },
    });
  });
});

describe('change stream and summariser', () => {
  const { template } = defaultStack();
  const [consumer] = STREAM_FUNCTIONS;
  if (!consumer) throw new Error('no stream function in the route table');

  it('streams every change of the table with the item before and after', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('feeds the summariser through a mapping that halves failing batches, retries within limits and keeps what fails', () => {
    const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(STREAM_FUNCTIONS.length);
    const queues = Object.keys(resourcesOf(template, 'AWS::SQS::Queue'));
    expect(queues).toHaveLength(STREAM_FUNCTIONS.length);
    const mapping = mappings.find(
      (candidate) =>
        (candidate.Properties.FunctionName as { Ref?: string }).Ref === functionLogicalId(consumer),
    );
    const queue = queues.find((id) => id.startsWith('StreamsSummariseChanges'));
    expect(mapping?.Properties).toMatchObject({
      FunctionName: { Ref: functionLogicalId(consumer) },
      EventSourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: consumer.stream.batchSize,
      MaximumBatchingWindowInSeconds: consumer.stream.maxBatchingWindowSeconds,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: consumer.stream.retryAttempts,
      MaximumRecordAgeInSeconds: consumer.stream.maxRecordAgeSeconds,
      ParallelizationFactor: 1,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
    });
    const criteria = mapping?.Properties.FilterCriteria as
      | { Filters: Array<{ Pattern: string }> }
      | undefined;
    const filters = criteria?.Filters ?? [];
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual(consumer.stream.filters);
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it("may read this table's stream and write the table, nothing else beyond its logs and failure queue", () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((policy) =>
      refsIn(policy.Properties.Roles).some((role) => role.startsWith('FunctionsSummariseChangesRole')),
    );
    const statements = policies.flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement,
    );
    const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
    expect(actions.filter((action) => /^(ses|secretsmanager|kms):/.test(action))).toEqual([]);
    const stream = statements.find((statement) => [statement.Action].flat().includes('dynamodb:GetRecords'));
    expect(stream?.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] });
    expect([stream?.Action].flat().sort()).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ]);
  });

  it('sums the days on a schedule, every quarter of an hour', () => {
    const settler = SCHEDULED_FUNCTIONS.find((def) => def.name === 'settleSummaries');
    if (!settler) throw new Error('settleSummaries is not in the route table');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${settler.schedule.everyMinutes} minutes)`,
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId(settler), 'Arn'] } })],
    });
  });

  it('alarms when the summariser falls behind and when a batch is given up on', () => {
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    const iteratorAge = alarms.find((alarm) => alarm.Properties.MetricName === 'IteratorAge');
    expect(iteratorAge?.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      Statistic: 'Maximum',
      Threshold: 300_000,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionLogicalId(consumer) } }],
    });
    const failed = alarms.find(
      (alarm) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible',
    );
    expect(failed?.Properties).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 1 });
  });
});

describe('secrets', () => {
  const { template } = defaultStack();

  it('generates every secret, never holding a value in the template', () => {
    const secrets = Object.values(resourcesOf(template, 'AWS::SecretsManager::Secret'));
    expect(secrets).toHaveLength(3);
    const isStateKey = (secret: CfnResource) =>
      String(secret.Properties.Description).includes('request state');
    const stateKey = secrets.find(isStateKey);
    const placeholders = secrets.filter((secret) => !isStateKey(secret));
    // The request-state key material is any long random string: Secrets Manager generates it whole.
    expect(stateKey?.Properties.SecretString).toBeUndefined();
    expect(stateKey?.Properties.GenerateSecretString).toEqual({
      PasswordLength: 64,
      ExcludePunctuation: true,
      IncludeSpace: false,
    });
    expect(placeholders).toHaveLength(2);
    for (const secret of placeholders) {
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.Properties.GenerateSecretString).toMatchObject({
        SecretStringTemplate: '{"placeholder":true}',
        GenerateStringKey: 'random',
      });
      expect(secret.DeletionPolicy).toBe('Retain');
    }
  });
});

describe('SES', () => {
  it('verifies the configured identity', () => {
    fastStack({
      context: { sesSender: 'ops@mail.example.org', sesIdentity: 'mail.example.org' },
    }).template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.example.org' });
    defaultStack().template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
    });
  });

  it('refuses a sender outside the identity', () => {
    expect(() =>
      fastStack({ context: { sesSender: 'ops@other.org', sesIdentity: 'mail.example.org' } }),
    ).toThrow(/not an address of the SES identity/);
    expect(() =>
      fastStack({ context: { sesSender: 'ops@example.org', sesIdentity: 'someone-else@example.org' } }),
    ).toThrow(/not an address of the SES identity/);
  });
});

describe('alarms', () => {
  const { template } = defaultStack();
  const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm');

  it('alarms on the API 5xx rate', () => {
    const [rate] = Object.entries(alarms).filter(([id]) => id.includes('Api5xxRate'));
    const metrics = rate?.[1].Properties.Metrics as Array<{ Expression?: string; MetricStat?: unknown }>;
    expect(metrics.find((m) => m.Expression)?.Expression).toContain('100 * errors / requests');
    expect(JSON.stringify(metrics)).toContain('"MetricName":"5xx"');
    expect(JSON.stringify(metrics)).toContain('"MetricName":"Count"');
  });

  it.each(deployable)('alarms on errors and throttles of $name', (def) => {
    for (const metricName of ['Errors', 'Throttles']) {
      const matching = Object.values(alarms).filter(
        (alarm) =>
          alarm.Properties.MetricName === metricName &&
          refsIn(alarm.Properties.Dimensions).includes(functionLogicalId(def)),
      );
      expect(matching, metricName).toHaveLength(1);
    }
  });

  it.each([
    ['TransmissionWriteFailed', 'transmission write failed'],
    ['AuditWriteFailed', 'audit write failed'],
    ['EmailSendFailed', 'email send failed'],
  ])(
    'alarms on %s from a metric filter on the log group of every function that logs it',
    (metricName, message) => {
      const filters = Object.values(resourcesOf(template, 'AWS::Logs::MetricFilter')).filter((filter) =>
        JSON.stringify(filter.Properties.MetricTransformations).includes(`"MetricName":"${metricName}"`),
      );
      const failure = LOGGED_FAILURES.find((candidate) => candidate.metricName === metricName);
      const loggers = deployable.filter((def) => failure?.loggedBy(def));
      expect(loggers.length).toBeGreaterThan(0);
      expect(filters).toHaveLength(loggers.length);
      for (const filter of filters)
        expect(filter.Properties.FilterPattern).toBe(`{ ($.level = "ERROR") && ($.message = "${message}") }`);
      const alarm = Object.values(alarms).find((candidate) => candidate.Properties.MetricName === metricName);
      expect(alarm?.Properties).toMatchObject({ Namespace: 'WorkforceOps/dev', Threshold: 1 });
    },
  );

  it('sends every alarm to the encrypted alarm topic', () => {
    const [topicId] = Object.keys(resourcesOf(template, 'AWS::SNS::Topic'));
    // The API; errors, throttles and duration per function; iterator age and failed batches per
    // stream consumer; the table's throttles; SES bounces and complaints; logged failures.
    expect(Object.keys(alarms).length).toBe(
      1 + 3 * deployable.length + 2 * STREAM_FUNCTIONS.length + 1 + 2 + LOGGED_FAILURES.length,
    );
    for (const alarm of Object.values(alarms)) {
      expect(refsIn(alarm.Properties.AlarmActions)).toEqual([topicId]);
      expect(refsIn(alarm.Properties.OKActions)).toEqual([topicId]);
    }
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });
});
