import { employeeOf } from '../../masterdata/employee-of.js';
import { previewScreenBlock, toggleScreenBlock } from '../../masterdata/screen-block.js';
import type { ScreenBlock } from '../../masterdata/screen-block-state.js';
import * as z from '../../shared/zod.js';
import { unchangedSinceConfirmed } from '../confirmation.js';
import { digestOf } from '../request-state.js';
import { defineTool, overwrites } from '../tool.js';
import { LoginArgument } from './arguments.js';

/** What a person saw of the block when asked: its state and reason, not who set it or when. */
const seenOf = (block: ScreenBlock | null) =>
  digestOf(block ? { blocked: block.blocked, reason: block.reason } : null);

function current(block: ScreenBlock | null): string {
  if (!block?.blocked) return 'now unblocked';
  return `now blocked since ${block.blockedSince}, reason '${block.reason}'`;
}

export const screenBlockToggle = defineTool({
  name: 'screenBlockToggle',
  description:
    "Block or unblock an employee's screen, with a reason; the change is recorded with who made it and when. Setting the state it already has changes nothing. Where the client supports it (MCP 2026-07-28 elicitation), the person is first asked to confirm (whose screen, block or unblock, why).",
  need: { kind: 'family', family: 'write:masterdata' },
  // Blocking stops a person from working: clients should confirm it, though unblocking undoes it.
  annotations: overwrites('Block or unblock a screen'),
  input: () =>
    z.object({
      login: LoginArgument,
      blocked: z.boolean().check(z.describe('true blocks, false unblocks')),
      reason: z
        .string()
        .check(
          z.trim(),
          z.minLength(1),
          z.maxLength(500),
          z.describe('why, in a sentence; stored with the change'),
        ),
    }),
  async statement({ tenant }, { login, blocked, reason }) {
    const companyId = tenant ?? '';
    const [employee, preview] = await Promise.all([
      employeeOf(companyId, login),
      previewScreenBlock(companyId, login, blocked, reason),
    ]);
    if (!preview.changed) return undefined;
    const verb = blocked ? 'Block' : 'Unblock';
    return {
      message: `${verb} the screen of ${employee.profile.name} (${login}) in company ${companyId}, reason '${reason}' (${current(preview.before)}).`,
      seen: seenOf(preview.before),
    };
  },
  async run(context, { login, blocked, reason }) {
    const { tenant, principal } = context;
    const result = await toggleScreenBlock(
      tenant ?? '',
      login,
      blocked,
      reason,
      { sub: principal.sub, mode: principal.mode, via: 'mcp' },
      new Date(),
      unchangedSinceConfirmed(context, seenOf),
    );
    const { after } = result;
    const state = blocked ? 'blocked' : 'unblocked';
    return {
      data: {
        login,
        blocked: after.blocked,
        reason: after.reason,
        blockedSince: after.blockedSince,
        changed: result.changed,
        changedBy: { sub: after.changedBy.sub, mode: after.changedBy.mode },
        changedAt: after.changedAt,
        previous: result.before ? { blocked: result.before.blocked, reason: result.before.reason } : null,
      },
      humanSummary: result.changed
        ? `The screen of ${login} is now ${state} (${reason}), by ${principal.sub}.`
        : `The screen of ${login} was already ${state} for that reason; nothing changed.`,
    };
  },
});
