/**
 * An execution of a company by id, as the MCP tool lookupExecutionStatus and POST
 * /getExecutionStatus answer it: the record and a sentence saying how it went.
 */
import { getExecution } from '../dynamo/execution-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import * as z from '../shared/zod.js';
import { type Execution, ExecutionSchema } from './execution.js';

const KIND_WORDS: Record<Execution['kind'], string> = {
  masterData: 'master data import',
  notification: 'notification send',
  erasure: "erasure of a person's data",
};
/** DynamoDB keeps no order in a map: counts are told in this order, others after, by name. */
const COUNT_ORDER = ['received', 'created', 'updated', 'recipients'];
const rank = (name: string) => (COUNT_ORDER.includes(name) ? COUNT_ORDER.indexOf(name) : COUNT_ORDER.length);

/** What /getExecutionStatus answers as `result` (lookupExecutionStatus's envelope carries the same). */
export const ExecutionStatusSchema = z.object({
  execution: ExecutionSchema,
  humanSummary: z.string().check(z.describe('one sentence saying how it went')),
});
export type ExecutionStatus = z.output<typeof ExecutionStatusSchema>;

/** The company's execution `executionId` and one sentence about it; 404 when the company has none. */
export async function executionStatus(companyId: string, executionId: string): Promise<ExecutionStatus> {
  const execution = await getExecution(executionId);
  // Another company's execution is answered exactly like one that does not exist.
  if (!execution || execution.companyId !== companyId)
    throw errorOf(ERRORS.unknownExecution, { executionId });
  const { kind, status, counts, errors, startedAt, finishedAt } = execution;
  const told = Object.entries(counts)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, value]) => `${value} ${name}`)
    .join(', ');
  return {
    execution: { executionId, companyId, kind, status, counts, errors, startedAt, finishedAt },
    humanSummary:
      `The ${KIND_WORDS[kind]} ${executionId} ${status}` +
      `${told ? ` (${told})` : ''}${errors.length ? ` with ${errors.length} errors` : ''}.`,
  };
}
