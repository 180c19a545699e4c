/**
 * G12: the DynamoDB calls each function's sample request may make, step by step, with the reason for
 * each. A step is one round trip of latency: its `count` calls run in parallel. Steps marked
 * `coldOnly` happen only when the process has not cached what they read (the company record, kept
 * at most COMPANY_CACHE_MS). The benchmark and test/bench run every sample under countAwsCalls
 * with an empty company cache and fail when a count is above `maxCalls`; G4 takes its k (the
 * sequential round trips of a warm request) from here too.
 *
 * Counts are for the sample request (events/<name>.json). Where a request can make more (a bigger
 * batch), `scales` says how; the numbers stay bounded by the limits of decisions.md.
 */

export type DynamoOp =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'Query'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems';

export interface CallStep {
  op: DynamoOp;
  /** Calls of this step, made in parallel (default 1). */
  count?: number;
  why: string;
  /** Only when the company record is not cached in this process (first request, or after 60 s). */
  coldOnly?: boolean;
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
  why: 'transmission item: every key-based call is recorded (decisions.md)',
};
const rateLimit: CallStep[] = [
  { op: 'UpdateItem', why: "rate limit: atomic advance of the caller's ring counter (sliding 60 s)" },
  { op: 'UpdateItem', why: 'rate limit: conditional claim of the ring slot that counter names' },
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
    scales: 'ceil(employees / 25) BatchWriteItem (10,000 employees: 400), plus retries of unprocessed items',
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
      transmission,
    ],
    scales: 'more than 100 pending requests of one employee: one more transaction per 100',
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
      transmission,
    ],
  },
  {
    name: 'sendPunchClock',
    steps: [
      company,
      { op: 'GetItem', why: 'the employee (unknown logins are 404)' },
      { op: 'UpdateItem', why: "the day's punches, merged" },
      transmission,
    ],
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
  },
  {
    name: 'deactivateAppClassificationRule',
    steps: [company, { op: 'UpdateItem', why: 'conditional deactivation of the active rule' }, transmission],
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
    scales: '10,000 recipients: about ten 1 MB pages per shard read and one BatchWriteItem per 25 chunks',
  },
  { name: 'auth', steps: [], scales: 'GET /.well-known/jwks.json reads the signing-keys secret only' },
  { name: 'mcp', steps: rateLimit, scales: 'initialize without a token: the per-IP rate limit only' },
  {
    name: 'mcp tools/call searchEmployee',
    steps: [
      ...rateLimit,
      { op: 'Query', count: 8, why: "the company's employees, one Query per shard, in parallel" },
      { op: 'PutItem', why: 'audit item of the tool call (decisions.md)' },
    ],
    scales: '5,000 employees: a few 1 MB pages per shard',
  },
];

export function maxCalls(entry: EndpointCalls): number {
  return entry.steps.reduce((sum, step) => sum + (step.count ?? 1), 0);
}

/** Sequential round trips of a warm request (the company cached): the k of G4. */
export function warmRoundTrips(entry: EndpointCalls): number {
  return entry.steps.filter((step) => !step.coldOnly).length;
}

export function manifestEntry(name: string): EndpointCalls {
  const entry = CALLS_MANIFEST.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`bench/calls/manifest.ts has no entry for ${name}`);
  return entry;
}
