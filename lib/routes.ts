/**
 * The one route table: every Lambda function, its entry file, the HTTP routes it serves and what
 * it may touch. The local gateway serves from it and the CDK stack builds API Gateway routes,
 * Lambda functions and least-privilege grants from it; there is no second list. Beside it, the
 * functions fed by the table's change stream instead of routes (STREAM_FUNCTIONS), which the stack
 * and the local stream poller read the same way, and those run on a schedule (SCHEDULED_FUNCTIONS),
 * which the stack gives a schedule rule and `npm start` a timer.
 */
import {
  type FilterPattern,
  SUMMARY_STREAM_FILTERS,
  WEBHOOK_STREAM_FILTERS,
} from './shared/stream-filter.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'ANY';

/** Secrets a function may read; each is one Secrets Manager secret in the cloud. */
export type SecretName = 'companyKey' | 'signingKeys' | 'requestStateKey';

export interface FunctionAccess {
  /** DynamoDB actions on the table (and its indexes) the function needs. */
  table: 'none' | 'read' | 'readwrite';
  secrets: readonly SecretName[];
  /** Sends e-mail through SES. */
  ses?: boolean;
}

export interface RouteDef {
  /** `ANY`: every method no other route of the path takes (API Gateway picks a named method first). */
  method: HttpMethod;
  /** API Gateway route path; `{name}` is a path parameter, `{name+}` a greedy one. */
  path: string;
  /**
   * A route being retired (docs/versioning.md): every answer of it carries Deprecation (RFC 9745),
   * Sunset (RFC 8594) and a Link to the notice, added by API Gateway (the CDK stack maps them onto
   * the route's answers) and the local gateway alike; the OpenAPI document marks it deprecated.
   */
  deprecation?: Deprecation;
}

export interface Deprecation {
  /** The day it was deprecated, YYYY-MM-DD (00:00 UTC). */
  since: string;
  /** The day it stops answering, YYYY-MM-DD (00:00 UTC); at least 90 days after `since`. */
  sunset?: string;
  /** Where the notice is: a page the docs function serves, e.g. `/docs/changelog.md`. */
  notice: string;
}

export interface FunctionDef {
  /** Logical name, also the `npm run invoke` name and the events/ file prefix. */
  name: string;
  /** Entry file, relative to the repository root; exports `handler`. What CDK bundles and deploys. */
  entry: string;
  /**
   * The entry the local runtime loads instead (`npm start`, `npm run invoke`, the tests' gateway:
   * tsx, no bundling), for a function whose Lambda entry reads files that only its bundling step
   * writes beside the bundle (infra/bundling.ts bundlingFor).
   */
  localEntry?: string;
  routes: readonly RouteDef[];
  access: FunctionAccess;
  memoryMb: number;
  timeoutSeconds: number;
  /** Why memory and timeout are what they are (surfaces in the stack and docs/operating.md). */
  sizing: string;
  /** Served by the local runtime only (e.g. a development identity provider); the CDK stack skips it. */
  localOnly?: boolean;
}

/** A key-based endpoint: `POST /{name}`, the table and the company key; `own` what it needs beyond that. */
const keyed = (name: string, entry: string, own: Partial<FunctionDef> = {}): FunctionDef => ({
  name,
  entry,
  routes: [{ method: 'POST', path: `/${name}` }],
  access: { table: 'readwrite', secrets: ['companyKey'] },
  memoryMb: 512,
  timeoutSeconds: 10,
  sizing: 'one or two small DynamoDB calls per request; 512 MB buys a faster CPU share for cold starts',
  ...own,
});

