/** An execution: the record of a bulk operation, readable later by its id. */
import { randomUUID } from 'node:crypto';

export type ExecutionKind = 'masterData' | 'notification' | 'erasure';
export type ExecutionStatus = 'running' | 'succeeded' | 'failed';

export interface Execution {
  executionId: string;
  companyId: string;
  kind: ExecutionKind;
  status: ExecutionStatus;
  counts: Record<string, number>;
  errors: string[];
  startedAt: string;
  finishedAt: string | null;
}

export function newExecutionId(): string {
  return `exec_${randomUUID()}`;
}
