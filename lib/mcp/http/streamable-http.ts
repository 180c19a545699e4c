/**
 * The MCP endpoint over Streamable HTTP, stateless: POST /mcp answers JSON-RPC messages (JSON or
 * SSE, as Accept and progress ask), GET /mcp opens and closes an empty stream (the server sends
 * nothing unasked). Its refusals are JSON-RPC errors without an id; what MCP does is protocol.ts.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TOKEN_ERRORS } from '../../auth/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth.js';
import { bodyText } from '../../http/request-body.js';
import { type HttpResult, header, json, text } from '../../http/responses.js';
import { JSONRPC_ERRORS, type JsonRpcResponse } from '../jsonrpc.js';
import { chooseRepresentation, type SseEvent, sseBody } from '../negotiation.js';
import type { Principal } from '../principal.js';
import { describeBody, handleMessage, MAX_BATCH } from '../protocol.js';
import { allowsBatches, BASELINE_VERSION, versionOfHeader } from '../versions.js';
import { rpcError, tokenFailure } from './answers.js';
import { retryAfter } from './request.js';

const MAX_BODY_BYTES = 1024 * 1024;
const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };

export async function postMcp(
  event: APIGatewayProxyEventV2,
  principal: Principal | undefined,
): Promise<HttpResult> {
  const raw = bodyText(event);
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES)
    return rpcError(413, JSONRPC_ERRORS.invalidRequest, 'request body over 1 MiB');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return rpcError(400, JSONRPC_ERRORS.parseError, 'parse error: the body is not valid JSON');
  }
  if (nestsDeeperThan(body)) {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      `invalid request: the body nests deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  const headerVersion = header(event, 'mcp-protocol-version');
  const version = versionOfHeader(headerVersion);
  if (Array.isArray(body) && version && !allowsBatches(version)) {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      `invalid request: MCP ${version} has no JSON-RPC batches; send one message per request`,
    );
  }
  if (Array.isArray(body) && (body.length === 0 || body.length > MAX_BATCH)) {
    return rpcError(400, JSONRPC_ERRORS.invalidRequest, `a batch holds 1 to ${MAX_BATCH} requests`);
  }
  if (body === null || typeof body !== 'object') {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      'invalid request: the body must be a JSON-RPC object or a batch',
    );
  }
  const shape = describeBody(body);
  // The header is not checked on initialize: that is where the revision is negotiated.
  if (!shape.isInitialize && version === undefined) {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      `unsupported MCP-Protocol-Version: ${String(headerVersion).slice(0, 40)}`,
    );
  }
  if (shape.needsToken && !principal) return tokenFailure(TOKEN_ERRORS.missing);
  const messages = Array.isArray(body) ? body : [body];
  const wantsProgress = messages.some(
    (m) =>
      (m as { params?: { _meta?: { progressToken?: unknown } } })?.params?._meta?.progressToken !== undefined,
  );
  const representation = chooseRepresentation(header(event, 'accept'), wantsProgress);
  if (representation === 'none') {
    return rpcError(
      406,
      JSONRPC_ERRORS.invalidRequest,
      'Accept must allow application/json or text/event-stream',
    );
  }
  const wait = await retryAfter(principal, event, shape.messages);
  if (wait !== undefined) {
    return rpcError(
      429,
      JSONRPC_ERRORS.toolDispatchFailed,
      'rate limit exceeded',
      { escalationReason: 'rate_limited', retryAfterSeconds: wait },
      { 'retry-after': String(wait) },
    );
  }

  const notifications: SseEvent[] = [];
  const session = {
    principal,
    version: version ?? BASELINE_VERSION,
    notify: (method: string, params: Record<string, unknown>) => {
      if (representation === 'sse')
        notifications.push({ event: 'message', data: { jsonrpc: '2.0', method, params } });
    },
  };
  const answers: JsonRpcResponse[] = [];
  for (const message of messages) {
    const answer = await handleMessage(message, session);
    if (answer) answers.push(answer);
  }
  if (answers.length === 0) return { statusCode: 202, headers: {}, body: '' };
  const payload = Array.isArray(body) ? answers : answers[0];
  const single = !Array.isArray(body) ? answers[0] : undefined;
  const status =
    single &&
    'error' in single &&
    (single.error.code === JSONRPC_ERRORS.parseError || single.error.code === JSONRPC_ERRORS.invalidRequest)
      ? 400
      : 200;
  if (representation === 'json') return json(status, payload);
  return {
    statusCode: status,
    headers: { ...SSE_HEADERS },
    body: sseBody([
      ...notifications,
      { event: 'message', data: payload },
      { event: 'result', data: payload },
    ]),
  };
}

/** The server sends nothing unasked (listChanged is false): a stream that only says when to retry. */
export function getMcp(event: APIGatewayProxyEventV2): HttpResult {
  if (!(header(event, 'accept') ?? '').includes('text/event-stream'))
    return text(405, 'GET /mcp needs Accept: text/event-stream', { allow: 'POST, GET' });
  return {
    statusCode: 200,
    headers: { ...SSE_HEADERS },
    body: 'retry: 60000\n: no server-initiated messages; listChanged is false\n\n',
  };
}
