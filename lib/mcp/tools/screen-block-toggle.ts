import { toggleScreenBlock } from '../../masterdata/screen-block.js';
import * as z from '../../shared/zod.js';
import { defineTool } from '../tool.js';
import { LoginArgument } from './arguments.js';

export const screenBlockToggle = defineTool({
  name: 'screenBlockToggle',
  description:
    "Block or unblock an employee's screen, with a reason; the change is recorded with who made it and when. Setting the state it already has changes nothing.",
  need: { kind: 'family', family: 'write:masterdata' },
  annotations: {
    title: 'Block or unblock a screen',
    readOnlyHint: false,
    // Blocking stops a person from working: clients should confirm it, though unblocking undoes it.
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
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
  async run({ tenant, principal }, { login, blocked, reason }) {
    const result = await toggleScreenBlock(tenant ?? '', login, blocked, reason, {
      sub: principal.sub,
      mode: principal.mode,
      via: 'mcp',
    });
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
