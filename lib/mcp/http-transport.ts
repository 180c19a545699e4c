/**
 * The MCP server's HTTP side (Streamable HTTP, stateless): origin allowlist, Bearer tokens,
 * rate limits, JSON or SSE answers, and the direct tool routes. Everything MCP itself does is in
 * protocol.ts and call-tool.ts.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TOKEN_ERRORS, TokenError } from '../auth/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth.js';
import { bodyText } from '../http/request-body.js';
import { type HttpResult, header, json, requestIdOf, text } from '../http/responses.js';
import { config } from '../shared/config.js';
import { ServiceUnavailableError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import { callTool, ToolCrash } from './call-tool.js';
import { catalog } from './catalog.js';
import { type FailureEnvelope, failureEnvelope, ToolFailure } from './envelope.js';
import { failure, JSONRPC_ERRORS, type JsonRpcResponse } from './jsonrpc.js';
import { chooseRepresentation, type SseEvent, sseBody } from './negotiation.js';
import type { Principal } from './principal.js';
import { describeBody, handleMessage, MAX_BATCH } from './protocol.js';
import { takeMcpCalls } from './rate-limit.js';

export interface McpDependencies {
  /** The caller of a request: undefined without a token; throws TokenError for a bad one. */
  authenticate(authorization: string | undefined): Promise<Principal | undefined>;
  /** Readiness of each part the server needs, by name: true, or the error that made it fail. */
  readiness(): Promise<Record<string, true | Error>>;
}

const MISSING_TOKEN = TOKEN_ERRORS.missing;
const KNOWN_PROTOCOL_VERSIONS = new Set([
  '2024-10-07',
  '2024-11-05',
  '2025-03-26',
  '2025-06-18',
  '2025-11-25',
]);
const MAX_BODY_BYTES = 1024 * 1024;

const noMeta = { durationMs: 0, apiCalls: 0 };

function tokenFailure(tokenError: string): HttpResult {
  const envelope: FailureEnvelope & { tokenError: string } = {
    ...failureEnvelope(
      new ToolFailure('invalid_token', 401, `the Bearer token was refused: ${tokenError}`),
      noMeta,
    ),
    tokenError,
  };
  // RFC 6750 §3.1: a request without credentials gets the bare challenge, no error code.
  const challenge =
    tokenError === MISSING_TOKEN
      ? 'Bearer'
      : `Bearer error="invalid_token", error_description="${tokenError}"`;
  return json(401, envelope, { 'www-authenticate': challenge });
}

function rpcError(
  status: number,
  code: number,
  message: string,
  data?: Record<string, unknown>,
  headers: Record<string, string> = {},
): HttpResult {
  return json(status, failure(null, { code, message, ...(data ? { data } : {}) }), headers);
}

function originAllowed(event: APIGatewayProxyEventV2): boolean {
  const origin = header(event, 'origin');
  if (origin === undefined) return true;
  return config()
    .ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .includes(origin);
}

async function rateLimited(
  principal: Principal | undefined,
  event: APIGatewayProxyEventV2,
  calls: number,
): Promise<number | undefined> {
  const verdict = await takeMcpCalls(principal, event.requestContext.http.sourceIp, calls);
  return verdict.allowed ? undefined : verdict.retryAfterSeconds;
}

async function postMcp(event: APIGatewayProxyEventV2, principal: Principal | undefined): Promise<HttpResult> {
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
  const version = header(event, 'mcp-protocol-version');
  if (!shape.isInitialize && version !== undefined && !KNOWN_PROTOCOL_VERSIONS.has(version)) {
    return rpcError(
      400,
      JSONRPC_ERRORS.invalidRequest,
      `unsupported MCP-Protocol-Version: ${version.slice(0, 40)}`,
    );
  }
  if (shape.needsToken && !principal) return tokenFailure(MISSING_TOKEN);
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
  const retryAfter = await rateLimited(principal, event, shape.messages);
  if (retryAfter !== undefined) {
    return rpcError(
      429,
      JSONRPC_ERRORS.toolDispatchFailed,
      'rate limit exceeded',
      { escalationReason: 'rate_limited', retryAfterSeconds: retryAfter },
      { 'retry-after': String(retryAfter) },
    );
  }

  const notifications: SseEvent[] = [];
  const session = {
    principal,
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
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    body: sseBody([
      ...notifications,
      { event: 'message', data: payload },
      { event: 'result', data: payload },
    ]),
  };
}

