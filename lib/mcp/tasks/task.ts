/**
 * An MCP task (the Tasks extension, `io.modelcontextprotocol/tasks`): a durable handle a tool call
 * answers instead of its result when the result waits on a person. Ours follow an overtime request
 * until its approver decides it. The item holds whose task it is and what it follows, never the
 * request's data: a task's state is read from the request at each tasks/get (tasks.ts says why).
 */
export interface McpTask {
  /** Random, 128 bits: a task id is never guessed or enumerated. */
  taskId: string;
  /** Only this caller (token `sub`, mode) is answered about the task. */
  ownerSub: string;
  ownerMode: string;
  companyId: string;
  /** The overtime request the task follows. */
  requestId: string;
  createdAt: string;
}
