/**
 * What MCP 2026-07-28 asks a server to check of a request before it runs it (Streamable HTTP,
 * "Request Metadata" and "Server Validation"; the base protocol's per-request `_meta`): one
 * JSON-RPC message, no batch; a request id that is not null; the revision named in the
 * MCP-Protocol-Version header and in `_meta`, the same, and one the server speaks; the client's
 * capabilities in `_meta`; and the Mcp-Method and Mcp-Name headers equal to the body's method
 * and name (a header value may come Base64-encoded as `=?base64?…?=`). Every refusal is HTTP
 * 400 with a JSON-RPC error carrying the request's id when it can be read. Pure.
 */

import { CLIENT_CAPABILITIES_META } from '../client-capabilities.js';
import {
  classify,
  echoableId,
  isObject,
  JSONRPC_ERRORS,
  type JsonRpcError,
  type JsonRpcId,
  type JsonRpcRequest,
} from '../jsonrpc.js';
import { claimedVersion, isModern, type ModernVersion, SUPPORTED_VERSIONS } from '../versions.js';

/** The refusal of a batch under a revision that has none (2025-06-18 and later). */
export const noBatchesMessage = (version: string) =>
  `invalid request: MCP ${version} has no JSON-RPC batches; send one message per request`;

export interface RequestHeaders {
  protocolVersion: string | undefined;
  method: string | undefined;
  name: string | undefined;
}

export type ModernRequest =
  | { kind: 'request'; request: JsonRpcRequest & { id: string | number }; version: ModernVersion }
  | { kind: 'notification' }
  | { kind: 'refused'; id: JsonRpcId; error: JsonRpcError };

/** The body field each method's Mcp-Name header mirrors (the Tasks extension's: the task id). */
const NAMED_BY: Readonly<Record<string, 'name' | 'uri' | 'taskId'>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};

/** The requests that may carry a person's answers (inputResponses) and a requestState. */
const ANSWERABLE = new Set(['tools/call', 'prompts/get', 'resources/read']);

/**
 * The answers a retried request carries must be an InputResponses map (an object of result
 * objects) and its state a string: anything else is a malformed request, refused before the tool is
 * looked up or the token checked, whatever it names.
 */
function inputProblem(params: Record<string, unknown> | undefined): string | undefined {
  if (!params) return undefined;
  const { inputResponses, requestState } = params;
  if (inputResponses !== undefined) {
    if (!isObject(inputResponses)) return 'params.inputResponses must be an object of responses';
    const bad = Object.keys(inputResponses).find((key) => !isObject(inputResponses[key]));
    if (bad !== undefined) return `params.inputResponses.${bad.slice(0, 64)} must be a response object`;
  }
  if (requestState !== undefined && typeof requestState !== 'string')
    return 'params.requestState must be the string the server sent';
  return undefined;
}

/** Header values are visible ASCII, spaces and tabs (RFC 9110 §5.5). */
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;
const BASE64_SENTINEL = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/;

/** The value a Mcp-Name header stands for: decoded when Base64-encoded; undefined when malformed. */
export function decodeHeaderValue(value: string): string | undefined {
  if (!HEADER_SAFE.test(value)) return undefined;
  const encoded = BASE64_SENTINEL.exec(value)?.[1];
  if (encoded === undefined) return value.startsWith('=?base64?') ? undefined : value;
  const decoded = Buffer.from(encoded, 'base64');
  // Base64 that does not read back the same is not Base64.
  return decoded.toString('base64') === encoded ? decoded.toString('utf8') : undefined;
}

/** A refused version: the revisions the server speaks, and the one asked for. */
export function unsupportedVersion(requested: unknown): JsonRpcError {
  const text = typeof requested === 'string' ? requested.slice(0, 40) : String(requested);
  return {
    code: JSONRPC_ERRORS.unsupportedProtocolVersion,
    message: `Unsupported protocol version: ${text}`,
    data: { supported: [...SUPPORTED_VERSIONS], requested: typeof requested === 'string' ? text : null },
  };
}