async function postTool(
  event: APIGatewayProxyEventV2,
  principal: Principal | undefined,
): Promise<HttpResult> {
  if (!principal) return tokenFailure(MISSING_TOKEN);
  const name = event.pathParameters?.name ?? '';
  const retryAfter = await rateLimited(principal, event, 1);
  if (retryAfter !== undefined) {
    const envelope = failureEnvelope(
      new ToolFailure('rate_limited', 429, `rate limit exceeded; retry after ${retryAfter} s`),
      noMeta,
    );
    return json(429, envelope, { 'retry-after': String(retryAfter) });
  }
  let args: unknown = {};
  const raw = bodyText(event);
  if (raw.trim()) {
    try {
      args = JSON.parse(raw);
    } catch {
      const envelope = failureEnvelope(
        new ToolFailure('invalid_arguments', 400, 'the body must be a JSON object of tool arguments'),
        noMeta,
      );
      return json(400, envelope);
    }
    if (nestsDeeperThan(args)) {
      const envelope = failureEnvelope(
        new ToolFailure('invalid_arguments', 400, `the arguments nest deeper than ${MAX_JSON_DEPTH} levels`),
        noMeta,
      );
      return json(400, envelope);
    }
  }
  let outcome: Awaited<ReturnType<typeof callTool>>;
  try {
    outcome = await callTool(principal, name, args, 'direct');
  } catch (error) {
    if (!(error instanceof ToolCrash)) throw error;
    logger.error('tool crashed', { requestId: requestIdOf(event), tool: error.tool, error: error.cause });
    const envelope = failureEnvelope(
      new ToolFailure(
        'internal_error',
        500,
        `${error.tool} failed unexpectedly; quote request id ${requestIdOf(event)}`,
      ),
      noMeta,
    );
    return json(500, envelope);
  }
  const headers: Record<string, string> = {};
  if (!outcome.envelope.success && outcome.httpStatus === 403) {
    headers['www-authenticate'] =
      `Bearer error="insufficient_scope", error_description="${outcome.envelope.escalationReason}"`;
  }
  return json(outcome.httpStatus, outcome.envelope, headers);
}

async function ready(deps: McpDependencies, requestId: string): Promise<HttpResult> {
  const checks = await deps.readiness();
  const parts = Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check === true]));
  const failing = Object.keys(parts).filter((name) => !parts[name]);
  if (failing.length) {
    const errors = Object.fromEntries(failing.map((name) => [name, checks[name]]));
    logger.warn('not ready', { requestId, failing, errors });
  }
  return json(failing.length ? 503 : 200, {
    status: failing.length ? 'not_ready' : 'ready',
    parts,
    ...(failing.length ? { failing } : {}),
  });
}

export async function handleMcpHttp(
  event: APIGatewayProxyEventV2,
  deps: McpDependencies,
): Promise<HttpResult> {
  const requestId = requestIdOf(event);
  const withId = (result: HttpResult): HttpResult => ({
    ...result,
    headers: { ...result.headers, 'x-request-id': requestId },
  });
  if (!originAllowed(event))
    return withId(
      json(403, { error: 'origin_not_allowed', message: 'this Origin may not call the MCP server' }),
    );
  try {
    switch (event.routeKey) {
      case 'GET /mcp/health':
        return withId(json(200, { status: 'ok' }));
      case 'GET /mcp/ready':
        return withId(await ready(deps, requestId));
    }
    let principal: Principal | undefined;
    try {
      principal = await deps.authenticate(header(event, 'authorization'));
    } catch (error) {
      if (error instanceof TokenError) return withId(tokenFailure(error.tokenError));
      throw error;
    }
    switch (event.routeKey) {
      case 'POST /mcp':
        return withId(await postMcp(event, principal));
      case 'GET /mcp':
        if (!(header(event, 'accept') ?? '').includes('text/event-stream'))
          return withId(text(405, 'GET /mcp needs Accept: text/event-stream', { allow: 'POST, GET' }));
        return withId({
          statusCode: 200,
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
          body: 'retry: 60000\n: no server-initiated messages; listChanged is false\n\n',
        });
      case 'GET /mcp/tools':
        return withId(json(200, { tools: catalog(principal !== undefined) }));
      case 'POST /mcp/tools/{name}':
        return withId(await postTool(event, principal));
      default:
        return withId(text(405, 'method not allowed', { allow: 'POST, GET' }));
    }
  } catch (error) {
    if (error instanceof ServiceUnavailableError) {
      logger.warn('mcp dependency unavailable', { requestId, error });
      return withId(
        rpcError(
          503,
          JSONRPC_ERRORS.internalError,
          'service unavailable; retry later',
          { escalationReason: 'service_unavailable', requestId },
          { 'retry-after': String(error.retryAfterSeconds ?? 5) },
        ),
      );
    }
    logger.error('mcp request failed', { requestId, error, crash: error instanceof ToolCrash });
    return withId(rpcError(500, JSONRPC_ERRORS.internalError, 'internal error', { requestId }));
  }
}
