/**
 * MCP tasks (the Tasks extension, `io.modelcontextprotocol/tasks`) that follow an overtime request
 * to its approver's decision: created when requestExtension answers a client that declared the
 * extension, read by tasks/get, tasks/update and tasks/cancel of their owner only.
 *
 * A task's state is derived when it is read, from the request it follows: `working` while the
 * request is pending, `completed` with the decision once decided. The decision transaction (link,
 * /approveRequest or the approval card: lib/dynamo/approval-store.ts) is the one record of the
 * decision; a task item that copied it, completed from the outbox that sends extension.decided,
 * would be a second copy kept equal by a stream consumer, with its own failures and lag, for the
 * saving of one small read per poll. Derived, a task can never disagree with the request, the
 * link page or the webhook event, and nothing has to be written when a request is decided.
 *
 * Cancelling does not withdraw a request (the contract has no withdrawal): tasks/cancel is
 * acknowledged, as the extension requires, and the task goes on following the decision, which the
 * extension allows (cancellation is cooperative).
 */
import { randomBytes } from 'node:crypto';
import { getRequestById } from '../../dynamo/extension-store.js';
import { MCP_TASK_TTL_DAYS } from '../../dynamo/keys.js';
import { getTask, putTask } from '../../dynamo/mcp-task-store.js';
import { type RequestState, requestStateOf, stateSummary } from '../../overtime/request-state.js';
import type { McpTask } from '../../overtime/request-task.js';
import * as z from '../../shared/zod.js';
import type { Principal } from '../principal.js';

export const TASK_TTL_MS = MCP_TASK_TTL_DAYS * 86_400_000;
/** A person decides in minutes or days: polling every 30 s is plenty. */
export const POLL_INTERVAL_MS = 30_000;

/** A task a tool call created, to answer instead of its result. */
export interface TaskHandle {
  task: McpTask;
  statusMessage: string;
}

/** A task as the extension's answers carry it (without resultType, which each answer sets). */
export const TaskSchema = z.object({
  taskId: z.string(),
  // The statuses our tasks take: they never wait on the client's input, fail or get cancelled.
  status: z.enum(['working', 'completed']),
  statusMessage: z.string(),
  createdAt: z.string().check(z.meta({ format: 'date-time' })),
  lastUpdatedAt: z.string().check(z.meta({ format: 'date-time' })),
  ttlMs: z.int(),
  pollIntervalMs: z.int(),
});
type Task = z.output<typeof TaskSchema>;
type TaskStatus = Task['status'];

function taskFields(task: McpTask, status: TaskStatus, statusMessage: string, lastUpdatedAt: string): Task {
  return {
    taskId: task.taskId,
    status,
    statusMessage,
    createdAt: task.createdAt,
    lastUpdatedAt,
    ttlMs: TASK_TTL_MS,
    pollIntervalMs: POLL_INTERVAL_MS,
  };
}

/** Creates the task that follows `requestId`, durable before it is named (a tasks/get finds it). */
export async function openTask(
  principal: Principal,
  companyId: string,
  requestId: string,
  statusMessage: string,
  now = new Date(),
): Promise<TaskHandle> {
  const task: McpTask = {
    taskId: `task_${randomBytes(16).toString('base64url')}`,
    ownerSub: principal.sub,
    ownerMode: principal.mode,
    companyId,
    requestId,
    createdAt: now.toISOString(),
  };
  await putTask(task);
  return { task, statusMessage };
}

/** The CreateTaskResult of a tool call that answers a task. */
export function createdTaskResult(handle: TaskHandle): Record<string, unknown> {
  return {
    resultType: 'task',
    ...taskFields(handle.task, 'working', handle.statusMessage, handle.task.createdAt),
  };
}

/** What a tasks/* request about a task finds. */
export type FoundTask =
  | { kind: 'found'; task: McpTask; state: RequestState }
  /** No such task, another caller's, expired, or the request it followed is gone: all look alike. */
  | { kind: 'unknown' };

export async function findTask(taskId: string, principal: Principal, now = new Date()): Promise<FoundTask> {
  const task = await getTask(taskId, Math.floor(now.getTime() / 1000));
  // Another caller's task is answered exactly like one that does not exist.
  if (!task || task.ownerSub !== principal.sub || task.ownerMode !== principal.mode)
    return { kind: 'unknown' };
  const request = await getRequestById(task.companyId, task.requestId);
  return request ? { kind: 'found', task, state: requestStateOf(request) } : { kind: 'unknown' };
}

/**
 * tasks/get's answer for a found task: working while pending; completed with the tool result (the
 * envelope of getExtensionRequest for the decided request) once decided.
 */
export function detailedTask(
  found: Extract<FoundTask, { kind: 'found' }>,
  result: (state: RequestState) => Record<string, unknown>,
): Record<string, unknown> {
  const { task, state } = found;
  if (state.status === 'pending') {
    return taskFields(task, 'working', stateSummary(state), task.createdAt);
  }
  return {
    ...taskFields(task, 'completed', stateSummary(state), state.decidedAt ?? task.createdAt),
    result: result(state),
  };
}
