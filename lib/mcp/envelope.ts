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
