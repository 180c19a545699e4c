/**
 * POST /setEvent: create or change up to 100 events. Every event is checked against what is stored
 * before anything is written, so one bad event writes nothing. Each event is then its own write
 * (setting only the fields sent), retried from a fresh read when a concurrent change of the same
 * event got there first, so no field of either change is lost.
 */
import type { Company } from '../companies/company.js';
import { getEventsByIds, writeEvent } from '../dynamo/event-store.js';
import { localDateTimeOf } from '../shared/dates.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf, MissingFieldsError, ValidationError } from '../shared/errors.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { type FieldProblem, invalidFieldsMessage } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import {
  type EventChange,
  type EventFields,
  type EventPlan,
  isPlanProblems,
  planEvent,
  type StoredEvent,
} from './calendar-event.js';
import type { EventInput, SetEventInput } from './schemas.js';

const WRITE_PARALLELISM = 10;

/** What /setEvent answers as `result`. */
export const SetEventsResultSchema = z.object({ received: z.int(), created: z.int(), updated: z.int() });
export type SetEventsResult = z.output<typeof SetEventsResultSchema>;

/** The answer's `message`: what the call did. */
export const savedMessage = ({ received, created, updated }: SetEventsResult) =>
  `${received} events saved: ${created} created, ${updated} updated`;

function toChange(input: EventInput): EventChange {
  const fields: EventFields = {};
  const title = input.name ?? input.title;
  if (title != null) fields.title = title;
  if (input.workstation != null) fields.workstation = input.workstation;
  if (input.users != null) fields.users = [...new Set(input.users)];
  if (input.dateTimeBegin != null) fields.dateTimeBegin = input.dateTimeBegin;
  if (input.dateTimeEnd != null) fields.dateTimeEnd = input.dateTimeEnd;
  if (input.active != null) fields.active = input.active;
  return { id: input.id, fields };
}

function planAll(changes: readonly EventChange[], stored: Map<string, StoredEvent>): EventPlan[] {
  const missing: string[] = [];
  const invalid: FieldProblem[] = [];
  const plans: EventPlan[] = [];
  const seen = new Map<string, number>();
  changes.forEach((change, index) => {
    const first = seen.get(change.id);
    if (first !== undefined) {
      invalid.push({ field: `events[${index}].id`, problem: `'${change.id}' repeats events[${first}]` });
      return;
    }
    seen.set(change.id, index);
    const plan = planEvent(`events[${index}]`, change, stored.get(change.id));
    if (isPlanProblems(plan)) {
      missing.push(...plan.missing);
      invalid.push(...plan.invalid);
    } else {
      plans.push(plan);
    }
  });
  if (missing.length > 0) throw new MissingFieldsError(missing, { details: { invalid } });
  if (invalid.length > 0) throw new ValidationError(invalidFieldsMessage(invalid), { details: { invalid } });
  return plans;
}

/** Writes one planned change; on a lost race re-reads the event and plans the change again. */
function apply(
  company: Company,
  change: EventChange,
  index: number,
  firstPlan: EventPlan,
  stamp: { lastUpdate: string; updatedBy: string | null },
): Promise<boolean> {
  return updateOptimistically(
    {
      read: async () => {
        const stored = (await getEventsByIds(company.companyId, [change.id])).get(change.id);
        const plan = planEvent(`events[${index}]`, change, stored);
        if (!isPlanProblems(plan)) return plan;
        const problems = [...plan.missing, ...plan.invalid.map((p) => `${p.field} (${p.problem})`)].join(
          '; ',
        );
        throw new ConflictError(
          `event '${change.id}' changed while it was being saved and no longer accepts: ${problems}`,
        );
      },
      write: async (plan) =>
        (await writeEvent({ companyId: company.companyId, ...stamp, ...plan })) ? plan.create : AGAIN,
      exhausted: () => errorOf(ERRORS.eventRace, { id: change.id }),
    },
    firstPlan,
  );
}

export async function setEvents(
  company: Company,
  input: SetEventInput,
  now = new Date(),
): Promise<SetEventsResult> {
  const changes = input.events.map(toChange);
  const stored = await getEventsByIds(company.companyId, [...new Set(changes.map((c) => c.id))]);
  const plans = planAll(changes, stored);
  const stamp = {
    lastUpdate: localDateTimeOf(now.getTime(), company.timezone),
    updatedBy: input.updatedBy ?? null,
  };

  let created = 0;
  await forEachInParallel([...plans.keys()], WRITE_PARALLELISM, async (index) => {
    if (await apply(company, changes[index] as EventChange, index, plans[index] as EventPlan, stamp))
      created += 1;
  });
  return { received: changes.length, created, updated: changes.length - created };
}
