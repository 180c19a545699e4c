/** GET and POST /approval/{key}: the HTML page the approver's e-mail links to. */
import * as z from 'zod';
import { LINK_VALID_DAYS } from '../../overtime/approval-link.js';
import { ApprovalDecisionSchema } from '../../overtime/schemas.js';
import {
  type ExampleDoc,
  type OperationDoc,
  type ParameterDoc,
  type ResponseDoc,
  servedBy,
} from '../model.js';

const TAG = 'Overtime extension';
const html = (description: string): ResponseDoc => ({ description, mediaType: 'text/html' });

const LinkKey: ParameterDoc = {
  name: 'key',
  in: 'path',
  description: `the \`approvalLinkKey\` of /requestExtension (also in the e-mail's link); single use, ${LINK_VALID_DAYS} days`,
  schema: z.string().min(1),
};

/** A key no link has: what an unknown link answers. */
const UNKNOWN_LINK = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
/** An example sent to the unknown link, answered with a page. */
const toUnknownLink = (summary: string, status: number, body?: { decision: string }): ExampleDoc => ({
  summary,
  status,
  params: { key: UNKNOWN_LINK },
  ...(body ? { body } : {}),
  answer: '<!doctype html>…',
});

const pages = {
  404: html('Unknown link: a page saying so.'),
  409: html('The request was already decided (by the link or by /approveRequest): a page saying which way.'),
  410: html(`The link expired (${LINK_VALID_DAYS} days): a page saying so; nothing changes.`),
  500: html('Unexpected failure: a page with the request id.'),
};

export const approvalPageOperations: OperationDoc[] = [
  {
    ...servedBy('approvalPage', 'GET', '/approval/{key}', 'viewApprovalPage', TAG),
    summary: 'The approval page of one request',
    description:
      'An HTML page with the request (employee, company, day, minutes, day total, justification, approver) and Aprovar / Rejeitar buttons. Opening it never changes anything. Served with a strict Content-Security-Policy, `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.',
    parameters: [LinkKey],
    responses: { 200: html('The pending request with its two buttons.'), ...pages },
    examples: { unknownLink: toUnknownLink('A link that does not exist', 404) },
  },
  {
    ...servedBy('approvalPage', 'POST', '/approval/{key}', 'decideApprovalPage', TAG),
    summary: 'Approve or reject through the link',
    description:
      "What the page's buttons post: `decision=approve` or `decision=reject`, form-encoded. Decides the link's one request, once, and answers a page with the outcome.",
    parameters: [LinkKey],
    requestSchema: ApprovalDecisionSchema,
    requestMediaTypes: ['application/x-www-form-urlencoded'],
    responses: {
      200: html('Decided: a page with the outcome.'),
      400: html('A `decision` other than approve or reject: a page saying so.'),
      ...pages,
    },
    examples: {
      badDecision: toUnknownLink('Neither approve nor reject', 400, { decision: 'maybe' }),
      unknownLink: toUnknownLink('Approve through a link that does not exist', 404, { decision: 'approve' }),
    },
  },
];
