/**
 * Asking the person before a tool changes data (MCP 2026-07-28 input-required results, "multi
 * round-trip requests"). For a client that declares form elicitation, a tool that writes first
 * answers an input-required result: one form elicitation stating the change, and a sealed
 * `requestState` (request-state.ts) binding the tool, the arguments, the caller and an expiry of at
 * most ten minutes. The client asks its person and calls again with the answer and the state:
 * - accepted: the state must open, be this call's and this caller's, unexpired, and unused (it is
 *   marked used, once); the tool then makes the change while the data is still what the statement
 *   was made from (ToolContext.confirmed), else answers the usual conflict and writes nothing;
 * - declined or cancelled: nothing is made, and the envelope says so;
 * - a state that does not hold: the revision's error for bad params (-32602), nothing made.
 * A client that cannot ask (legacy revisions, no form elicitation, the direct route) gets the change
 * as before, unless its company requires a confirmation (`requireToolConfirmation`, set by the
 * operator): then the call is refused, naming the setting.
 */
import { cachedCompany } from '../companies/resolve-company.js';
import { markRequestStateUsed } from '../dynamo/request-state-store.js';
import type { ConfirmationRecord } from '../logs/records.js';
import { ConflictError } from '../shared/errors.js';
import { jsonSchemaOf } from '../shared/json-schema.js';
import * as z from '../shared/zod.js';
import type { ClientAbilities } from './client-capabilities.js';
import { ToolFailure } from './errors.js';
import { JSONRPC_ERRORS } from './jsonrpc.js';
import { digestOf, newNonce, openState, sealState, stateKey } from './request-state.js';
import type { ChangeStatement, ToolContext, ToolDefinition } from './tool.js';

export type { ConfirmationRecord };

/** A state is refused this long after it was issued: the person has ten minutes to answer. */
export const STATE_TTL_SECONDS = 600;
/** The key of the one elicitation a confirmation asks, in inputRequests and inputResponses. */
export const CONFIRM_KEY = 'confirm';
/** The company setting that makes a confirmation required (lib/companies/company.ts). */
export const CONFIRMATION_SETTING = 'requireToolConfirmation';

/** What the client sent beside a 2026-07-28 tools/call. */
export interface Interaction {
  abilities: ClientAbilities;
  inputResponses?: Record<string, unknown>;
  requestState?: string;
}

export type ConfirmationStep =
  | { kind: 'proceed'; record: ConfirmationRecord; confirmed?: { seen: string } }
  | { kind: 'ask'; inputRequests: Record<string, unknown>; requestState: string };

/** A refused state: the revision's error for bad params, never a tool result. */
function refusedState(reason: string): ToolFailure {
  return new ToolFailure(
    'invalid_request_state',
    400,
    `requestState refused: ${reason}; nothing was changed`,
    {
      protocolCode: JSONRPC_ERRORS.invalidParams,
    },
  );
}

/**
 * The form the person answers: one checkbox, checked. The elicitation publishes it as its
 * requestedSchema (a flat object of primitives, as elicitation allows), and an accepted answer's
 * content is read with it: left out, the box counts as checked.
 */
const ConfirmFormSchema = z.object({
  confirm: z._default(z.boolean(), true).check(
    z.meta({
      title: 'Make this change',
      description: 'Leave checked and accept to make exactly the change above; decline to make none.',
    }),
  ),
});

let requestedSchema: Record<string, unknown> | undefined;

function elicitation(statement: ChangeStatement): Record<string, unknown> {
  requestedSchema ??= jsonSchemaOf(ConfirmFormSchema, 'input');
  return {
    [CONFIRM_KEY]: {
      method: 'elicitation/create',
      params: { mode: 'form', message: statement.message, requestedSchema },
    },
  };
}

/** The question, stated from the data as it is now; none when the call would change nothing. */
async function ask(
  tool: ToolDefinition,
  context: ToolContext,
  args: Record<string, unknown>,
  now: Date,
): Promise<ConfirmationStep> {
  const statement = await tool.statement?.(context, args);
  if (!statement) return { kind: 'proceed', record: 'not_needed' };
  const requestState = sealState(
    {
      purpose: 'confirm',
      tool: tool.name,
      args: digestOf(args),
      sub: context.principal.sub,
      tenant: context.tenant ?? '',
      mode: context.principal.mode,
      exp: Math.floor(now.getTime() / 1000) + STATE_TTL_SECONDS,
      nonce: newNonce(),
      seen: statement.seen,
    },
    await stateKey(),
  );
  return { kind: 'ask', inputRequests: elicitation(statement), requestState };
}

