/**
 * POST /recordPunch and /sendPunchClock: set the sent times of an employee's day, keep the others.
 * The day is the employee's local date (the employee's own time zone, else the company's), and it
 * records the employee's department and that time zone, which the summaries count it under. The
 * order of the day is checked against the stored times inside the write itself, so concurrent
 * punches can neither be lost nor leave a contradictory day behind.
 */
import { type Company, timeRecordYearsOf } from '../companies/company.js';
import { ttlOfTimeRecord } from '../dynamo/keys.js';
import { getPunchDay, writePunchDay } from '../dynamo/punch-store.js';
import { employeeOf } from '../masterdata/employee-of.js';
import { DATE_FORMAT } from '../shared/date-formats.js';
import { localDateOf, localDateTimeOf, parseUtcInstant } from '../shared/dates.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf, ValidationError } from '../shared/errors.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { type FieldProblem, invalidFieldsMessage } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import { markChangedDays } from '../summaries/pending.js';
import type { PunchDayChangedData } from '../webhooks/event-types.js';
import { changedByApi, changeTime, eventsWanted, newEvent, subjects } from '../webhooks/events.js';
import {
  ACTION_TYPES,
  alreadyStored,
  clashesWithStored,
  FIELD_OF_ACTION,
  orderBounds,
  PUNCH_FIELDS,
  type PunchDayWrite,
  type PunchTimes,
  punchActionId,
  type StoredPunchDay,
  sentOutOfOrder,
} from './punch-day.js';
import type { RecordPunchInput, SendPunchClockInput } from './schemas.js';

/** What /sendPunchClock answers as `result`. */
export const PunchResultSchema = z.object({
  success: z.literal(true),
  action_id: z
    .string()
    .check(z.describe('`pa_` + a hash of what identifies the punch: resending it gives the same id')),
  action_date: z
    .string()
    .check(z.meta({ description: "the day (YYYY-MM-DD) in the employee's time zone", ...DATE_FORMAT })),
  username: z.string(),
});
export type PunchResult = z.output<typeof PunchResultSchema>;

/** What /recordPunch answers as `result`: the punch's action type too. */
export const RecordPunchResultSchema = z.extend(PunchResultSchema, { actionType: z.enum(ACTION_TYPES) });

/** Epoch ms of an instant the schema has already checked. */
function instantOf(text: string): number {
  const instant = parseUtcInstant(text);
  if (instant === undefined) throw new Error(`instant '${text}' passed validation but does not parse`);
  return instant;
}

/** Where the day belongs: the employee's department and time zone (or the company's); 404 when unknown. */
interface Placement {
  department: string;
  timeZone: string;
}

async function placementOf(company: Company, login: string): Promise<Placement> {
  const employee = await employeeOf(company.companyId, login);
  return {
    department: employee.profile.department,
    timeZone: employee.profile.timezone ?? company.timezone,
  };
}

/** What both endpoints send beside the times: who punched, where from, and through what. */
type PunchContext = Pick<RecordPunchInput, 'username' | 'hostname' | 'locationType' | 'source'>;

/** The day as the punch sets it: what the store writes, but for what saveDay adds. */
type DayWrite = Omit<PunchDayWrite, 'companyId' | 'updatedAt' | 'ttl' | 'bounds'>;

/** The day after `day` is written over `before` (what punchday.changed reports). */
function dayAfter(before: StoredPunchDay | null, day: DayWrite, endpoint: string): PunchDayChangedData {
  const times = {
    beginDay: null,
    beginLunch: null,
    endLunch: null,
    endDay: null,
    ...before?.times,
    ...day.times,
  };
  return {
    login: day.login,
    date: day.date,
    ...times,
    hostname: day.hostname,
    locationType: day.locationType,
    source: day.source,
    action_id: day.actionId,
    approvedExtensionMinutes: before?.approvedExtensionMinutes ?? 0,
    by: changedByApi(endpoint),
  };
}

/**
 * Writes the day; a day that may have been summed already is marked for summing again first: a mark
 * whose write then fails only has the day counted from its records until it is summed again, while
 * a write without its mark would go unseen by the answers that long.
 */
