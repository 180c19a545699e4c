/** Bad input for the punch-clock and calendar endpoints (see ../support/keyed-fuzz.ts for the properties). */
import fc from 'fast-check';
import { arr, type Doc, lit, obj } from '../support/bad-input.js';
import { plausible } from '../support/fuzz-world.js';
import { describeKeyedFuzz, type KeyedSpec } from '../support/keyed-fuzz.js';

const punchContext = {
  username: plausible.login,
  hostname: fc.oneof(plausible.text, fc.constant(lit('NB-01'))),
  locationType: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...['office', 'home', 'field'].map(lit)) },
    { weight: 1, arbitrary: fc.constantFrom(...['OFFICE', 'moon', ''].map(lit)) },
  ),
  source: plausible.text,
};

const calendarEvent: fc.Arbitrary<Doc> = fc
  .record(
    {
      id: fc.constantFrom(...['evt-1', 'evt-2', ' ', 'evt-#1'].map(lit)),
      name: plausible.text,
      title: plausible.text,
      workstation: plausible.text,
      users: plausible.users,
      dateTimeBegin: plausible.localDateTime,
      dateTimeEnd: plausible.localDateTime,
      active: plausible.bool,
    },
    { requiredKeys: [] },
  )
  .map((fields) => obj(Object.entries(fields) as Array<[string, Doc]>));

const SPECS: KeyedSpec[] = [
  {
    path: '/recordPunch',
    statuses: [401, 404],
    fields: {
      ...punchContext,
      actionType: fc.constantFrom(
        ...['BEGIN_DAY', 'BEGIN_LUNCH', 'END_LUNCH', 'END_DAY', 'begin_day'].map(lit),
      ),
      actionDatetimeSent: plausible.instant,
    },
  },
  {
    path: '/sendPunchClock',
    statuses: [401, 404],
    fields: {
      ...punchContext,
      // The times fall on 2026-03-10 in the company's zone; other dates test the mismatch.
      date: fc.oneof({ weight: 3, arbitrary: fc.constant(lit('2026-03-10')) }, plausible.date),
      beginDay: plausible.instant,
      beginLunch: plausible.instant,
      endLunch: plausible.instant,
      endDay: plausible.instant,
    },
  },
  { path: '/listPunchClockByDay', statuses: [401], fields: { date: plausible.date, users: plausible.users } },
  {
    path: '/getEvents',
    statuses: [401],
    payloadForm: true,
    fields: { dateBegin: plausible.date, dateEnd: plausible.date, users: plausible.users },
  },
  {
    path: '/setEvent',
    statuses: [401],
    payloadForm: true,
    fields: { events: fc.array(calendarEvent, { maxLength: 3 }).map(arr), updatedBy: plausible.text },
  },
];

describeKeyedFuzz('bad input: punch clock and calendar', { world: 'punch', tally: 'punch-clock' }, SPECS);
