/**
 * The calls manifest: the DynamoDB calls each function's sample request and each MCP tool's sample
 * call may make, step by step, with the reason for each, and the SES call of the one function that
 * sends e-mail (countAwsCalls counts both). A step's `count` calls are made together; how many round
 * trips a request waits for is the cost meter's to count (bench/cost/budgets.json). Steps marked
 * `coldOnly` happen only when the process has not cached what they read (the company record, kept
 * at most COMPANY_CACHE_MS; test/lib/companies/resolve-company.test.ts holds the cache to that).
 * `npm test` (test/bench/cost.test.ts) runs every sample once, as a warm instance runs it (the
 * company record cached), for the cost meter and this manifest, and fails when a sample makes more
 * calls than its steps that are not `coldOnly`.
 *
 * Counts are for the sample: events/<name>.json for a function, the arguments beside each tool.
 * How a bigger request makes more (batches, pages) is told to users in docs/architecture.md.
 */
import { EVENT_ID_PLACEHOLDER } from '../../lib/local/sample-events.js';
import { TOOLS } from '../../lib/mcp/tools/index.js';
import { ERASURE_STEPS } from '../../lib/privacy/erase.js';
import { FUNCTIONS } from '../../lib/routes.js';

/** The searchEmployee sample's arguments (npm run bench sends the same call). */
export const searchArgs = (companyId: string) => ({
  dataset: 'employees',
  query: 'ana',
  limit: 10,
  company: companyId,
});

/** The day the punch samples (events/recordPunch.json, sendPunchClock.json) and setEvent's event cover. */
export const SAMPLE_DAY = '2026-03-10';

/** What the tool samples name, made by the samples that run before them. */
export interface ToolSampleContext {
  companyId: string;
  /** The execution record of the masterData sample. */
  executionId: string;
  /** A support ticket of the company, opened before the tool samples run. */
  ticketId: string;
  now: Date;
  /** The overtime request the requestExtension tool sample made (pending until the card decides it). */
  requestId: string;
  /** The approval card's key, as reviewOvertimeRequests gives the `manager` caller's card. */
  cardKey: string;
  /** The task the confirmed requestExtension sample answered. */
  taskId: string;
}

/**
 * Whose token calls a tool: `service` holds every tenant family scope of the sample company,
 * `chatbot` its read:analytics scope (analyticsQuery answers chatbot tokens only), `admin` admin:*
 * (listTenants), `manager` the chatbot token of the approver of the sample employees
 * (MANAGER_EMAIL, read:masterdata: the approval card).
 */
export type SampleCaller = 'service' | 'chatbot' | 'admin' | 'manager';

/** The approver of the sample employee ana.souza: the `manager` caller. */
export const MANAGER_EMAIL = 'maria.lima@demo.example';

/** Every AWS call a step can be: DynamoDB's, and SES's SendEmail. */
type AwsOp =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'SendEmail';

interface CallStep {
  op: AwsOp;
  /** Calls of this step (default 1). */
  count?: number;
  why: string;
  /** Only when the company record is not cached in this process (first request, or after 60 s). */
  coldOnly?: boolean;
}

export interface EndpointCalls {
  /** The function (lib/routes.ts), or `mcp tools/call <tool>`. */
  name: string;
  steps: readonly CallStep[];
}

export interface ToolCalls extends EndpointCalls {
  tool: string;
  caller: SampleCaller;
  /** The sample call's arguments, against the company the function samples wrote to. */
  args(context: ToolSampleContext): Record<string, unknown>;
}

const ERASURE_STEP_COUNT = ERASURE_STEPS.length;

/** The company record through the process's cache: read only when it is not cached (at most 60 s). */
const cachedCompany = (why: string): CallStep => ({
  op: 'GetItem',
  why: `the company record, ${why} (cached in memory for at most 60 s)`,
  coldOnly: true,
});
const company = cachedCompany('for the key');
const rateLimit: CallStep[] = [
  { op: 'UpdateItem', why: "rate limit: atomic advance of the caller's ring counter (sliding 60 s)" },
  { op: 'UpdateItem', why: 'rate limit: conditional claim of the ring slot that counter names' },
];

