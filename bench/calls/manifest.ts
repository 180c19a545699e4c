/**
 * The calls manifest: the DynamoDB calls each function's sample request may make, step by step, with
 * the reason for each, and the SES call of the one function that sends e-mail (countAwsCalls counts
 * both). A step is one round trip of latency: its `count` calls run in parallel. Steps marked
 * `coldOnly` happen only when the process has not cached what they read (the company record, kept
 * at most COMPANY_CACHE_MS; test/lib/companies/resolve-company.test.ts holds the cache to that).
 * `npm test` (test/bench/cost.test.ts) runs every sample once, as a warm instance runs it (the
 * company record cached), for the cost meter and this manifest, and fails when a sample makes more
 * calls than its steps that are not `coldOnly`.
 *
 * Counts are for the sample request (events/<name>.json; for the MCP tools, TOOL_SAMPLES of
 * samples.ts). Where a request can make more (a bigger batch, more pages), `scales` says how; the
 * numbers stay bounded by the service's own limits (batch sizes, page sizes).
 */
import { TOOLS } from '../../lib/mcp/tools/index.js';
import { FUNCTIONS } from '../../lib/routes.js';
import { ORDER, TOOL_SAMPLES } from './samples.js';

export type DynamoOp =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'Query'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems';

/** Every AWS call a step can be: DynamoDB's, and SES's SendEmail. */
export type AwsOp = DynamoOp | 'SendEmail';

export interface CallStep {
  op: AwsOp;
  /** Calls of this step, made in parallel (default 1). */
  count?: number;
  why: string;
  /** Only when the company record is not cached in this process (first request, or after 60 s). */
  coldOnly?: boolean;
  /**
   * Sent in parallel with the step before it (a different operation in the same round trip), so it
   * adds calls but no round trip.
   */
  withPrevious?: boolean;
}

export interface EndpointCalls {
  /** The function (lib/routes.ts) or a named request of it. */
  name: string;
  steps: readonly CallStep[];
  scales?: string;
}

const company: CallStep = {
  op: 'GetItem',
  why: 'company record for the key (cached in memory for at most 60 s)',
  coldOnly: true,
};
const transmission: CallStep = {
  op: 'PutItem',
  why: 'transmission item: every key-based call is recorded',
};
const rateLimit: CallStep[] = [
  { op: 'UpdateItem', why: "rate limit: atomic advance of the caller's ring counter (sliding 60 s)" },
  { op: 'UpdateItem', why: 'rate limit: conditional claim of the ring slot that counter names' },
];

/** Every MCP tools/call: the caller's rate limit first, the tool's own calls, the audit item last. */
const toolCall = (tool: string, steps: readonly CallStep[], scales?: string): EndpointCalls => ({
  name: `mcp tools/call ${tool}`,
  steps: [
    ...rateLimit,
    ...steps,
    { op: 'PutItem', why: 'audit item of the tool call (every call is audited)' },
  ],
  ...(scales ? { scales } : {}),
});

/** Every employee: one Query per shard, the 8 shards in parallel (listAllEmployees). */
const allEmployees = (why: string, withPrevious = false): CallStep[] => [
  {
    op: 'Query',
    count: 8,
    why: `${why}: one Query per shard, the shards in parallel`,
    ...(withPrevious ? { withPrevious } : {}),
  },
];

/**
 * Log reads newest first (lib/dynamo/log-reader.ts): each UTC day of the window is one round trip
 * of 4 Queries, one per shard (transmissions TX#, audit AUDIT#), the days one after another.
 */
const logDays = (what: string, days: number, withPrevious = false): CallStep[] =>
  Array.from({ length: days }, (_, day) => ({
    op: 'Query' as const,
    count: 4,
    why:
      day === 0
        ? `${what}: the newest UTC day of the window, one Query per shard`
        : `${what}: the day before (day ${day + 1} of ${days}), once the later one is read`,
    ...(withPrevious && day === 0 ? { withPrevious } : {}),
  }));

/**
 * The company record through the 60 s cache, for the event types its webhooks take: the tools that
 * change something read it (a key-based endpoint has it cached from its key already).
 */
const webhookTypes: CallStep = {
  op: 'GetItem',
  why: 'the company record: which event types its webhooks take (cached for at most 60 s)',
  coldOnly: true,
};

