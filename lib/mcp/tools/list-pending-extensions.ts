import { listPendingRequests } from '../../overtime/list-requests.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

export const listPendingExtensions = defineTool({
  name: 'listPendingExtensions',
  description:
    'Pending overtime extension requests, oldest first: those one manager must decide (managerEmail, as /listExtensionRequests) or, without it, every pending request of the company.',
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Pending overtime requests'),
  input: () =>
    z.object({
      managerEmail: z
        .optional(z.email().check(z.maxLength(254)))
        .check(z.describe("the approver's e-mail; omitted = the whole company")),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const page = await listPendingRequests(tenant ?? '', { ...args, approver: args.managerEmail });
    const minutes = page.requests.reduce((sum, r) => sum + r.reqMinutes, 0);
    const whose = args.managerEmail ? ` for ${args.managerEmail}` : '';
    const more = page.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { ...page },
      humanSummary:
        page.requests.length === 0 && !page.nextCursor
          ? `No overtime requests are pending${whose}.`
          : `${count(page.requests.length, 'pending overtime request')}${whose} on this page, ${minutes} minutes in all${more}.`,
    };
  },
});