/** A key-based function: the company record for its key first, its own calls, then its transmission item. */
const keyed = (name: string, steps: readonly CallStep[]): EndpointCalls => ({
  name,
  steps: [company, ...steps, { op: 'PutItem', why: 'transmission item: every key-based call is recorded' }],
});

/** The punch samples' mark of their day. */
const dayMark: CallStep = {
  op: 'UpdateItem',
  why: "the sample's day (2026-03-10) may have been summed: marked for summing again, beside the punch (none for a day not over everywhere)",
};

/** A webhook event's delivery attempts (listWebhookDeliveries, by function and by tool), and by subscription. */
const deliveriesOfEvent: CallStep = { op: 'Query', why: "the event's attempts (index by event), limit + 1" };

/** The webhook functions' read of the company's subscriptions (one small partition). */
const subscriptions: CallStep[] = [
  { op: 'GetItem', why: "the company's subscription version, read consistently" },
  { op: 'Query', why: "the company's subscriptions (one small partition), beside the version" },
];

/** Who a login names: its employee and its erasure, read strongly consistent together. */
const subjectReads: CallStep[] = [
  { op: 'GetItem', count: 2, why: 'the employee and the erasure of the login (by its keyed pseudonym)' },
];

/**
 * The reads that find one person's items of every kind (lib/privacy/holdings.ts), as the export and
 * the erasure make them for a sample employee (with an e-mail: also the kinds found by it).
 */
const personReads = ({ email }: { email: boolean }): CallStep[] => [
  ...(email
    ? ([
        { op: 'GetItem', why: 'the screen-block item' },
        { op: 'Query', why: "the chatbot users of the person's e-mail" },
        { op: 'GetItem', why: 'the company record (is the person one of its overtime managers)' },
      ] satisfies CallStep[])
    : []),
  {
    op: 'Query',
    count: 8,
    why: "the company's employees (whose master data names the person), one Query per shard",
  },
  {
    op: 'BatchGetItem',
    count: 41,
    why: 'the punch days: a key per day from 10 years ago to 400 days ahead, 100 a call',
  },
  {
    op: 'Query',
    count: email ? 2 : 0,
    why: 'the people-day summaries of each month of the days found (the sample: a punched day, an approved one)',
  },
  { op: 'Query', why: "the employee's overtime partition (requests and day totals)" },
  { op: 'BatchGetItem', count: email ? 1 : 0, why: "each request's by-id item (the sample: one request)" },
  {
    op: 'GetItem',
    count: email ? 1 : 0,
    why: 'the approval link of each request of the last 38 days, by its hash',
  },
  {
    op: 'Query',
    count: email ? 2 : 0,
    why: 'requests waiting for and decided by the person (indexes by approver)',
  },
  { op: 'Query', count: 4, why: "the company's event list, one Query per shard" },
  { op: 'BatchGetItem', why: 'the events of the list' },
  { op: 'Query', count: 2, why: "the company's notifications, then each one's recipient chunks" },
  { op: 'Query', count: 4, why: 'transmissions naming logins, 90 days, one Query per shard' },
  {
    op: 'Query',
    count: email ? 2 : 0,
    why: "the person's MCP calls and MCP tasks (indexes by chatbot actor and task owner)",
  },
  { op: 'Query', why: "the company's executions of 90 days" },
  { op: 'Query', count: 32, why: "the company's webhook events, one Query per shard" },
  {
    op: 'Query',
    why: "the company's subscriptions, then the person's delivery lane at each (the sample: none yet)",
  },
  { op: 'Query', why: "the company's tickets" },
];

/**
 * The functions' samples, in the order they run: samples that read what an earlier one wrote run
 * after it (rules, extension requests), and the webhook functions last, because a subscription
 * makes the samples after it write events.
 */
