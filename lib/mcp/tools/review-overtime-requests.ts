import { pagePendingRequests } from '../../dynamo/extension-store.js';
import { RequestStateSchema, requestStateOf } from '../../overtime/request-state.js';
import * as z from '../../shared/zod.js';
import { CARD_KEY_META, CARD_URI } from '../apps/approval-card.js';
import { sealCardKey } from '../apps/card-key.js';
import { ToolFailure } from '../errors.js';
import type { Principal } from '../principal.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

/** The approver is the token's user: their e-mail, which the token exchange signs into the token. */
export function approverOf(principal: Principal): string {
  if (!principal.email)
    throw new ToolFailure(
      'no_user_email',
      403,
      "this token names no user e-mail; get a chatbot token from the token exchange, which puts the user's e-mail in it",
    );
  return principal.email;
}

/** The tool's `data`, which the approval card shows: a page of the approver's pending requests. */
export const ReviewAnswerSchema = z.object({
  company: z.string(),
  approver: z.string().check(z.describe("the signed-in user's e-mail, who decides these requests")),
  requests: z.array(RequestStateSchema),
  nextCursor: z.optional(z.string()).check(z.describe('present only when more follow')),
});

export const reviewOvertimeRequests = defineTool({
  name: 'reviewOvertimeRequests',
  description:
    "The overtime requests waiting for the signed-in user's decision (the user is the approver, by e-mail), oldest first: employee, day, minutes, justification, and the time the employee had asked for that day. In a host that renders MCP Apps the result is shown as a card whose Approve and Reject buttons decide each request, by the user's own click (the model cannot decide); in others, the list. Chatbot tokens only.",
  need: { kind: 'family', family: 'read:masterdata', chatbotOnly: true },
  annotations: readOnly('Review overtime requests'),
  meta: { ui: { resourceUri: CARD_URI } },
  input: () => z.object({ ...PageArguments.shape }),
  async run({ tenant, principal, abilities }, page) {
    const approver = approverOf(principal);
    const companyId = tenant ?? '';
    const { records, ...next } = await pagePendingRequests(companyId, page, approver);
    // The indexes are eventually consistent: a request decided a moment ago may still be in them.
    const requests = records.filter((request) => request.status === 'pending').map(requestStateOf);
    const minutes = requests.reduce((sum, request) => sum + request.minutes, 0);
    const more = next.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { company: companyId, approver, requests, ...next } satisfies z.output<typeof ReviewAnswerSchema>,
      humanSummary:
        requests.length === 0 && !next.nextCursor
          ? `No overtime request waits for ${approver}.`
          : `${count(requests.length, 'overtime request')} (${minutes} minutes) ${requests.length === 1 ? 'waits' : 'wait'} for ${approver} on this page${more}.`,
      // The card decides only in a client that renders it (and so keeps this key from the model).
      ...(abilities.apps
        ? { appMeta: { [CARD_KEY_META]: await sealCardKey(principal, companyId, approver) } }
        : {}),
    };
  },
});
