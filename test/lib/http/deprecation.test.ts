/**
 * A route declared deprecated in a route table, fed to the three readers of the table: the local
 * gateway answers it with Deprecation, Sunset and Link; the CDK stack has API Gateway map the same
 * fields onto every answer of the route; the OpenAPI document marks it deprecated and lists them.
 * The route is a test route: the deployed table is not touched.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ANSWER_STATUSES, ServiceApi } from '../../../infra/api.js';
import { deprecationHeaders, deprecationProblem } from '../../../lib/http/deprecation.js';
import { createGateway, listen } from '../../../lib/local/gateway.js';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';
import type { OperationDoc } from '../../../lib/openapi/model.js';
import type { FunctionDef } from '../../../lib/routes.js';
import { http } from '../../support/gateway.js';

const DEPRECATION = { since: '2027-01-15', sunset: '2027-04-30', notice: '/docs/changelog.md' };

/** A function with one deprecated route and one that is not. */
const LEGACY: FunctionDef = {
  name: 'legacyProbe',
  entry: 'test/support/deprecated-route.ts',
  routes: [
    { method: 'POST', path: '/legacyThing', deprecation: DEPRECATION },
    { method: 'POST', path: '/currentThing' },
  ],
  access: { table: 'none', secrets: [] },
  memoryMb: 128,
  timeoutSeconds: 3,
  sizing: 'test only',
};

describe('deprecationHeaders', () => {
  it('writes RFC 9745 and RFC 8594 fields', () => {
    expect(deprecationHeaders(DEPRECATION)).toEqual({
      deprecation: '@1799971200',
      sunset: 'Fri, 30 Apr 2027 00:00:00 GMT',
      link: '</docs/changelog.md>; rel="deprecation"; type="text/markdown"',
    });
  });

  it('refuses a sunset sooner than the policy promises, or a notice that is not served', () => {
    expect(deprecationProblem(DEPRECATION)).toBeUndefined();
    expect(deprecationProblem({ ...DEPRECATION, sunset: '2027-02-01' })).toMatch(
      /17 days after .* at least 90/,
    );
    expect(deprecationProblem({ ...DEPRECATION, notice: 'https://elsewhere.example' })).toMatch(/not a page/);
  });
});

describe('a deprecated route through the local gateway', () => {
  let baseUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const server = createGateway({ functions: [LEGACY] });
    baseUrl = `http://127.0.0.1:${await listen(server, 0)}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close?.());

  it('answers with Deprecation, Sunset and Link; the route beside it without', async () => {
    const legacy = await http(`${baseUrl}/legacyThing`, { body: {} });
    expect(legacy.status).toBe(200);
    expect(legacy.headers).toMatchObject(deprecationHeaders(DEPRECATION));
    const current = await http(`${baseUrl}/currentThing`, { body: {} });
    expect(current.status).toBe(200);
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.headers.sunset).toBeUndefined();
  });
});

describe('a deprecated route in the CDK stack', () => {
  it("has API Gateway set the fields on every answer of the route's own integration", () => {
    const stack = new Stack(new App(), 'DeprecationProbe');
    const api = new ServiceApi(stack, 'Http', {
      methods: ['POST'],
      allowedOrigins: [],
      throttle: { rateLimit: 10, burstLimit: 10 },
      logRetention: RetentionDays.ONE_DAY,
    });
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => ({ statusCode: 200 });'),
    });
    api.addFunctions([{ def: LEGACY, fn }]);
    const integrations = Object.values(
      Template.fromStack(stack).findResources('AWS::ApiGatewayV2::Integration'),
    );
    expect(integrations).toHaveLength(2);
    const mapped = integrations.filter((resource) => resource.Properties.ResponseParameters);
    expect(mapped).toHaveLength(1);
    const parameters = mapped[0]?.Properties.ResponseParameters;
    expect(Object.keys(parameters).sort()).toEqual(ANSWER_STATUSES.map(String).sort());
    expect(parameters['200']).toEqual({
      ResponseParameters: Object.entries(deprecationHeaders(DEPRECATION)).map(([name, value]) => ({
        Destination: `overwrite:header.${name}`,
        Source: value,
      })),
    });
  });

  it('refuses at synthesis a deprecation that breaks the policy', () => {
    const stack = new Stack(new App(), 'DeprecationTooSoon');
    const api = new ServiceApi(stack, 'Http', {
      methods: ['POST'],
      allowedOrigins: [],
      throttle: { rateLimit: 10, burstLimit: 10 },
      logRetention: RetentionDays.ONE_DAY,
    });
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => ({ statusCode: 200 });'),
    });
    const hasty = {
      ...LEGACY,
      routes: [
        { method: 'POST' as const, path: '/x', deprecation: { ...DEPRECATION, sunset: '2027-01-20' } },
      ],
    };
    expect(() => api.addFunctions([{ def: hasty, fn }])).toThrow(/deprecation: sunset 2027-01-20 is 5 days/);
  });
});

describe('a deprecated route in the OpenAPI document', () => {
  it('is a deprecated operation whose answers list the fields', () => {
    const op: OperationDoc = {
      functionName: 'legacyProbe',
      method: 'POST',
      path: '/legacyThing',
      operationId: 'legacyThing',
      tag: 'Test',
      summary: 'A retired thing',
      description: 'Does what it did.',
      responses: { 200: { description: 'Done.', schema: z.object({ err: z.literal(false) }) } },
      examples: {},
    };
    const current = { ...op, path: '/currentThing', operationId: 'currentThing' };
    const doc = buildOpenApiDocument([op, current], [LEGACY]) as {
      paths: Record<
        string,
        {
          post: {
            deprecated?: boolean;
            description: string;
            responses: Record<string, { headers?: Record<string, unknown> }>;
          };
        }
      >;
    };
    const legacy = doc.paths['/legacyThing']?.post;
    expect(legacy?.deprecated).toBe(true);
    expect(legacy?.description).toMatch(
      /^\*\*Deprecated\*\* since 2027-01-15; it stops answering on 2027-04-30/,
    );
    expect(Object.keys(legacy?.responses['200']?.headers ?? {})).toEqual(['Deprecation', 'Sunset', 'Link']);
    expect(doc.paths['/currentThing']?.post.deprecated).toBeUndefined();
  });
});
