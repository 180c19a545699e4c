/**
 * The access line: one INFO entry per request when it is answered, `request` with its route (the
 * API route key, never the path: approval links carry their key in it), status and duration, and
 * for a refusal (401, 403, 429) the reason code the caller was given; never a key, a token or a
 * body. It also counts the request in the route's metrics (lib/shared/metrics.ts).
 *
 * Register it after the observability middlewares and before the one that turns errors into
 * answers: its `onError` then runs after that one, on the answer the caller gets.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../../shared/logger.js';
import { countRequest } from '../../shared/metrics.js';
import type { HttpResult } from '../responses.js';

type RoutedEvent = Pick<APIGatewayProxyEventV2, 'routeKey' | 'requestContext'>;
type RoutedRequest = middy.Request<RoutedEvent, HttpResult | undefined>;

const REFUSALS = new Set([401, 403, 429]);

/** The code a refusal was given as: an error's `code` (AppError) or `error` (OAuthError)... */
function codeOfError(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { code, error: oauthCode } = error as { code?: unknown; error?: unknown };
  if (typeof code === 'string') return code;
  return typeof oauthCode === 'string' ? oauthCode : undefined;
}

/** ...or, for an answer built without throwing (the MCP server's), the reason field of its JSON body. */
export function codeOfBody(body: string | undefined): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const fields = parsed as Record<string, unknown>;
  for (const name of ['code', 'error', 'tokenError', 'escalationReason'] as const) {
    if (typeof fields[name] === 'string') return fields[name];
  }
  const data = (fields.error as { data?: { escalationReason?: unknown } } | undefined)?.data;
  return typeof data?.escalationReason === 'string' ? data.escalationReason : undefined;
}

export function accessLine(): middy.MiddlewareObj<RoutedEvent, HttpResult | undefined> {
  const startedAt = new WeakMap<RoutedRequest, number>();
  const write = (request: RoutedRequest) => {
    const status = request.response?.statusCode ?? 500;
    const route = request.event.routeKey;
    const reason = REFUSALS.has(status)
      ? (codeOfError(request.error) ?? codeOfBody(request.response?.body))
      : undefined;
    const started = startedAt.get(request);
    countRequest(route, status);
    logger.info('request', {
      route,
      status,
      durationMs: started === undefined ? undefined : Date.now() - started,
      ...(reason === undefined ? {} : { reason }),
    });
  };
  return {
    name: 'accessLine',
    before: (request) => {
      startedAt.set(request, Date.now());
    },
    after: write,
    onError: write,
  };
}