type Answer = { action: 'accept'; confirmed: boolean } | { action: 'decline' | 'cancel' };

/** The person's answer to the confirmation; undefined when the client sent none (ask again). */
function answerOf(inputResponses: Record<string, unknown> | undefined): Answer | undefined {
  const response = inputResponses?.[CONFIRM_KEY];
  if (response === undefined) return undefined;
  const { action, content } = response as { action?: unknown; content?: unknown };
  if (action === 'decline' || action === 'cancel') return { action };
  if (action !== 'accept') {
    throw new ToolFailure(
      'invalid_arguments',
      400,
      `inputResponses.${CONFIRM_KEY}.action must be accept, decline or cancel`,
      { protocolCode: JSONRPC_ERRORS.invalidParams },
    );
  }
  const form = z.safeParse(ConfirmFormSchema, content ?? {});
  if (!form.success) {
    throw new ToolFailure(
      'invalid_arguments',
      400,
      `inputResponses.${CONFIRM_KEY}.content must answer the form: confirm, true or false`,
      { protocolCode: JSONRPC_ERRORS.invalidParams },
    );
  }
  return { action, confirmed: form.data.confirm };
}

const not = (record: 'declined' | 'cancelled', statement: string) =>
  new ToolFailure(
    record === 'declined' ? 'declined_by_person' : 'cancelled_by_person',
    409,
    `Nothing was changed: the person ${record} the change (${statement}).`,
    { confirmation: record },
  );

/**
 * Whether the call goes ahead, and with what the person confirmed; or the question to ask. Throws
 * ToolFailure for a refusal (confirmation required, declined, cancelled, a state that does not hold).
 */
export async function confirmationStep(
  tool: ToolDefinition,
  context: ToolContext,
  args: Record<string, unknown>,
  interaction: Interaction | undefined,
  now = new Date(),
): Promise<ConfirmationStep> {
  if (!tool.statement) return { kind: 'proceed', record: 'not_needed' };
  if (!interaction?.abilities.elicitForm) {
    const company = context.tenant ? await cachedCompany(context.tenant) : undefined;
    if (company?.requireToolConfirmation) {
      throw new ToolFailure(
        'confirmation_required',
        403,
        `company ${company.companyId} requires a person to confirm every change an agent makes (setting ${CONFIRMATION_SETTING}), and this client cannot ask: use an MCP client that supports elicitation (revision 2026-07-28), or ask the operator to turn the setting off`,
        { requiresHumanEscalation: true },
      );
    }
    return { kind: 'proceed', record: 'not_asked' };
  }
  const { requestState, inputResponses } = interaction;
  if (requestState === undefined) return ask(tool, context, args, now);
  const claims = openState(requestState, 'confirm', await stateKey());
  if (!claims) throw refusedState('it does not open (altered, or not issued by this server)');
  if (claims.sub !== context.principal.sub || claims.mode !== context.principal.mode)
    throw refusedState('it was issued to another caller');
  if (claims.tenant !== (context.tenant ?? '') || claims.tool !== tool.name || claims.args !== digestOf(args))
    throw refusedState('it was issued for another tool call (another tool, company or arguments)');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (claims.exp <= nowSeconds) throw refusedState('it expired (a person has ten minutes to answer)');
  const answer = answerOf(inputResponses);
  // The answer is missing: ask again, as the revision recommends, from the data as it is now.
  if (!answer) return ask(tool, context, args, now);
  const what = `${tool.annotations.title}, ${tool.name}`;
  if (answer.action !== 'accept') throw not(answer.action === 'decline' ? 'declined' : 'cancelled', what);
  if (!answer.confirmed) throw not('declined', what);
  if (!(await markRequestStateUsed(claims.nonce, claims.exp, now)))
    throw refusedState('it was already used (an accepted answer makes its change once)');
  return {
    kind: 'proceed',
    record: 'confirmed',
    ...(claims.seen ? { confirmed: { seen: claims.seen } } : {}),
  };
}

/**
 * For a tool's run: the check its write makes of what it read, when a person confirmed the change —
 * the data must still be what the statement was made from, else nothing is written (409).
 */
export function unchangedSinceConfirmed<T>(
  context: ToolContext,
  seenOf: (current: T) => string,
): ((current: T) => void) | undefined {
  const { confirmed } = context;
  if (!confirmed) return undefined;
  return (current) => {
    if (seenOf(current) !== confirmed.seen)
      throw new ConflictError(
        'the data changed after the person confirmed the change, so nothing was changed; call again to be asked about the data as it is now',
      );
  };
}
