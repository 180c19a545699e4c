/**
 * Request schemas of /getEvents and /setEvent, shared with the MCP tools. Both endpoints take their
 * fields at the body root or inside an object `payload` (payload wins where both have a field).
 */

import { DateSchema, UserListSchema, UsersFilterSchema } from '../punch/field-schemas.js';
import { LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import { daysBetween, isLocalDateTime, isRealDate } from '../shared/dates.js';
import { ValidationError } from '../shared/errors.js';
import { invalidFieldsMessage, maxBytes } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import { MAX_EVENTS_PER_CALL, MAX_RANGE_DAYS } from './calendar-event.js';

/** The body's fields with those of `payload` laid over them; `payload` must be an object. */
export function rootOrPayload(body: Record<string, unknown>): Record<string, unknown> {
  const { key: _key, payload, ...root } = body;
  if (payload === undefined) return root;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    const problem = { field: 'payload', problem: 'must be an object' };
    throw new ValidationError(invalidFieldsMessage([problem]), { details: { invalid: [problem] } });
  }
  return { ...root, ...(payload as Record<string, unknown>) };
}

export const GetEventsSchema = z
  .object({ dateBegin: DateSchema, dateEnd: DateSchema, users: UsersFilterSchema })
  .check(
    z.superRefine(({ dateBegin, dateEnd }, ctx) => {
      // Runs even when a date failed its own check (zod does not abort on refinements).
      if (!isRealDate(dateBegin) || !isRealDate(dateEnd)) return;
      const days = daysBetween(dateBegin, dateEnd);
      if (days < 0) {
        ctx.addIssue({ code: 'custom', path: ['dateBegin'], message: `is after dateEnd ${dateEnd}` });
      } else if (days + 1 > MAX_RANGE_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['dateEnd'],
          message: `a range may span at most ${MAX_RANGE_DAYS} days`,
        });
      }
    }),
  );
export type GetEventsInput = z.output<typeof GetEventsSchema>;

/** An event id is part of the keys of the event and of its month entries. */
export const MAX_EVENT_ID_BYTES = 200;

const LocalDateTimeSchema = z
  .string()
  .check(
    z.maxLength(19, { error: 'must be a date-time YYYY-MM-DD HH:mm:ss', abort: true }),
    z.refine(isLocalDateTime, 'must be a real date-time YYYY-MM-DD HH:mm:ss'),
  )
  .register(z.globalRegistry, {
    description: "the company's local time, YYYY-MM-DD HH:mm:ss",
    ...LOCAL_DATE_TIME_FORMAT,
    examples: ['2026-03-09 09:00:00'],
  });

const text = (max: number) => z.nullish(z.string().check(z.maxLength(max, `at most ${max} characters`)));

/** One event of /setEvent. Null or absent fields are left as they are; unknown fields are dropped. */
export const EventInputSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), maxBytes(MAX_EVENT_ID_BYTES)),
  name: text(500),
  /** getEvents' name for `name`, accepted so an event read can be sent back; `name` wins. */
  title: text(500),
  workstation: text(200),
  users: z.nullish(UserListSchema),
  dateTimeBegin: z.nullish(LocalDateTimeSchema),
  dateTimeEnd: z.nullish(LocalDateTimeSchema),
  active: z.nullish(z.boolean()),
});
export type EventInput = z.output<typeof EventInputSchema>;

export const SetEventSchema = z.object({
  events: z
    .array(EventInputSchema)
    .check(
      z.minLength(1, 'must hold at least one event'),
      z.maxLength(MAX_EVENTS_PER_CALL, `at most ${MAX_EVENTS_PER_CALL} events per call`),
    ),
  updatedBy: z.nullish(z.string().check(z.trim(), z.maxLength(200, 'at most 200 characters'))),
});
export type SetEventInput = z.output<typeof SetEventSchema>;
