/** The overtime-extension endpoints in the document (the approval page is in approval-page.ts). */
import * as z from 'zod';
import { IDEMPOTENCY_TTL_SECONDS } from '../../idempotency/idempotent.js';
import { ApproveRequestResultSchema } from '../../overtime/decide-requests.js';
import { MAX_LIST_LIMIT } from '../../overtime/extension-request.js';
import { PendingListingSchema } from '../../overtime/list-requests.js';
import { RequestExtensionAnswerSchema } from '../../overtime/request-extension.js';
import {
  ApproveRequestSchema,
  ListExtensionRequestsSchema,
  RequestExtensionSchema,
} from '../../overtime/schemas.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import {
  errorAnswer,
  failure,
  failures,
  invalidFieldsAnswer,
  keyedOperation,
  success,
  withKey,
} from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc, servedBy } from '../model.js';

const TAG = 'Overtime extension';

const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .meta({ examples: ['6d0b7c1e-2f43-4c55-9a1e-000000000001'] });

const request = {
  key: KEY_PLACEHOLDER,
  user: 'ana.souza',
  reqMinutes: 90,
  justification: 'Fechamento do trimestre',
  extraTime: '2026-11-23 18:00:00',
};
const approve = {
  key: KEY_PLACEHOLDER,
  employee: 'ana.souza',
  managerEmail: 'maria.lima@demo.example',
  approved: true,
};

export const overtimeOperations: OperationDoc[] = [
  keyedOperation('requestExtension', TAG, {
    summary: 'Request extra minutes for an employee',
    description: `Stores a pending request and e-mails the approver a link to the approval page. Approver: \`manager\` if sent; else the employee's \`manager\`, the company's first \`overtimeManagers\`, the employee's \`defaultManager\` (never the employee). \`requestTime\`: seconds requested for the employee on that day, this request included. HOMOLOG companies send no e-mail (\`approvalLinkKey\` null, \`emailStatus\` skipped); a failed e-mail leaves the request pending (\`emailStatus\` failed). With \`Idempotency-Key\`, a retry within ${IDEMPOTENCY_TTL_SECONDS / 3600} h with the same body answers the first answer again (\`idempotent-replayed: true\`).`,
    requestSchema: withKey(RequestExtensionSchema),
    badRequest: [failure(ERRORS.noApprover), failure(ERRORS.invalidIdempotencyKey)],
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        description:
          '1-255 visible ASCII characters; a retry with the same key and body stores nothing again',
        schema: IdempotencyKey,
      },
    ],
    responses: {
      200: {
        description: 'The request is stored, pending.',
        schema: success(RequestExtensionAnswerSchema.shape),
        headers: { 'idempotent-replayed': '`true` when this is the stored answer of an earlier request' },
      },
      404: failures('The employee is not in master data.', [
        failure(ERRORS.unknownEmployee, {}, 'unknown `user`'),
      ]),
      409: failures('The Idempotency-Key is taken.', [
        failure(ERRORS.idempotencyKeyReused),
        failure(ERRORS.idempotencyKeyInProgress),
      ]),
      500: failures('The request could not be processed; retry it.', [
        failure(ERRORS.extensionNotProcessed),
        failure(ERRORS.internal, {}, 'a bug'),
      ]),
    },
    examples: {
      request: {
        summary: '90 minutes for Ana, approved by her manager (run it twice: the same answer, nothing added)',
        status: 200,
        body: request,
        params: { 'Idempotency-Key': '6d0b7c1e-2f43-4c55-9a1e-000000000001' },
        answer: {
          err: false,
          message: 'extension request stored; approval e-mail sent to maria.lima@demo.example',
          requestId: 'ext_…',
          requestTime: 5400,
          manager: 'maria.lima@demo.example',
          emailStatus: 'sent',
          approvalLinkKey: '…',
        },
      },
      tooManyMinutes: {
        summary: 'More than a day',
        status: 400,
        body: { ...request, reqMinutes: 2000 },
        answer: invalidFieldsAnswer('reqMinutes (must be at most 1440 minutes (one day))'),
      },
    },
    keyBody: request,
  }),
  {
    ...servedBy('requestExtension', 'GET', '/requestExtension', 'requestExtensionHealth', TAG),
    summary: 'Health check of the extension service',
    description: 'Answers a fixed text.',
    responses: { 200: { description: 'The service runs.', mediaType: 'text/plain' } },
    examples: { health: { summary: 'Health', status: 200, answer: 'RequestExtension service is running.' } },
  },
  keyedOperation('listExtensionRequests', TAG, {
    summary: "An approver's pending requests",
    description: `The pending requests whose approver is \`email\` (case-insensitive), oldest first, in pages of \`limit\` (1-${MAX_LIST_LIMIT}, default ${MAX_LIST_LIMIT}); \`nextCursor\`, absent on the last page, is sent back as \`cursor\`.`,
    requestSchema: withKey(ListExtensionRequestsSchema),
    responses: {
      200: {
        description: 'A page of pending requests.',
        schema: success({ result: PendingListingSchema }),
      },
    },
    examples: {
      pending: {
        summary: "Maria's pending requests",
        status: 200,
        body: { key: KEY_PLACEHOLDER, email: 'maria.lima@demo.example' },
        answer: {
          err: false,
          result: {
            requests: [
              {
                requestId: 'ext_…',
                user: 'ana.souza',
                reqMinutes: 90,
                justification: 'Fechamento do trimestre',
                extraTime: '2026-11-23 18:00:00',
                manager: 'maria.lima@demo.example',
                status: 'pending',
                requestTime: 5400,
                createdAt: '2026-11-23T20:00:00.000Z',
                emailStatus: 'sent',
              },
            ],
          },
        },
      },
      notAnEmail: {
        summary: 'Not an e-mail',
        status: 400,
        body: { key: KEY_PLACEHOLDER, email: 'maria' },
        answer: invalidFieldsAnswer('email (must be an e-mail address)'),
      },
    },
    keyBody: { key: KEY_PLACEHOLDER, email: 'maria.lima@demo.example' },
  }),
  keyedOperation('approveRequest', TAG, {
    summary: "Approve or reject an employee's pending requests",
    description:
      "Decides every pending request of `employee` whose approver is `managerEmail`. Approved minutes are added to the employee's day (`approvedExtensionMinutes` in /listPunchClockByDay). When two deciders race, one wins.",
    requestSchema: withKey(ApproveRequestSchema),
    responses: {
      200: {
        description: 'The requests are decided.',
        schema: success({ result: ApproveRequestResultSchema }),
      },
      403: failures('The pending requests belong to another approver.', [failure(ERRORS.otherApprover)]),
      404: failures('Nothing pending (deciding twice changes nothing).', [failure(ERRORS.nothingPending)]),
      409: failures('The requests were being decided concurrently.', [failure(ERRORS.decisionRace)]),
    },
    examples: {
      approve: {
        summary: "Maria approves Ana's requests",
        status: 200,
        body: approve,
        answer: {
          err: false,
          result: { employee: 'ana.souza', status: 'approved', minutes: 90, requestIds: ['ext_…'] },
        },
      },
      nothingPending: {
        summary: 'The same again: nothing is pending',
        status: 404,
        body: approve,
        answer: errorAnswer(ERRORS.nothingPending, { login: 'ana.souza' }),
      },
    },
    keyBody: approve,
  }),
];
