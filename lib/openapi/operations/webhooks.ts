/** The webhook subscription endpoints, and the events they send (the document's `webhooks`). */
import { WEBHOOK_TTL_DAYS } from '../../dynamo/keys.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import { AttemptPageSchema } from '../../webhooks/deliveries.js';
import { EVENT_TYPES, type EventType } from '../../webhooks/event-types.js';
import { eventPayloadSchema } from '../../webhooks/events.js';
import { ReplaySchema } from '../../webhooks/redeliver.js';
import {
  ListDeliveriesSchema,
  ListWebhooksSchema,
  MAX_LIST_LIMIT,
  MAX_SUBSCRIPTIONS,
  RedeliverSchema,
  SetWebhookSchema,
  WebhookRefSchema,
} from '../../webhooks/schemas.js';
import {
  DeletedWebhookSchema,
  RotatedSecretSchema,
  SetWebhookResultSchema,
  WebhookPageSchema,
} from '../../webhooks/subscriptions.js';
import { errorAnswer, failure, failures, keyedOperation, success, withKey } from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

export const WEBHOOKS_TAG = 'Webhooks';

const unknownSubscription = failure(ERRORS.unknownSubscription);
/** The 404 and 409 of the endpoints that name one subscription. */
const subscriptionFailures = {
  404: failures('No such subscription.', [unknownSubscription]),
  409: failures('The subscriptions were being changed at that moment.', [failure(ERRORS.subscriptionsRace)]),
};

const receiver = 'http://127.0.0.1:4000/webhooks';
const UNKNOWN_WEBHOOK = 'wh_4fJq0cP2Lw9yTn3kXb7sAg';
const UNKNOWN_EVENT = 'evt_07Qm3cV9xT1pLw8rKd2sYe5A';

