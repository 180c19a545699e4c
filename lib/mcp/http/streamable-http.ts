/**
 * The MCP endpoint over Streamable HTTP, stateless, serving both eras on one URL (versions.ts says
 * which a request speaks). POST /mcp answers JSON-RPC messages, JSON or SSE as Accept and progress
 * ask. A legacy request is answered as the contract's revisions answer it: batches (2025-03-26),
 * the final message repeated as an SSE event named `result`, GET /mcp's empty stream. A 2026-07-28
 * request is checked as that revision asks (request-metadata.ts), is one message, gets 404 for a
 * method it lacks, and GET and DELETE get 405. What MCP does is protocol.ts.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TOKEN_ERRORS } from '../../auth/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth.js';
import { bodyText } from '../../http/request-body.js';
import { type HttpResult, header, json, text } from '../../http/responses.js';
import { abilitiesOf, type ClientAbilities, NO_ABILITIES } from '../client-capabilities.js';
import { echoableId, JSONRPC_ERRORS, type JsonRpcId, type JsonRpcResponse, MAX_BATCH } from '../jsonrpc.js';
import { chooseRepresentation, type Representation, type SseEvent, sseBody } from '../negotiation.js';
import type { Principal } from '../principal.js';
import { describeBody, handleMessage, needsToken, ScopeChallenge } from '../protocol.js';
import type { RateVerdict } from '../rate-limit.js';
import type { Session } from '../session.js';
import {
  allowsBatches,
  BASELINE_VERSION,
  eraOf,
  isModern,
  type ProtocolVersion,
  SUPPORTED_VERSIONS,
  versionOfHeader,
} from '../versions.js';
import { rpcError, scopeChallenge, tokenFailure } from './answers.js';
import { takeCalls, withRateFields } from './request.js';
import { checkModernRequest, type ModernRequest, noBatchesMessage } from './request-metadata.js';

export const MAX_BODY_BYTES = 1024 * 1024;
/** The fixed texts of the legacy routes' answers, which the OpenAPI document shows as they are. */
export const MCP_TEXTS = {
  notJson: 'parse error: the body is not valid JSON',
  methodNotAllowed: 'method not allowed',
  streamNeedsSse: 'GET /mcp needs Accept: text/event-stream',
  emptyStream: 'retry: 60000\n: no server-initiated messages; listChanged is false\n\n',
} as const;
/** An SSE answer is a text answer with these (`text` keeps the content type given). */
const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
/** 2026-07-28 asks for this on SSE answers, so that proxies pass events on as they come. */
const MODERN_SSE_HEADERS = { ...SSE_HEADERS, 'x-accel-buffering': 'no' };

const wantsProgress = (message: unknown) =>
  (message as { params?: { _meta?: { progressToken?: unknown } } } | null)?.params?._meta?.progressToken !==
  undefined;

const notAcceptable = (id: JsonRpcId) =>
  rpcError(406, JSONRPC_ERRORS.invalidRequest, 'Accept must allow application/json or text/event-stream', {
    id,
  });

/** The 429 of a caller over its rate limit; `code` is the revision's JSON-RPC code for it. */
const rateLimited = (code: number, id: JsonRpcId, rate: RateVerdict) =>
  rpcError(429, code, 'rate limit exceeded', {
    id,
    data: { escalationReason: 'rate_limited', retryAfterSeconds: rate.retryAfterSeconds },
    headers: { 'retry-after': String(rate.retryAfterSeconds), ...rate.fields },
  });

/** Runs the messages; progress notifications are kept for an SSE answer, dropped for JSON. */
async function dispatch(
  messages: readonly unknown[],
  principal: Principal | undefined,
  version: ProtocolVersion,
  representation: Representation,
  abilities: ClientAbilities = NO_ABILITIES,
): Promise<{ answers: JsonRpcResponse[]; notifications: SseEvent[] }> {
  const notifications: SseEvent[] = [];
  const session: Session = {
    principal,
    version,
    abilities,
    notify: (method, params) => {
      if (representation === 'sse')
        notifications.push({ event: 'message', data: { jsonrpc: '2.0', method, params } });
    },
  };
  const answers: JsonRpcResponse[] = [];
  for (const message of messages) {
    const answer = await handleMessage(message, session);
    if (answer) answers.push(answer);
  }
  return { answers, notifications };
}

async function postLegacy(
  event: APIGatewayProxyEventV2,
  body: unknown,
  principal: Principal | undefined,
): Promise<HttpResult> {
  const headerVersion = header(event, 'mcp-protocol-version');
  const version = versionOfHeader(headerVersion);
  if (Array.isArray(body) && version && !allowsBatches(version)) {
    return rpcError(400, JSONRPC_ERRORS.invalidRequest, noBatchesMessage(version));
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
  const id = echoableId(body);
  const shape = describeBody(body);
  // The header is not checked on initialize: that is where the revision is negotiated. The
  // legacy revisions' code for it stays -32600; a modern request (it claims its revision in
  // _meta) gets 2026-07-28's -32022 instead.
  if (!shape.isInitialize && version === undefined) {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      `unsupported MCP-Protocol-Version: ${String(headerVersion).slice(0, 40)}`,
      { id, data: { supported: [...SUPPORTED_VERSIONS] } },
    );
  }
  if (shape.needsToken && !principal) return tokenFailure(TOKEN_ERRORS.missing);
  const messages = Array.isArray(body) ? body : [body];
  const representation = chooseRepresentation(header(event, 'accept'), messages.some(wantsProgress));
  if (representation === 'none') return notAcceptable(id);
  const rate = await takeCalls(principal, event, shape.messages);
  if (!rate.allowed) return rateLimited(JSONRPC_ERRORS.toolDispatchFailed, id, rate);
  return withRateFields(await answerLegacy(body, messages, principal, version, representation), rate);
}

