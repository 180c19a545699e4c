/**
 * Every documented operation, in the order a reader meets them (and the examples test sends them:
 * master data first, so later examples find their employees).
 */
import { KEY_PLACEHOLDER, type OperationDoc, type TagDoc } from '../model.js';
import { apiDocsOperations } from './api-docs.js';
import { approvalPageOperations } from './approval-page.js';
import { calendarOperations } from './calendar.js';
import { classificationOperations } from './classification.js';
import { discoveryOperations } from './discovery.js';
import { EXECUTIONS_TAG, executionOperations } from './executions.js';
import { masterDataOperations } from './master-data.js';
import { mcpOperations } from './mcp.js';
import { notificationOperations } from './notifications.js';
import { overtimeOperations } from './overtime.js';
import { punchClockOperations } from './punch-clock.js';
import { tokenOperations } from './tokens.js';
import { WEBHOOKS_TAG, webhookOperations } from './webhooks.js';

export const API_INFO = {
  title: 'Workforce-operations integration service',
  // The latest release of docs/changelog.md; docs/versioning.md says when it goes up.
  version: '1.1.0',
  description: [
    'Key-authenticated REST endpoints for company systems, a token service, and an MCP server (JSON-RPC 2.0 over HTTP, RS256 JWT) for AI agents.',
    '',
    `**Key-based endpoints** are \`POST\` with a JSON body carrying \`key\`, the company key issued by the provider. Success: \`{"err": false, ...}\`; failure: \`{"err": true, "code": "<CODE>", "message": "<text naming the fields>"}\` (a 500 also carries \`requestId\`, the \`x-request-id\` header of every answer). Always check \`err\` first.`,
    '',
    `**Examples** work against \`npm start\` (demo data; \`.local/demo.json\` holds the keys): replace \`${KEY_PLACEHOLDER}\` with the demo company's key, and for the MCP routes send the demo service token. Examples whose answer is documented with \`x-token\` are sent with an access token of that mode. The request of a failure is shown beside its answer (in \`x-request\` for tools), not among the request examples, which are all requests that succeed.`,
  ].join('\n'),
};

export const TAGS: TagDoc[] = [
  { name: 'Master data', description: 'Employees in bulk, and a key check.' },
  {
    name: EXECUTIONS_TAG,
    description:
      'How a /masterData import or an /insertNotification send went, by the executionId its answer carries.',
  },
  { name: 'Punch clock', description: 'Work-day punches: begin/end of day and lunch.' },
  { name: 'Calendar events', description: 'Events of the company calendar.' },
  { name: 'Overtime extension', description: 'Extra minutes requested, approved by e-mail link or by API.' },
  {
    name: 'Application classification',
    description: 'Rules mapping a process-name regex to an application and a class.',
  },
  {
    name: 'Notifications',
    description: 'Single-shot or recurrent notifications to employees; Portuguese messages.',
  },
  {
    name: 'Tokens',
    description:
      'Access tokens for the MCP server (OAuth 2.0 client credentials, ID-token exchange), the keys that verify them, and the OAuth discovery documents.',
  },
  {
    name: 'MCP server',
    description:
      'JSON-RPC 2.0 over Streamable HTTP, and direct tool routes. Every call is scoped by tenant and audited.',
  },
  {
    name: WEBHOOKS_TAG,
    description:
      "Subscriptions to the company's events, signed as Standard Webhooks and delivered at least once; their delivery attempts, and replays. The events themselves are this document's webhooks.",
  },
  { name: 'API reference', description: 'This document and the page that shows it.' },
];

export const OPERATIONS: readonly OperationDoc[] = [
  ...masterDataOperations,
  ...executionOperations,
  ...punchClockOperations,
  ...calendarOperations,
  ...overtimeOperations,
  ...approvalPageOperations,
  ...classificationOperations,
  ...notificationOperations,
  ...webhookOperations,
  ...tokenOperations,
  ...discoveryOperations,
  ...mcpOperations,
  ...apiDocsOperations,
];
