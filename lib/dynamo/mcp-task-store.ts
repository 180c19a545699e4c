/** MCP tasks (keys.ts, "MCP task"): written once when a tool call answers one, read by tasks/get. */
import type { McpTask } from '../overtime/request-task.js';
import { type Held, held } from './entity.js';
import { getRecord } from './get-record.js';
import { MCP_TASK_TTL_DAYS, mcpTaskEntity, mcpTaskKeys, ttlAfterDays } from './keys.js';
import { readAll } from './paging.js';
import { GSI1 } from './table.js';
import { deleted, putNew } from './transact.js';

/** Durable before the answer names it: a tasks/get right after finds it (the Tasks extension asks so). */
export async function putTask(task: McpTask): Promise<void> {
  // A task id is 128 random bits: taken by another task, it is a fault, never a task to answer.
  // putNew takes the put's own earlier attempt (its answer lost, the SDK retrying) as written.
  if (!(await putNew(mcpTaskEntity.toItem(task)))) throw new Error(`task ${task.taskId} is stored already`);
}

/** The task, read consistently (a task answered a moment ago must be found); undefined past its TTL. */
export async function getTask(taskId: string, nowSeconds: number): Promise<McpTask | undefined> {
  const task = await getRecord(mcpTaskEntity, mcpTaskKeys.item(taskId), true);
  if (!task) return undefined;
  // An item past its TTL may linger up to two days before DynamoDB deletes it.
  return ttlAfterDays(MCP_TASK_TTL_DAYS, Date.parse(task.createdAt)) > nowSeconds ? task : undefined;
}

/** The tasks a person owns (chatbot mode: their user id), from the owner index (an export, an erasure). */
export async function listTasksOfOwner(companyId: string, ownerSub: string): Promise<Held<McpTask>[]> {
  return readAll({
    entity: held(mcpTaskEntity),
    index: GSI1,
    partitions: [mcpTaskKeys.ownerPk(companyId, ownerSub)],
  });
}

/** Deletes a task (an erasure): false when it was gone. */
export function deleteTask(taskId: string): Promise<boolean> {
  return deleted(mcpTaskKeys.item(taskId));
}