export const FUNCTION_CALLS: readonly EndpointCalls[] = [
  keyed('masterData', [
    { op: 'Query', count: 8, why: 'logins already stored, one key-only Query per employee shard' },
    { op: 'BatchWriteItem', why: 'the employees, 25 per call, 16 calls in flight' },
    { op: 'PutItem', why: 'execution record (lookupExecutionStatus)' },
  ]),
  keyed('recordPunch', [
    { op: 'GetItem', why: 'the employee (unknown logins are 404) and their timezone' },
    { op: 'UpdateItem', why: "the punch into the employee's day, idempotent by punch" },
    dayMark,
  ]),
  keyed('sendPunchClock', [
    { op: 'GetItem', why: 'the employee (unknown logins are 404)' },
    { op: 'UpdateItem', why: "the day's punches, merged" },
    dayMark,
  ]),
  keyed('listPunchClockByDay', [{ op: 'Query', why: "the day's punch records of the company" }]),
  keyed('setEvent', [
    { op: 'BatchGetItem', why: 'the events as stored (create or update)' },
    { op: 'TransactWriteItems', why: 'each event with its index entries, conditional on the version read' },
  ]),
  keyed('getEvents', [
    { op: 'Query', count: 4, why: 'event index: each month of the range x 4 shards, in parallel' },
    { op: 'BatchGetItem', why: 'the events found' },
  ]),
  keyed('insertAppClassificationRule', [
    { op: 'PutItem', why: 'the rule, conditional on its normalised name being free' },
  ]),
  keyed('listAppClassificationRules', [{ op: 'Query', why: "the company's active rules" }]),
  keyed('deactivateAppClassificationRule', [
    { op: 'UpdateItem', why: 'conditional deactivation of the active rule' },
  ]),
  keyed('insertNotification', [
    { op: 'Query', count: 8, why: 'active employees, one Query per employee shard (recipients)' },
    { op: 'BatchWriteItem', why: 'recipient chunks' },
    { op: 'UpdateItem', why: 'the notification, upserted by notification_id' },
    { op: 'BatchWriteItem', why: 'recipient chunks left over from the previous version, removed' },
    { op: 'PutItem', why: 'execution record (lookupExecutionStatus)' },
  ]),
  keyed('requestExtension', [
    { op: 'GetItem', why: "the employee's profile (approver, timezone)" },
    { op: 'UpdateItem', why: "atomic ADD of the requested seconds to the employee's day" },
    { op: 'TransactWriteItems', why: 'the pending request and its approval link, together' },
    { op: 'SendEmail', why: 'the approval e-mail to the approver (SES)' },
    { op: 'UpdateItem', why: "the request's e-mail status after SES answers" },
  ]),
  keyed('listExtensionRequests', [
    { op: 'Query', why: "the approver's pending requests (index by approver)" },
  ]),
  keyed('approveRequest', [
    { op: 'Query', why: "the employee's pending requests" },
    { op: 'TransactWriteItems', why: "conditional decision of each request and the day's approved minutes" },
    {
      op: 'UpdateItem',
      why: 'an approved day that may have been summed (the sample: 2026-03-10) marked for summing again',
    },
  ]),
  keyed('getExecutionStatus', [{ op: 'GetItem', why: "the execution record (the masterData sample's)" }]),
  {
    name: 'approvalPage',
    // The sample's link key is not well-formed: refused before any read.
    steps: [],
  },
  keyed('exportEmployeeData', [
    ...subjectReads,
    ...personReads({ email: true }),
    { op: 'PutItem', why: 'the audit item of the export (who and whom, not the data)' },
  ]),
  keyed('eraseEmployeeData', [
    ...subjectReads,
    { op: 'TransactWriteItems', why: 'the erasure record and its execution, started together' },
    {
      op: 'UpdateItem',
      count: ERASURE_STEP_COUNT,
      why: 'each step recorded done in the erasure record, conditional on the step before',
    },
    { op: 'PutItem', count: ERASURE_STEP_COUNT, why: "each step's progress in the execution record" },
    { op: 'DeleteItem', count: 2, why: 'the employee and the screen-block item' },
    ...personReads({ email: false }),
    {
      op: 'UpdateItem',
      count: 2,
      why: "the company's summing claimed and let go around the people-day rewrite",
    },
    {
      op: 'BatchGetItem',
      count: 5,
      why: 'the recent days again (3 days ago to 400 ahead), for punches that raced the erasure',
    },
    {
      op: 'TransactWriteItems',
      why: 'finished: the erasure record, the execution, the employee.erased event',
    },
    { op: 'PutItem', why: 'the audit item of the erasure (who and whom, not the data)' },
  ]),
  keyed('integrationValidatorData', rateLimit),
  { name: 'auth', steps: [] },
  { name: 'apiDocs', steps: [] },
  { name: 'mcp', steps: rateLimit },
  { name: 'methodNotAllowed', steps: [] },
  keyed('setWebhook', [
    ...subscriptions,
    { op: 'TransactWriteItems', why: 'the subscription and the company summary, conditional on the version' },
  ]),
  keyed('listWebhooks', [{ op: 'Query', why: "the company's subscriptions, limit + 1" }]),
  // The samples name no subscription of the company: 404 after the reads.
  keyed('deleteWebhook', subscriptions),
  keyed('rotateWebhookSecret', subscriptions),
  keyed('listWebhookDeliveries', [deliveriesOfEvent]),
  // The sample names no event of the company: 404 after the read.
  keyed('redeliverWebhook', [{ op: 'GetItem', why: 'the event, by its id' }]),
];

