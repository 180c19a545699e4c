/**
 * The local gateway: an HTTP server that turns each request into an API Gateway HTTP API v2 event,
 * runs the route's Lambda handler in-process, and writes back its statusCode, headers, cookies
 * and body. Routes come from the one route table.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { parseOrigins, preflightHeaders, responseCorsHeaders } from '../http/cors.js';
import { deprecationHeaders } from '../http/deprecation.js';
import { FUNCTIONS, type FunctionDef, type RouteDef } from '../routes.js';
import { config } from '../shared/config.js';
import { REPO_ROOT } from './paths.js';

/** API Gateway's own payload limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** API Gateway's fixed quota on a request's line and headers together (HTTP APIs). */
export const MAX_HEADER_BYTES = 10_240;

/** A function's handler as this runtime calls it: whatever event its trigger sends (an HTTP API v2 event for a routed one). */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

interface CompiledRoute {
  fn: FunctionDef;
  route: RouteDef;
  pattern: RegExp;
  params: string[];
}

function compile(fn: FunctionDef, route: RouteDef): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        params.push(greedy[1]);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        params.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { fn, route, pattern: new RegExp(`^${source}$`), params };
}

/** As in API Gateway: exact paths win over parameterised ones, then a named method over ANY. */
function specificity(route: CompiledRoute): number {
  return route.params.length * 2 + (route.route.method === 'ANY' ? 1 : 0);
}

const TEXT_TYPES = /^(text\/|application\/(json|.*\+json|x-www-form-urlencoded|xml|javascript))/;

/** Thrown for a request the gateway cannot read (its answer is 400, never a crash). */
export class UnreadableRequest extends Error {}

/**
 * The path and query of a request target as a client sent it: origin-form (`/path?query`) or
 * absolute-form (`http://host/path?query`). Parsed by hand, not resolved against a base URL, so
 * `//x/y` stays the path `//x/y` instead of becoming the host `x`.
 */
export function requestTarget(target: string): { path: string; query: string } {
  let rest = target;
  if (!rest.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(rest);
    } catch {
      throw new UnreadableRequest('the request target is not a path or an absolute URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UnreadableRequest('the request target is not an http URL');
    rest = `${url.pathname}${url.search}`;
  }
  const cut = rest.indexOf('?');
  return cut < 0 ? { path: rest, query: '' } : { path: rest.slice(0, cut), query: rest.slice(cut + 1) };
}

/** A path parameter as API Gateway hands it over: percent-decoded; a malformed escape is unreadable. */
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new UnreadableRequest('the path has a malformed percent-encoding');
  }
}

export function matchRoute(routes: readonly CompiledRoute[], method: string, path: string) {
  for (const candidate of routes) {
    if (candidate.route.method !== method && candidate.route.method !== 'ANY') continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    candidate.params.forEach((name, index) => {
      pathParameters[name] = decodeSegment(match[index + 1] ?? '');
    });
    return { compiled: candidate, pathParameters };
  }
  return undefined;
}

export function buildEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
): APIGatewayProxyEventV2 {
  const { path, query: rawQuery } = requestTarget(req.url ?? '/');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQuery))
    query[name] = query[name] ? `${query[name]},${value}` : value;
  const cookies = req.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? 'text/plain');
  const now = new Date();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: rawQuery,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method ?? 'GET',
        path,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** The context Lambda hands a function: its name, request id and the time left of its timeout. */
