/**
 * Reading days of punches: POST /listPunchClockByDay (every page of the day), a page at a time for
 * the MCP tool listPunchesByDay, and one employee's day for getEmployeeDay. Each page is one Query
 * of the day's partition; employees with no record that day are not listed.
 */
import { getPunchDay, listPunchDays, pagePunchDay } from '../dynamo/punch-store.js';
import { DATE_FORMAT } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';
import { type PunchRecord, PunchRecordSchema, toPunchRecord } from './punch-day.js';
import type { ListPunchClockByDayInput } from './schemas.js';

/** Items per Query when the whole day is read; DynamoDB also ends a page at 1 MB. */
const FULL_DAY_PAGE = 1_000;
/** Records read per Query while a `users` filter skips others, and Queries per call. */
const FILTERED_READ = 1_000;
const MAX_QUERIES = 5;

export interface PunchPageRequest {
  date: string;
  /** Only these logins; empty = everyone. */
  users: readonly string[];
  /** Records read in this page (a page filtered by `users` can hold fewer). */
  limit: number;
  /** The `next` of the previous page. */
  after?: string;
}

export interface PunchPage {
  punches: PunchRecord[];
  /** Login to pass as `after` for the next page; undefined on the last page. */
  next: string | undefined;
}

export async function pagePunches(companyId: string, request: PunchPageRequest): Promise<PunchPage> {
  const wanted = new Set(request.users);
  const { days, lastLogin } = await pagePunchDay(companyId, request.date, request.limit, request.after);
  return {
    punches: days.filter((day) => wanted.size === 0 || wanted.has(day.login)).map(toPunchRecord),
    next: lastLogin,
  };
}

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
  const punches: PunchRecord[] = [];
  let after: string | undefined;
  do {
    const page = await pagePunches(companyId, {
      date: input.date,
      users: input.users,
      limit: FULL_DAY_PAGE,
      ...(after !== undefined ? { after } : {}),
    });
    punches.push(...page.punches);
    after = page.next;
  } while (after !== undefined);
  return { date: input.date, punches };
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
