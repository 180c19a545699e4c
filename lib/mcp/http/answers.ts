/**
 * The HTTP answers the MCP routes share: a JSON-RPC error (POST /mcp's refusals, with the
 * request's id when it can be read, and any route's 500 or 503), a failure envelope with its
 * status (the direct tool routes), and the Bearer challenges. Every challenge says where the
 * protected resource metadata is (RFC 9728 §5.1), so that a client holding no token, or a refused
 * one, can discover how to get one.
 */
import { TOKEN_ERRORS } from '../../auth/errors.js';
import { challenge } from '../../http/header-values.js';
import { type HttpResult, json } from '../../http/responses.js';
import { publicUrls } from '../../shared/public-urls.js';
import * as z from '../../shared/zod.js';
import { FailureEnvelopeSchema, failureEnvelope } from '../envelope.js';
import { ToolFailure } from '../errors.js';
import { failure, type JsonRpcId } from '../jsonrpc.js';

const NO_META = { durationMs: 0, apiCalls: 0 };

export interface RpcErrorOptions {
  /** The request's id, when it can be read (null otherwise, as JSON-RPC asks). */
  id?: JsonRpcId;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export function rpcError(
  status: number,
  code: number,
  message: string,
  { id = null, data, headers = {} }: RpcErrorOptions = {},
): HttpResult {
  return json(status, failure(id, { code, message, ...(data ? { data } : {}) }), headers);
}

/** A failure envelope for a refusal made before any tool ran (no time spent, no AWS calls). */
export function envelopeError(refusal: ToolFailure, headers: Record<string, string> = {}): HttpResult {
  return json(refusal.status, failureEnvelope(refusal, NO_META), headers);
}

const resourceMetadata = () => ['resource_metadata', publicUrls().protectedResourceMetadata] as const;

/** The body of a refused token's 401: the failure envelope naming the token error. */
export const TokenFailureSchema = z.extend(FailureEnvelopeSchema, {
  tokenError: z.string().check(z.meta({ examples: [TOKEN_ERRORS.missing, TOKEN_ERRORS.expired] })),
});

export function tokenFailureEnvelope(tokenError: string): z.output<typeof TokenFailureSchema> {
  return {
    ...failureEnvelope(
      new ToolFailure('invalid_token', 401, `the Bearer token was refused: ${tokenError}`),
      NO_META,
    ),
    tokenError,
  };
}

export function tokenFailure(tokenError: string): HttpResult {
  const envelope = tokenFailureEnvelope(tokenError);
  // RFC 6750 §3.1: a request without credentials gets a challenge without an error code.
  const bearer =
    tokenError === TOKEN_ERRORS.missing
      ? challenge('Bearer', [resourceMetadata()])
      : challenge('Bearer', [
          ['error', 'invalid_token'],
          ['error_description', tokenError],
          resourceMetadata(),
        ]);
  return json(401, envelope, { 'www-authenticate': bearer });
}

/**
 * The 403 of the direct route and of a 2026-07-28 tools/call (RFC 6750 §3.1), naming the scope that
 * would have allowed the call.
 */
export function scopeChallenge(escalationReason: string, requiredScope: string | undefined): string {
  return challenge('Bearer', [
    ['error', 'insufficient_scope'],
    ['scope', requiredScope],
    ['error_description', escalationReason],
    resourceMetadata(),
  ]);
}
