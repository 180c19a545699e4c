/**
 * The middy stack of the token endpoints (not key-based): the shared observability and request-id
 * middlewares of every HTTP stack, a form or JSON body read into string parameters, HTTP Basic
 * client credentials, and every failure as an RFC 6749 §5.2 answer `{error, error_description}`
 * (oauthErrors). Token answers are never cached (`Cache-Control: no-store`).
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BASIC_CHALLENGE, OAUTH_ERROR_CODES, OAuthError } from '../auth/errors.js';
import { ERRORS, messageOf } from '../shared/error-catalogue.js';
import { AppError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import { dropPrototypeKeys, isPrototypeKey } from '../shared/prototype-keys.js';
import * as z from '../shared/zod.js';
import { httpObservability } from './middleware/observability.js';
import { requestIdHeader } from './middleware/request-id-header.js';
import { bodyBytes, bodyText } from './request-body.js';
import { type HttpResult, header, json, requestIdOf } from './responses.js';

export const MAX_OAUTH_BODY_BYTES = 16 * 1024;
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

export interface BasicCredentials {
  clientId: string;
  clientSecret: string;
}

export interface OAuthRequest {
  /** Body parameters; each appears once and is a string. */
  params: Record<string, string>;
  basic: BasicCredentials | undefined;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

const invalid = (description: string) => new OAuthError('invalid_request', description);

function formParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (isPrototypeKey(name)) continue;
    if (Object.hasOwn(params, name)) throw invalid(`parameter ${name} is repeated`);
    params[name] = value;
  }
  return params;
}

function jsonParams(text: string): Record<string, string> {
  let body: unknown;
  try {
    body = JSON.parse(text, dropPrototypeKeys);
  } catch {
    throw invalid('body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid('body must be a JSON object');
  const params: Record<string, string> = {};
  const wrong: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') params[name] = value;
    else if (value !== null && value !== undefined) wrong.push(name);
  }
  if (wrong.length) throw invalid(`parameters must be strings: ${wrong.join(', ')}`);
  return params;
}

/** Body parameters of a form (what OAuth clients send) or a JSON object (what the spec shows). */
export function readParams(event: APIGatewayProxyEventV2): Record<string, string> {
  if (bodyBytes(event) > MAX_OAUTH_BODY_BYTES)
    throw new OAuthError('invalid_request', `body over ${MAX_OAUTH_BODY_BYTES} bytes`, { status: 413 });
  const text = bodyText(event);
  if (!text.trim()) return {};
  const type = (header(event, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return formParams(text);
  if (type === 'application/json' || type?.endsWith('+json')) return jsonParams(text);
  throw invalid('Content-Type must be application/x-www-form-urlencoded or application/json');
}

/** `Authorization: Basic` credentials, each part form-encoded as RFC 6749 §2.3.1 says. */
export function readBasicCredentials(event: APIGatewayProxyEventV2): BasicCredentials | undefined {
  const authorization = header(event, 'authorization') ?? '';
  if (!/^basic\b/i.test(authorization)) return undefined;
  const failed = (cause?: unknown) =>
    new OAuthError('invalid_client', 'malformed Basic credentials', {
      wwwAuthenticate: BASIC_CHALLENGE,
      cause,
    });
  const encoded = /^basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(authorization)?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0) throw failed();
  const part = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    return { clientId: part(decoded.slice(0, colon)), clientSecret: part(decoded.slice(colon + 1)) };
  } catch (cause) {
    throw failed(cause);
  }
}

function toOAuthError(error: unknown, requestId: string): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof AppError && error.status === 429) {
    return new OAuthError('slow_down', error.message, { retryAfterSeconds: error.retryAfterSeconds });
  }
  if (error instanceof AppError && error.status === 503) {
    // Not the client's fault and not a bug: logged so an operator sees which dependency failed.
    logger.warn('token endpoint dependency unavailable', { requestId, error });
    return new OAuthError('temporarily_unavailable', error.message, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  if (error instanceof AppError && error.status < 500)
    return new OAuthError('invalid_request', error.message);
  logger.error('token endpoint failed', { requestId, error });
  return new OAuthError('server_error', messageOf(ERRORS.internal, { requestId }));
}

/** An RFC 6749 §5.2 failure, as every token endpoint answers it. */
export const OAuthErrorSchema = z.object({ error: z.enum(OAUTH_ERROR_CODES), error_description: z.string() });

/** Every failure of a token endpoint as its RFC 6749 §5.2 answer. Register it last: error handlers run last-first. */
function oauthErrors(): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'oauthErrors',
    onError: (request) => {
      const failure = toOAuthError(request.error, requestIdOf(request.event));
      const headers: Record<string, string> = { ...NO_STORE };
      if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
      if (failure.wwwAuthenticate) headers['www-authenticate'] = failure.wwwAuthenticate;
      const body: z.output<typeof OAuthErrorSchema> = {
        error: failure.error,
        error_description: failure.message,
      };
      request.response = json(failure.status, body, headers);
    },
  };
}

/** A token-endpoint handler: parse → use case → answer, with OAuth errors and a request id. */
export function oauthEndpoint(useCase: (request: OAuthRequest) => Promise<HttpResult>) {
  return middy<APIGatewayProxyEventV2, HttpResult>({ timeoutEarlyInMillis: 0 })
    .use(httpObservability())
    .use(requestIdHeader())
    .use(oauthErrors())
    .handler(async (event) =>
      useCase({
        params: readParams(event),
        basic: readBasicCredentials(event),
        event,
        requestId: requestIdOf(event),
      }),
    );
}
