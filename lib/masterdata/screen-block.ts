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

/** Whether the block stored is already the one asked for (the outbox's one changed-nothing rule). */
const alreadyAsAsked = (before: ScreenBlock | null, blocked: boolean, reason: string): boolean =>
  before !== null &&
  changedNothing({ before: { blocked: before.blocked, reason: before.reason }, after: { blocked, reason } });

/** The block as stored now and whether the toggle would change it; nothing is written. */
export async function previewScreenBlock(
  companyId: string,
  login: string,
  blocked: boolean,
  reason: string,
): Promise<{ before: ScreenBlock | null; changed: boolean }> {
  const before = (await getScreenBlock(companyId, login)) ?? null;
  return { before, changed: !alreadyAsAsked(before, blocked, reason) };
}

/**
 * `expect`, given the block as read (null: none), throws to write nothing (a confirmed change whose
 * data moved since the person was asked).
 */
export async function toggleScreenBlock(
  companyId: string,
  login: string,
  blocked: boolean,
  reason: string,
  actor: Actor,
  now = new Date(),
  expect?: (before: ScreenBlock | null) => void,
): Promise<ToggleResult> {
  return updateOptimistically({
    read: async () => (await getScreenBlock(companyId, login)) ?? null,
    write: async (before) => {
      expect?.(before);
      if (before && alreadyAsAsked(before, blocked, reason)) return { before, after: before, changed: false };
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