export function lambdaContext(fn: FunctionDef, requestId: string = randomUUID()): Context {
  const deadline = Date.now() + fn.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${fn.name}`,
    memoryLimitInMB: String(fn.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** API Gateway's reading of a v2 handler result (a bare value is a 200 JSON body). */
export function normaliseResult(result: unknown): APIGatewayProxyStructuredResultV2 {
  if (result && typeof result === 'object' && 'statusCode' in result)
    return result as APIGatewayProxyStructuredResultV2;
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
  };
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

/** A function's handler, loaded in process: its localEntry when it has one (lib/routes.ts), else its entry. */
export async function loadHandler(fn: FunctionDef): Promise<LambdaHandler> {
  const entry = fn.localEntry ?? fn.entry;
  const module = (await import(pathToFileURL(resolve(REPO_ROOT, entry)).href)) as {
    handler?: LambdaHandler;
  };
  if (typeof module.handler !== 'function') throw new Error(`${entry} does not export a handler`);
  return module.handler;
}

export interface GatewayOptions {
  functions?: readonly FunctionDef[];
  /** Called with every request's outcome, for the console; `path` as loggedPath gives it. */
  onRequest?: (line: { method: string; path: string; status: number; ms: number; fn?: string }) => void;
}

/**
 * A request's path as the console shows it. A routed request is named by its route's template, as
 * the deployed access log names it, so a path parameter that is a credential (the approval link's
 * key) never reaches the console; an unrouted path only by its first segment, since it may be a
 * mistyped link.
 */
function loggedPath(path: string, route: RouteDef | undefined): string {
  if (route) return route.path;
  const [first = '', ...rest] = path.split('/').slice(1);
  return `/${first}${rest.length > 0 ? '/…' : ''}`;
}

export function createGateway(options: GatewayOptions = {}): Server {
  const compiled = (options.functions ?? FUNCTIONS)
    .flatMap((fn) => fn.routes.map((route) => compile(fn, route)))
    .sort((a, b) => specificity(a) - specificity(b));
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerOf = (fn: FunctionDef) => {
    let pending = handlers.get(fn.name);
    if (!pending) {
      pending = loadHandler(fn);
      handlers.set(fn.name, pending);
    }
    return pending;
  };

  /** One request, from its whole body to its answer; throws only what the server must answer for it. */
  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer | 'too large',
    started: number,
  ) => {
    const method = req.method ?? 'GET';
    let path = '/';
    let route: RouteDef | undefined;
    const log = (status: number, fn?: string) =>
      options.onRequest?.({ method, path: loggedPath(path, route), status, ms: Date.now() - started, fn });
    try {
      path = requestTarget(req.url ?? '/').path;
      if (body === 'too large') {
        send(res, gatewayAnswer(413, 'Request Entity Too Large'));
        return log(413);
      }
      // CORS as API Gateway applies it: preflights answered here, allowed origins echoed on answers.
      const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
      const allowedOrigin =
        origin && parseOrigins(config().ALLOWED_ORIGINS).includes(origin) ? origin : undefined;
      if (method === 'OPTIONS' && origin && req.headers['access-control-request-method']) {
        send(
          res,
          allowedOrigin
            ? { statusCode: 204, headers: preflightHeaders(allowedOrigin) }
            : { statusCode: 403, headers: {} },
        );
        return log(allowedOrigin ? 204 : 403);
      }
      const match = matchRoute(compiled, method, path);
      if (!match) {
        send(res, gatewayAnswer(404, 'Not Found'));
        return log(404);
      }
      const { compiled: target, pathParameters } = match;
      route = target.route;
      const event = buildEvent(req, body, `${target.route.method} ${target.route.path}`, pathParameters);
      try {
        const handler = await handlerOf(target.fn);
        const result = normaliseResult(
          await handler(event, lambdaContext(target.fn, event.requestContext.requestId)),
        );
        if (allowedOrigin) result.headers = { ...result.headers, ...responseCorsHeaders(allowedOrigin) };
        // What API Gateway's response mapping adds to a deprecated route's answers (infra/api.ts).
        if (route.deprecation)
          result.headers = { ...result.headers, ...deprecationHeaders(route.deprecation) };
        send(res, result);
        log(result.statusCode ?? 200, target.fn.name);
      } catch (error) {
        // What API Gateway answers when the Lambda itself fails, or answers what HTTP cannot carry.
        console.error(`[gateway] ${target.fn.name} threw`, error);
        send(res, gatewayAnswer(500, 'Internal Server Error'));
        log(500, target.fn.name);
      }
    } catch (error) {
      if (!(error instanceof UnreadableRequest)) throw error;
      send(res, gatewayAnswer(400, `Bad Request: ${error.message}`));
      log(400);
    }
  };

  // API Gateway refuses a request whose request line and headers exceed 10,240 bytes with 431
  // before any function sees it; so does this gateway (Node's parser answers 431 past the limit).
  return createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      // Whatever a request holds, the gateway answers it and keeps serving the others.
      answer(req, res, tooLarge ? 'too large' : Buffer.concat(chunks), started).catch((error: unknown) => {
        console.error('[gateway] could not answer a request', error);
        if (res.headersSent) res.destroy();
        else send(res, gatewayAnswer(500, 'Internal Server Error'));
      });
    });
  });
}

/** An answer of the gateway itself, in API Gateway's own shape. */
function gatewayAnswer(statusCode: number, message: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  };
}

/** Listens on the port (0 = any free one) and resolves with the bound port; a busy port is a clear error. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is already in use: stop what holds it or set PORT to another port`)
          : error,
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}
