/**
 * The tool result envelope: what every tool call answers, success or not. Declared once, in zod:
 * the code takes its types from it, tools/list publishes it as every tool's outputSchema, and the
 * OpenAPI document as the answer of the direct tool route.
 */
import { type JsonObject, jsonSchemaOf } from '../shared/json-schema.js';
import * as z from '../shared/zod.js';
import type { ToolFailure } from './errors.js';

const MetaSchema = z.object({
  durationMs: z.int(),
  apiCalls: z.int().check(z.describe('DynamoDB and SES calls the tool made')),
});
export type Meta = z.output<typeof MetaSchema>;

const humanSummary = z.string().check(z.describe('one or two sentences to show a person'));

export const SuccessEnvelopeSchema = z
  .object({
    success: z.literal(true),
    data: z.record(z.string(), z.unknown()).check(z.describe("the tool's answer")),
    humanSummary,
    warnings: z.array(z.string()),
    meta: MetaSchema,
    requiresHumanEscalation: z.optional(z.literal(true)),
    escalationReason: z.optional(z.string()).check(z.describe('why a person must act on the answer')),
  })
  .check(z.meta({ title: 'success' }));
export type SuccessEnvelope = z.output<typeof SuccessEnvelopeSchema>;

export const FailureEnvelopeSchema = z
  .object({
    success: z.literal(false),
    requiresHumanEscalation: z.boolean(),
    escalationReason: z
      .string()
      .check(
        z.describe(
          'snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ...',
        ),
      ),
    humanSummary,
    warnings: z.array(z.string()),
    meta: MetaSchema,
    status: z
      .int()
      .check(
        z.describe(
          'the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals)',
        ),
      ),
  })
  .check(z.meta({ title: 'failure' }));
export type FailureEnvelope = z.output<typeof FailureEnvelopeSchema>;

export const EnvelopeSchema = z.union([SuccessEnvelopeSchema, FailureEnvelopeSchema]);
export type Envelope = z.output<typeof EnvelopeSchema>;

/** A tools/call result: the envelope as text, and as structuredContent where the revision has it. */
export const toolResult = (envelope: Envelope, structured: boolean) => ({
  content: [{ type: 'text', text: JSON.stringify(envelope) }],
  ...(structured ? { structuredContent: envelope } : {}),
  isError: !envelope.success,
});

export function failureEnvelope(failure: ToolFailure, meta: Meta): FailureEnvelope {
  return {
    success: false,
    requiresHumanEscalation: failure.options.requiresHumanEscalation ?? false,
    escalationReason: failure.escalationReason,
    humanSummary: failure.message,
    warnings: failure.options.warnings ?? [],
    meta,
    status: failure.status,
  };
}

/**
 * Every tool's `outputSchema` (MCP 2025-06-18 and later), which the `structuredContent` of each of
 * its results, success or failure, conforms to: the envelope, under the object schema MCP wants at
 * the root, whose `success` tells the two apart.
 */
export function envelopeOutputSchema(): JsonObject {
  return {
    type: 'object',
    properties: { success: { type: 'boolean' } },
    required: ['success'],
    ...jsonSchemaOf(EnvelopeSchema, 'output'),
  };
}
