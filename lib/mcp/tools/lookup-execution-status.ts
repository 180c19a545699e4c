import { executionOf } from '../../executions/lookup-execution.js';
import * as z from '../../shared/zod.js';
import { defineTool } from '../tool.js';

const KIND_WORDS = {
  masterData: 'master data import',
  notification: 'notification send',
  erasure: "erasure of a person's data",
};
/** DynamoDB keeps no order in a map: counts are told in this order, others after, by name. */
const COUNT_ORDER = ['received', 'created', 'updated', 'recipients'];
const rank = (name: string) => (COUNT_ORDER.includes(name) ? COUNT_ORDER.indexOf(name) : COUNT_ORDER.length);

export const lookupExecutionStatus = defineTool({
  name: 'lookupExecutionStatus',
  description:
    'The status of an execution (a /masterData import, an /insertNotification send or an /eraseEmployeeData erasure) by the executionId their answers carry: running, succeeded or failed, with counts, errors and times.',
  need: { kind: 'family', family: 'read:tickets' },
  annotations: {
    title: 'Execution status',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      executionId: z.string().check(z.minLength(1), z.maxLength(100), z.describe('e.g. exec_…')),
    }),
  async run({ tenant }, { executionId }) {
    const execution = await executionOf(tenant ?? '', executionId);
    const counts = Object.entries(execution.counts)
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([name, value]) => `${value} ${name}`)
      .join(', ');
    const { kind, status, counts: countsByName, errors, startedAt, finishedAt } = execution;
    return {
      data: {
        execution: {
          executionId,
          companyId: execution.companyId,
          kind,
          status,
          counts: countsByName,
          errors,
          startedAt,
          finishedAt,
        },
      },
      humanSummary:
        `The ${KIND_WORDS[execution.kind]} ${executionId} ${execution.status}` +
        `${counts ? ` (${counts})` : ''}${execution.errors.length ? ` with ${execution.errors.length} errors` : ''}.`,
    };
  },
});
