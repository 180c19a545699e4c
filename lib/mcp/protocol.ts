/**
 * MCP over JSON-RPC 2.0: the method → handler map of each era and batches, for the revision a
 * request speaks (versions.ts). The legacy revisions answer initialize, ping, tools/list and
 * tools/call; 2026-07-28 answers server/discover, tools/list, tools/call and subscriptions/listen,
 * and every result it gives carries `resultType` and the server's identity in `_meta`. Transport-free: the HTTP adapter
 * decides JSON or SSE, statuses, and which revision a request speaks.
 */
import { RESOURCE_METHODS } from './apps/resources.js';
import { callTool } from './call-tool.js';
import { catalog } from './catalog.js';
import { APP_MIME_TYPE, APPS_EXTENSION, TASKS_EXTENSION } from './client-capabilities.js';
import { type FailureEnvelope, toolResult } from './envelope.js';
import { MethodError, ToolCrash } from './errors.js';
import {
  classify,
  failure,
  isObject,
  JSONRPC_ERRORS,
  type JsonRpcId,
  type JsonRpcRequest,
  type JsonRpcResponse,
  success,
} from './jsonrpc.js';
import type { MethodHandler, Session } from './session.js';
import { TASK_METHODS, tasksExtensionRequired } from './tasks/task-methods.js';
import { createdTaskResult } from './tasks/tasks.js';
import {
  hasStructuredOutput,
  isModern,
  negotiatedVersion,
  type ProtocolVersion,
  SUPPORTED_VERSIONS,
} from './versions.js';

export const SERVER_INFO = { name: 'workforce-ops-mcp', version: '1.0.0' } as const;
/** What `Implementation` gained in later revisions: a title (2025-06-18), a description (2025-11-25). */
const SERVER_TITLE = 'Workforce operations';
const SERVER_DESCRIPTION =
  'Employees, punch clock, overtime, notifications and integration diagnostics of the companies a token covers.';
const INSTRUCTIONS =
  'Workforce operations data of the companies your token covers. Pass `company` when your token covers several. Every call is audited.';
/** The JSON-RPC error of a method this revision does not have (the name cut to 100 characters). */
export const methodNotFoundMessage = (method: string) => `method not found: ${method.slice(0, 100)}`;

/** The `_meta` key of the server's identity on every 2026-07-28 result. */
export const SERVER_INFO_META = 'io.modelcontextprotocol/serverInfo';
/** The MCP authorization extension for machine-to-machine clients, which the token service serves. */
export const CLIENT_CREDENTIALS_EXTENSION = 'io.modelcontextprotocol/oauth-client-credentials';
/**
 * How long a 2026-07-28 client may keep server/discover and tools/list (caching hints): both change
 * only with a deployment. tools/list depends on whether the caller sent a token, so it is private.
 */
export const DISCOVERY_TTL_MS = 3_600_000;
export const CATALOG_TTL_MS = 300_000;
/** The `_meta` key tying a subscription's messages to the subscriptions/listen request that opened it. */
export const SUBSCRIPTION_ID_META = 'io.modelcontextprotocol/subscriptionId';

function serverInfo(version: ProtocolVersion): Record<string, string> {
  if (version === '2025-03-26') return SERVER_INFO;
  return {
    ...SERVER_INFO,
    title: SERVER_TITLE,
    ...(version === '2025-06-18' ? {} : { description: SERVER_DESCRIPTION }),
  };
}

/**
 * MCP 2026-07-28: a tool call refused for want of scope, which the transport answers HTTP 403 with a
 * Bearer challenge naming the scope that would allow it (the legacy revisions answer a tool result).
 */
export class ScopeChallenge extends Error {
  constructor(
    readonly envelope: FailureEnvelope,
    readonly requiredScope: string | undefined,
  ) {
    super(envelope.humanSummary);
    this.name = 'ScopeChallenge';
  }
}

const progressTokenOf = (params: Record<string, unknown>): string | number | undefined => {
  const token = (params._meta as { progressToken?: unknown } | undefined)?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
};

