import { executionStatus } from '../../executions/lookup-execution.js';
import { ExecutionIdSchema } from '../../executions/schemas.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';

export const lookupExecutionStatus = defineTool({
  name: 'lookupExecutionStatus',
  description:
    'The status of an execution (a /masterData import, an /insertNotification send or an /eraseEmployeeData erasure) by the executionId their answers carry: running, succeeded or failed, with counts, errors and times.',
  need: { kind: 'family', family: 'read:tickets' },
  annotations: readOnly('Execution status'),
  input: () => z.object({ executionId: ExecutionIdSchema.check(z.describe('e.g. exec_…')) }),
  async run({ tenant }, { executionId }) {
    const { execution, humanSummary } = await executionStatus(tenant ?? '', executionId);
    return { data: { execution }, humanSummary };
  },
});