/** Every MCP tools/call: the caller's rate limit first, the tool's own calls, the audit item last. */
const toolCall = (
  tool: string,
  args: ToolCalls['args'],
  steps: readonly CallStep[],
  caller: SampleCaller = 'service',
): ToolCalls => ({
  name: `mcp tools/call ${tool}`,
  tool,
  caller,
  args,
  steps: [
    ...rateLimit,
    ...steps,
    { op: 'PutItem', why: 'audit item of the tool call (every call is audited)' },
  ],
});

const none = () => ({});

/** Every employee: one Query per shard, the 8 shards in parallel (listAllEmployees). */
const allEmployees = (why: string): CallStep => ({
  op: 'Query',
  count: 8,
  why: `${why}: one Query per shard, the shards in parallel`,
});

/**
 * Log reads newest first (lib/dynamo/log-reader.ts): each UTC day of the window is one round trip
 * of 4 Queries, one per shard (transmissions TX#, audit AUDIT#), the days one after another.
 */
const logDays = (what: string, days: number): CallStep[] =>
  Array.from({ length: days }, (_, day) => ({
    op: 'Query' as const,
    count: 4,
    why:
      day === 0
        ? `${what}: the newest UTC day of the window, one Query per shard`
        : `${what}: the day before (day ${day + 1} of ${days}), once the later one is read`,
  }));

/**
 * Today (UTC) as the log tools take a range: one UTC day, so the reader queries that day's shards
 * only, however many items the samples wrote before (the manifest's count holds at any hour).
 */