const ENDPOINTS: readonly FunctionDef[] = [
  keyed('masterData', 'functions/master-data/submit-master-data.ts', {
    memoryMb: 1024,
    timeoutSeconds: 29,
    sizing: 'parses and validates up to 6 MiB / 10,000 employees, then 400 parallel BatchWriteItem calls',
  }),
  keyed('integrationValidatorData', 'functions/master-data/integration-validator-data.ts'),
  keyed('getExecutionStatus', 'functions/executions/get-execution-status.ts'),
  keyed('requestExtension', 'functions/overtime/request-extension.ts', {
    routes: [
      { method: 'POST', path: '/requestExtension' },
      { method: 'GET', path: '/requestExtension' },
    ],
    // companyKey: also the root of the approval-link keys (lib/overtime/approval-link.ts).
    access: { table: 'readwrite', secrets: ['companyKey'], ses: true },
    sizing:
      'five small DynamoDB calls and one SES SendEmail per request; 512 MB buys a faster CPU share for cold starts',
  }),
  keyed('listExtensionRequests', 'functions/overtime/list-extension-requests.ts'),
  keyed('approveRequest', 'functions/overtime/approve-request.ts'),
  {
    name: 'approvalPage',
    entry: 'functions/overtime/approval-page.ts',
    routes: [
      { method: 'GET', path: '/approval/{key}' },
      { method: 'POST', path: '/approval/{key}' },
    ],
    access: { table: 'readwrite', secrets: [] },
    memoryMb: 256,
    timeoutSeconds: 10,
    sizing: 'two reads and at most one transaction per page view; no secrets, no SDK beyond DynamoDB',
  },
  keyed('recordPunch', 'functions/punch-clock/record-punch.ts'),
  keyed('sendPunchClock', 'functions/punch-clock/send-punch-clock.ts'),
  keyed('listPunchClockByDay', 'functions/punch-clock/list-punch-clock-by-day.ts', {
    memoryMb: 1024,
    timeoutSeconds: 20,
    sizing: 'reads a whole day (5,000 employees: a few 1 MB Query pages) and serialises it in one answer',
  }),
  keyed('getEvents', 'functions/punch-clock/get-events.ts', {
    memoryMb: 1024,
    timeoutSeconds: 20,
    sizing:
      'a 366-day range is 13 months x 4 shards of index Queries in parallel, then BatchGetItem of the events',
  }),
  keyed('setEvent', 'functions/punch-clock/set-event.ts', {
    timeoutSeconds: 20,
    sizing: 'up to 100 events, each a transaction of up to 29 actions, 10 in flight, with retries on races',
  }),
  keyed('listAppClassificationRules', 'functions/app-classification/list-app-classification-rules.ts'),
  keyed('insertAppClassificationRule', 'functions/app-classification/insert-app-classification-rule.ts'),
  keyed(
    'deactivateAppClassificationRule',
    'functions/app-classification/deactivate-app-classification-rule.ts',
  ),
  keyed('insertNotification', 'functions/notifications/insert-notification.ts', {
    timeoutSeconds: 15,
    sizing:
      'sending to all active users reads every employee shard (10,000 employees: about ten 1 MB pages) and writes the recipient chunks',
  }),
  keyed('exportEmployeeData', 'functions/privacy/export-employee-data.ts', {
    memoryMb: 1024,
    timeoutSeconds: 29,
    sizing:
      "a page reads every kind's items of one person: ~4,000 punch-day keys in BatchGetItem calls of 100, a few hundred small index Queries, the company's notifications and 30 days of webhook events",
  }),
  keyed('eraseEmployeeData', 'functions/privacy/erase-employee-data.ts', {
    memoryMb: 1024,
    timeoutSeconds: 29,
    sizing:
      'runs erasure steps for up to 15 s (each reads one kind as the export does and writes its changes, 16 in flight), then answers 202 and the next request goes on',
  }),
  // companyKey: also the root of the key that seals signing secrets (lib/webhooks/secret.ts).
  keyed('setWebhook', 'functions/webhooks/set-webhook.ts', {
    sizing: "a DNS lookup of the target's host, three small reads and one transaction",
  }),
  keyed('listWebhooks', 'functions/webhooks/list-webhooks.ts'),
  keyed('deleteWebhook', 'functions/webhooks/delete-webhook.ts'),
  keyed('rotateWebhookSecret', 'functions/webhooks/rotate-webhook-secret.ts'),
  keyed('listWebhookDeliveries', 'functions/webhooks/list-webhook-deliveries.ts', {
    sizing: "a subscription's attempts: up to 40 Queries of a day's four shards, ten days in flight at most",
  }),
  keyed('redeliverWebhook', 'functions/webhooks/redeliver-webhook.ts', {
    timeoutSeconds: 20,
    sizing:
      'one POST to each of up to 20 subscriptions in parallel, each answered within 5 s, and its record',
  }),
  {
    name: 'auth',
    entry: 'functions/auth/auth-routes.ts',
    routes: [
      { method: 'POST', path: '/oauthToken' },
      { method: 'POST', path: '/exchangeIdpToken' },
      { method: 'GET', path: '/.well-known/jwks.json' },
      { method: 'GET', path: '/.well-known/oauth-protected-resource' },
      { method: 'GET', path: '/.well-known/oauth-protected-resource/mcp' },
      { method: 'GET', path: '/.well-known/oauth-protected-resource/{basePath}/mcp' },
      { method: 'GET', path: '/.well-known/oauth-authorization-server' },
      { method: 'GET', path: '/.well-known/oauth-authorization-server/{issuerPath}' },
      { method: 'GET', path: '/authorize' },
      { method: 'POST', path: '/register' },
    ],
    // readwrite: the failed-authentication limit counts in the table.
    access: { table: 'readwrite', secrets: ['signingKeys'] },
    memoryMb: 1024,
    timeoutSeconds: 10,
    sizing:
      'scrypt client-secret check (16 MiB, ~50 ms of one full CPU) and RS256 signing; 1024 MB buys a whole vCPU',
  },
  {
    name: 'mcp',
    entry: 'functions/mcp/mcp.ts',
    routes: [
      { method: 'POST', path: '/mcp' },
      { method: 'GET', path: '/mcp' },
      { method: 'DELETE', path: '/mcp' },
      { method: 'GET', path: '/mcp/tools' },
      { method: 'POST', path: '/mcp/tools/{name}' },
      { method: 'GET', path: '/mcp/health' },
      { method: 'GET', path: '/mcp/ready' },
    ],
    // signingKeys: verifying tokens; companyKey: the key list cursors are signed with;
    // requestStateKey: sealing the state of a confirmation asked of a person (lib/mcp/request-state.ts).
    // ses: requestExtension e-mails the approver, as /requestExtension does.
    access: { table: 'readwrite', secrets: ['signingKeys', 'companyKey', 'requestStateKey'], ses: true },
    memoryMb: 1024,
    timeoutSeconds: 29,
    sizing:
      'a batch holds 20 tool calls, each a few DynamoDB Queries; dashboards read up to 92 days of punches; 1 vCPU for RS256 and JSON',
  },
  {
    name: 'apiDocs',
    entry: 'functions/docs/api-docs.ts',
    localEntry: 'functions/docs/api-docs.local.ts',
    routes: [
      { method: 'GET', path: '/openapi.json' },
      { method: 'GET', path: '/docs' },
      { method: 'GET', path: '/docs/{asset}' },
      { method: 'GET', path: '/llms.txt' },
    ],
    // Its own function: no other Lambda carries Swagger UI's 2 MB of script and style, which (with
    // the OpenAPI document) ship as files beside this one's bundle.
    access: { table: 'none', secrets: [] },
    memoryMb: 256,
    timeoutSeconds: 10,
    sizing:
      'static files read once per instance from its own package (the document, Swagger UI), the 1.7 MB script gzipped once; no network I/O',
  },
];