/**
 * Each tool's sample tools/call (TOOL_SAMPLES of samples.ts). The tools that read the company
 * record for their answer read it on every call; those that change something read it through the
 * cache (webhookTypes).
 */
const TOOL_CALLS: readonly EndpointCalls[] = [
  toolCall(
    'searchEmployee',
    allEmployees("the company's employees"),
    '5,000 employees: a few 1 MB pages per shard',
  ),
  toolCall('whoIsManagerOf', [
    { op: 'GetItem', count: 2, why: "the company record (overtimeManagers) and the employee's profile" },
  ]),
  toolCall(
    'getCompanyOverview',
    [
      { op: 'GetItem', why: 'the company record (name, timezone)' },
      ...allEmployees('the employees, counted by active and department', true),
      {
        op: 'Query',
        count: 3,
        withPrevious: true,
        why: 'counts (Select COUNT) of active rules, pending requests, notifications',
      },
      {
        op: 'Query',
        count: 2,
        withPrevious: true,
        why: "the past week's transmission summaries: one Query per month it touches",
      },
      {
        op: 'Query',
        count: 32,
        why: 'transmissions made since their day was counted, 4 shards a day: the sample company was never summed, so all 8 days of the week (once it is, today only)',
      },
    ],
    'many rules, pending requests or notifications: more COUNT pages; more employees: more pages per shard',
  ),
  toolCall(
    'masterDataQuery',
    [
      {
        op: 'Query',
        count: 8,
        why: 'employees shard by shard, one after another, up to 250 per Query, until `limit` match',
      },
    ],
    'the sample reads all 8 shards one after another (few employees, none enough to fill the page): 8 round trips; a bigger company stops at the shard that fills the page, at most 8 Queries (2,000 employees) per call',
  ),
  toolCall(
    'getEmployeeDay',
    [
      { op: 'GetItem', why: 'the employee (unknown logins are 404)' },
      { op: 'GetItem', count: 2, why: "the employee's punch day and the day's requested-seconds counter" },
      { op: 'Query', count: 4, withPrevious: true, why: "the month's event index, one Query per shard" },
      { op: 'Query', withPrevious: true, why: "the employee's extension requests of the day" },
      { op: 'BatchGetItem', why: 'the events the index names (none found: no call)' },
    ],
    'a long event index or many requests: more pages; one BatchGetItem per 100 events',
  ),
  toolCall(
    'listPunchesByDay',
    [{ op: 'Query', why: "the day's punch records of the company, limit + 1" }],
    'with `users`: up to 5 Queries of 1,000 records, one after another, until the page is filled',
  ),
  toolCall('listPendingExtensions', [
    { op: 'Query', why: "the company's pending requests (or the approver's, with managerEmail), limit + 1" },
  ]),
  toolCall('listAppRules', [{ op: 'Query', why: "the company's active rules (index), limit + 1" }]),
  toolCall('listNotifications', [{ op: 'Query', why: "the company's notifications, limit + 1" }]),
  toolCall(
    'data-searchLogs',
    logDays('transmissions, limit + 1 per shard', 1),
    'the sample asks for one UTC day; a longer range reads day after day until the page is filled, 200 per Query with a filter, at most 40 Queries per call',
  ),
  toolCall(
    'diagnose-transmission',
    logDays('transmissions of the last 24 hours', 2),
    '24 hours touch 2 UTC days, 168 hours 8; busy days page on at 1,000 per Query up to 5,000. When it escalates: the company record (GetItem) and a TransactWriteItems (the ticket and its open-cause guard), or two GetItems when a ticket of that cause is already open',
  ),
  toolCall(
    'lookupTicketContext',
    [
      { op: 'GetItem', why: "the ticket (another company's is 404)" },
      ...logDays('failed transmissions since a day before the ticket', 2),
    ],
    'an older ticket: up to 15 UTC days of 4 Queries; one GetItem per employee the failures name (at most 20, in parallel)',
  ),
  toolCall('lookupExecutionStatus', [{ op: 'GetItem', why: 'the execution record' }]),
  toolCall(
    'data-dashboardChartQuery',
    [
      { op: 'Query', why: "the company's summing (the days summed, pending, failed)" },
      { op: 'GetItem', withPrevious: true, why: "the change stream's last lag" },
      {
        op: 'Query',
        withPrevious: true,
        why: 'the day summaries of the range: one Query per month, in parallel',
      },
      { op: 'Query', why: 'the records of each day not summed yet (the sample: its one day)' },
    ],
    'a range across months: one Query per month in parallel (at most 4 for 92 days); a day not summed yet (today, yesterday, one changed since it was summed): one Query of its records (two 1 MB pages at 5,000 employees). Transmissions: one Query per month, then 4 per UTC day not counted to its end',
  ),
  toolCall(
    'analyticsQuery',
    [
      { op: 'GetItem', why: 'the company record (unknown companies are 404)' },
      { op: 'Query', withPrevious: true, why: "the company's summing (the days summed, pending, failed)" },
      { op: 'GetItem', withPrevious: true, why: "the change stream's last lag" },
      {
        op: 'Query',
        withPrevious: true,
        why: 'the summaries of the range: one Query per month, in parallel',
      },
      { op: 'Query', why: 'the records of each day not summed yet (the sample: its one day)' },
    ],
    'as data-dashboardChartQuery; lateness by department reads its months first, then the days of months the range covers only in part',
  ),
  toolCall(
    'getAuditTrail',
    logDays('audit items, limit + 1 per shard', 1),
    'the sample asks for one UTC day; a longer range reads day after day until the page is filled, 200 per Query with `tool`, at most 40 Queries per call',
  ),
  toolCall('listTenants', [{ op: 'Query', why: 'the company index, limit + 1' }]),
  toolCall(
    'listWebhookDeliveries',
    [{ op: 'Query', why: "the event's attempts (index by event), limit + 1" }],
    "by webhookId alone: the subscription's attempt log, each UTC day one round trip of 4 Queries, at most 40 Queries per call",
  ),
  toolCall(
    'masterDataMutate',
    [
      webhookTypes,
      { op: 'GetItem', why: 'the employee as stored (fields are merged over it)' },
      { op: 'PutItem', why: 'the employee, conditional on being unchanged since the read' },
    ],
    'unchanged: no PutItem; changed meanwhile: read and write again, at most 3 attempts',
  ),
  toolCall(
    'categorizeURL',
    [
      webhookTypes,
      {
        op: 'PutItem',
        why: 'the rule by its normalised name (the old item tells created/updated/reactivated)',
      },
    ],
    'a company whose webhooks take rule.changed: a consistent GetItem of the rule, then a TransactWriteItems of the rule and its event',
  ),
  toolCall(
    'screenBlockToggle',
    [
      webhookTypes,
      { op: 'GetItem', why: "the employee's screen block as stored" },
      {
        op: 'TransactWriteItems',
        why: 'the employee exists, and the block written conditional on its version',
      },
    ],
    'already in that state: no write; changed meanwhile: read and write again, at most 3 attempts',
  ),
];

