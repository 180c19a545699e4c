/**
 * Reading days of punches: POST /listPunchClockByDay (the whole day), a page at a time from a sealed
 * cursor for the MCP tool listPunchesByDay, and one employee's day for getEmployeeDay. Employees
 * with no record that day are not listed.
 */
import { allPunchDays, getPunchDay, listPunchDays } from '../dynamo/punch-store.js';
import { DATE_FORMAT } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';
import { type PunchRecord, PunchRecordSchema, toPunchRecord } from './punch-day.js';
import type { ListPunchClockByDayInput } from './schemas.js';

/** Records read per Query while a `users` filter skips others, and Queries per call. */
const FILTERED_READ = 1_000;
const MAX_QUERIES = 5;

export interface PunchListing {
  punches: PunchRecord[];
  /** Present only when more may follow; passed back unchanged as `cursor`. */
  nextCursor?: string;
}

/** A page of the day's records in login order (the MCP tool listPunchesByDay), from a cursor. */
export async function listPunchesOfDay(
  companyId: string,
  request: { date: string; users: readonly string[]; limit: number; cursor?: string | undefined },
): Promise<PunchListing> {
  const wanted = new Set(request.users);
  const { records, ...next } = await listPunchDays(
    companyId,
    {
      limit: request.limit,
      cursor: request.cursor,
      params: { users: request.users },
      maxQueries: MAX_QUERIES,
      ...(wanted.size > 0 ? { matches: (day) => wanted.has(day.login), readSize: FILTERED_READ } : {}),
    },
    request.date,
  );
  return { punches: records.map(toPunchRecord), ...next };
}

/** What /listPunchClockByDay answers as `result`. */
export const PunchDaySchema = z.object({
  date: z.string().check(z.meta(DATE_FORMAT)),
  punches: z.array(PunchRecordSchema),
});

export async function listPunchClockByDay(
  companyId: string,
  input: ListPunchClockByDayInput,
): Promise<z.output<typeof PunchDaySchema>> {
  const wanted = new Set(input.users);
  const days = await allPunchDays(companyId, input.date);
  return {
    date: input.date,
    punches: days.filter((day) => wanted.size === 0 || wanted.has(day.login)).map(toPunchRecord),
  };
}

/** One employee's record of the day, or null when there is none. */
export async function getEmployeePunchDay(
  companyId: string,
  login: string,
  date: string,
): Promise<PunchRecord | null> {
  const day = await getPunchDay(companyId, date, login);
  return day ? toPunchRecord(day) : null;
}