const refused = (id: JsonRpcId, code: number, message: string, data?: Record<string, unknown>) =>
  ({ kind: 'refused', id, error: { code, message, ...(data ? { data } : {}) } }) as const;

const invalidRequest = (id: JsonRpcId, reason: string) =>
  refused(id, JSONRPC_ERRORS.invalidRequest, `invalid request: ${reason}`);

const mismatch = (id: JsonRpcId, message: string) =>
  refused(id, JSONRPC_ERRORS.headerMismatch, `Header mismatch: ${message}`);

/** Mcp-Name may carry its value Base64-encoded; Mcp-Method may not (method names are ASCII). */
function checkHeader(
  id: JsonRpcId,
  header: 'Mcp-Method' | 'Mcp-Name',
  value: string | undefined,
  bodyValue: string,
  field: string,
): ModernRequest | undefined {
  if (value === undefined) {
    return mismatch(
      id,
      `the ${header} header is missing (the body's ${field} is '${bodyValue.slice(0, 100)}')`,
    );
  }
  const decoded =
    header === 'Mcp-Name' ? decodeHeaderValue(value) : HEADER_SAFE.test(value) ? value : undefined;
  if (decoded === undefined) return mismatch(id, `the ${header} header is malformed`);
  if (decoded !== bodyValue) {
    return mismatch(
      id,
      `${header} header value '${decoded.slice(0, 100)}' does not match body value '${bodyValue.slice(0, 100)}'`,
    );
  }
  return undefined;
}

export function checkModernRequest(body: unknown, headers: RequestHeaders): ModernRequest {
  if (Array.isArray(body)) {
    return refused(null, JSONRPC_ERRORS.invalidRequest, noBatchesMessage('2026-07-28'));
  }
  const message = classify(body);
  switch (message.kind) {
    case 'invalid':
      return invalidRequest(message.id, message.reason);
    case 'clientResponse':
      return invalidRequest(null, 'an MCP 2026-07-28 client sends no responses');
    case 'notification':
      return { kind: 'notification' };
  }
  const { request } = message;
  if (request.id === null) return invalidRequest(null, 'the id must be a string or a number');
  const id = echoableId(body);
  const claimed = claimedVersion(request);
  if (headers.protocolVersion === undefined) {
    return mismatch(id, 'the MCP-Protocol-Version header is missing');
  }
  if (claimed === undefined) {
    return refused(
      id,
      JSONRPC_ERRORS.invalidParams,
      `invalid params: the MCP-Protocol-Version header names ${headers.protocolVersion.slice(0, 40)}, but params._meta lacks io.modelcontextprotocol/protocolVersion`,
    );
  }
  if (claimed !== headers.protocolVersion) {
    return mismatch(
      id,
      `MCP-Protocol-Version header value '${headers.protocolVersion.slice(0, 40)}' does not match body value '${String(claimed).slice(0, 40)}'`,
    );
  }
  if (!isModern(claimed)) return { kind: 'refused', id, error: unsupportedVersion(claimed) };
  const meta = request.params?._meta as Record<string, unknown> | undefined;
  const capabilities = meta?.[CLIENT_CAPABILITIES_META];
  if (!isObject(capabilities)) {
    return refused(
      id,
      JSONRPC_ERRORS.invalidParams,
      `invalid params: params._meta lacks ${CLIENT_CAPABILITIES_META} (an object)`,
    );
  }
  const methodRefusal = checkHeader(id, 'Mcp-Method', headers.method, request.method, 'method');
  if (methodRefusal) return methodRefusal;
  const field = Object.hasOwn(NAMED_BY, request.method) ? NAMED_BY[request.method] : undefined;
  const named = field ? request.params?.[field] : undefined;
  if (field && typeof named === 'string') {
    const nameRefusal = checkHeader(id, 'Mcp-Name', headers.name, named, `params.${field}`);
    if (nameRefusal) return nameRefusal;
  }
  const problem = ANSWERABLE.has(request.method) ? inputProblem(request.params) : undefined;
  if (problem) return refused(id, JSONRPC_ERRORS.invalidParams, `invalid params: ${problem}`);
  return { kind: 'request', request: request as JsonRpcRequest & { id: string | number }, version: claimed };
}
