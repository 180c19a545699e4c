/**
 * Shapes of the MCP HTTP routes' answers (lib/mcp: jsonrpc.ts, envelope.ts, registry.ts,
 * http/), as zod schemas for the document. The MCP core declares them as TypeScript
 * types; test/lib/openapi/answer-types.unit.test.ts checks these schemas against those types.
 */
import * as z from 'zod';
import { TOKEN_ERRORS } from '../../auth/errors.js';
import { JSONRPC_ERRORS } from '../../mcp/jsonrpc.js';

const JsonRpcId = z.union([z.string(), z.number(), z.null()]);
const Params = z.record(z.string(), z.unknown());

export const JsonRpcRequestSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcId.optional().meta({ description: 'absent for a notification (answered 202, no body)' }),
    method: z
      .string()
      .min(1)
      .meta({ examples: ['initialize', 'ping', 'tools/list', 'tools/call'] }),
    params: Params.optional(),
  })
  .meta({ title: 'JSON-RPC request' });

export const JsonRpcBodySchema = z.union([
  JsonRpcRequestSchema,
  z.array(JsonRpcRequestSchema).min(1).max(20).meta({ title: 'batch (1 to 20 requests)' }),
]);

const codes = Object.entries(JSONRPC_ERRORS)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

export const JsonRpcErrorSchema = z.object({
  code: z.number().int().meta({ description: codes }),
  message: z.string(),
  data: Params.optional(),
});

const JsonRpcSuccess = z
  .object({ jsonrpc: z.literal('2.0'), id: JsonRpcId, result: Params })
  .meta({ title: 'result' });
const JsonRpcFailure = z
  .object({ jsonrpc: z.literal('2.0'), id: JsonRpcId, error: JsonRpcErrorSchema })
  .meta({ title: 'error' });
export const JsonRpcResponseSchema = z.union([JsonRpcSuccess, JsonRpcFailure]);
export const JsonRpcAnswerSchema = z.union([JsonRpcResponseSchema, z.array(JsonRpcResponseSchema)]);

export const MetaSchema = z.object({
  durationMs: z.number().int(),
  apiCalls: z.number().int().meta({ description: 'DynamoDB and SES calls the tool made' }),
});

export const SuccessEnvelopeSchema = z
  .object({
    success: z.literal(true),
    data: Params,
    humanSummary: z.string(),
    warnings: z.array(z.string()),
    meta: MetaSchema,
  })
  .meta({ title: 'success' });

const failureShape = {
  success: z.literal(false),
  requiresHumanEscalation: z.boolean(),
  escalationReason: z.string().meta({
    description:
      'snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ...',
  }),
  humanSummary: z.string(),
  warnings: z.array(z.string()),
  meta: MetaSchema,
  status: z.number().int().meta({ description: 'the HTTP status of the direct route' }),
};

export const FailureEnvelopeSchema = z.object(failureShape).meta({ title: 'failure' });
export const ToolEnvelopeSchema = z.union([SuccessEnvelopeSchema, FailureEnvelopeSchema]);

export const TokenFailureSchema = z.object({
  ...failureShape,
  tokenError: z.string().meta({
    examples: [TOKEN_ERRORS.missing, TOKEN_ERRORS.expired],
  }),
});

export const OriginRefusedSchema = z.object({ error: z.literal('origin_not_allowed'), message: z.string() });

export const ToolDescriptorSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()).meta({ description: "JSON Schema of the tool's arguments" }),
  annotations: z.object({
    title: z.string(),
    readOnlyHint: z.boolean(),
    destructiveHint: z.boolean(),
    idempotentHint: z.boolean(),
    openWorldHint: z.boolean(),
  }),
  _meta: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'MCP Apps: `ui.resourceUri`, the `ui://` resource the result is shown in' }),
});

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  parts: z.record(z.string(), z.boolean()),
  failing: z.array(z.string()).optional(),
});
