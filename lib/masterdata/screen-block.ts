/** Blocking or unblocking an employee's screen (the MCP tool screenBlockToggle), with who, when and why. */
import { getScreenBlock, putScreenBlock } from '../dynamo/screen-block-store.js';
import type { Actor } from '../shared/actor.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf } from '../shared/errors.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { changedByActor, changedNothing, eventsFor, subjects } from '../webhooks/events.js';
import type { ScreenBlock } from './screen-block-state.js';

export interface ToggleResult {
  before: ScreenBlock | null;
  after: ScreenBlock;
  changed: boolean;
}

export async function toggleScreenBlock(
  companyId: string,
  login: string,
  blocked: boolean,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<ToggleResult> {
  return updateOptimistically({
    read: async () => (await getScreenBlock(companyId, login)) ?? null,
    write: async (before) => {
      if (
        before &&
        changedNothing({
          before: { blocked: before.blocked, reason: before.reason },
          after: { blocked, reason },
        })
      )
        return { before, after: before, changed: false };
      const at = now.toISOString();
      const after: ScreenBlock = {
        companyId,
        login,
        blocked,
        reason,
        blockedSince: blocked ? (before?.blocked ? before.blockedSince : at) : null,
        changedBy: actor,
        changedAt: at,
        version: (before?.version ?? 0) + 1,
      };
      const events = await eventsFor(
        companyId,
        'employee.changed',
        subjects.employee(login),
        () => ({
          login,
          change: 'updated' as const,
          fields: ['screenBlock'],
          screenBlocked: blocked,
          by: changedByActor(actor),
        }),
        now,
      );
      const outcome = await putScreenBlock(after, before?.version ?? 0, events);
      if (outcome === 'noEmployee') throw errorOf(ERRORS.unknownEmployee, { login });
      return outcome === 'written' ? { before, after, changed: true } : AGAIN;
    },
    exhausted: () =>
      new ConflictError(`the screen block of '${login}' keeps changing under concurrent toggles; try again`),
  });
}
