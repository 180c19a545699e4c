/**
 * MCP over JSON-RPC 2.0: the method → handler map (initialize, ping, tools/list, tools/call) and
 * batches, for the revision the session speaks (versions.ts). Transport-free: the HTTP adapter
 * decides JSON or SSE, statuses, and which revision a request speaks.
 */
import { callTool } from './call-tool.js';
import { catalog } from './catalog.js';
import { MethodError, ToolCrash } from './errors.js';
import {
  classify,
  failure,
  JSONRPC_ERRORS,
  type JsonRpcId,
  type JsonRpcRequest,
  type JsonRpcResponse,
  success,
} from './jsonrpc.js';
import type { Principal } from './principal.js';
import { hasStructuredOutput, negotiatedVersion, type ProtocolVersion } from './versions.js';

export const SERVER_INFO = { name: 'workforce-ops-mcp', version: '1.0.0' } as const;
/** What `Implementation` gained in later revisions: a title (2025-06-18), a description (2025-11-25). */
const SERVER_TITLE = 'Workforce operations';
const SERVER_DESCRIPTION =
  'Employees, punch clock, overtime, notifications and integration diagnostics of the companies a token covers.';
export const MAX_BATCH = 20;

function serverInfo(version: ProtocolVersion): Record<string, string> {
  if (version === '2025-03-26') return SERVER_INFO;
  return {
    ...SERVER_INFO,
    title: SERVER_TITLE,
    ...(version === '2025-11-25' ? { description: SERVER_DESCRIPTION } : {}),
  };
}

export interface Session {
  principal: Principal | undefined;
  /** The revision the request speaks (the header's; initialize negotiates its own). */
  version: ProtocolVersion;
  /** Sends a notification to the client ahead of the response (SSE only; a no-op for JSON). */
  notify(method: string, params: Record<string, unknown>): void;
}

type Handler = (params: Record<string, unknown>, session: Session) => Promise<Record<string, unknown>>;

const progressTokenOf = (params: Record<string, unknown>): string | number | undefined => {
  const token = (params._meta as { progressToken?: unknown } | undefined)?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
};

const handlers: Record<string, Handler> = {
  initialize: async (params) => {
    const version = negotiatedVersion(params.protocolVersion);
    return {
      protocolVersion: version,
      capabilities: { tools: { listChanged: false } },
      serverInfo: serverInfo(version),
      instructions:
        'Workforce operations data of the companies your token covers. Pass `company` when your token covers several. Every call is audited.',
    };
  },
  ping: async () => ({}),
  'tools/list': async (_params, session) => ({
    tools: catalog(session.principal !== undefined, session.version),
  }),
  'tools/call': async (params, session) => {
    const { name } = params;
    if (typeof name !== 'string' || name.length === 0) {
      throw new MethodError(JSONRPC_ERRORS.invalidParams, 'tools/call needs params.name (the tool name)');
    }
    if (!session.principal)
      throw new MethodError(JSONRPC_ERRORS.invalidRequest, 'tools/call needs a Bearer token');
    const progressToken = progressTokenOf(params);
    if (progressToken !== undefined) {
      session.notify('notifications/progress', {
        progressToken,
        progress: 0,
        total: 1,
        message: `calling ${name}`,
      });
    }
    const { envelope } = await callTool(session.principal, name, params.arguments, 'jsonrpc');
    if (progressToken !== undefined) {
      session.notify('notifications/progress', {
        progressToken,
        progress: 1,
        total: 1,
        message: `${name} done`,
      });
    }
    return {
      content: [{ type: 'text', text: JSON.stringify(envelope) }],
      ...(hasStructuredOutput(session.version) ? { structuredContent: envelope } : {}),
      isError: !envelope.success,
      _meta: { humanSummary: envelope.humanSummary, durationMs: envelope.meta.durationMs },
    };
  },
};

async function answer(
  request: JsonRpcRequest & { id: JsonRpcId },
  session: Session,
): Promise<JsonRpcResponse> {
  const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined;
  if (!handler)
    return failure(request.id, {
      code: JSONRPC_ERRORS.methodNotFound,
      message: `method not found: ${request.method.slice(0, 100)}`,
    });
  try {
    return success(request.id, await handler(request.params ?? {}, session));
  } catch (error) {
    if (error instanceof MethodError)
      return failure(request.id, {
        code: error.code,
        message: error.message,
        ...(error.data ? { data: error.data } : {}),
      });
    if (error instanceof ToolCrash) {
      return failure(request.id, {
        code: JSONRPC_ERRORS.toolDispatchFailed,
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
    needsToken: methods.includes('tools/call'),
    isInitialize: methods.length === 1 && methods[0] === 'initialize',
  };
}
