/**
 * The rules of calendar events that need no I/O: the months an event touches (its index items),
 * overlap with a range, what a change does to a stored event, and the event as getEvents shows it.
 * Date-times are the company's local `YYYY-MM-DD HH:mm:ss`, so text order is time order.
 */

import { LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import { daysBetween, monthsBetween } from '../shared/dates.js';
import type { FieldProblem } from '../shared/validation.js';
import * as z from '../shared/zod.js';

export const MAX_EVENTS_PER_CALL = 100;
export const MAX_EVENT_SPAN_DAYS = 366;
export const MAX_RANGE_DAYS = 366;
/** Under DynamoDB's 400 KB item limit, with room for the attribute names. */
const MAX_EVENT_BYTES = 350_000;

/** The fields an event write may set. */
export interface EventFields {
  title?: string;
  workstation?: string;
  users?: string[];
  dateTimeBegin?: string;
  dateTimeEnd?: string;
  active?: boolean;
}

export interface StoredEvent extends EventFields {
  id: string;
  lastUpdate?: string;
  updatedBy?: string | null;
}

export interface EventWrite {
  companyId: string;
  eventId: string;
  fields: EventFields;
  lastUpdate: string;
  updatedBy: string | null;
  /** Create: the event must not exist yet. Otherwise it must exist. */
  create: boolean;
  /** The stored dates the write is based on; the write fails if they have changed since. */
  expectedDates?: { dateTimeBegin: string; dateTimeEnd: string };
  /** Month index after the write (`YYYY-MM` with the new dates), and months to drop. */
  months?: { put: { months: string[]; dateTimeBegin: string; dateTimeEnd: string }; drop: string[] };
}

const localDateTime = () => z.nullable(z.string().check(z.meta(LOCAL_DATE_TIME_FORMAT)));

/** An event as getEvents (and the MCP tools) show it. */
export const CalendarEventSchema = z.object({
  id: z.string(),
  title: z.nullable(z.string()).check(z.describe('the `name` sent to /setEvent')),
  workstation: z.nullable(z.string()),
  users: z.array(z.string()),
  dateTimeBegin: localDateTime(),
  dateTimeEnd: localDateTime(),
  lastUpdate: localDateTime().check(z.describe('set by the server, company local time')),
  active: z.boolean(),
  updatedBy: z.nullable(z.string()),
});
export type CalendarEvent = z.output<typeof CalendarEventSchema>;

export function toCalendarEvent(event: StoredEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.title ?? null,
    workstation: event.workstation ?? null,
    users: event.users ?? [],
    dateTimeBegin: event.dateTimeBegin ?? null,
    dateTimeEnd: event.dateTimeEnd ?? null,
    lastUpdate: event.lastUpdate ?? null,
    active: event.active ?? true,
    updatedBy: event.updatedBy ?? null,
  };
}

/** Touching counts: an event ending exactly when the range begins overlaps it. */
export function overlaps(event: EventFields, from: string, to: string): boolean {
  return (
    event.dateTimeBegin !== undefined &&
    event.dateTimeEnd !== undefined &&
    event.dateTimeBegin <= to &&
    event.dateTimeEnd >= from
  );
}

export interface EventChange {
  id: string;
  fields: EventFields;
}

export type EventPlan = Omit<EventWrite, 'companyId' | 'lastUpdate' | 'updatedBy'>;

export interface PlanProblems {
  missing: string[];
  invalid: FieldProblem[];
}

/**
 * What writing `change` over `stored` (undefined: a new event) must do, or why it cannot: a new
 * event needs both dates (and is active unless told otherwise); the dates must keep their order and
 * span at most 366 days. `at` names the change in problems, e.g. `events[3]`.
 */
export function planEvent(
  at: string,
  change: EventChange,
  stored: StoredEvent | undefined,
): EventPlan | PlanProblems {
  const fields: EventFields = { ...change.fields };
  if (!stored && fields.active === undefined) fields.active = true;
  const begin = fields.dateTimeBegin ?? stored?.dateTimeBegin;
  const end = fields.dateTimeEnd ?? stored?.dateTimeEnd;
  const missing: string[] = [];
  const invalid: FieldProblem[] = [];
  if (!begin) missing.push(`${at}.dateTimeBegin`);
  if (!end) missing.push(`${at}.dateTimeEnd`);
  if (begin && end && end < begin) {
    invalid.push({ field: `${at}.dateTimeEnd`, problem: `${end} is before dateTimeBegin ${begin}` });
  } else if (begin && end && daysBetween(begin.slice(0, 10), end.slice(0, 10)) > MAX_EVENT_SPAN_DAYS) {
    invalid.push({
      field: `${at}.dateTimeEnd`,
      problem: `an event may span at most ${MAX_EVENT_SPAN_DAYS} days`,
    });
  }
  if (Buffer.byteLength(JSON.stringify({ ...stored, ...fields })) > MAX_EVENT_BYTES) {
    invalid.push({ field: `${at}.users`, problem: `the event would exceed ${MAX_EVENT_BYTES} bytes` });
  }
  if (missing.length > 0 || invalid.length > 0 || !begin || !end) return { missing, invalid };

  const movesDates = fields.dateTimeBegin !== undefined || fields.dateTimeEnd !== undefined;
  if (!movesDates) return { eventId: change.id, fields, create: !stored };
  const months = monthsBetween(begin, end);
  const was =
    stored?.dateTimeBegin && stored.dateTimeEnd
      ? { dateTimeBegin: stored.dateTimeBegin, dateTimeEnd: stored.dateTimeEnd }
      : undefined;
  const before = was ? monthsBetween(was.dateTimeBegin, was.dateTimeEnd) : [];
  return {
    eventId: change.id,
    fields,
    create: !stored,
    ...(was ? { expectedDates: was } : {}),
    months: {
      put: { months, dateTimeBegin: begin, dateTimeEnd: end },
      drop: before.filter((month) => !months.includes(month)),
    },
  };
}

export function isPlanProblems(plan: EventPlan | PlanProblems): plan is PlanProblems {
  return 'missing' in plan;
}