export const CALLS_MANIFEST: readonly EndpointCalls[] = [
  {
    name: 'masterData',
    steps: [
      company,
      { op: 'Query', count: 8, why: 'logins already stored, one key-only Query per employee shard' },
      { op: 'BatchWriteItem', why: 'the employees, 25 per call, 16 calls in flight' },
      { op: 'PutItem', why: 'execution record (lookupExecutionStatus)' },
      transmission,
    ],
    scales:
      'ceil(employees / 25) BatchWriteItem (10,000 employees: 400), plus retries of unprocessed items; a company whose webhooks take employee.changed: the 8 Queries read whole employees (the same units), and each changed employee is written with its event in a TransactWriteItems of up to 25 employees',
  },
  {
    name: 'integrationValidatorData',
    steps: [company, ...rateLimit, transmission],
  },
  {
    name: 'requestExtension',
    steps: [
      company,
      { op: 'GetItem', why: "the employee's profile (approver, timezone)" },
      { op: 'UpdateItem', why: "atomic ADD of the requested seconds to the employee's day" },
      { op: 'TransactWriteItems', why: 'the pending request and its approval link, together' },
      { op: 'SendEmail', why: 'the approval e-mail to the approver (SES)' },
      { op: 'UpdateItem', why: "the request's e-mail status after SES answers" },
      transmission,
    ],
    scales: 'with an Idempotency-Key header: one conditional write and one read of the idempotency record',
  },
  {
    name: 'listExtensionRequests',
    steps: [
      company,
      { op: 'Query', why: "the approver's pending requests (index by approver)" },
      transmission,
    ],
  },
  {
    name: 'approveRequest',
    steps: [
      company,
      { op: 'Query', why: "the employee's pending requests" },
      {
        op: 'TransactWriteItems',
        why: "conditional decision of each request and the day's approved minutes",
      },
      {
        op: 'UpdateItem',
        why: 'an approved day that may have been summed (the sample: 2026-03-10) marked for summing again',
      },
      transmission,
    ],
    scales:
      'more than 100 pending requests of one employee: one more transaction per 100; one mark per approved day that may have been summed',
  },
  {
    name: 'approvalPage',
    // The sample's link key is not well-formed: refused before any read.
    steps: [],
    scales: 'a real link: the link and its request (two reads), and one transaction when decided',
  },
  {
    name: 'recordPunch',
    steps: [
      company,
      { op: 'GetItem', why: 'the employee (unknown logins are 404) and their timezone' },
      { op: 'UpdateItem', why: "the punch into the employee's day, idempotent by punch" },
      {
        op: 'UpdateItem',
        withPrevious: true,
        why: "the sample's day (2026-03-10) may have been summed: marked for summing again, beside the punch (none for a day not over everywhere)",
      },
      transmission,
    ],
    scales:
      'a company whose webhooks take punchday.changed: a consistent GetItem of the day first, and a TransactWriteItems (the day and its event) instead of the UpdateItem',
  },
  {
    name: 'sendPunchClock',
    steps: [
      company,
      { op: 'GetItem', why: 'the employee (unknown logins are 404)' },
      { op: 'UpdateItem', why: "the day's punches, merged" },
      {
        op: 'UpdateItem',
        withPrevious: true,
        why: "the sample's day (2026-03-10) may have been summed: marked for summing again, beside the punch (none for a day not over everywhere)",
      },
      transmission,
    ],
    scales:
      'a company whose webhooks take punchday.changed: a consistent GetItem of the day first, and a TransactWriteItems (the day and its event) instead of the UpdateItem',
  },
  {
    name: 'listPunchClockByDay',
    steps: [company, { op: 'Query', why: "the day's punch records of the company" }, transmission],
    scales: '5,000 employees: a few 1 MB Query pages',
  },
  {
    name: 'getEvents',
    steps: [
      company,
      { op: 'Query', count: 4, why: 'event index: each month of the range x 4 shards, in parallel' },
      { op: 'BatchGetItem', why: 'the events found' },
      transmission,
    ],
    scales: 'a 366-day range: 13 months x 4 shards of Queries, and one BatchGetItem per 100 events',
  },
  {
    name: 'setEvent',
    steps: [
      company,
      { op: 'BatchGetItem', why: 'the events as stored (create or update)' },
      { op: 'TransactWriteItems', why: 'each event with its index entries, conditional on the version read' },
      transmission,
    ],
    scales: 'up to 100 events: one transaction each, 10 in flight, retried on a race',
  },
  {
    name: 'listAppClassificationRules',
    steps: [company, { op: 'Query', why: "the company's active rules" }, transmission],
  },
  {
    name: 'insertAppClassificationRule',
    steps: [
      company,
      { op: 'PutItem', why: 'the rule, conditional on its normalised name being free' },
      transmission,
    ],
    scales:
      'a company whose webhooks take rule.changed: a consistent GetItem of the rule, then a TransactWriteItems of the rule and its event',
  },
  {
    name: 'deactivateAppClassificationRule',
    steps: [company, { op: 'UpdateItem', why: 'conditional deactivation of the active rule' }, transmission],
    scales:
      'a company whose webhooks take rule.changed: a consistent GetItem of the rule, then a TransactWriteItems of the rule and its event',
  },
  {
    name: 'insertNotification',
    steps: [
      company,
      { op: 'Query', count: 8, why: 'active employees, one Query per employee shard (recipients)' },
      { op: 'BatchWriteItem', why: 'recipient chunks' },
      { op: 'UpdateItem', why: 'the notification, upserted by notification_id' },
      { op: 'BatchWriteItem', why: 'recipient chunks left over from the previous version, removed' },
      { op: 'PutItem', why: 'execution record (lookupExecutionStatus)' },
      transmission,
    ],
    scales:
      '10,000 recipients: about ten 1 MB pages per shard read and one BatchWriteItem per 25 chunks; a company whose webhooks take notification.upserted: a consistent GetItem of the notification, then a TransactWriteItems of it and its event instead of the UpdateItem',
  },
  {
    name: 'setWebhook',
    steps: [
      company,
      { op: 'GetItem', why: "the company's subscription version, read consistently" },
      { op: 'Query', withPrevious: true, why: "the company's subscriptions (one small partition)" },
      {
        op: 'TransactWriteItems',
        why: 'the subscription and the company summary, conditional on the version',
      },
      transmission,
    ],
    scales: 'a concurrent change of the subscriptions: read and write again, at most 5 attempts',
  },
  {
    name: 'listWebhooks',
    steps: [company, { op: 'Query', why: "the company's subscriptions, limit + 1" }, transmission],
  },
  {
    name: 'deleteWebhook',
    // The sample names no subscription of the company: 404 after the reads.
    steps: [
      company,
      { op: 'GetItem', why: "the company's subscription version, read consistently" },
      { op: 'Query', withPrevious: true, why: "the company's subscriptions" },
      transmission,
    ],
    scales: 'a subscription of the company: one TransactWriteItems (it and the company summary)',
  },
  {
    name: 'rotateWebhookSecret',
    steps: [
      company,
      { op: 'GetItem', why: "the company's subscription version, read consistently" },
      { op: 'Query', withPrevious: true, why: "the company's subscriptions" },
      transmission,
    ],
    scales: 'a subscription of the company: one TransactWriteItems (it and the company summary)',
  },
  {
    name: 'listWebhookDeliveries',
    steps: [company, { op: 'Query', why: "the event's attempts (index by event), limit + 1" }, transmission],
    scales:
      "by webhookId alone: the subscription's attempt log, each UTC day one round trip of 4 Queries, newest first, at most 40 Queries per call",
  },
  {
    name: 'redeliverWebhook',
    // The sample names no event of the company: 404 after the read.
    steps: [company, { op: 'GetItem', why: 'the event, by its id' }, transmission],
    scales:
      "a kept event: the company's subscriptions (Query), then per subscription one POST and one PutItem of its attempt (a PutItem more for a retry); a subscription whose failure state changed: one UpdateItem",
  },
  { name: 'auth', steps: [], scales: 'GET /.well-known/jwks.json reads the signing-keys secret only' },
  {
    name: 'apiDocs',
    steps: [],
    scales: 'GET /openapi.json: the document, built once per instance; no table access',
  },
  { name: 'mcp', steps: rateLimit, scales: 'initialize without a token: the per-IP rate limit only' },
  { name: 'methodNotAllowed', steps: [], scales: 'a method a path lacks: answered from the route table' },
  ...TOOL_CALLS,
];

