import { pagePending } from '../../dynamo/extension-store.js';
import { requestView } from '../../overtime/extension-request.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments } from '../tool.js';
import { nextCursorField, positionOf } from './paging.js';
import { count } from './words.js';

const NAME = 'listPendingExtensions';

export const listPendingExtensions = defineTool({
  name: NAME,
  description:
    'Pending overtime extension requests, oldest first: those one manager must decide (managerEmail, as /listExtensionRequests) or, without it, every pending request of the company.',
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: {
    title: 'Pending overtime requests',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      managerEmail: z
        .optional(z.email().check(z.maxLength(254)))
        .check(z.describe("the approver's e-mail; omitted = the whole company")),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const companyId = tenant ?? '';
    const startKey = await positionOf<Record<string, unknown>>(NAME, tenant, args);
    const page = await pagePending(companyId, args.managerEmail, args.limit, startKey);
    // The index is eventually consistent: a request decided a moment ago may still be in it.
    const requests = page.requests.filter((r) => r.status === 'pending').map(requestView);
    const minutes = requests.reduce((sum, r) => sum + r.reqMinutes, 0);
    const whose = args.managerEmail ? ` for ${args.managerEmail}` : '';
    const more = page.lastKey ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { requests, ...(await nextCursorField(NAME, tenant, args, page.lastKey)) },
      humanSummary:
        requests.length === 0 && !page.lastKey
          ? `No overtime requests are pending${whose}.`
          : `${count(requests.length, 'pending overtime request')}${whose} on this page, ${minutes} minutes in all${more}.`,
    };
  },
});