/** The answer to the legacy messages, once they are counted. */
async function answerLegacy(
  body: object,
  messages: readonly unknown[],
  principal: Principal | undefined,
  version: ProtocolVersion | undefined,
  representation: Representation,
): Promise<HttpResult> {
  const { answers, notifications } = await dispatch(
    messages,
    principal,
    version ?? BASELINE_VERSION,
    representation,
  );
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
  const events: SseEvent[] = [
    { event: 'message', data: payload },
    { event: 'result', data: payload },
  ];
  return text(status, sseBody([...notifications, ...events]), SSE_HEADERS);
}

async function postModern(
  event: APIGatewayProxyEventV2,
  body: unknown,
  principal: Principal | undefined,
): Promise<HttpResult> {
  const checked = checkModernRequest(body, {
    protocolVersion: header(event, 'mcp-protocol-version'),
    method: header(event, 'mcp-method'),
    name: header(event, 'mcp-name'),
  });
  if (checked.kind === 'refused') {
    const { code, message, data } = checked.error;
    return rpcError(400, code, message, { id: checked.id, ...(data ? { data } : {}) });
  }
  if (checked.kind === 'notification') return { statusCode: 202, headers: {}, body: '' };
  const { request, version } = checked;
  if (needsToken(request.method) && !principal) return tokenFailure(TOKEN_ERRORS.missing);
  // A subscription's answer is a stream (its acknowledgment, then its end), as progress is.
  const representation = chooseRepresentation(
    header(event, 'accept'),
    wantsProgress(request) || request.method === 'subscriptions/listen',
  );
  if (representation === 'none') return notAcceptable(request.id);
  const rate = await takeCalls(principal, event, 1);
  if (!rate.allowed) return rateLimited(JSONRPC_ERRORS.rateLimited, request.id, rate);
  return withRateFields(await answerModern(request, principal, version, representation), rate);
}

/** The answer to a 2026-07-28 request, once it is counted. */
async function answerModern(
  request: Extract<ModernRequest, { kind: 'request' }>['request'],
  principal: Principal | undefined,
  version: ProtocolVersion,
  representation: Representation,
): Promise<HttpResult> {
  let dispatched: Awaited<ReturnType<typeof dispatch>>;
  try {
    dispatched = await dispatch(
      [request],
      principal,
      version,
      representation,
      abilitiesOf(request.params?._meta),
    );
  } catch (error) {
    if (!(error instanceof ScopeChallenge)) throw error;
    return json(403, error.envelope, {
      'www-authenticate': scopeChallenge(error.envelope.escalationReason, error.requiredScope),
    });
  }
  const [answer] = dispatched.answers;
  if (!answer) throw new Error(`no answer to request ${String(request.id)}`);
  // 2026-07-28: a method the server does not implement is HTTP 404 with -32601.
  const status = 'error' in answer && answer.error.code === JSONRPC_ERRORS.methodNotFound ? 404 : 200;
  if (representation === 'json') return json(status, answer);
  const body = sseBody([...dispatched.notifications, { event: 'message', data: answer }]);
  return text(status, body, MODERN_SSE_HEADERS);
}

export async function postMcp(
  event: APIGatewayProxyEventV2,
  principal: Principal | undefined,
): Promise<HttpResult> {
  const raw = bodyText(event);
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES)
    return rpcError(
      413,
      JSONRPC_ERRORS.invalidRequest,
      `request body over ${MAX_BODY_BYTES / 1024 / 1024} MiB`,
    );
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return rpcError(400, JSONRPC_ERRORS.parseError, MCP_TEXTS.notJson);
  }
  if (nestsDeeperThan(body)) {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      `invalid request: the body nests deeper than ${MAX_JSON_DEPTH} levels`,
      { id: echoableId(body) },
    );
  }
  return eraOf(body, header(event, 'mcp-protocol-version')) === 'modern'
    ? postModern(event, body, principal)
    : postLegacy(event, body, principal);
}

/** 2026-07-28 has no GET stream and no sessions to end: every request is its own POST. */
const noStreamOrSession = () =>
  rpcError(
    405,
    JSONRPC_ERRORS.invalidRequest,
    'MCP 2026-07-28 has no GET stream and no sessions: POST each request to /mcp',
    { headers: { allow: 'POST' } },
  );

/**
 * Legacy: the server sends nothing unasked (listChanged is false), so a stream that only says when
 * to retry.
 */
export function getMcp(event: APIGatewayProxyEventV2): HttpResult {
  if (isModern(header(event, 'mcp-protocol-version'))) return noStreamOrSession();
  if (!(header(event, 'accept') ?? '').includes('text/event-stream'))
    return text(405, MCP_TEXTS.streamNeedsSse, { allow: 'POST, GET' });
  return text(200, MCP_TEXTS.emptyStream, SSE_HEADERS);
}

/** Sessions are never issued, so there is none to end. */
export function deleteMcp(event: APIGatewayProxyEventV2): HttpResult {
  if (isModern(header(event, 'mcp-protocol-version'))) return noStreamOrSession();
  return text(405, MCP_TEXTS.methodNotAllowed, { allow: 'POST, GET' });
}