const listTools: MethodHandler = async (_params, session) => ({
  tools: catalog(session.principal !== undefined, session.version, session.abilities),
  ...(isModern(session.version) ? { ttlMs: CATALOG_TTL_MS, cacheScope: 'private' } : {}),
});

const callToolMethod: MethodHandler = async (params, session) => {
  const { name } = params;
  if (typeof name !== 'string' || name.length === 0) {
    throw new MethodError(JSONRPC_ERRORS.invalidParams, 'tools/call needs params.name (the tool name)');
  }
  if (!session.principal)
    throw new MethodError(JSONRPC_ERRORS.invalidRequest, 'tools/call needs a Bearer token');
  const progressToken = progressTokenOf(params);
  const progress = (done: 0 | 1, message: string) => {
    if (progressToken !== undefined)
      session.notify('notifications/progress', { progressToken, progress: done, total: 1, message });
  };
  progress(0, `calling ${name}`);
  const modern = isModern(session.version);
  // Only 2026-07-28 carries what the client can do, and the person's answers, with each request.
  const interaction = modern
    ? {
        abilities: session.abilities,
        ...(params.inputResponses !== undefined
          ? { inputResponses: params.inputResponses as Record<string, unknown> }
          : {}),
        ...(typeof params.requestState === 'string' ? { requestState: params.requestState } : {}),
      }
    : undefined;
  const outcome = await callTool(session.principal, name, params.arguments, 'jsonrpc', interaction);
  const { envelope } = outcome;
  if (outcome.protocolError) {
    throw new MethodError(outcome.protocolError.code, outcome.protocolError.message);
  }
  // 2026-07-28 answers a refusal for want of scope as the HTTP 403 challenge its authorization
  // section asks for, so a client can get a token with that scope; the legacy revisions, as a
  // tool result.
  if (modern && !envelope.success && envelope.escalationReason === 'insufficient_scope') {
    throw new ScopeChallenge({ ...envelope, status: 403 }, outcome.requiredScope);
  }
  progress(1, `${name} done`);
  if (outcome.inputRequired) return { resultType: 'input_required', ...outcome.inputRequired };
  if (outcome.task) return createdTaskResult(outcome.task);
  return {
    ...toolResult(envelope, hasStructuredOutput(session.version)),
    _meta: {
      humanSummary: envelope.humanSummary,
      durationMs: envelope.meta.durationMs,
      ...outcome.appMeta,
    },
  };
};

const LEGACY_HANDLERS: Readonly<Record<string, MethodHandler>> = {
  initialize: async (params) => {
    const version = negotiatedVersion(params.protocolVersion);
    return {
      protocolVersion: version,
      // Resources: the approval card (an MCP App's HTML), read as any resource is.
      capabilities: { tools: { listChanged: false }, resources: { subscribe: false, listChanged: false } },
      serverInfo: serverInfo(version),
      instructions: INSTRUCTIONS,
    };
  },
  ping: async () => ({}),
  'tools/list': listTools,
  'tools/call': callToolMethod,
  ...RESOURCE_METHODS,
};

