import { describe, expect, it } from 'vitest';
import {
  isPlanProblems,
  overlaps,
  planEvent,
  type StoredEvent,
  toCalendarEvent,
} from '../../../lib/events/calendar-event.js';

const stored: StoredEvent = {
  id: 'e1',
  title: 'Offsite',
  users: ['ana'],
  dateTimeBegin: '2026-01-30 09:00:00',
  dateTimeEnd: '2026-02-02 18:00:00',
  active: true,
};

describe('overlaps', () => {
  const from = '2026-02-01 00:00:00';
  const to = '2026-02-01 23:59:59';

  it('finds an event that started before the range and ends inside it', () => {
    expect(overlaps(stored, from, to)).toBe(true);
  });

  it('counts touching the range as overlapping', () => {
    expect(overlaps({ dateTimeBegin: '2026-01-31 10:00:00', dateTimeEnd: from }, from, to)).toBe(true);
    expect(overlaps({ dateTimeBegin: to, dateTimeEnd: '2026-02-03 10:00:00' }, from, to)).toBe(true);
  });

  it('leaves out events entirely before or after the range', () => {
    expect(
      overlaps({ dateTimeBegin: '2026-01-01 10:00:00', dateTimeEnd: '2026-01-31 23:59:59' }, from, to),
    ).toBe(false);
    expect(
      overlaps({ dateTimeBegin: '2026-02-02 00:00:00', dateTimeEnd: '2026-02-03 00:00:00' }, from, to),
    ).toBe(false);
  });
});

describe('planEvent', () => {
  it('creates a new event, active by default, indexed in every month it touches', () => {
    expect(
      planEvent(
        'events[0]',
        { id: 'n1', fields: { dateTimeBegin: '2026-01-30 09:00:00', dateTimeEnd: '2026-03-01 09:00:00' } },
        undefined,
      ),
    ).toEqual({
      eventId: 'n1',
      fields: { dateTimeBegin: '2026-01-30 09:00:00', dateTimeEnd: '2026-03-01 09:00:00', active: true },
      create: true,
      months: {
        put: {
          months: ['2026-01', '2026-02', '2026-03'],
          dateTimeBegin: '2026-01-30 09:00:00',
          dateTimeEnd: '2026-03-01 09:00:00',
        },
        drop: [],
      },
    });
  });

  it('keeps active as sent on creation', () => {
    const plan = planEvent(
      'e',
      {
        id: 'n1',
        fields: { active: false, dateTimeBegin: stored.dateTimeBegin, dateTimeEnd: stored.dateTimeEnd },
      },
      undefined,
    );
    expect(isPlanProblems(plan) ? undefined : plan.fields.active).toBe(false);
  });

  it('needs both dates to create an event', () => {
    expect(planEvent('events[4]', { id: 'n1', fields: { title: 'x' } }, undefined)).toEqual({
      missing: ['events[4].dateTimeBegin', 'events[4].dateTimeEnd'],
      invalid: [],
    });
  });

  it('changes only the fields sent, touching no index when the dates stay', () => {
    expect(planEvent('e', { id: 'e1', fields: { title: 'New' } }, stored)).toEqual({
      eventId: 'e1',
      fields: { title: 'New' },
      create: false,
    });
  });

  it('moves the index with the dates, conditioned on the dates it started from', () => {
    expect(planEvent('e', { id: 'e1', fields: { dateTimeEnd: '2026-01-31 18:00:00' } }, stored)).toEqual({
      eventId: 'e1',
      fields: { dateTimeEnd: '2026-01-31 18:00:00' },
      create: false,
      expectedDates: { dateTimeBegin: stored.dateTimeBegin, dateTimeEnd: stored.dateTimeEnd },
      months: {
        put: { months: ['2026-01'], dateTimeBegin: stored.dateTimeBegin, dateTimeEnd: '2026-01-31 18:00:00' },
        drop: ['2026-02'],
      },
    });
  });

  it('refuses an end before the (stored) begin, naming the field', () => {
    expect(
      planEvent('events[2]', { id: 'e1', fields: { dateTimeEnd: '2026-01-29 00:00:00' } }, stored),
    ).toEqual({
      missing: [],
      invalid: [
        {
          field: 'events[2].dateTimeEnd',
          problem: '2026-01-29 00:00:00 is before dateTimeBegin 2026-01-30 09:00:00',
        },
      ],
    });
  });

  it('refuses an event longer than 366 days', () => {
    const plan = planEvent(
      'events[0]',
      { id: 'n', fields: { dateTimeBegin: '2026-01-01 00:00:00', dateTimeEnd: '2027-01-03 00:00:00' } },
      undefined,
    );
    expect(isPlanProblems(plan) && plan.invalid[0]?.field).toBe('events[0].dateTimeEnd');
  });

  it('refuses an event too big for one item', () => {
    const users = Array.from({ length: 2_000 }, (_, i) => `${'u'.repeat(190)}${i}`);
    const plan = planEvent('events[0]', { id: 'e1', fields: { users } }, stored);
    expect(isPlanProblems(plan) && plan.invalid[0]?.field).toBe('events[0].users');
  });
});

describe('toCalendarEvent', () => {
  it('shows fields never set as null, users as empty and active as true', () => {
    expect(toCalendarEvent({ id: 'x' })).toEqual({
      id: 'x',
      title: null,
      workstation: null,
      users: [],
      dateTimeBegin: null,
      dateTimeEnd: null,
      lastUpdate: null,
      active: true,
      updatedBy: null,
    });
  });
});