/** The methods the routes of `path` (a route path, with its `{parameters}`) take. */
export function methodsOf(path: string): HttpMethod[] {
  return ENDPOINTS.flatMap((fn) => fn.routes)
    .filter((route) => route.path === path && route.method !== 'ANY')
    .map((route) => route.method)
    .sort();
}

/**
 * Every other method on each path of the endpoints: 405 with `Allow`, in the error envelope, where
 * API Gateway alone would answer its own 404 (an HTTP API has no route for a method a path lacks).
 */
const METHOD_NOT_ALLOWED: FunctionDef = {
  name: 'methodNotAllowed',
  entry: 'functions/http/method-not-allowed.ts',
  routes: [...new Set(ENDPOINTS.flatMap((fn) => fn.routes.map((route) => route.path)))].map((path) => ({
    method: 'ANY',
    path,
  })),
  access: { table: 'none', secrets: [] },
  memoryMb: 128,
  timeoutSeconds: 3,
  sizing: 'no I/O: the answer comes from the route table',
};

export const FUNCTIONS: readonly FunctionDef[] = [...ENDPOINTS, METHOD_NOT_ALLOWED];

export function findFunction(name: string): FunctionDef | undefined {
  return FUNCTIONS.find((fn) => fn.name === name);
}

/** How the event source mapping feeds a function from the table's change stream. */
export interface StreamSourceDef {
  /** Records per invocation at most. */
  batchSize: number;
  /** How long the mapping gathers records before invoking, so busy moments arrive in large batches. */
  maxBatchingWindowSeconds: number;
  /** Retries of a failing batch (each halves it) before it goes to the failure queue. */
  retryAttempts: number;
  /** Records older than this go to the failure queue instead of being retried again. */
  maxRecordAgeSeconds: number;
  /** Only records that pass one of these reach the function. */
  filters: readonly FilterPattern[];
  /** What an operator does about a batch the mapping gave up on (the failed-batches alarm says it). */
  failedBatchAdvice?: string;
  /** What a stream read late means to users (the iterator-age alarm says it). */
  lagMeans?: string;
}

