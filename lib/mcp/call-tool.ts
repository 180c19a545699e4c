/**
 * One tool call, whichever route it came by (JSON-RPC tools/call or POST /mcp/tools/<name>):
 * find the tool, check scope, mode and tenant, validate the arguments, run it, count its AWS calls,
 * and audit the call whatever happened.
 */

import { isTenantId } from '../auth/scopes.js';
import { countAwsCalls } from '../shared/call-counter.js';
import { AppError, InvalidCursorError, ServiceUnavailableError, StoreLimitError } from '../shared/errors.js';
import { withoutPrototypeKeys } from '../shared/prototype-keys.js';
import { describeIssues } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import { auditToolCall } from './audit.js';
import { NO_ABILITIES } from './client-capabilities.js';
import { type ConfirmationRecord, confirmationStep, type Interaction } from './confirmation.js';
import { type Envelope, failureEnvelope, type Meta } from './envelope.js';
import { ToolCrash, ToolFailure } from './errors.js';
import type { Principal } from './principal.js';
import { findTool, inputSchemaOf } from './registry.js';
import { authorize, companiesNamed, type Denial } from './scopes.js';
import type { TaskHandle } from './tasks/tasks.js';
import type { ToolContext, ToolDefinition, ToolOutput } from './tool.js';

export type Channel = 'jsonrpc' | 'direct';

export interface CallOutcome {
  envelope: Envelope;
  /** The status of the direct route; JSON-RPC answers 200 with the envelope. */
  httpStatus: number;
  /** A refusal for want of scope: the scope that would have allowed the call. */
  requiredScope?: string;
  /** 2026-07-28: instead of a result, the question for the person (an input-required result). */
  inputRequired?: { inputRequests: Record<string, unknown>; requestState: string };
  /** Instead of a result, the task the client follows (Tasks extension). */
  task?: TaskHandle;
  /** The result's `_meta` for an MCP App. */
  appMeta?: Record<string, unknown>;
  /** A fault of the request itself: JSON-RPC answers this error instead of a result. */
  protocolError?: { code: number; message: string };
}

/** What a checked call came to: the tool's output, or the question to ask first. */
type Ran =
  | { kind: 'output'; output: ToolOutput }
  | { kind: 'ask'; inputRequests: Record<string, unknown>; requestState: string };

/** What the audit learns while a call runs. */
interface Seen {
  tenant: string | null;
  confirmation: ConfirmationRecord | null;
}

const DENIAL_STATUS: Record<Denial, number> = {
  insufficient_scope: 403,
  mode_not_allowed: 403,
  cross_tenant_blocked: 400,
  tenant_required: 400,
};

/** The refusals the contract has JSON-RPC report with envelope status 400 (403 on the direct route). */
const SCOPE_REFUSALS: ReadonlySet<string> = new Set<Denial>(['insufficient_scope', 'mode_not_allowed']);

async function runChecked(
  tool: ToolDefinition,
  principal: Principal,
  rawArgs: unknown,
  seen: Seen,
  interaction: Interaction | undefined,
): Promise<Ran> {
  const args = withoutPrototypeKeys(rawArgs ?? {});
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    throw new ToolFailure('invalid_arguments', 400, 'arguments must be a JSON object', {
      warnings: ['arguments'],
    });
  }
  // Arguments first: the scope a refusal names (and puts in a header) comes only from validated ones.
  const parsed = z.safeParse(inputSchemaOf(tool), args);
  if (!parsed.success) {
    const { missing, invalid } = describeIssues(args, parsed.error.issues);
    const fields = [
      ...missing.map((field) => `${field}: required`),
      ...invalid.map((p) => `${p.field}: ${p.problem}`),
    ];
    throw new ToolFailure(
      'invalid_arguments',
      400,
      `invalid arguments for ${tool.name}: ${fields.join('; ')}`,
      { warnings: fields },
    );
  }
  const { company } = parsed.data as { company?: string };
  const decision = authorize(principal, tool.need, company);
  if (!decision.allowed) {
    throw new ToolFailure(decision.reason, DENIAL_STATUS[decision.reason], decision.message, {
      ...(decision.requiredScope ? { requiredScope: decision.requiredScope } : {}),
    });
  }
  seen.tenant = decision.tenant;
  const abilities = interaction?.abilities ?? NO_ABILITIES;
  if (tool.appOnly && !abilities.apps) {
    throw new ToolFailure(
      'app_only_tool',
      403,
      `${tool.name} is called only by its MCP App (the approval card), in a client that declares the MCP Apps extension; a model cannot call it`,
    );
  }
  const context: ToolContext = { tenant: decision.tenant, principal, abilities };
  const checked = parsed.data as Record<string, unknown>;

  try {
    const step = await confirmationStep(tool, context, checked, interaction);
    if (tool.statement) seen.confirmation = step.kind === 'ask' ? 'asked' : step.record;
    if (step.kind === 'ask') return step;
    const run = step.confirmed ? { ...context, confirmed: step.confirmed } : context;
    return { kind: 'output', output: await tool.run(run, checked as never) };
  } catch (error) {
    if (error instanceof ToolFailure && error.options.confirmation)
      seen.confirmation = error.options.confirmation;
    if (error instanceof ToolFailure) throw error;
    // A busy or unreachable store is not the tool's fault: the transport answers 503 with
    // Retry-After, as it does when the rate limit's own writes fail.
    if (error instanceof ServiceUnavailableError) throw error;
    // A cursor is one of the arguments: the caller starts again without it.
    if (error instanceof InvalidCursorError) {
      throw new ToolFailure('invalid_arguments', 400, error.message, { warnings: ['cursor'] });
    }
    if (error instanceof StoreLimitError) {
      throw new ToolFailure('invalid_arguments', 400, error.message, { warnings: [error.message] });
    }
    if (error instanceof AppError && error.status < 500) {
      throw new ToolFailure(error.code.toLowerCase(), error.status, error.message);
    }
    throw new ToolCrash(tool.name, error);
  }
}

