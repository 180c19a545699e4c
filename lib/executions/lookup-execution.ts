/** An execution of a company by id (the MCP tool lookupExecutionStatus). */
import { getExecution } from '../dynamo/execution-store.js';
import { NotFoundError } from '../shared/errors.js';
import type { Execution } from './execution.js';

/** Another company's execution is answered exactly like one that does not exist. */
export async function executionOf(companyId: string, executionId: string): Promise<Execution> {
  const execution = await getExecution(executionId);
  if (!execution || execution.companyId !== companyId)
    throw new NotFoundError(`execution ${executionId} not found`);
  return execution;
}