/** The examples of an endpoint that names one subscription: one the company does not have, and the key's. */
const subscriptionRef = { key: KEY_PLACEHOLDER, webhookId: UNKNOWN_WEBHOOK };
const subscriptionExamples = {
  examples: {
    unknown: {
      summary: 'A subscription the company does not have',
      status: 404,
      body: subscriptionRef,
      answer: errorAnswer(ERRORS.unknownSubscription, { webhookId: UNKNOWN_WEBHOOK }),
    },
  },
  keyBody: subscriptionRef,
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
  keyedOperation('setWebhook', WEBHOOKS_TAG, {
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
    badRequest: [failure(ERRORS.tooManySubscriptions, { max: MAX_SUBSCRIPTIONS })],
    responses: {
      200: {
        description: 'Subscribed (created) or changed.',
        schema: success({ result: SetWebhookResultSchema }),
      },
      404: subscriptionFailures[404],
      409: failures(
        'Another subscription has that URL, or the subscriptions were being changed at that moment.',
        [failure(ERRORS.urlTaken), failure(ERRORS.subscriptionsRace)],
      ),
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
    },
    keyBody: { key: KEY_PLACEHOLDER, url: receiver, events: ['*'] },
  }),
  keyedOperation('listWebhooks', WEBHOOKS_TAG, {
    summary: "The company's subscriptions",
    description: `Every subscription of the company (never its secret), in pages of \`limit\` (1-${MAX_LIST_LIMIT}, default ${MAX_SUBSCRIPTIONS}); \`nextCursor\`, absent on the last page, is sent back as \`cursor\`. A subscription the service disabled (its deliveries kept failing for more than a day) shows \`active: false\`, \`disabledAt\` and \`disabledReason\`.`,
    requestSchema: withKey(ListWebhooksSchema),
    responses: {
      200: {
        description: 'A page of subscriptions.',
        schema: success({ result: WebhookPageSchema }),
      },
    },
    examples: {
      list: {
        summary: 'The subscriptions',
        status: 200,
        body: { key: KEY_PLACEHOLDER },
        answer: { err: false, result: { webhooks: [{ ...webhookAnswer, events: ['*'] }] } },
      },
    },
    keyBody: { key: KEY_PLACEHOLDER },
  }),
  keyedOperation('deleteWebhook', WEBHOOKS_TAG, {
    summary: 'Delete a subscription',
    description: `The subscription stops receiving events; its pending retries are dropped. Its delivery attempts stay listed (${WEBHOOK_TTL_DAYS} days).`,
    requestSchema: withKey(WebhookRefSchema),
    responses: {
      200: {
        description: 'Deleted.',
        schema: success({ result: DeletedWebhookSchema }),
      },
      ...subscriptionFailures,
    },
    ...subscriptionExamples,
  }),
  keyedOperation('rotateWebhookSecret', WEBHOOKS_TAG, {
    summary: 'A new signing secret for a subscription',
    description:
      'Answers the new secret, once. For a day (until `previousSecretValidUntil`) every delivery carries two signatures, one per secret, so a receiver can switch without missing a delivery.',
    requestSchema: withKey(WebhookRefSchema),
    responses: {
      200: {
        description: 'The new secret.',
        schema: success({ result: RotatedSecretSchema }),
      },
      ...subscriptionFailures,
    },
    ...subscriptionExamples,
  }),
  keyedOperation('listWebhookDeliveries', WEBHOOKS_TAG, {
    summary: 'Delivery attempts of a subscription or an event',
    description: `The attempts of the last ${WEBHOOK_TTL_DAYS} days, newest first, of one subscription (\`webhookId\`), of one event (\`eventId\`, the \`webhook-id\` a delivery carried) or of one event to one subscription (both): when, which attempt, the HTTP status or the error, the latency, and what follows (\`delivered\`; \`retrying\` at \`nextAttemptAt\`; \`failed\`, its retries over). Pages of \`limit\` (1-${MAX_LIST_LIMIT}, default ${MAX_LIST_LIMIT}); \`nextCursor\`, absent on the last page, is sent back as \`cursor\`.`,
    requestSchema: withKey(ListDeliveriesSchema),
    responses: {
      200: {
        description: 'A page of attempts.',
        schema: success({ result: AttemptPageSchema }),
      },
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
    },
    keyBody: { key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT },
  }),
  keyedOperation('redeliverWebhook', WEBHOOKS_TAG, {
    summary: 'Send an event again',
    description: `Sends an event of the last ${WEBHOOK_TTL_DAYS} days again, now, with the same \`webhook-id\`: to the subscription \`webhookId\` (even a disabled one, to check a receiver before enabling it again), or to every active subscription that takes its type. Answers each attempt; one that failed is retried on the usual schedule (counted from now), unless its subscription is disabled.`,
    requestSchema: withKey(RedeliverSchema),
    responses: {
      200: {
        description: 'Sent: one attempt per subscription.',
        schema: success({ result: ReplaySchema }),
      },
      404: failures('No such event (or subscription).', [failure(ERRORS.unknownEvent), unknownSubscription]),
    },
    examples: {
      unknown: {
        summary: 'An event the company does not have',
        status: 404,
        body: { key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT },
        answer: errorAnswer(ERRORS.unknownEvent, { eventId: UNKNOWN_EVENT }),
      },
    },
    keyBody: { key: KEY_PLACEHOLDER, eventId: UNKNOWN_EVENT },
  }),
];

/** Each event type's summary, description and an example of its `data` (beside `company`). */
const EVENT_DOCS: Record<EventType, { summary: string; description: string; example: object }> = {
  'extension.requested': {
    summary: 'An overtime extension was requested',
    description: 'A pending request was stored (by /requestExtension). The justification is not sent.',
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
    example: {
      notification_id: 'aviso-ponto-2026-11',
      created: true,
      title: 'Lembrete de ponto',
      recurrency: false,
      recipients: 3,
      executionId: 'exec_9a7e…',
    },
  },
  'employee.erased': {
    summary: "A person's data was erased",
    description:
      'By /eraseEmployeeData, once the erasure has finished: the login and how many items of each kind it deleted, kept (time records) or changed; nothing else about the person.',
    example: {
      login: 'rita.melo',
      counts: { employee: 1, punchDaysKept: 21, requestsKept: 2, webhookEventsDeleted: 6 },
    },
  },
};

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

/** The `webhooks` of the document: one POST per event type, as a receiver gets it. */
export const WEBHOOK_DOCS = EVENT_TYPES.map((type) => ({
  type,
  ...EVENT_DOCS[type],
  schema: eventPayloadSchema(type),
  example: {
    type,
    timestamp: '2026-11-23T21:15:00.000Z',
    data: { company: 'co_demo', ...EVENT_DOCS[type].example },
  },
}));
export type WebhookDoc = (typeof WEBHOOK_DOCS)[number];
