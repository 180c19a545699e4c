/**
 * Changing one employee outside /masterData (the MCP tool masterDataMutate): upsert, set the
 * manager, deactivate. The result is validated with the schema /masterData uses and written whole,
 * conditioned on the item being the one read, so a concurrent import is never overwritten unseen.
 */
import { getEmployee, putEmployeeIfUnchanged } from '../dynamo/employee-store.js';
import type { Actor } from '../shared/actor.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf, ValidationError } from '../shared/errors.js';
import { sameMailbox } from '../shared/mailbox.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { parseInput } from '../shared/validation.js';
import type { EmployeeChangedData } from '../webhooks/event-types.js';
import { changedByActor, changedNothing, eventsFor, subjects } from '../webhooks/events.js';
import { changedFields } from './changed-fields.js';
import { type Employee, EmployeeSchema } from './employee.js';

export type MutateOperation = 'upsertEmployee' | 'setManager' | 'deactivateEmployee';

export interface MutateResult {
  operation: MutateOperation;
  login: string;
  outcome: 'created' | 'updated' | 'unchanged';
  before: Employee | null;
  after: Employee;
}

/**
 * The operation applied to the employee as read (undefined: none): the profile after it (null values
 * remove optional fields), and what that does to them.
 */
function apply(
  operation: MutateOperation,
  login: string,
  current: Employee | undefined,
  fields: Record<string, unknown>,
): MutateResult {
  if (operation !== 'upsertEmployee' && !current) throw errorOf(ERRORS.unknownEmployee, { login });
  let next: Record<string, unknown>;
  if (operation === 'upsertEmployee') {
    if (fields.login !== undefined && fields.login !== login)
      throw new ValidationError(
        `invalid fields: fields.login (differs from login '${login}'; logins cannot be renamed)`,
      );
    next = { ...current, ...fields, login };
  } else if (operation === 'setManager') {
    if (!('manager' in fields))
      throw new ValidationError('invalid fields: fields.manager (required: an e-mail, or null to remove)');
    next = { ...current, manager: fields.manager };
  } else {
    next = { ...current, active: false };
  }
  const after = parseInput(
    EmployeeSchema,
    Object.fromEntries(Object.entries(next).filter(([, value]) => value !== null)),
  );
  if (after.email && after.manager && sameMailbox(after.email, after.manager))
    throw new ValidationError(
      `invalid fields: manager (reaches the mailbox of '${login}', who cannot manage themselves)`,
    );
  const outcome = !current ? 'created' : changedNothing({ before: current, after }) ? 'unchanged' : 'updated';
  return { operation, login, outcome, before: current ?? null, after };
}

/** What mutateEmployee would do, from the employee as stored now; nothing is written. */
export async function previewMutation(
  companyId: string,
  operation: MutateOperation,
  login: string,
  fields: Record<string, unknown>,
): Promise<MutateResult> {
  return apply(operation, login, (await getEmployee(companyId, login))?.profile, fields);
}

/**
 * `expect`, given the employee as read (null: none), throws to write nothing (a confirmed change
 * whose data moved since the person was asked).
 */
export async function mutateEmployee(
  companyId: string,
  operation: MutateOperation,
  login: string,
  fields: Record<string, unknown>,
  actor: Actor,
  now = new Date(),
  expect?: (before: Employee | null) => void,
): Promise<MutateResult> {
  return updateOptimistically({
    read: () => getEmployee(companyId, login),
    write: async (stored) => {
      expect?.(stored?.profile ?? null);
      const result = apply(operation, login, stored?.profile, fields);
      const { before, after } = result;
      if (result.outcome === 'unchanged') return result;
      const events = await eventsFor(
        companyId,
        'employee.changed',
        subjects.employee(login),
        (): EmployeeChangedData => ({
          login,
          change: before ? 'updated' : 'created',
          fields: changedFields(before ?? undefined, after),
          active: after.active,
          by: changedByActor(actor),
        }),
        now,
      );
      const updatedAt = now.toISOString();
      if (
        !(await putEmployeeIfUnchanged(companyId, after, updatedAt, stored?.updatedAt ?? null, actor, events))
      )
        return AGAIN;
      return result;
    },
    exhausted: () =>
      new ConflictError(`employee '${login}' keeps changing under concurrent updates; try again`),
  });
}
