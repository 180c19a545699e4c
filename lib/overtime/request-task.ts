/**
 * A task that follows an overtime request until its approver decides it: the record behind an MCP
 * task (the Tasks extension, lib/mcp/tasks/tasks.ts), which a tool call answers instead of its
 * result when the result waits on a person. It holds whose task it is and what it follows, never the
 * request's data: a task's state is read from the request at each tasks/get.
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
