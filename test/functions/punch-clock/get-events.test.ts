import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/punch-clock/get-events.js';
import { handler as setHandler } from '../../../functions/punch-clock/set-event.js';
import { findEvents } from '../../../lib/events/get-events.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { call } from './support.js';

const get = (company: TestCompany, fields: Record<string, unknown>) =>
  call(handler, 'getEvents', { key: company.key, ...fields });

const ids = (answer: { body: { result: { events: { id: string }[] } } }) =>
  answer.body.result.events.map((event) => event.id);

const EVENTS = [
  // Spans a month end: starts long before the ranges below that begin inside it.
  {
    id: 'leave',
    name: 'Vacation',
    users: ['ana'],
    dateTimeBegin: '2026-01-20 00:00:00',
    dateTimeEnd: '2026-02-06 23:59:59',
  },
  {
    id: 'training',
    name: 'Training',
    users: ['bia', 'caio'],
    dateTimeBegin: '2026-02-03 09:00:00',
    dateTimeEnd: '2026-02-03 17:00:00',
  },
  {
    id: 'ends-at-midnight',
    name: 'Night shift',
    users: ['caio'],
    dateTimeBegin: '2026-02-09 22:00:00',
    dateTimeEnd: '2026-02-10 00:00:00',
  },
  {
    id: 'starts-late',
    name: 'Late call',
    users: ['duda'],
    dateTimeBegin: '2026-02-12 23:59:59',
    dateTimeEnd: '2026-02-13 01:00:00',
  },
  {
    id: 'cancelled',
    name: 'Cancelled',
    users: ['ana'],
    dateTimeBegin: '2026-02-11 10:00:00',
    dateTimeEnd: '2026-02-11 11:00:00',
    active: false,
  },
];

describe('POST /getEvents', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
    const answer = await call(setHandler, 'setEvent', { key: company.key, events: EVENTS });
    expect(answer.status).toBe(200);
    // Another company's events never show.
    const other = await newCompany();
    await call(setHandler, 'setEvent', {
      key: other.key,
      events: EVENTS.map((e) => ({ ...e, id: `other-${e.id}` })),
    });
  });

  it('finds an event spanning several days with a range that starts inside it', async () => {
    const answer = await get(company, { dateBegin: '2026-02-04', dateEnd: '2026-02-05' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: {
        events: [
          {
            id: 'leave',
            title: 'Vacation',
            workstation: null,
            users: ['ana'],
            dateTimeBegin: '2026-01-20 00:00:00',
            dateTimeEnd: '2026-02-06 23:59:59',
            lastUpdate: expect.any(String),
            active: true,
            updatedBy: null,
          },
        ],
      },
    });
  });

  it('returns every event touching [dateBegin 00:00:00, dateEnd 23:59:59], ordered by begin', async () => {
    expect(ids(await get(company, { dateBegin: '2026-02-10', dateEnd: '2026-02-12' }))).toEqual([
      'ends-at-midnight',
      'cancelled',
      'starts-late',
    ]);
    expect(ids(await get(company, { dateBegin: '2026-02-01', dateEnd: '2026-02-28' }))).toHaveLength(5);
    expect(ids(await get(company, { dateBegin: '2026-02-14', dateEnd: '2026-03-31' }))).toEqual([]);
    expect(ids(await get(company, { dateBegin: '2025-12-01', dateEnd: '2026-01-19' }))).toEqual([]);
  });

  it('returns inactive events with active false', async () => {
    const answer = await get(company, { dateBegin: '2026-02-11', dateEnd: '2026-02-11' });
    expect(answer.body.result.events).toEqual([expect.objectContaining({ id: 'cancelled', active: false })]);
  });

  it('keeps events including any of the users; empty or omitted users mean everyone', async () => {
    const range = { dateBegin: '2026-02-01', dateEnd: '2026-02-28' };
    expect(ids(await get(company, { ...range, users: ['caio', 'nobody'] }))).toEqual([
      'training',
      'ends-at-midnight',
    ]);
    expect(ids(await get(company, { ...range, users: [] }))).toHaveLength(5);
    expect(ids(await get(company, { ...range, users: null }))).toHaveLength(5);
  });

  it('reads the fields inside payload the same way as at the root', async () => {
    const payload = { dateBegin: '2026-02-03', dateEnd: '2026-02-03', users: ['bia'] };
    const nested = await get(company, { payload });
    expect(nested.status).toBe(200);
    expect(nested.body).toEqual(await get(company, payload).then((a) => a.body));
    expect(ids(nested)).toEqual(['training']);
  });

  it("gives one employee's events for the MCP tools", async () => {
    const events = await findEvents(company.companyId, {
      dateBegin: '2026-02-01',
      dateEnd: '2026-02-28',
      users: ['ana'],
    });
    expect(events.map((e) => e.id)).toEqual(['leave', 'cancelled']);
  });

  it.each([
    ['no dateBegin', { dateEnd: '2026-02-01' }, 'MISSING_REQUIRED_FIELDS', 'dateBegin'],
    ['nothing at all', {}, 'MISSING_REQUIRED_FIELDS', 'dateBegin, dateEnd'],
    [
      'dateBegin after dateEnd',
      { dateBegin: '2026-02-10', dateEnd: '2026-02-01' },
      'INVALID_FIELD',
      'dateBegin',
    ],
    [
      'a range over 366 days',
      { dateBegin: '2026-01-01', dateEnd: '2027-01-02' },
      'INVALID_FIELD',
      '366 days',
    ],
    ['an impossible date', { dateBegin: '2026-02-30', dateEnd: '2026-03-01' }, 'INVALID_FIELD', 'dateBegin'],
    [
      'a date-time instead of a date',
      { dateBegin: '2026-02-01 00:00:00', dateEnd: '2026-02-02' },
      'INVALID_FIELD',
      'dateBegin',
    ],
    [
      '10,000 users',
      {
        dateBegin: '2026-02-01',
        dateEnd: '2026-02-02',
        users: Array.from({ length: 10_000 }, (_, i) => `u${i}`),
      },
      'INVALID_FIELD',
      'users',
    ],
    ['a payload that is not an object', { payload: '2026-02-01' }, 'INVALID_FIELD', 'payload'],
    [
      'a 100 KB dateEnd',
      { dateBegin: '2026-02-01', dateEnd: '9'.repeat(100_000) },
      'INVALID_FIELD',
      'dateEnd',
    ],
  ])('answers 400 for %s', async (_label, fields, code, text) => {
    const answer = await get(company, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code });
    expect(answer.body.message).toContain(text);
  });

  it('accepts a range of exactly 366 days', async () => {
    expect(
      (await get(company, { dateBegin: '2026-01-01', dateEnd: '2027-01-01' })).body.result.events,
    ).toHaveLength(5);
  });

  it('answers the key errors', async () => {
    expect(
      (await call(handler, 'getEvents', { dateBegin: '2026-02-01', dateEnd: '2026-02-01' })).body.code,
    ).toBe('MISSING_KEY');
    expect(
      (await get({ ...company, key: `${company.key}A` }, { dateBegin: '2026-02-01', dateEnd: '2026-02-01' }))
        .status,
    ).toBe(401);
  });
});