/** A function fed by the table's change stream: no routes, an event source mapping instead. */
export interface StreamFunctionDef extends FunctionDef {
  routes: readonly [];
  stream: StreamSourceDef;
}

export function isStreamFunction(def: FunctionDef): def is StreamFunctionDef {
  return 'stream' in def;
}

export const STREAM_FUNCTIONS: readonly StreamFunctionDef[] = [
  {
    name: 'summariseChanges',
    entry: 'functions/summaries/summarise-changes.ts',
    routes: [],
    access: { table: 'readwrite', secrets: [] },
    memoryMb: 256,
    timeoutSeconds: 30,
    sizing:
      'a batch of 1,000 changes: at most one small write per company and day changed after it may have been summed, all in flight at once',
    stream: {
      batchSize: 1_000,
      maxBatchingWindowSeconds: 1,
      retryAttempts: 100,
      maxRecordAgeSeconds: 6 * 3600,
      filters: SUMMARY_STREAM_FILTERS,
      failedBatchAdvice: 'rebuild the days it names (npm run admin -- summaries:rebuild)',
      lagMeans: 'the summaries are behind',
    },
  },
  {
    name: 'deliverWebhooks',
    entry: 'functions/webhooks/deliver-webhooks.ts',
    routes: [],
    // companyKey: opens the subscriptions' sealed signing secrets.
    access: { table: 'readwrite', secrets: ['companyKey'] },
    memoryMb: 512,
    timeoutSeconds: 120,
    sizing:
      "a batch of 100 new events: one subscriptions Query per company, then each event's POSTs (5 s at most each), 16 lanes in flight",
    stream: {
      batchSize: 100,
      maxBatchingWindowSeconds: 1,
      retryAttempts: 100,
      // As long as the stream keeps records: an event is never given up while the table still has it.
      maxRecordAgeSeconds: 24 * 3600,
      filters: WEBHOOK_STREAM_FILTERS,
      failedBatchAdvice:
        'the events it names were not sent: send them again with /redeliverWebhook (they are kept 30 days)',
      lagMeans: 'webhook events are sent late',
    },
  },
];

/** How a scheduled function is run: by a schedule rule in the cloud, by a timer under `npm start`. */
export interface ScheduleDef {
  /** Minutes between runs in the cloud (a schedule rule's rate). */
  everyMinutes: number;
  /** Seconds between runs under `npm start`. */
  localEverySeconds: number;
}

/** A function run on a schedule: no routes, no stream. */
export interface ScheduledFunctionDef extends FunctionDef {
  routes: readonly [];
  schedule: ScheduleDef;
}

export function isScheduledFunction(def: FunctionDef): def is ScheduledFunctionDef {
  return 'schedule' in def;
}

export const SCHEDULED_FUNCTIONS: readonly ScheduledFunctionDef[] = [
  {
    name: 'settleSummaries',
    entry: 'functions/summaries/settle-summaries.ts',
    routes: [],
    access: { table: 'readwrite', secrets: [] },
    memoryMb: 1024,
    timeoutSeconds: 900,
    sizing:
      'every company: its days over since the last run (a 5,000-employee day is about 2 MB of records) and its transmissions since, four companies at a time; the longest Lambda allows, as a run that stops is taken up by the next',
    schedule: { everyMinutes: 15, localEverySeconds: 60 },
  },
  {
    name: 'sweepWebhooks',
    entry: 'functions/webhooks/sweep-webhooks.ts',
    routes: [],
    access: { table: 'readwrite', secrets: ['companyKey'] },
    memoryMb: 512,
    timeoutSeconds: 120,
    sizing:
      'the due heads of 16 partitions, 50 each, retried 8 at a time within 105 s, each POST at most 5 s',
    schedule: { everyMinutes: 1, localEverySeconds: 2 },
  },
];
