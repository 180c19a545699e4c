/** /recordPunch, /sendPunchClock and /listPunchClockByDay in the document. */

import { formatBytes } from '../../dynamo/value-limits.js';
import { MAX_USERS_FILTER } from '../../punch/field-schemas.js';
import { PunchDaySchema } from '../../punch/list-punches.js';
import { ACTION_TYPES, LOCATION_TYPES } from '../../punch/punch-day.js';
import { PunchResultSchema, RecordPunchResultSchema } from '../../punch/save-punches.js';
import { ListPunchClockByDaySchema, RecordPunchSchema, SendPunchClockSchema } from '../../punch/schemas.js';
import { ERRORS } from '../../shared/error-catalogue.js';

import {
  errorAnswer,
  type Failure,
  failure,
  failures,
  invalidFieldsAnswer,
  keyedOperation,
  success,
  withKey,
} from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc, type ResponseDoc } from '../model.js';

const TAG = 'Punch clock';
/** The 400 of the endpoints that write a punch day, beside the key's and the body's. */
const TIME_AGAINST_DAY: Failure = [
  'INVALID_FIELD',
  'invalid fields: endDay (... is before beginDay ...)',
  'a time contradicts the day (END_DAY before BEGIN_DAY, a lunch outside the day); nothing changes',
];
function punchFailures(): Record<number, ResponseDoc> {
  return {
    404: failures('The employee is not in master data.', [
      failure(ERRORS.unknownEmployee, {}, 'unknown `username`'),
    ]),
    409: failures('The day kept changing under concurrent punches.', [failure(ERRORS.punchDayRace)]),
  };
}

const punch = {
  key: KEY_PLACEHOLDER,
  username: 'ana.souza',
  actionType: 'BEGIN_DAY',
  actionDatetimeSent: '2026-03-10T11:58:00Z',
  hostname: 'NB-ANA-01',
  locationType: 'office',
};
const day = {
  key: KEY_PLACEHOLDER,
  username: 'ana.souza',
  date: '2026-03-10',
  beginLunch: '2026-03-10T15:00:00Z',
  endLunch: '2026-03-10T16:00:00Z',
  endDay: '2026-03-10T21:00:00Z',
  hostname: 'NB-ANA-01',
  locationType: 'office',
  source: 'hr-system',
};

export const punchClockOperations: OperationDoc[] = [
  keyedOperation('recordPunch', TAG, {
    summary: 'Record one punch',
    description: `Sets one time of the employee's day: \`actionType\` ${ACTION_TYPES.join(', ')} sets beginDay, beginLunch, endLunch or endDay. \`locationType\` is one of ${LOCATION_TYPES.join(', ')}; \`source\` defaults to \`integration\`. The day keeps its order (beginDay ≤ beginLunch ≤ endLunch ≤ endDay). The same punch sent twice answers the same \`action_id\` and is stored once.`,
    requestSchema: withKey(RecordPunchSchema),
    badRequest: [TIME_AGAINST_DAY],
    responses: {
      200: {
        description: 'The punch is stored.',
        schema: success({ result: RecordPunchResultSchema }),
      },
      ...punchFailures(),
    },
    examples: {
      beginDay: {
        summary: 'Ana begins her day',
        status: 200,
        body: punch,
        answer: {
          err: false,
          result: {
            success: true,
            action_id: 'pa_…',
            action_date: '2026-03-10',
            username: 'ana.souza',
            actionType: 'BEGIN_DAY',
          },
        },
      },
      unknownEmployee: {
        summary: 'A login not in master data',
        status: 404,
        body: { ...punch, username: 'ghost' },
        answer: errorAnswer(ERRORS.unknownEmployee, { login: 'ghost' }),
      },
    },
    keyBody: punch,
  }),
  keyedOperation('sendPunchClock', TAG, {
    summary: 'Send a whole or partial day',
    description:
      "Sends `date` and at least one of beginDay, beginLunch, endLunch, endDay (none, or all null: 400 MISSING_REQUIRED_FIELDS naming the four). Each time must fall on `date` in the employee's time zone. The times sent overwrite, the others are kept.",
    requestSchema: withKey(SendPunchClockSchema),
    badRequest: [TIME_AGAINST_DAY],
    responses: {
      200: { description: 'The day is stored.', schema: success({ result: PunchResultSchema }) },
      ...punchFailures(),
    },
    examples: {
      restOfDay: {
        summary: "The rest of Ana's day",
        status: 200,
        body: day,
        answer: {
          err: false,
          result: { success: true, action_id: 'pa_…', action_date: '2026-03-10', username: 'ana.souza' },
        },
      },
      noTimes: {
        summary: 'No time at all',
        status: 400,
        body: {
          key: KEY_PLACEHOLDER,
          username: 'ana.souza',
          date: '2026-03-10',
          hostname: 'NB-ANA-01',
          locationType: 'office',
        },
        answer: errorAnswer(ERRORS.missingFields, { fields: 'beginDay, beginLunch, endLunch, endDay' }),
      },
    },
    keyBody: day,
  }),
  keyedOperation('listPunchClockByDay', TAG, {
    summary: "List a day's records",
    description: `One record per employee with punches on \`date\`, in login order; \`users\` (at most ${formatBytes(MAX_USERS_FILTER)} logins) keeps only theirs, omitted or empty means everyone. Times not punched are null.`,
    requestSchema: withKey(ListPunchClockByDaySchema),
    responses: {
      200: {
        description: "The day's records.",
        schema: success({ result: PunchDaySchema }),
      },
    },
    examples: {
      anasDay: {
        summary: "Ana's day",
        status: 200,
        body: { key: KEY_PLACEHOLDER, date: '2026-03-10', users: ['ana.souza'] },
        answer: {
          err: false,
          result: {
            date: '2026-03-10',
            punches: [
              {
                username: 'ana.souza',
                date: '2026-03-10',
                beginDay: '2026-03-10T11:58:00Z',
                beginLunch: '2026-03-10T15:00:00Z',
                endLunch: '2026-03-10T16:00:00Z',
                endDay: '2026-03-10T21:00:00Z',
                hostname: 'NB-ANA-01',
                locationType: 'office',
                source: 'hr-system',
                action_id: 'pa_…',
                approvedExtensionMinutes: 0,
                workedMinutes: 482,
              },
            ],
          },
        },
      },
      badDate: {
        summary: 'A date that does not exist',
        status: 400,
        body: { key: KEY_PLACEHOLDER, date: '2026-02-30' },
        answer: invalidFieldsAnswer('date (must be a real date YYYY-MM-DD)'),
      },
    },
    keyBody: { key: KEY_PLACEHOLDER, date: '2026-03-10' },
  }),
];