const MODERN_HANDLERS: Readonly<Record<string, MethodHandler>> = {
  'server/discover': async () => ({
    supportedVersions: SUPPORTED_VERSIONS,
    capabilities: {
      tools: { listChanged: false },
      resources: { subscribe: false, listChanged: false },
      extensions: {
        [CLIENT_CREDENTIALS_EXTENSION]: {},
        // Tasks: requestExtension answers one that completes with the approver's decision.
        [TASKS_EXTENSION]: {},
        // MCP Apps: reviewOvertimeRequests's approval card.
        [APPS_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] },
      },
    },
    instructions: INSTRUCTIONS,
    ttlMs: DISCOVERY_TTL_MS,
    cacheScope: 'public',
  }),
  'tools/list': listTools,
  'tools/call': callToolMethod,
  ...RESOURCE_METHODS,
  ...TASK_METHODS,
  /**
   * The server sends nothing unasked (listChanged is false, no resources): it acknowledges a
   * subscription with no notification type honoured and ends it at once, gracefully, so that the
   * client knows not to reconnect; the legacy revisions' GET stream did the same.
   */
  'subscriptions/listen': async (params, session, id) => {
    if (params.notifications !== undefined && !isObject(params.notifications)) {
      throw new MethodError(JSONRPC_ERRORS.invalidParams, 'params.notifications must be an object');
    }
    // Task notifications are the Tasks extension's: a client that did not declare it is told so.
    // One that did is acknowledged with none (tasks are polled: tasks/get).
    if (params.notifications?.taskIds !== undefined && !session.abilities.tasks)
      throw tasksExtensionRequired();
    session.notify('notifications/subscriptions/acknowledged', {
      _meta: { [SUBSCRIPTION_ID_META]: id },
      notifications: {},
    });
    return { _meta: { [SUBSCRIPTION_ID_META]: id } };
  },
};

/**
 * A 2026-07-28 result, with the server's identity: complete unless it says otherwise (a tool call
 * may answer input_required, or a task).
 */
function modernResult(result: Record<string, unknown>, version: ProtocolVersion): Record<string, unknown> {
  const meta = (result._meta as Record<string, unknown> | undefined) ?? {};
  return {
    ...result,
    resultType: result.resultType ?? 'complete',
    _meta: { ...meta, [SERVER_INFO_META]: serverInfo(version) },
  };
}

async function answer(
  request: JsonRpcRequest & { id: JsonRpcId },
  session: Session,
): Promise<JsonRpcResponse> {
  const modern = isModern(session.version);
  const handlers = modern ? MODERN_HANDLERS : LEGACY_HANDLERS;
  const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined;
  if (!handler)
    return failure(request.id, {
      code: JSONRPC_ERRORS.methodNotFound,
      message: methodNotFoundMessage(request.method),
    });
  try {
    const result = await handler(request.params ?? {}, session, request.id);
    return success(request.id, modern ? modernResult(result, session.version) : result);
  } catch (error) {
    if (error instanceof MethodError)
      return failure(request.id, {
        code: error.code,
        message: error.message,
        ...(error.data ? { data: error.data } : {}),
      });
    if (error instanceof ToolCrash) {
      // 2026-07-28 asks new implementations not to use -32000 to -32019.
      return failure(request.id, {
        code: modern ? JSONRPC_ERRORS.internalError : JSONRPC_ERRORS.toolDispatchFailed,
        message: `tool dispatch failed: ${error.tool}`,
      });
    }
    throw error;
  }
}

/** Answers one message; undefined for notifications and client responses (nothing to send). */
export async function handleMessage(
  message: unknown,
  session: Session,
): Promise<JsonRpcResponse | undefined> {
  const classified = classify(message);
  switch (classified.kind) {
    case 'invalid':
      return failure(classified.id, {
        code: JSONRPC_ERRORS.invalidRequest,
        message: `invalid request: ${classified.reason}`,
      });
    case 'notification':
    case 'clientResponse':
      return undefined;
    case 'request':
      return answer(classified.request, session);
  }
}

/** Methods that act for a caller: a tool call, and the tasks a tool call answered (they are the caller's). */
export function needsToken(method: unknown): boolean {
  return method === 'tools/call' || (typeof method === 'string' && method.startsWith('tasks/'));
}

/** How many messages of a body need a token (tools/call) and how many count against the rate. */
export function describeBody(body: unknown): {
  messages: number;
  needsToken: boolean;
  isInitialize: boolean;
} {
  const messages = Array.isArray(body) ? body : [body];
  const methods = messages.map((m) =>
    m && typeof m === 'object' ? (m as { method?: unknown }).method : undefined,
  );
  return {
    messages: messages.length,
    needsToken: methods.some(needsToken),
    isInitialize: methods.length === 1 && methods[0] === 'initialize',
  };
}
