import { getRequestById } from '../../dynamo/extension-store.js';
import { type RequestStateAnswer, requestStateOf, stateSummary } from '../../overtime/request-state.js';
import * as z from '../../shared/zod.js';
import { ToolFailure } from '../errors.js';
import { defineTool, readOnly } from '../tool.js';

/** The ids the service gives requests (`ext_` and a UUID). */
export const RequestIdArgument = z
  .string()
  .check(
    z.regex(
      /^ext_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'must be a request id (ext_…)',
    ),
    z.describe('the requestId of the overtime request'),
  );

export const getExtensionRequest = defineTool({
  name: 'getExtensionRequest',
  description:
    "One overtime request's state: pending (with its approver), or approved or rejected, with the minutes, who decided, when and how (the e-mailed link, /approveRequest, or the approval card in a chat). For a client that does not follow tasks, the way to learn a requestExtension's decision.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Overtime request state'),
  input: () => z.object({ requestId: RequestIdArgument }),
  async run({ tenant }, { requestId }) {
    const request = await getRequestById(tenant ?? '', requestId);
    // Another company's request is answered exactly like one that does not exist.
    if (!request)
      throw new ToolFailure(
        'not_found',
        404,
        `there is no overtime request ${requestId} in company ${tenant}`,
      );
    const state = requestStateOf(request);
    return { data: { request: state } satisfies RequestStateAnswer, humanSummary: stateSummary(state) };
  },
});
