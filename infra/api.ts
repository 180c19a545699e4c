/**
 * The HTTP API: one route per route of the route table, each integrated with its function; access
 * logs that never record bodies, paths or query strings; stage-wide throttling; CORS for the
 * configured origins only.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnIntegration,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
// What a browser may send and read comes from lib/http/cors.ts, shared with the local gateway.
import { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS } from '../lib/http/cors.js';
import { deprecationHeaders, deprecationProblem } from '../lib/http/deprecation.js';
import type { HttpMethod as HttpMethodName, RouteDef } from '../lib/routes.js';
import type { DeployedFunction } from './functions.js';

/**
 * One JSON line per request. Company keys travel in bodies and approval-link keys in paths, so
 * the line holds the route *template* ($context.routeKey), never $context.path, the query string
 * or anything of the body (HTTP APIs cannot log bodies; this keeps it so).
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integrationStatus',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

export interface ServiceApiProps {
  /** Methods of the routes, for the CORS preflight answer. */
  methods: readonly HttpMethodName[];
  allowedOrigins: readonly string[];
  throttle: { rateLimit: number; burstLimit: number };
  logRetention: RetentionDays;
}

const SEGMENT = /^(?:[A-Za-z0-9._~-]+|\{[A-Za-z0-9_]+\}|\{[A-Za-z0-9_]+\+\})$/;

/** Refuses a path API Gateway would refuse at deploy time, so the mistake shows at synth. */
export function assertHttpApiPath(path: string): void {
  const segments = path.split('/').slice(1);
  const problem =
    !path.startsWith('/') || path.length < 2 || path.endsWith('/')
      ? 'must start with / and not end with /'
      : segments.find((segment) => !SEGMENT.test(segment))
        ? 'each segment is a literal, {name} or a final {name+}'
        : segments.slice(0, -1).some((segment) => segment.endsWith('+}'))
          ? 'a greedy {name+} segment must be the last one'
          : undefined;
  if (problem) throw new Error(`route path '${path}': ${problem}`);
}

/** Every status the functions answer with: API Gateway maps response headers per status. */
export const ANSWER_STATUSES = [
  200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 409, 410, 413, 415, 422, 429, 500, 503,
] as const;

/** Has API Gateway set `headers` on every answer of the route's own integration. */
function mapHeaders(route: HttpRoute, headers: Record<string, string>): void {
  const integration = route.node
    .findAll()
    .find((child): child is CfnIntegration => child instanceof CfnIntegration);
  if (!integration) throw new Error(`route ${route.node.id} has no integration of its own`);
  const parameters = Object.entries(headers).map(([name, value]) => ({
    Destination: `overwrite:header.${name}`,
    Source: value,
  }));
  integration.responseParameters = Object.fromEntries(
    ANSWER_STATUSES.map((status) => [String(status), { ResponseParameters: parameters }]),
  );
}

export class ServiceApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly routes: Array<{ route: RouteDef; functionName: string; construct: HttpRoute }> = [];

  constructor(scope: Construct, id: string, props: ServiceApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'workforce-ops: key-based REST endpoints, tokens and the MCP server',
      // Our own $default stage below, with access logs and throttling.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.allowedOrigins],
        allowHeaders: [...CORS_ALLOW_HEADERS],
        exposeHeaders: [...CORS_EXPOSE_HEADERS],
        allowMethods: [...new Set([...props.methods, 'OPTIONS' as const])].map(
          (method) => CorsHttpMethod[method],
        ),
        // Bearer tokens, no cookies: credentials mode is not needed.
        allowCredentials: false,
        maxAge: Duration.minutes(10),
      },
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    // Acknowledged on the API construct, so it covers routes added to the route table later.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authentication is in the functions by design: key-based endpoints carry the company key in the JSON body, the MCP routes verify RS256 JWTs with checks an API Gateway JWT authorizer cannot make (mode per issuer, kid per issuer, lifetime cap, tokenError texts), and the token, JWKS, health and approval-page routes are public by contract.',
    });
  }

  /**
   * One route per route of each function, integrated with that function. A deprecated route gets
   * an integration of its own whose response mapping adds the deprecation header fields to every
   * answer (the local gateway adds the same, from the same declaration).
   *
   * Each function lets this API invoke it once, not once per route: a permission per route would
   * spend about 90 of CloudFormation's 500 resources per stack, and every route of this API leads
   * only to the function its integration names anyway.
   */
  addFunctions(functions: ReadonlyArray<Pick<DeployedFunction, 'def'> & { fn: IFunction }>): void {
    const integrate = (id: string, fn: IFunction) =>
      new HttpLambdaIntegration(id, fn, { scopePermissionToRoute: false });
    for (const deployed of functions) {
      const integration = integrate(`${deployed.def.name}Integration`, deployed.fn);
      for (const route of deployed.def.routes) {
        const routeKey = `${route.method} ${route.path}`;
        const owner = this.routes.find((r) => `${r.route.method} ${r.route.path}` === routeKey)?.functionName;
        if (owner) throw new Error(`route ${routeKey} is declared by both ${owner} and ${deployed.def.name}`);
        assertHttpApiPath(route.path);
        const problem = route.deprecation && deprecationProblem(route.deprecation);
        if (problem) throw new Error(`route ${routeKey}: deprecation: ${problem}`);
        const construct = new HttpRoute(this, `Route ${routeKey}`, {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration: route.deprecation
            ? integrate(`${deployed.def.name}Integration ${routeKey}`, deployed.fn)
            : integration,
        });
        if (route.deprecation) mapHeaders(construct, deprecationHeaders(route.deprecation));
        this.routes.push({ route, functionName: deployed.def.name, construct });
      }
    }
  }

  /** The API's base URL ($default stage: no stage segment). */
  get url(): string {
    return this.api.apiEndpoint;
  }
}
