/**
 * The Tasks extension's methods (2026-07-28 only): tasks/get, tasks/update, tasks/cancel. Each needs
 * a token and the extension declared on the request (-32021 otherwise, as the extension says), and
 * answers only the caller's own tasks: an unknown task and another caller's look alike (-32602).
 */

import { type RequestState, type RequestStateAnswer, stateSummary } from '../../overtime/request-state.js';
import { countAwsCalls } from '../../shared/call-counter.js';
import { TASKS_EXTENSION } from '../client-capabilities.js';
import { type SuccessEnvelope, toolResult } from '../envelope.js';
import { MethodError } from '../errors.js';
import { isObject, JSONRPC_ERRORS } from '../jsonrpc.js';
import type { MethodHandler, Session } from '../session.js';
import { detailedTask, type FoundTask, findTask } from './tasks.js';

/** The envelope a followed request's tool result carries: the request's state, decided or not. */
export function requestStateEnvelope(state: RequestState, meta: SuccessEnvelope['meta']): SuccessEnvelope {
  const data: RequestStateAnswer = { request: state };
  return { success: true, data, humanSummary: stateSummary(state), warnings: [], meta };
}

/** -32021: the request needs the Tasks extension, and its client did not declare it. */
export const tasksExtensionRequired = () =>
  new MethodError(JSONRPC_ERRORS.missingRequiredClientCapability, 'Missing required client capability', {
    requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
  });

async function ownTask(
  params: Record<string, unknown>,
  session: Session,
): Promise<{ found: Extract<FoundTask, { kind: 'found' }>; meta: SuccessEnvelope['meta'] }> {
  if (!session.abilities.tasks) throw tasksExtensionRequired();
  const { taskId } = params;
  if (typeof taskId !== 'string' || taskId.length === 0 || taskId.length > 100) {
    throw new MethodError(JSONRPC_ERRORS.invalidParams, 'params.taskId must be the id of a task');
  }
  const { principal } = session;
  if (!principal) throw new MethodError(JSONRPC_ERRORS.invalidRequest, 'tasks need a Bearer token');
  const started = Date.now();
  const { calls, result } = await countAwsCalls(() => findTask(taskId, principal));
  if (result.kind === 'unknown') {
    throw new MethodError(JSONRPC_ERRORS.invalidParams, 'Failed to retrieve task: Task not found');
  }
  return { found: result, meta: { durationMs: Date.now() - started, apiCalls: calls } };
}

export const TASK_METHODS: Readonly<Record<string, MethodHandler>> = {
  'tasks/get': async (params, session) => {
    const { found, meta } = await ownTask(params, session);
    return detailedTask(found, (state) => toolResult(requestStateEnvelope(state, meta), true));
  },
  /** Our tasks never wait on the client's input: an answer is acknowledged and changes nothing. */
  'tasks/update': async (params, session) => {
    await ownTask(params, session);
    const { inputResponses } = params;
    if (!isObject(inputResponses)) {
      throw new MethodError(JSONRPC_ERRORS.invalidParams, 'params.inputResponses must be an object');
    }
    return {};
  },
  /** Acknowledged; an overtime request is not withdrawn, and the task goes on to its decision. */
  'tasks/cancel': async (params, session) => {
    await ownTask(params, session);
    return {};
  },
};
