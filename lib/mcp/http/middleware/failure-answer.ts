/**
 * What an MCP route answers when it failed or was refused before it could answer itself: a
 * refused Origin (403), a refused token (401 with its challenge), a dependency that cannot answer
 * now (503 with Retry-After) and anything unexpected (500 with the request id, logged), the last
 * two as JSON-RPC errors carrying the JSON-RPC request's id when it can be read. Register it after
 * the request id, whose tag then goes on these too.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TokenError } from '../../../auth/errors.js';
import { bodyText } from '../../../http/request-body.js';
import { type HttpResult, json, requestIdOf } from '../../../http/responses.js';
import { ServiceUnavailableError } from '../../../shared/errors.js';
import { logger } from '../../../shared/logger.js';
import * as z from '../../../shared/zod.js';
import { OriginNotAllowedError, ToolCrash } from '../../errors.js';
import { echoableId, JSONRPC_ERRORS, type JsonRpcId } from '../../jsonrpc.js';
import { rpcError, tokenFailure } from '../answers.js';
import { MAX_BODY_BYTES } from '../streamable-http.js';

export const OriginRefusedSchema = z.object({ error: z.literal('origin_not_allowed'), message: z.string() });

function failureAnswer(error: unknown, requestId: string, id: JsonRpcId): HttpResult {
  if (error instanceof OriginNotAllowedError) {
    const refused: z.output<typeof OriginRefusedSchema> = {
      error: 'origin_not_allowed',
      message: error.message,
    };
    return json(403, refused);
  }
  if (error instanceof TokenError) return tokenFailure(error.tokenError);
  if (error instanceof ServiceUnavailableError) {
    logger.warn('mcp dependency unavailable', { requestId, error });
    return rpcError(503, JSONRPC_ERRORS.internalError, 'service unavailable; retry later', {
      id,
      data: { escalationReason: 'service_unavailable', requestId },
      headers: { 'retry-after': String(error.retryAfterSeconds ?? 5) },
    });
  }
  logger.error('mcp request failed', { requestId, error, crash: error instanceof ToolCrash });
  return rpcError(500, JSONRPC_ERRORS.internalError, 'internal error', { id, data: { requestId } });
}

/** The id of the JSON-RPC request a POST /mcp body holds, when it can be read. */
function idOf(event: APIGatewayProxyEventV2): JsonRpcId {
  if (event.routeKey !== 'POST /mcp') return null;
  const raw = bodyText(event);
  if (raw.length > MAX_BODY_BYTES) return null;
  try {
    return echoableId(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function mcpFailureAnswer(): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'mcpFailureAnswer',
    onError: (request) => {
      request.response = failureAnswer(request.error, requestIdOf(request.event), idOf(request.event));
    },
  };
}