async function saveDay(
  company: Company,
  { username, hostname, locationType, source }: PunchContext,
  sent: Pick<DayWrite, 'date' | 'times' | 'actionId'> & Placement,
  now: Date,
  endpoint: string,
): Promise<void> {
  const day: DayWrite = { login: username, hostname, locationType, source, ...sent };
  await markChangedDays(company.companyId, [day.date], now);
  const reported = await eventsWanted(company.companyId, 'punchday.changed');
  await updateOptimistically({
    // An event reports the whole day after the write: read it first, and write only over what was read.
    read: async () =>
      reported ? ((await getPunchDay(company.companyId, day.date, day.login)) ?? null) : undefined,
    write: async (before) => {
      // The write is conditional on the day read, so it commits after the change that wrote it:
      // stamped after that one too, the day's events carry their commit order in `timestamp`.
      const at = changeTime(now, before?.updatedAt);
      const events =
        before === undefined
          ? []
          : [
              newEvent(
                company.companyId,
                'punchday.changed',
                subjects.employee(day.login),
                dayAfter(before, day, endpoint),
                at,
              ),
            ];
      const outcome = await writePunchDay(
        {
          companyId: company.companyId,
          ...day,
          updatedAt: at.toISOString(),
          ttl: ttlOfTimeRecord(day.date, timeRecordYearsOf(company)),
          bounds: orderBounds(day.times),
        },
        events,
        before,
      );
      if (!outcome.written && outcome.stored.erasedAt)
        throw errorOf(ERRORS.erasedPersonsDay, { date: day.date });
      // Sent before, whatever came in between: the day stays as it is.
      if (outcome.written || alreadyStored(day.times, outcome.stored)) return;
      const problems = clashesWithStored(day.times, outcome.stored);
      if (problems.length > 0) {
        throw new ValidationError(invalidFieldsMessage(problems), { details: { invalid: problems } });
      }
      // The stored time that refused the write has changed again before it could be named.
      return AGAIN;
    },
    exhausted: () => errorOf(ERRORS.punchDayRace, { login: day.login }),
  });
}

export async function recordPunch(
  company: Company,
  input: RecordPunchInput,
  now = new Date(),
): Promise<z.output<typeof RecordPunchResultSchema>> {
  const placement = await placementOf(company, input.username);
  const instant = instantOf(input.actionDatetimeSent);
  const date = localDateOf(instant, placement.timeZone);
  const actionId = punchActionId([
    'recordPunch',
    company.companyId,
    input.username,
    input.actionType,
    input.actionDatetimeSent,
  ]);
  const times = { [FIELD_OF_ACTION[input.actionType]]: input.actionDatetimeSent };
  await saveDay(company, input, { date, times, actionId, ...placement }, now, 'recordPunch');
  return {
    success: true,
    action_id: actionId,
    action_date: date,
    username: input.username,
    actionType: input.actionType,
  };
}

export async function sendPunchClock(
  company: Company,
  input: SendPunchClockInput,
  now = new Date(),
): Promise<PunchResult> {
  const times: PunchTimes = {};
  for (const field of PUNCH_FIELDS) {
    const value = input[field];
    if (value) times[field] = value;
  }
  const placement = await placementOf(company, input.username);
  const { timeZone } = placement;
  const problems: FieldProblem[] = [];
  for (const [field, value] of Object.entries(times)) {
    const instant = instantOf(value);
    if (localDateOf(instant, timeZone) !== input.date) {
      problems.push({
        field,
        problem: `${value} is ${localDateTimeOf(instant, timeZone)} in ${timeZone}, not on ${input.date}`,
      });
    }
  }
  problems.push(...sentOutOfOrder(times));
  if (problems.length > 0) {
    throw new ValidationError(invalidFieldsMessage(problems), { details: { invalid: problems } });
  }
  const actionId = punchActionId([
    'sendPunchClock',
    company.companyId,
    input.username,
    input.date,
    ...PUNCH_FIELDS.map((field) => `${field}=${times[field] ?? ''}`),
  ]);
  await saveDay(company, input, { date: input.date, times, actionId, ...placement }, now, 'sendPunchClock');
  return { success: true, action_id: actionId, action_date: input.date, username: input.username };
}
