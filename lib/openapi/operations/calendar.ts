/** /setEvent and /getEvents in the document. Both take their fields at the root or in `payload`. */
import * as z from 'zod';
import { CalendarEventSchema, MAX_EVENTS_PER_CALL, MAX_RANGE_DAYS } from '../../events/calendar-event.js';
import { GetEventsSchema, SetEventSchema } from '../../events/schemas.js';
import { SetEventsResultSchema, savedMessage } from '../../events/set-events.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import {
  type Failure,
  failure,
  failures,
  invalidFieldsAnswer,
  KeySchema,
  keyedOperation,
  success,
  withKey,
} from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

const TAG = 'Calendar events';

/** The fields at the body root, or the same fields inside an object `payload` (payload wins). */
function rootOrPayload<Shape extends z.core.$ZodShape>(schema: z.core.$ZodObject<Shape>) {
  return z.union([
    withKey(schema).meta({ title: 'fields at the root' }),
    z.object({ key: KeySchema, payload: schema }).meta({ title: 'fields in payload' }),
  ]);
}

const PAYLOAD_NOT_OBJECT: Failure = [
  'INVALID_FIELD',
  'invalid fields: payload (must be an object)',
  '`payload` is not an object',
];

const SAVED_ONE = savedMessage({ received: 1, created: 1, updated: 0 });

const offsite = {
  key: KEY_PLACEHOLDER,
  updatedBy: 'hr-system',
  events: [
    {
      id: 'evt-offsite-2026-03',
      name: 'Sales offsite',
      workstation: 'HQ room 4',
      users: ['ana.souza', 'bruno.costa'],
      dateTimeBegin: '2026-03-09 09:00:00',
      dateTimeEnd: '2026-03-11 18:00:00',
    },
  ],
};
const range = { dateBegin: '2026-03-10', dateEnd: '2026-03-31', users: ['ana.souza'] };

export const calendarOperations: OperationDoc[] = [
  keyedOperation('setEvent', TAG, {
    summary: 'Create or change calendar events',
    description: `Up to ${MAX_EVENTS_PER_CALL} events, each with \`id\`. An unknown id creates the event (both dates required, \`active\` defaults to true); a known id changes only the fields sent (null counts as not sent). \`name\` is returned as \`title\` (\`title\` is accepted too; \`name\` wins). The server sets \`lastUpdate\` and stores \`updatedBy\`. Every event is checked before anything is written: one invalid event is a 400 naming its index and field (\`events[57].dateTimeBegin\`).`,
    requestSchema: rootOrPayload(SetEventSchema),
    badRequest: [PAYLOAD_NOT_OBJECT],
    responses: {
      200: {
        description: 'Every event was written.',
        schema: success({
          message: z.string().meta({ examples: [SAVED_ONE] }),
          result: SetEventsResultSchema,
        }),
      },
      409: failures('An event kept changing under concurrent writes.', [failure(ERRORS.eventRace)]),
    },
    examples: {
      offsite: {
        summary: 'A three-day offsite',
        status: 200,
        body: offsite,
        answer: {
          err: false,
          message: SAVED_ONE,
          result: { received: 1, created: 1, updated: 0 },
        },
      },
      noEvents: {
        summary: 'No events',
        status: 400,
        body: { key: KEY_PLACEHOLDER, payload: { events: [] } },
        answer: invalidFieldsAnswer('events (must hold at least one event)'),
      },
    },
    keyBody: offsite,
  }),
  keyedOperation('getEvents', TAG, {
    summary: 'Events overlapping a date range',
    description: `The events overlapping [dateBegin 00:00:00, dateEnd 23:59:59] (at most ${MAX_RANGE_DAYS} days), ordered by dateTimeBegin; \`users\` keeps the events including any of them (omitted or empty: all). Inactive events are returned too, with \`active: false\`.`,
    requestSchema: rootOrPayload(GetEventsSchema),
    badRequest: [PAYLOAD_NOT_OBJECT],
    responses: {
      200: {
        description: 'The events.',
        schema: success({ result: z.object({ events: z.array(CalendarEventSchema) }) }),
      },
    },
    examples: {
      march: {
        summary: "Ana's events in March, fields in payload",
        status: 200,
        body: { key: KEY_PLACEHOLDER, payload: range },
        answer: {
          err: false,
          result: {
            events: [
              {
                id: 'evt-offsite-2026-03',
                title: 'Sales offsite',
                workstation: 'HQ room 4',
                users: ['ana.souza', 'bruno.costa'],
                dateTimeBegin: '2026-03-09 09:00:00',
                dateTimeEnd: '2026-03-11 18:00:00',
                lastUpdate: '2026-03-01 10:00:00',
                active: true,
                updatedBy: 'hr-system',
              },
            ],
          },
        },
      },
      reversedRange: {
        summary: 'dateBegin after dateEnd, fields at the root',
        status: 400,
        body: { key: KEY_PLACEHOLDER, dateBegin: '2026-04-01', dateEnd: '2026-03-01' },
        answer: invalidFieldsAnswer('dateBegin (is after dateEnd 2026-03-01)'),
      },
    },
    keyBody: { key: KEY_PLACEHOLDER, ...range },
  }),
];
