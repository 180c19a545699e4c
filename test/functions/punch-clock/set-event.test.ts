import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getHandler } from '../../../functions/punch-clock/get-events.js';
import { handler } from '../../../functions/punch-clock/set-event.js';
import { localDateTimeOf } from '../../../lib/shared/dates.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { call } from './support.js';

const set = (company: TestCompany, fields: Record<string, unknown>) =>
  call(handler, 'setEvent', { key: company.key, ...fields });

const eventsIn = async (company: TestCompany, dateBegin: string, dateEnd: string) =>
  (await call(getHandler, 'getEvents', { key: company.key, dateBegin, dateEnd })).body.result.events;

const offsite = {
  id: 'offsite',
  name: 'Sales offsite',
  workstation: 'HQ room 4',
  users: ['ana', 'bia'],
  dateTimeBegin: '2026-03-09 09:00:00',
  dateTimeEnd: '2026-03-11 18:00:00',
};

const numbered = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `evt-${i}`,
    name: `Event ${i}`,
    users: [`user${i}`],
    dateTimeBegin: '2026-05-04 09:00:00',
    dateTimeEnd: '2026-05-04 10:00:00',
  }));

describe('POST /setEvent', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany({ timezone: 'America/Sao_Paulo' });
  });

  it('creates an event: name becomes title, active defaults to true, lastUpdate in local time', async () => {
    const other = await newCompany({ timezone: 'America/Sao_Paulo' });
    const before = Date.now();
    const answer = await set(other, { events: [offsite], updatedBy: 'hr-system', extra: 'ignored' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      message: '1 events saved: 1 created, 0 updated',
      result: { received: 1, created: 1, updated: 0 },
    });
    const [event] = await eventsIn(other, '2026-03-10', '2026-03-10');
    expect(event).toEqual({
      id: 'offsite',
      title: 'Sales offsite',
      workstation: 'HQ room 4',
      users: ['ana', 'bia'],
      dateTimeBegin: '2026-03-09 09:00:00',
      dateTimeEnd: '2026-03-11 18:00:00',
      lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      active: true,
      updatedBy: 'hr-system',
    });
    const local = [before - 1000, Date.now() + 1000].map((t) => localDateTimeOf(t, 'America/Sao_Paulo'));
    expect(event.lastUpdate >= (local[0] ?? '') && event.lastUpdate <= (local[1] ?? '')).toBe(true);
  });

  it('takes events inside payload the same way', async () => {
    const other = await newCompany();
    const answer = await set(other, { payload: { events: [offsite], updatedBy: 'erp' } });
    expect(answer.status).toBe(200);
    expect(await eventsIn(other, '2026-03-09', '2026-03-09')).toEqual([
      expect.objectContaining({ id: 'offsite', title: 'Sales offsite', updatedBy: 'erp' }),
    ]);
  });

  it('changes only the fields sent of an existing event', async () => {
    const other = await newCompany();
    await set(other, { events: [offsite] });
    const answer = await set(other, { events: [{ id: 'offsite', workstation: 'Room 9', active: false }] });
    expect(answer.body.result).toEqual({ received: 1, created: 0, updated: 1 });
    expect(await eventsIn(other, '2026-03-09', '2026-03-09')).toEqual([
      expect.objectContaining({
        title: 'Sales offsite',
        workstation: 'Room 9',
        users: offsite.users,
        dateTimeBegin: offsite.dateTimeBegin,
        dateTimeEnd: offsite.dateTimeEnd,
        active: false,
      }),
    ]);
  });

  it('moves the event when its dates change: the old range no longer finds it', async () => {
    const other = await newCompany();
    await set(other, { events: [offsite] });
    await set(other, {
      events: [{ id: 'offsite', dateTimeBegin: '2026-04-29 09:00:00', dateTimeEnd: '2026-05-02 12:00:00' }],
    });
    expect(await eventsIn(other, '2026-03-01', '2026-03-31')).toEqual([]);
    expect(await eventsIn(other, '2026-05-01', '2026-05-01')).toEqual([
      expect.objectContaining({
        id: 'offsite',
        title: 'Sales offsite',
        dateTimeBegin: '2026-04-29 09:00:00',
      }),
    ]);
  });

  it('loses no field when partial updates of one event arrive together', async () => {
    const other = await newCompany();
    await set(other, { events: [offsite] });
    const answers = await Promise.all([
      set(other, { events: [{ id: 'offsite', name: 'Renamed' }] }),
      set(other, { events: [{ id: 'offsite', workstation: 'Room 1' }] }),
      set(other, { events: [{ id: 'offsite', users: ['caio'] }] }),
      set(other, { events: [{ id: 'offsite', dateTimeEnd: '2026-04-02 18:00:00' }] }),
      set(other, { events: [{ id: 'offsite', dateTimeBegin: '2026-03-01 08:00:00' }] }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const expected = {
      id: 'offsite',
      title: 'Renamed',
      workstation: 'Room 1',
      users: ['caio'],
      dateTimeBegin: '2026-03-01 08:00:00',
      dateTimeEnd: '2026-04-02 18:00:00',
    };
    expect(await eventsIn(other, '2026-04-02', '2026-04-02')).toEqual([expect.objectContaining(expected)]);
    expect(await eventsIn(other, '2026-03-01', '2026-03-01')).toEqual([expect.objectContaining(expected)]);
  });

  it('creates once when the same new id arrives twice at the same time, keeping both changes', async () => {
    const other = await newCompany();
    const answers = await Promise.all([
      set(other, { events: [{ ...offsite, workstation: undefined }] }),
      set(other, {
        events: [
          {
            id: 'offsite',
            workstation: 'Room 7',
            dateTimeBegin: offsite.dateTimeBegin,
            dateTimeEnd: offsite.dateTimeEnd,
          },
        ],
      }),
    ]);
    expect(answers.map((a) => a.body.result.created).sort()).toEqual([0, 1]);
    expect(await eventsIn(other, '2026-03-10', '2026-03-10')).toEqual([
      expect.objectContaining({ title: 'Sales offsite', workstation: 'Room 7' }),
    ]);
  });

  it('writes 100 events in one call', async () => {
    const other = await newCompany();
    const answer = await set(other, { events: numbered(100) });
    expect(answer.body.result).toEqual({ received: 100, created: 100, updated: 0 });
    expect(await eventsIn(other, '2026-05-04', '2026-05-04')).toHaveLength(100);
  });

  it('writes nothing when one of 100 events is invalid, naming its index and field', async () => {
    const other = await newCompany();
    const events: Record<string, unknown>[] = numbered(100);
    events[57] = { ...events[57], dateTimeBegin: '2026-02-30 09:00:00' };
    const answer = await set(other, { events });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toContain('events[57].dateTimeBegin');
    expect(await eventsIn(other, '2026-05-01', '2026-05-31')).toEqual([]);
  });

  it('writes nothing when a change contradicts a stored event', async () => {
    const other = await newCompany();
    await set(other, { events: [offsite] });
    const answer = await set(other, {
      events: [...numbered(3), { id: 'offsite', dateTimeEnd: '2026-03-01 00:00:00' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('events[3].dateTimeEnd');
    expect(await eventsIn(other, '2026-05-04', '2026-05-04')).toEqual([]);
    expect(await eventsIn(other, '2026-03-10', '2026-03-10')).toEqual([
      expect.objectContaining({ dateTimeEnd: offsite.dateTimeEnd }),
    ]);
  });

  it.each([
    ['no events', {}, 'MISSING_REQUIRED_FIELDS', 'events'],
    [
      'a new event without dates',
      { events: [{ id: 'n', name: 'x' }] },
      'MISSING_REQUIRED_FIELDS',
      'events[0].dateTimeBegin',
    ],
    ['an event without id', { events: [offsite, { name: 'x' }] }, 'MISSING_REQUIRED_FIELDS', 'events[1].id'],
    ['events that is not an array', { events: { id: 'x' } }, 'INVALID_FIELD', 'events'],
    ['an empty events array', { events: [] }, 'INVALID_FIELD', 'events'],
    ['101 events', { events: numbered(101) }, 'INVALID_FIELD', 'at most 100'],
    ['an id repeated', { events: [offsite, offsite] }, 'INVALID_FIELD', 'events[1].id'],
    [
      'a time of 24:00:00',
      { events: [{ ...offsite, dateTimeEnd: '2026-03-11 24:00:00' }] },
      'INVALID_FIELD',
      'events[0].dateTimeEnd',
    ],
    [
      'an ISO instant',
      { events: [{ ...offsite, dateTimeBegin: '2026-03-09T09:00:00Z' }] },
      'INVALID_FIELD',
      'events[0].dateTimeBegin',
    ],
    [
      'an end before the begin',
      { events: [{ ...offsite, dateTimeEnd: '2026-03-08 09:00:00' }] },
      'INVALID_FIELD',
      'events[0].dateTimeEnd',
    ],
    [
      'active that is not a boolean',
      { events: [{ ...offsite, active: 'yes' }] },
      'INVALID_FIELD',
      'events[0].active',
    ],
    [
      'users that is not an array',
      { events: [{ ...offsite, users: 'ana' }] },
      'INVALID_FIELD',
      'events[0].users',
    ],
    [
      '10,000 users',
      { events: [{ ...offsite, users: Array.from({ length: 10_000 }, (_, i) => `u${i}`) }] },
      'INVALID_FIELD',
      'events[0].users',
    ],
    [
      'a 100 KB name',
      { events: [{ ...offsite, name: 'n'.repeat(100_000) }] },
      'INVALID_FIELD',
      'events[0].name',
    ],
    ['a payload that is a string', { payload: 'events' }, 'INVALID_FIELD', 'payload'],
    ['a payload that is an array', { payload: [offsite] }, 'INVALID_FIELD', 'payload'],
    ['a payload that is null', { payload: null }, 'INVALID_FIELD', 'payload'],
  ])('answers 400 for %s, writing nothing', async (_label, body, code, text) => {
    const other = await newCompany();
    const answer = await set(other, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code });
    expect(answer.body.message).toContain(text);
    expect(await eventsIn(other, '2026-03-01', '2026-05-31')).toEqual([]);
  });

  it('answers the key errors', async () => {
    expect((await call(handler, 'setEvent', { events: [offsite] })).body.code).toBe('MISSING_KEY');
    expect((await set({ ...company, key: company.key.slice(0, 20) }, { events: [offsite] })).status).toBe(
      401,
    );
  });
});
