import { describe, expect, it } from 'vitest';
import { eventIdsOverlapping, getEventsByIds, writeEvent } from '../../../lib/dynamo/event-store.js';
import { EVENT_MONTH_SHARDS, eventKeys, punchDayKeys, shardOf } from '../../../lib/dynamo/keys.js';
import { uniqueId } from '../../support/fixtures.js';

const stamp = { lastUpdate: '2026-03-01 10:00:00', updatedBy: null };
const jan = { dateTimeBegin: '2026-01-30 09:00:00', dateTimeEnd: '2026-02-02 18:00:00' };

describe('event and punch-day keys', () => {
  it('pins the key formats', () => {
    expect(eventKeys.item('co_1', 'e-7')).toEqual({ pk: 'EVT#co_1#e-7', sk: 'EVENT' });
    expect(eventKeys.month('co_1', '2026-03', 'e-7')).toEqual({
      pk: `EVTMON#co_1#2026-03#${shardOf('e-7', EVENT_MONTH_SHARDS)}`,
      sk: 'e-7',
    });
    expect(eventKeys.monthShardPks('co_1', '2026-03')).toEqual([
      'EVTMON#co_1#2026-03#0',
      'EVTMON#co_1#2026-03#1',
      'EVTMON#co_1#2026-03#2',
      'EVTMON#co_1#2026-03#3',
    ]);
    expect(punchDayKeys.item('co_1', '2026-03-10', 'ana')).toEqual({
      pk: 'PUNCH#co_1#2026-03-10',
      sk: 'ana',
    });
  });
});

describe('event store', () => {
  it('indexes an event in each month it touches and moves the index with its dates', async () => {
    const companyId = uniqueId('co');
    const created = await writeEvent({
      companyId,
      eventId: 'e1',
      fields: { title: 'Offsite', ...jan },
      ...stamp,
      create: true,
      months: { put: { months: ['2026-01', '2026-02'], ...jan }, drop: [] },
    });
    expect(created).toBe(true);
    expect(
      await eventIdsOverlapping(companyId, '2026-02', '2026-02-01 00:00:00', '2026-02-01 23:59:59'),
    ).toEqual(['e1']);
    const march = { dateTimeBegin: '2026-03-02 09:00:00', dateTimeEnd: '2026-03-03 09:00:00' };
    const moved = await writeEvent({
      companyId,
      eventId: 'e1',
      fields: march,
      ...stamp,
      create: false,
      expectedDates: jan,
      months: { put: { months: ['2026-03'], ...march }, drop: ['2026-01', '2026-02'] },
    });
    expect(moved).toBe(true);
    for (const month of ['2026-01', '2026-02']) {
      expect(
        await eventIdsOverlapping(companyId, month, '2026-01-01 00:00:00', '2026-12-31 23:59:59'),
      ).toEqual([]);
    }
    expect(
      await eventIdsOverlapping(companyId, '2026-03', '2026-03-03 00:00:00', '2026-03-03 23:59:59'),
    ).toEqual(['e1']);
    expect((await getEventsByIds(companyId, ['e1'])).get('e1')).toMatchObject({
      id: 'e1',
      title: 'Offsite',
      ...march,
    });
  });

  it('refuses, changing nothing, a date move based on dates that are no longer stored', async () => {
    const companyId = uniqueId('co');
    await writeEvent({
      companyId,
      eventId: 'e1',
      fields: jan,
      ...stamp,
      create: true,
      months: { put: { months: ['2026-01', '2026-02'], ...jan }, drop: [] },
    });
    const stale = await writeEvent({
      companyId,
      eventId: 'e1',
      fields: { dateTimeEnd: '2026-01-31 00:00:00', title: 'Lost?' },
      ...stamp,
      create: false,
      expectedDates: { ...jan, dateTimeEnd: '2026-02-05 00:00:00' },
      months: { put: { months: ['2026-01'], ...jan, dateTimeEnd: '2026-01-31 00:00:00' }, drop: ['2026-02'] },
    });
    expect(stale).toBe(false);
    const kept = (await getEventsByIds(companyId, ['e1'])).get('e1');
    expect(kept).toMatchObject(jan);
    expect(kept?.title).toBeUndefined();
    expect(
      await eventIdsOverlapping(companyId, '2026-02', '2026-02-01 00:00:00', '2026-02-28 23:59:59'),
    ).toEqual(['e1']);
  });

  it('refuses to create an event that exists, and to update one that does not', async () => {
    const companyId = uniqueId('co');
    const write = { companyId, eventId: 'e1', fields: { title: 'x' }, ...stamp };
    expect(await writeEvent({ ...write, create: false })).toBe(false);
    expect(await writeEvent({ ...write, create: true })).toBe(true);
    expect(await writeEvent({ ...write, create: true })).toBe(false);
  });

  it('reads more than 100 events at once', async () => {
    const companyId = uniqueId('co');
    const ids = Array.from({ length: 130 }, (_, i) => `e${i}`);
    await Promise.all(
      ids.map((eventId) =>
        writeEvent({ companyId, eventId, fields: { title: eventId }, ...stamp, create: true }),
      ),
    );
    const found = await getEventsByIds(companyId, [...ids, 'missing']);
    expect(found.size).toBe(130);
    expect(found.get('e129')?.title).toBe('e129');
  });
});
