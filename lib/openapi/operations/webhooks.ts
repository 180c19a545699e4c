/** The webhook subscription endpoints, and the events they send (the document's `webhooks`). */
import * as z from 'zod';
import { ERRORS } from '../../shared/error-catalogue.js';
import { EVENT_TYPES, type EventType } from '../../webhooks/event-types.js';
import {
  ListDeliveriesSchema,
  ListWebhooksSchema,
  MAX_SUBSCRIPTIONS,
  RedeliverSchema,
  SetWebhookSchema,
  WebhookRefSchema,
} from '../../webhooks/schemas.js';
import {
  commonFailures,
  errorAnswer,
  failure,
  failures,
  keyAndBodyFailures,
  keyExamples,
  success,
  withKey,
} from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

export const WEBHOOKS_TAG = 'Webhooks';

const unknownSubscription = failure(ERRORS.unknownSubscription);
/** The 404 and 409 of the endpoints that name one subscription. */
const subscriptionFailures = {
  404: failures('No such subscription.', [unknownSubscription]),
  409: failures('The subscriptions were being changed at that moment.', [failure(ERRORS.subscriptionsRace)]),
};

const isoTime = () => z.string().meta({ description: 'ISO-8601 instant (UTC)' });

const WebhookSchema = z.object({
  webhookId: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: isoTime(),
  updatedAt: isoTime(),
  failingSince: isoTime().nullable().meta({
    description: 'the first failed attempt since the last successful one; null while deliveries succeed',
  }),
  disabledAt: isoTime().nullable(),
  disabledReason: z.string().nullable(),
});

const AttemptSchema = z.object({
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  attemptId: z.string(),
  at: isoTime(),
  attempt: z
    .number()
    .int()
    .meta({ description: "1 for a delivery's first attempt, 2 for its first retry, ..." }),
  trigger: z.enum(['event', 'retry', 'replay']),
  statusCode: z
    .number()
    .int()
    .nullable()
    .meta({ description: "the receiver's HTTP status; null when it gave none" }),
  error: z.string().nullable(),
  latencyMs: z.number().int(),
  outcome: z.enum(['delivered', 'retrying', 'failed']),
  nextAttemptAt: isoTime().nullable(),
});

const ReplaySchema = AttemptSchema.pick({
  webhookId: true,
  outcome: true,
  statusCode: true,
  error: true,
  latencyMs: true,
  nextAttemptAt: true,
});

const receiver = 'http://127.0.0.1:4000/webhooks';
const UNKNOWN_WEBHOOK = 'wh_4fJq0cP2Lw9yTn3kXb7sAg';
const UNKNOWN_EVENT = 'evt_07Qm3cV9xT1pLw8rKd2sYe5A';

/** The examples of an endpoint that names one subscription: one the company does not have, and the key's. */
const subscriptionRef = { key: KEY_PLACEHOLDER, webhookId: UNKNOWN_WEBHOOK };
const subscriptionExamples = {
  unknown: {
    summary: 'A subscription the company does not have',
    status: 404,
    body: subscriptionRef,
    answer: errorAnswer(ERRORS.unknownSubscription, { webhookId: UNKNOWN_WEBHOOK }),
  },
  ...keyExamples(subscriptionRef),
};

const webhookAnswer = {
  webhookId: 'wh_…',
  url: receiver,
  events: ['extension.decided', 'punchday.changed'],
  active: true,
  createdAt: '…',
  updatedAt: '…',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
};

