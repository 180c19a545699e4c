/** The tool result envelope: what every tool call answers, success or not. */
import type { ToolFailure } from './errors.js';

export interface Meta {
  durationMs: number;
  apiCalls: number;
}

export interface SuccessEnvelope {
  success: true;
  data: Record<string, unknown>;
  humanSummary: string;
  warnings: string[];
  meta: Meta;
}

export interface FailureEnvelope {
  success: false;
  requiresHumanEscalation: boolean;
  escalationReason: string;
  humanSummary: string;
  warnings: string[];
  meta: Meta;
  /** The HTTP status of the direct route (JSON-RPC carries 400 for scope and mode refusals). */
  status: number;
}

export type Envelope = SuccessEnvelope | FailureEnvelope;

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
 * The envelope as JSON Schema: every tool's `outputSchema` (MCP 2025-06-18 and later), which the
 * `structuredContent` of each of its results, success or failure, conforms to.
 */
export const ENVELOPE_JSON_SCHEMA: Readonly<Record<string, unknown>> = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    data: { type: 'object', description: "the tool's answer, when success is true" },
    humanSummary: { type: 'string', description: 'one or two sentences to show a person' },
    warnings: { type: 'array', items: { type: 'string' } },
    meta: {
      type: 'object',
      properties: { durationMs: { type: 'integer' }, apiCalls: { type: 'integer' } },
      required: ['durationMs', 'apiCalls'],
    },
    requiresHumanEscalation: { type: 'boolean' },
    escalationReason: { type: 'string', description: 'why it failed, or why a person must act' },
    status: {
      type: 'integer',
      description: 'failure: the HTTP status of the same call on /mcp/tools/<name>',
    },
  },
  required: ['success', 'humanSummary', 'warnings', 'meta'],
};
