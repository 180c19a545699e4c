import { decideInChat } from '../../overtime/decide-in-chat.js';
import { type RequestStateAnswer, requestStateOf, stateSummary } from '../../overtime/request-state.js';
import * as z from '../../shared/zod.js';
import { CARD_URI } from '../apps/approval-card.js';
import { cardKeyProblem } from '../apps/card-key.js';
import { ToolFailure } from '../errors.js';
import { defineTool } from '../tool.js';
import { RequestIdArgument } from './get-extension-request.js';
import { approverOf } from './review-overtime-requests.js';

/**
 * The approval card's buttons. App-only (MCP Apps): listed only to clients that declared the
 * extension, marked so their host keeps it from the model, refused to any other caller, and even
 * then deciding only with the card's key. The click is the person's confirmation, so it asks none.
 */
export const decideOvertimeRequest = defineTool({
  name: 'decideOvertimeRequest',
  description:
    "The approval card's Approve and Reject buttons (MCP Apps, app-only: not for models). Decides one pending overtime request of the signed-in approver, as the e-mailed link does; recorded with via chat.",
  need: { kind: 'family', family: 'read:masterdata', chatbotOnly: true },
  appOnly: true,
  annotations: {
    title: 'Decide an overtime request',
    readOnlyHint: false,
    // A decision is final.
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: false,
  },
  meta: { ui: { resourceUri: CARD_URI, visibility: ['app'] } },
  input: () =>
    z.object({
      requestId: RequestIdArgument,
      decision: z.enum(['approve', 'reject']).check(z.describe('the button pressed')),
      cardKey: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(4096),
          z.describe("the card's key, from the review result's _meta"),
        ),
    }),
  async run({ tenant, principal }, { requestId, decision, cardKey }) {
    const companyId = tenant ?? '';
    const approver = approverOf(principal);
    const problem = await cardKeyProblem(cardKey, principal, companyId, approver);
    if (problem)
      throw new ToolFailure(
        'app_only_tool',
        403,
        `decideOvertimeRequest decides only from the approval card: ${problem}`,
      );
    const request = requestStateOf(await decideInChat(companyId, requestId, approver, decision));
    return { data: { request } satisfies RequestStateAnswer, humanSummary: stateSummary(request) };
  },
});