export const webhookOperations: OperationDoc[] = [
  {
    functionName: 'setWebhook',
    method: 'POST',
    path: '/setWebhook',
    operationId: 'setWebhook',
    tag: WEBHOOKS_TAG,
    summary: 'Subscribe to events, or change a subscription',
    description: [
      'Events of the company are POSTed to `url`, signed as the Standard Webhooks specification says (see this document\'s webhooks). `events` names event types, or `["*"]` for all.',
      '',
      `\`url\` is an \`https\` URL whose host resolves to public addresses only: private, loopback, link-local (the cloud's metadata service) and other special addresses are refused, and the host is resolved again at every delivery. The local runtime (\`npm start\`) also takes \`http\` to a loopback address, as in the examples. No credentials in the URL: verify the signature instead.`,
      '',
      `One subscription per URL, at most ${MAX_SUBSCRIPTIONS} per company. Without \`webhookId\`, a URL the company already subscribed changes that subscription (\`created: false\`), so a retried creation makes no second one; with \`webhookId\`, that subscription changes (its URL too). \`active: false\` pauses it; \`active: true\` enables a paused or disabled one again.`,
      '',
      'The signing secret (`whsec_…`) is answered once, when the subscription is created, and stored only encrypted: keep it. /rotateWebhookSecret gives a new one.',
      '',
      'A subscription starts receiving the events of changes made after it is saved; functions of the service notice a new subscription within a minute.',
    ].join('\n'),
    requestSchema: withKey(SetWebhookSchema),
    responses: {
      200: {
        description: 'Subscribed (created) or changed.',
        schema: success({
          result: z.object({
            webhookId: z.string(),
            url: z.string(),
            events: z.array(z.string()),
            active: z.boolean(),
            created: z.boolean(),
            secret: z
              .string()
              .optional()
              .meta({ description: 'the signing secret, only when the subscription is created' }),
          }),
        }),
      },
      400: keyAndBodyFailures([failure(ERRORS.tooManySubscriptions, { max: MAX_SUBSCRIPTIONS })]),
      404: subscriptionFailures[404],
      409: failures(
        'Another subscription has that URL, or the subscriptions were being changed at that moment.',
        [failure(ERRORS.urlTaken), failure(ERRORS.subscriptionsRace)],
      ),
      ...commonFailures(),
    },
    examples: {
      subscribe: {
        summary: 'Send overtime decisions and punch days to a receiver (npm start)',
        status: 200,
        body: { key: KEY_PLACEHOLDER, url: receiver, events: ['extension.decided', 'punchday.changed'] },
        answer: {
          err: false,
          result: {
            webhookId: 'wh_…',
            url: receiver,
            events: ['extension.decided', 'punchday.changed'],
            active: true,
            created: true,
            secret: 'whsec_…',
          },
        },
      },
      sameUrl: {
        summary: 'The same URL again, now for every event: the subscription changes',
        status: 200,
        body: { key: KEY_PLACEHOLDER, url: receiver, events: ['*'] },
        answer: {
          err: false,
          result: { webhookId: 'wh_…', url: receiver, events: ['*'], active: true, created: false },
        },
      },
      privateAddress: {
        summary: 'An address inside a private network',
        status: 400,
        body: { key: KEY_PLACEHOLDER, url: 'https://10.0.0.8/hooks', events: ['*'] },
        answer: {
          err: true,
          code: 'INVALID_FIELD',
          message: 'invalid fields: url (must reach a public address: 10.0.0.8 is a private address)',
        },
      },
      metadataService: {
        summary: "The cloud's instance metadata service",
        status: 400,
        body: { key: KEY_PLACEHOLDER, url: 'http://169.254.169.254/latest/meta-data/', events: ['*'] },
        answer: {
          err: true,
          code: 'INVALID_FIELD',
          message:
            'invalid fields: url (must reach a public address: 169.254.169.254 is a linkLocal address)',
        },
      },
      unknownEvent: {
        summary: 'An event type that does not exist',
        status: 400,
        body: { key: KEY_PLACEHOLDER, url: receiver, events: ['extension.created'] },
        answer: {
          err: true,
          code: 'INVALID_FIELD',
          message: `invalid fields: events[0] (must be one of ${EVENT_TYPES.join(', ')}, or *)`,
        },
      },
      noUrl: {
        summary: 'No URL',
        status: 400,
        body: { key: KEY_PLACEHOLDER, events: ['*'] },
        answer: errorAnswer(ERRORS.missingFields, { fields: 'url' }),
      },
      ...keyExamples({ key: KEY_PLACEHOLDER, url: receiver, events: ['*'] }),
    },
  },
  {
    functionName: 'listWebhooks',
    method: 'POST',
    path: '/listWebhooks',
    operationId: 'listWebhooks',
    tag: WEBHOOKS_TAG,
    summary: "The company's subscriptions",
    description:
      'Every subscription of the company (never its secret), in pages of `limit` (1-100, default 20); `nextCursor`, absent on the last page, is sent back as `cursor`. A subscription the service disabled (its deliveries kept failing for more than a day) shows `active: false`, `disabledAt` and `disabledReason`.',
    requestSchema: withKey(ListWebhooksSchema),
    responses: {
      200: {
        description: 'A page of subscriptions.',
        schema: success({
          result: z.object({ webhooks: z.array(WebhookSchema), nextCursor: z.string().optional() }),
        }),
      },
      400: keyAndBodyFailures(),
      ...commonFailures(),
    },
    examples: {
      list: {
        summary: 'The subscriptions',
        status: 200,
        body: { key: KEY_PLACEHOLDER },
        answer: { err: false, result: { webhooks: [{ ...webhookAnswer, events: ['*'] }] } },
      },
      ...keyExamples({ key: KEY_PLACEHOLDER }),
    },
  },
  {
    functionName: 'deleteWebhook',
    method: 'POST',
    path: '/deleteWebhook',
    operationId: 'deleteWebhook',
    tag: WEBHOOKS_TAG,
    summary: 'Delete a subscription',
    description:
      'The subscription stops receiving events; its pending retries are dropped. Its delivery attempts stay listed (30 days).',
    requestSchema: withKey(WebhookRefSchema),
    responses: {
      200: {
        description: 'Deleted.',
        schema: success({ result: z.object({ webhookId: z.string(), deleted: z.literal(true) }) }),
      },
      400: keyAndBodyFailures(),
      ...subscriptionFailures,
      ...commonFailures(),
    },
    examples: subscriptionExamples,
  },
  {
    functionName: 'rotateWebhookSecret',
    method: 'POST',
    path: '/rotateWebhookSecret',
    operationId: 'rotateWebhookSecret',
    tag: WEBHOOKS_TAG,
    summary: 'A new signing secret for a subscription',
    description:
      'Answers the new secret, once. For a day (until `previousSecretValidUntil`) every delivery carries two signatures, one per secret, so a receiver can switch without missing a delivery.',
    requestSchema: withKey(WebhookRefSchema),
    responses: {
      200: {
        description: 'The new secret.',
        schema: success({
          result: z.object({
            webhookId: z.string(),
            secret: z.string(),
            previousSecretValidUntil: isoTime(),
          }),
        }),
      },
      400: keyAndBodyFailures(),
      ...subscriptionFailures,
      ...commonFailures(),
    },
    examples: subscriptionExamples,
  },
  {
    functionName: 'listWebhookDeliveries',
    method: 'POST',
    path: '/listWebhookDeliveries',
    operationId: 'listWebhookDeliveries',
    tag: WEBHOOKS_TAG,
    summary: 'Delivery attempts of a subscription or an event',
    description:
      'The attempts of the last 30 days, newest first, of one subscription (`webhookId`), of one event (`eventId`, the `webhook-id` a delivery carried) or of one event to one subscription (both): when, which attempt, the HTTP status or the error, the latency, and what follows (`delivered`; `retrying` at `nextAttemptAt`; `failed`, its retries over). Pages of `limit` (1-100, default 100); `nextCursor`, absent on the last page, is sent back as `cursor`.',
    requestSchema: withKey(ListDeliveriesSchema),
    responses: {
      200: {
        description: 'A page of attempts.',
        schema: success({
          result: z.object({ deliveries: z.array(AttemptSchema), nextCursor: z.string().optional() }),
        }),
      },
      400: keyAndBodyFailures(),
      ...commonFailures(),
    },
    examples: {
      ofEvent: {
        summary: 'The attempts of an event',
        status: 200,
        body: { key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT },
        answer: { err: false, result: { deliveries: [] } },
      },
      neither: {
        summary: 'Neither a subscription nor an event',
        status: 400,
        body: { key: KEY_PLACEHOLDER },
        answer: errorAnswer(ERRORS.missingFields, { fields: 'webhookId or eventId' }),
      },
      ...keyExamples({ key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT }),
    },
  },
  {
    functionName: 'redeliverWebhook',
    method: 'POST',
    path: '/redeliverWebhook',
    operationId: 'redeliverWebhook',
    tag: WEBHOOKS_TAG,
    summary: 'Send an event again',
    description:
      'Sends an event of the last 30 days again, now, with the same `webhook-id`: to the subscription `webhookId` (even a disabled one, to check a receiver before enabling it again), or to every active subscription that takes its type. Answers each attempt; one that failed is retried on the usual schedule (counted from now), unless its subscription is disabled.',
    requestSchema: withKey(RedeliverSchema),
    responses: {
      200: {
        description: 'Sent: one attempt per subscription.',
        schema: success({
          result: z.object({ eventId: z.string(), type: z.string(), deliveries: z.array(ReplaySchema) }),
        }),
      },
      400: keyAndBodyFailures(),
      404: failures('No such event (or subscription).', [failure(ERRORS.unknownEvent), unknownSubscription]),
      ...commonFailures(),
    },
    examples: {
      unknown: {
        summary: 'An event the company does not have',
        status: 404,
        body: { key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT },
        answer: errorAnswer(ERRORS.unknownEvent, { eventId: UNKNOWN_EVENT }),
      },
      ...keyExamples({ key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT }),
    },
  },
];