/** The calls of a request with the company record cached (a warm instance): every step but the coldOnly ones. */
export const warmCalls = (entry: EndpointCalls) =>
  entry.steps.reduce((sum, step) => sum + (step.coldOnly ? 0 : (step.count ?? 1)), 0);

/** Sample requests that made more AWS calls than their entry lists, or have no entry, a line each. */
export function overManifest(rows: ReadonlyArray<{ name: string; calls: number }>): string[] {
  return rows.flatMap(({ name, calls }) => {
    const entry = CALLS_MANIFEST.find((candidate) => candidate.name === name);
    if (!entry) return [`${name}: no manifest entry`];
    return calls > warmCalls(entry)
      ? [`${name}: ${calls} calls, the manifest lists ${warmCalls(entry)}`]
      : [];
  });
}

/** Deployable functions and MCP tools without a manifest entry or a sample: a new one must add both. */
export function unlisted(): string[] {
  const listed = new Set(CALLS_MANIFEST.map((entry) => entry.name));
  const sampled = new Set([...ORDER, ...TOOL_SAMPLES.map((sample) => `mcp tools/call ${sample.tool}`)]);
  return [
    ...FUNCTIONS.filter((fn) => !fn.localOnly).map((fn) => fn.name),
    ...TOOLS.map((tool) => `mcp tools/call ${tool.name}`),
  ].filter((name) => !listed.has(name) || !sampled.has(name));
}
