/**
 * JSON-RPC 2.0 envelopes and error codes of the MCP endpoint: the standard codes; -32000 for a tool
 * that failed while it ran and for a refused rate (the contract's, in the legacy revisions); the
 * codes MCP 2026-07-28 defines; and the one code of our own the modern era uses, outside the range
 * JSON-RPC reserves (2026-07-28 asks new implementations not to use -32000 to -32019). The
 * envelopes are declared in zod: the code's types and the OpenAPI document read them.
 */
import * as z from '../shared/zod.js';

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

/** JSON-RPC's limit is ours: a batch (2025-03-26 only) holds 1 to MAX_BATCH requests. */
export const MAX_BATCH = 20;

const JsonRpcIdSchema = z.union([z.string(), z.number(), z.null()]);
export type JsonRpcId = z.output<typeof JsonRpcIdSchema>;
const Params = z.record(z.string(), z.unknown());

/** A request as classify() reads it (and the OpenAPI document shows it). */
export const JsonRpcRequestSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.optional(JsonRpcIdSchema).check(z.describe('absent for a notification (answered 202, no body)')),
    method: z
      .string()
      .check(z.minLength(1), z.meta({ examples: ['initialize', 'ping', 'tools/list', 'tools/call'] })),
    params: z.optional(Params),
  })
  .check(z.meta({ title: 'JSON-RPC request' }));
export type JsonRpcRequest = z.output<typeof JsonRpcRequestSchema>;

export const JsonRpcBodySchema = z.union([
  JsonRpcRequestSchema,
  z
    .array(JsonRpcRequestSchema)
    .check(z.minLength(1), z.maxLength(MAX_BATCH), z.meta({ title: `batch (1 to ${MAX_BATCH} requests)` })),
]);

const codes = Object.entries(JSONRPC_ERRORS)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

export const JsonRpcErrorSchema = z.object({
  code: z.int().check(z.describe(codes)),
  message: z.string(),
  data: z.optional(Params),
});
export type JsonRpcError = z.output<typeof JsonRpcErrorSchema>;

/** What success() and failure() build: a response with a result or an error. */
export const JsonRpcResponseSchema = z.union([
  z
    .object({ jsonrpc: z.literal('2.0'), id: JsonRpcIdSchema, result: Params })
    .check(z.meta({ title: 'result' })),
  z
    .object({ jsonrpc: z.literal('2.0'), id: JsonRpcIdSchema, error: JsonRpcErrorSchema })
    .check(z.meta({ title: 'error' })),
]);
export type JsonRpcResponse = z.output<typeof JsonRpcResponseSchema>;

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

/** A JSON object: what a message, its params and the objects in them must be. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
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
  return isId(body.id) ? body.id : null;
}