/** Who made a change: a key-based endpoint, an MCP caller, an approval link or the provider's admin. */
const ChangedBySchema = z
  .union([
    z.object({ via: z.literal('api'), endpoint: z.string() }),
    z.object({ via: z.literal('mcp'), sub: z.string(), mode: z.string() }),
    z.object({ via: z.literal('link') }),
    z.object({ via: z.literal('admin'), sub: z.string() }),
  ])
  .meta({ description: 'who made the change' });

const nullableText = () => z.string().nullable();

/** Each event type's `data` (beside `company`), its summary and an example. */
const EVENT_DATA: Record<
  EventType,
  { summary: string; description: string; data: z.ZodObject; example: object }
> = {
  'extension.requested': {
    summary: 'An overtime extension was requested',
    description: 'A pending request was stored (by /requestExtension). The justification is not sent.',
    data: z.object({
      requestId: z.string(),
      employee: z.string().meta({ description: "the employee's login" }),
      minutes: z.number().int(),
      extraTime: z.string().meta({ description: 'YYYY-MM-DD HH:mm:ss, local time' }),
      day: z.string(),
      manager: z.string().meta({ description: "the approver's e-mail" }),
      requestTime: z
        .number()
        .int()
        .meta({ description: 'seconds requested that day, this request included' }),
      createdAt: isoTime(),
    }),
    example: {
      requestId: 'ext_4b1f0c3e-2a4d-4b7a-9d55-0b3c2f1e7a90',
      employee: 'ana.souza',
      minutes: 90,
      extraTime: '2026-11-23 18:00:00',
      day: '2026-11-23',
      manager: 'maria.lima@demo.example',
      requestTime: 5400,
      createdAt: '2026-11-23T20:00:00.000Z',
    },
  },
  'extension.decided': {
    summary: 'Overtime extension requests were approved or rejected',
    description:
      'Requests of one employee decided together: by the approval link (`via: link`, one request), by /approveRequest (`via: api`, every pending request of that approver; more than 40 are reported in several events), or by the approver in a chat, on the approval card of the MCP server (`via: chat`, one request).',
    data: z.object({
      employee: z.string(),
      status: z.enum(['approved', 'rejected']),
      minutes: z.number().int(),
      requestIds: z.array(z.string()),
      decidedBy: z.string().meta({ description: "the approver's e-mail" }),
      via: z.enum(['link', 'api', 'chat']),
      decidedAt: isoTime(),
    }),
    example: {
      employee: 'ana.souza',
      status: 'approved',
      minutes: 90,
      requestIds: ['ext_4b1f0c3e-2a4d-4b7a-9d55-0b3c2f1e7a90'],
      decidedBy: 'maria.lima@demo.example',
      via: 'link',
      decidedAt: '2026-11-23T21:15:00.000Z',
    },
  },
  'masterdata.imported': {
    summary: 'A /masterData import ended',
    description:
      'Its counts and execution id (lookupExecutionStatus), and why it failed when it did. Each employee it changed also has its employee.changed.',
    data: z.object({
      executionId: z.string(),
      status: z.enum(['succeeded', 'failed']),
      received: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      failures: z.array(z.string()),
    }),
    example: {
      executionId: 'exec_5d2c…',
      status: 'succeeded',
      received: 3,
      created: 1,
      updated: 2,
      failures: [],
    },
  },
  'employee.changed': {
    summary: "An employee's master data changed",
    description:
      'By /masterData (only employees whose fields changed) or by an MCP tool (masterDataMutate, screenBlockToggle). Names the fields that changed, never their values: no personal data beyond the login.',
    data: z.object({
      login: z.string(),
      change: z.enum(['created', 'updated']),
      fields: z.array(z.string()).meta({ description: 'names of the fields whose value changed' }),
      active: z
        .boolean()
        .optional()
        .meta({ description: 'whether the employee is active now (master data changes)' }),
      screenBlocked: z
        .boolean()
        .optional()
        .meta({ description: "whether the employee's screen is blocked now" }),
      by: ChangedBySchema,
    }),
    example: {
      login: 'bruno.costa',
      change: 'updated',
      fields: ['department', 'manager'],
      active: true,
      by: { via: 'api', endpoint: 'masterData' },
    },
  },
  'punchday.changed': {
    summary: "An employee's work day changed",
    description:
      'A punch (/recordPunch, /sendPunchClock) changed the day: its fields after the change. Approved minutes arrive as extension.decided.',
    data: z.object({
      login: z.string(),
      date: z.string().meta({ description: 'YYYY-MM-DD, local' }),
      beginDay: nullableText(),
      beginLunch: nullableText(),
      endLunch: nullableText(),
      endDay: nullableText(),
      hostname: nullableText(),
      locationType: nullableText(),
      source: nullableText(),
      action_id: nullableText(),
      approvedExtensionMinutes: z.number().int(),
      by: ChangedBySchema,
    }),
    example: {
      login: 'ana.souza',
      date: '2026-11-23',
      beginDay: '2026-11-23T11:58:00Z',
      beginLunch: null,
      endLunch: null,
      endDay: null,
      hostname: 'NB-ANA-01',
      locationType: 'office',
      source: 'integration',
      action_id: 'pa_Zm9vYmFyYmF6cXV4MTIzNA',
      approvedExtensionMinutes: 0,
      by: { via: 'api', endpoint: 'recordPunch' },
    },
  },
  'rule.changed': {
    summary: 'An application classification rule changed',
    description:
      'Inserted (created or reactivated), updated (categorizeURL) or deactivated: the rule as it is now.',
    data: z.object({
      app_name_pt: z.string(),
      change: z.enum(['created', 'updated', 'reactivated', 'deactivated']),
      active: z.boolean(),
      regex_rule: z.string(),
      app_class: nullableText(),
      app_regex: nullableText(),
      rnk: z.number().int().nullable(),
      by: ChangedBySchema,
    }),
    example: {
      app_name_pt: 'Navegador Chrome',
      change: 'created',
      active: true,
      regex_rule: '^chrome(\\.exe)?$',
      app_class: 'Navegação',
      app_regex: null,
      rnk: 1,
      by: { via: 'api', endpoint: 'insertAppClassificationRule' },
    },
  },
  'notification.upserted': {
    summary: 'A notification was created or updated',
    description: 'By /insertNotification: its id, title, kind and how many employees it reaches.',
    data: z.object({
      notification_id: z.string(),
      created: z.boolean(),
      title: z.string(),
      recurrency: z.boolean(),
      recipients: z.number().int(),
      executionId: z.string(),
    }),
    example: {
      notification_id: 'aviso-ponto-2026-11',
      created: true,
      title: 'Lembrete de ponto',
      recurrency: false,
      recipients: 3,
      executionId: 'exec_9a7e…',
    },
  },
};

/** The body of one event type: the Standard Webhooks payload. */
export function eventPayloadSchema(type: EventType) {
  return z.object({
    type: z.literal(type),
    timestamp: isoTime().meta({ description: 'when the change was made' }),
    data: EVENT_DATA[type].data.extend({ company: z.string().meta({ description: 'the company id' }) }),
  });
}

export const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'the event id: the same on every attempt and replay of the event, for dropping duplicates',
  },
  { name: 'webhook-timestamp', description: 'seconds since the epoch at which this attempt was signed' },
  {
    name: 'webhook-signature',
    description:
      '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation',
  },
];

export interface WebhookDoc {
  type: EventType;
  summary: string;
  description: string;
  schema: z.ZodObject;
  example: object;
}

/** The `webhooks` of the document: one POST per event type, as a receiver gets it. */
export const WEBHOOK_DOCS: readonly WebhookDoc[] = EVENT_TYPES.map((type) => ({
  type,
  summary: EVENT_DATA[type].summary,
  description: EVENT_DATA[type].description,
  schema: eventPayloadSchema(type),
  example: {
    type,
    timestamp: '2026-11-23T21:15:00.000Z',
    data: { company: 'co_demo', ...EVENT_DATA[type].example },
  },
}));
