/**
 * JSON-RPC 2.0 envelopes and error codes of the MCP endpoint: the standard codes; -32000 for a tool
 * that failed while it ran and for a refused rate (the contract's, in the legacy revisions); the
 * codes MCP 2026-07-28 defines; and the one code of our own the modern era uses, outside the range
 * JSON-RPC reserves (2026-07-28 asks new implementations not to use -32000 to -32019).
 */
export const JSONRPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  toolDispatchFailed: -32000,
  /** Revisions before 2026-07-28: resources/read of a resource that does not exist. */
  resourceNotFound: -32002,
  /** 2026-07-28: a header does not match the body, or a required header is missing or malformed. */
  headerMismatch: -32020,
  /** 2026-07-28: the client did not declare a capability the request needs (e.g. an extension). */
  missingRequiredClientCapability: -32021,
  /** 2026-07-28: the request names a revision the server does not speak. */
  unsupportedProtocolVersion: -32022,
  /** 2026-07-28 requests only: the caller's rate limit is spent (legacy revisions: -32000). */
  rateLimited: -31000,
} as const;

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: JsonRpcId;
  method: string;
  params?: Record<string, unknown>;
}

export interface JsonRpcError {
  code: number;
  message: string;
  data?: Record<string, unknown>;
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: Record<string, unknown> }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcError };

export function success(id: JsonRpcId, result: Record<string, unknown>): JsonRpcResponse {
  return { jsonrpc: '2.0', id, result };
}

export function failure(id: JsonRpcId, error: JsonRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error };
}

/** What one element of a POST body is. */
export type Message =
  | { kind: 'request'; request: JsonRpcRequest & { id: JsonRpcId } }
  | { kind: 'notification'; request: JsonRpcRequest }
  | { kind: 'clientResponse' }
  | { kind: 'invalid'; id: JsonRpcId; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is JsonRpcId =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || value === null;

/** Classifies one JSON-RPC message without trusting any of it. */
export function classify(message: unknown): Message {
  if (!isObject(message))
    return { kind: 'invalid', id: null, reason: 'a JSON-RPC message must be an object' };
  const id = isId(message.id) ? message.id : null;
  if (message.jsonrpc !== '2.0') return { kind: 'invalid', id, reason: 'jsonrpc must be "2.0"' };
  if (message.method === undefined && ('result' in message || 'error' in message) && 'id' in message) {
    return { kind: 'clientResponse' };
  }
  if (typeof message.method !== 'string' || message.method.length === 0) {
    return { kind: 'invalid', id, reason: 'method must be a non-empty string' };
  }
  if ('id' in message && !isId(message.id))
    return { kind: 'invalid', id: null, reason: 'id must be a string, number or null' };
  if (message.params !== undefined && !isObject(message.params)) {
    return { kind: 'invalid', id, reason: 'params must be an object' };
  }
  const request = message as unknown as JsonRpcRequest;
  if (!('id' in message)) return { kind: 'notification', request };
  return { kind: 'request', request: request as JsonRpcRequest & { id: JsonRpcId } };
}

/**
 * The id an error answer to this body echoes: the request's, when the body is one request whose
 * id can be read; null for batches, notifications, responses and unreadable ids.
 */
export function echoableId(body: unknown): JsonRpcId {
  if (!isObject(body) || typeof body.method !== 'string') return null;
  return typeof body.id === 'string' || (typeof body.id === 'number' && Number.isFinite(body.id))
    ? body.id
    : null;
}