const today = ({ now }: ToolSampleContext) => {
  const day = now.toISOString().slice(0, 10);
  return { from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z` };
};

/** An answer built from the summaries (lib/summaries): the summing's state, then the summaries and what is not summed yet. */
const summarisedAnswer: CallStep[] = [
  { op: 'Query', why: "the company's summing (the days summed, pending, failed)" },
  { op: 'GetItem', why: "the change stream's last lag" },
  // Before a company's first summing, the days before it existed are empty: its record says when that was.
  cachedCompany('while its days were never summed'),
  { op: 'Query', why: 'the day summaries of the range: one Query per month, in parallel' },
  { op: 'Query', why: 'the records of each day not summed yet (the sample: its one day)' },
];

/** The tools that change something read it (a key-based endpoint has it cached from its key already). */
const webhookTypes = cachedCompany('for the event types its webhooks take');

/** The requestExtension tool samples' request (ana.souza, whose approver is MANAGER_EMAIL). */
const OVERTIME_ASKED = {
  user: 'ana.souza',
  reqMinutes: 30,
  justification: 'Cost sample',
  extraTime: '2026-03-10 18:00:00',
};

/** A request made as POST /requestExtension makes it (the same domain code). */
const overtimeRequested: CallStep[] = [
  cachedCompany('for the approver rules, its test flag and event types'),
  { op: 'GetItem', why: "the employee's profile (approver, timezone)" },
  { op: 'UpdateItem', why: "atomic ADD of the requested seconds to the employee's day" },
  { op: 'TransactWriteItems', why: 'the pending request, its by-id item and approval link, together' },
  { op: 'SendEmail', why: 'the approval e-mail to the approver (SES)' },
  { op: 'UpdateItem', why: "the request's e-mail status after SES answers" },
];

/** A request found by its id alone. */
const requestById: CallStep[] = [
  { op: 'GetItem', why: "the request's by-id item (its key)" },
  { op: 'GetItem', why: 'the request' },
];

/**
 * One ordinary tools/call per MCP tool, with valid arguments against the company after the function
 * samples ran: the employees, punches, event, rule, notification, extension request, execution
 * record and transmissions those made. The reads come first, in catalog order, then the three tools
 * that write (and change nothing a read before them needs). The tools that read the company record
 * for their answer read it on every call; those that change something read it through the cache
 * (webhookTypes).
 */
export const TOOL_CALLS: readonly ToolCalls[] = [
  toolCall('searchEmployee', ({ companyId }) => searchArgs(companyId), [
    allEmployees("the company's employees"),
  ]),
  toolCall('whoIsManagerOf', () => ({ login: 'ana.souza' }), [
    { op: 'GetItem', count: 2, why: "the company record (overtimeManagers) and the employee's profile" },
  ]),
  toolCall('getCompanyOverview', none, [
    { op: 'GetItem', why: 'the company record (name, timezone)' },
    allEmployees('the employees, counted by active and department'),
    { op: 'Query', count: 3, why: 'counts (Select COUNT) of active rules, pending requests, notifications' },
    { op: 'Query', count: 2, why: "the past week's transmission summaries: one Query per month it touches" },
    {
      op: 'Query',
      count: 32,
      why: 'transmissions made since their day was counted, 4 shards a day: the sample company was never summed, so all 8 days of the week (once it is, today only)',
    },
  ]),
  toolCall('masterDataQuery', () => ({ filters: { department: 'Sales' } }), [
    {
      op: 'Query',
      count: 8,
      why: 'employees shard by shard, one after another, up to 250 per Query, until `limit` match',
    },
  ]),
  toolCall('getEmployeeDay', () => ({ login: 'ana.souza', date: SAMPLE_DAY }), [
    { op: 'GetItem', why: 'the employee (unknown logins are 404)' },
    { op: 'GetItem', count: 2, why: "the employee's punch day and the day's requested-seconds counter" },
    { op: 'Query', count: 4, why: "the month's event index, one Query per shard" },
    { op: 'Query', why: "the employee's extension requests of the day" },
    { op: 'BatchGetItem', why: 'the events the index names (none found: no call)' },
  ]),
  toolCall('listPunchesByDay', () => ({ date: SAMPLE_DAY }), [
    { op: 'Query', why: "the day's punch records of the company, limit + 1" },
  ]),
  toolCall('listPendingExtensions', none, [
    { op: 'Query', why: "the company's pending requests (or the approver's, with managerEmail), limit + 1" },
  ]),
  toolCall('listAppRules', none, [{ op: 'Query', why: "the company's active rules (index), limit + 1" }]),
  toolCall('listNotifications', none, [{ op: 'Query', why: "the company's notifications, limit + 1" }]),
  toolCall('data-searchLogs', today, logDays('transmissions, limit + 1 per shard', 1)),
  toolCall('diagnose-transmission', none, logDays('transmissions of the last 24 hours', 2)),
  toolCall('lookupTicketContext', ({ ticketId }) => ({ ticketId }), [
    { op: 'GetItem', why: "the ticket (another company's is 404)" },
    ...logDays('failed transmissions since a day before the ticket', 2),
  ]),
  toolCall('lookupExecutionStatus', ({ executionId }) => ({ executionId }), [
    { op: 'GetItem', why: 'the execution record' },
  ]),
  toolCall(
    'data-dashboardChartQuery',
    () => ({ chart: 'workedHoursByDay', from: SAMPLE_DAY, to: SAMPLE_DAY }),
    summarisedAnswer,
  ),
  toolCall(
    'analyticsQuery',
    () => ({ metric: 'workedHours', from: SAMPLE_DAY, to: SAMPLE_DAY, groupBy: 'person' }),
    [{ op: 'GetItem', why: 'the company record (unknown companies are 404)' }, ...summarisedAnswer],
    'chatbot',
  ),
  toolCall('getAuditTrail', today, logDays('audit items, limit + 1 per shard', 1)),
  toolCall('listTenants', none, [{ op: 'Query', why: 'the company index, limit + 1' }], 'admin'),
  toolCall('listWebhookDeliveries', () => ({ eventId: EVENT_ID_PLACEHOLDER }), [deliveriesOfEvent]),
  toolCall(
    'masterDataMutate',
    () => ({ operation: 'setManager', login: 'bruno.costa', fields: { manager: 'ana.souza@demo.example' } }),
    [
      webhookTypes,
      { op: 'GetItem', why: 'the employee as stored (fields are merged over it)' },
      { op: 'PutItem', why: 'the employee, conditional on being unchanged since the read' },
    ],
  ),
  toolCall(
    'categorizeURL',
    () => ({
      url: 'https://docs.google.com/spreadsheets',
      app_name_pt: 'Planilhas',
      app_class: 'Produtividade',
    }),
    [
      webhookTypes,
      {
        op: 'PutItem',
        why: 'the rule by its normalised name (the old item tells created/updated/reactivated)',
      },
    ],
  ),
  toolCall('screenBlockToggle', () => ({ login: 'bruno.costa', blocked: true, reason: 'Equipment audit' }), [
    webhookTypes,
    { op: 'GetItem', why: "the employee's screen block as stored" },
    {
      op: 'TransactWriteItems',
      why: 'the employee exists, and the block written conditional on its version',
    },
  ]),
  toolCall('requestExtension', () => OVERTIME_ASKED, overtimeRequested),
  toolCall('getExtensionRequest', ({ requestId }) => ({ requestId }), requestById),
  toolCall(
    'reviewOvertimeRequests',
    none,
    [{ op: 'Query', why: "the approver's pending requests (index by approver), limit + 1" }],
    'manager',
  ),
];

/**
 * An MCP request of the 2026-07-28 samples: with `capabilities` the client declares as a host does
 * (form elicitation as Claude Code, Tasks as VS Code, MCP Apps as Claude), and `answers` for the
 * second round of a confirmation (the person's accepted answer to the question before it).
 */
export interface ModernCalls extends EndpointCalls {
  method: 'tools/call' | 'tasks/get' | 'resources/read';
  caller: SampleCaller | 'none';
  capabilities: Record<string, unknown>;
  params(context: ToolSampleContext): Record<string, unknown>;
  answers?: true;
}

const ELICITATION = { elicitation: { form: {} } };
const APPS = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };
const TASKS = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

const question = (tool: string, args: Record<string, unknown>, reads: readonly CallStep[]): ModernCalls => ({
  name: `mcp confirmation ${tool}: question`,
  method: 'tools/call',
  caller: 'service',
  capabilities: ELICITATION,
  params: () => ({ name: tool, arguments: args }),
  steps: [...rateLimit, ...reads, { op: 'PutItem', why: 'audit item of the call (confirmation: asked)' }],
});

const answer = (
  tool: string,
  args: Record<string, unknown>,
  steps: readonly CallStep[],
  capabilities: Record<string, unknown> = ELICITATION,
): ModernCalls => ({
  name: `mcp confirmation ${tool}: accepted answer`,
  method: 'tools/call',
  caller: 'service',
  capabilities,
  params: () => ({ name: tool, arguments: args }),
  answers: true,
  steps: [
    ...rateLimit,
    { op: 'PutItem', why: 'the request state marked used, once (conditional put, its expiry as TTL)' },
    ...steps,
    { op: 'PutItem', why: 'audit item of the call (confirmation: confirmed)' },
  ],
});

const MUTATE = {
  operation: 'setManager',
  login: 'bruno.costa',
  fields: { manager: 'joao.pereira@demo.example' },
};
const UNBLOCK = { login: 'bruno.costa', blocked: false, reason: 'Equipment audit done' };
const CATEGORIZE = {
  url: 'https://sheets.example.com',
  app_name_pt: 'Planilhas',
  app_class: 'Produtividade',
};
const MORE_OVERTIME = { ...OVERTIME_ASKED, reqMinutes: 20, extraTime: '2026-03-10 19:00:00' };

/**
 * The 2026-07-28 samples, after the tool samples: the card's decision, each writing tool's
 * confirmation in its two rounds (the question reads what it states; the accepted answer makes
 * the change as the tool's sample does, checking the data is still what was stated), the task the
 * confirmed requestExtension answers, and the card's resource.
 */
export const MODERN_CALLS: readonly ModernCalls[] = [
  {
    name: 'mcp tools/call decideOvertimeRequest',
    method: 'tools/call',
    caller: 'manager',
    capabilities: APPS,
    params: ({ requestId, cardKey }) => ({
      name: 'decideOvertimeRequest',
      arguments: { requestId, decision: 'approve', cardKey },
    }),
    steps: [
      ...rateLimit,
      ...requestById,
      webhookTypes,
      {
        op: 'UpdateItem',
        why: 'the approved day (the sample: 2026-03-10, summed) marked for summing again',
      },
      {
        op: 'TransactWriteItems',
        why: "the decision, conditional on pending and the approver, and the day's minutes",
      },
      { op: 'PutItem', why: 'audit item of the tool call (every call is audited)' },
    ],
  },
  question('masterDataMutate', MUTATE, [{ op: 'GetItem', why: 'the employee, to state before → after' }]),
  answer('masterDataMutate', MUTATE, [
    webhookTypes,
    { op: 'GetItem', why: 'the employee as stored, checked against what was stated' },
    { op: 'PutItem', why: 'the employee, conditional on being unchanged since the read' },
  ]),
  question('screenBlockToggle', UNBLOCK, [
    { op: 'GetItem', count: 2, why: 'the employee (its name) and the screen block, to state the change' },
  ]),
  answer('screenBlockToggle', UNBLOCK, [
    webhookTypes,
    { op: 'GetItem', why: "the employee's screen block as stored, checked against what was stated" },
    {
      op: 'TransactWriteItems',
      why: 'the employee exists, and the block written conditional on its version',
    },
  ]),
  question('categorizeURL', CATEGORIZE, [
    { op: 'GetItem', why: 'the rule of that name, to state what it replaces' },
  ]),
  answer('categorizeURL', CATEGORIZE, [
    webhookTypes,
    { op: 'GetItem', why: 'the rule of that name as stored, checked against what was stated' },
    { op: 'PutItem', why: 'the rule, conditional on being the one read' },
  ]),
  question('requestExtension', MORE_OVERTIME, [
    { op: 'GetItem', why: "the employee's profile (approver, timezone)" },
    { op: 'GetItem', why: "the day's requested seconds so far" },
  ]),
  answer(
    'requestExtension',
    MORE_OVERTIME,
    [
      ...overtimeRequested,
      { op: 'PutItem', why: 'the task (Tasks extension), durable before it is answered' },
    ],
    { ...ELICITATION, ...TASKS },
  ),
  {
    name: 'mcp tasks/get',
    method: 'tasks/get',
    caller: 'service',
    capabilities: TASKS,
    params: ({ taskId }) => ({ taskId }),
    steps: [
      ...rateLimit,
      { op: 'GetItem', why: 'the task (its owner, the request it follows)' },
      ...requestById,
    ],
  },
  {
    name: 'mcp resources/read',
    method: 'resources/read',
    caller: 'none',
    capabilities: APPS,
    params: () => ({ uri: 'ui://workforce-ops/overtime-approval-card' }),
    // Without a token, the rate is counted per source IP; the card is in the code, not the table.
    steps: rateLimit,
  },
];

const CALLS_MANIFEST: readonly EndpointCalls[] = [...FUNCTION_CALLS, ...TOOL_CALLS, ...MODERN_CALLS];

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

/** Deployable functions and MCP tools without an entry (and so without a sample): a new one must add it. */
export function unlisted(): string[] {
  const listed = new Set(CALLS_MANIFEST.map((entry) => entry.name));
  return [
    ...FUNCTIONS.filter((fn) => !fn.localOnly).map((fn) => fn.name),
    ...TOOLS.map((tool) => `mcp tools/call ${tool.name}`),
  ].filter((name) => !listed.has(name));
}