type Attempt = { ok: true; ran: Ran } | { ok: false; failure: ToolFailure };

async function attempt(
  principal: Principal,
  name: string,
  rawArgs: unknown,
  seen: Seen,
  interaction: Interaction | undefined,
): Promise<Attempt> {
  try {
    const tool = findTool(name);
    if (!tool)
      throw new ToolFailure(
        'unknown_tool',
        400,
        `there is no tool named '${name.slice(0, 64)}'; tools/list names them`,
      );
    return { ok: true, ran: await runChecked(tool, principal, rawArgs, seen, interaction) };
  } catch (error) {
    if (error instanceof ToolFailure) return { ok: false, failure: error };
    throw error;
  }
}

function toOutcome(result: Attempt, meta: Meta, channel: Channel): CallOutcome {
  if (!result.ok) {
    const envelope = failureEnvelope(result.failure, meta);
    // Inside JSON-RPC a scope or mode refusal is a tool result (HTTP 200, isError) whose envelope
    // says 400; only the direct route answers 403.
    if (channel === 'jsonrpc' && SCOPE_REFUSALS.has(envelope.escalationReason)) envelope.status = 400;
    const { requiredScope, protocolCode } = result.failure.options;
    return {
      httpStatus: result.failure.status,
      envelope,
      ...(requiredScope ? { requiredScope } : {}),
      ...(protocolCode ? { protocolError: { code: protocolCode, message: result.failure.message } } : {}),
    };
  }
  const { ran } = result;
  if (ran.kind === 'ask') {
    return {
      httpStatus: 200,
      envelope: {
        success: true,
        data: {},
        humanSummary: 'A person is asked to confirm the change first.',
        warnings: [],
        meta,
      },
      inputRequired: { inputRequests: ran.inputRequests, requestState: ran.requestState },
    };
  }
  const { output } = ran;
  return {
    ...(output.task ? { task: output.task } : {}),
    ...(output.appMeta ? { appMeta: output.appMeta } : {}),
    httpStatus: 200,
    envelope: {
      success: true,
      data: output.data,
      humanSummary: output.humanSummary,
      warnings: output.warnings ?? [],
      meta,
      ...(output.escalation
        ? { requiresHumanEscalation: true, escalationReason: output.escalation.reason }
        : {}),
    },
  };
}

/**
 * The tenant an audit item is filed under, so a company sees denied calls too: the one resolved,
 * else the one asked for, the token's, or the only company its scopes name; '-' when none.
 */
function auditTenant(principal: Principal, args: unknown, resolved: string | null): string {
  const asked = (args as { company?: unknown } | null | undefined)?.company;
  if (resolved) return resolved;
  const named = companiesNamed(principal, typeof asked === 'string' && isTenantId(asked) ? asked : undefined);
  return named.length === 1 ? (named[0] ?? '-') : '-';
}

/**
 * `interaction`: what a 2026-07-28 client declared and sent with the call (its capabilities, the
 * person's answers and the request state); none for the legacy revisions and the direct route.
 */
export async function callTool(
  principal: Principal,
  name: string,
  rawArgs: unknown,
  channel: Channel,
  interaction?: Interaction,
): Promise<CallOutcome> {
  const started = Date.now();
  const seen: Seen = { tenant: null, confirmation: null };
  let outcome: CallOutcome | undefined;
  let unavailable = false;
  try {
    const { calls, result } = await countAwsCalls(() => attempt(principal, name, rawArgs, seen, interaction));
    outcome = toOutcome(result, { durationMs: Date.now() - started, apiCalls: calls }, channel);
    return outcome;
  } catch (error) {
    unavailable = error instanceof ServiceUnavailableError;
    throw error;
  } finally {
    await auditToolCall({
      tool: name,
      args: rawArgs,
      tenant: auditTenant(principal, rawArgs, seen.tenant),
      mode: principal.mode,
      actorId: principal.sub,
      latencyMs: Date.now() - started,
      status: outcome?.envelope.success ? 'success' : 'failure',
      httpStatus: outcome?.httpStatus ?? (unavailable ? 503 : 500),
      escalationReason: outcome
        ? outcome.envelope.success
          ? null
          : outcome.envelope.escalationReason
        : unavailable
          ? 'service_unavailable'
          : 'internal_error',
      confirmation: seen.confirmation,
      at: new Date(started).toISOString(),
    });
  }
}
