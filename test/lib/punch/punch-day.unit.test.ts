import { describe, expect, it } from 'vitest';
import {
  clashesWithStored,
  orderBounds,
  outOfOrder,
  punchActionId,
  type StoredPunchDay,
  sentOutOfOrder,
  toPunchRecord,
  workedMinutes,
} from '../../../lib/punch/punch-day.js';

const t = (hhmm: string) => `2026-03-10T${hhmm}:00Z`;
const noTimes = { beginDay: null, beginLunch: null, endLunch: null, endDay: null };

function stored(times: Partial<StoredPunchDay['times']>): StoredPunchDay {
  return {
    login: 'ana',
    date: '2026-03-10',
    times: { ...noTimes, ...times },
    hostname: null,
    locationType: null,
    source: null,
    actionId: null,
    approvedExtensionMinutes: 0,
    department: null,
    timeZone: null,
  };
}

describe('punchActionId', () => {
  it('is the same for the same punch and differs for any other', () => {
    const id = punchActionId(['recordPunch', 'co_1', 'ana', 'BEGIN_DAY', t('09:00')]);
    expect(id).toMatch(/^pa_[A-Za-z0-9_-]{22}$/);
    expect(punchActionId(['recordPunch', 'co_1', 'ana', 'BEGIN_DAY', t('09:00')])).toBe(id);
    expect(punchActionId(['recordPunch', 'co_1', 'ana', 'BEGIN_DAY', t('09:01')])).not.toBe(id);
    expect(punchActionId(['recordPunch', 'co_2', 'ana', 'BEGIN_DAY', t('09:00')])).not.toBe(id);
    expect(punchActionId(['recordPunch', 'co_1', 'ana', 'END_DAY', t('09:00')])).not.toBe(id);
  });

  it('cannot be forged by moving a separator between parts', () => {
    expect(punchActionId(['a|b', 'c'])).not.toBe(punchActionId(['a', 'b|c']));
  });
});

describe('outOfOrder / sentOutOfOrder', () => {
  it('accepts a day in order, equal times included', () => {
    expect(
      outOfOrder({ beginDay: t('09:00'), beginLunch: t('12:00'), endLunch: t('12:00'), endDay: t('18:00') }),
    ).toEqual([]);
  });

  it('finds END_DAY before BEGIN_DAY', () => {
    expect(outOfOrder({ beginDay: t('09:00'), endDay: t('08:00') })).toEqual([
      { earlier: 'beginDay', later: 'endDay' },
    ]);
  });

  it('finds a lunch outside the day and a lunch ending before it begins', () => {
    expect(
      outOfOrder({ beginDay: t('09:00'), beginLunch: t('08:00'), endLunch: t('07:30'), endDay: t('18:00') }),
    ).toEqual([
      { earlier: 'beginDay', later: 'beginLunch' },
      { earlier: 'beginDay', later: 'endLunch' },
      { earlier: 'beginLunch', later: 'endLunch' },
    ]);
  });

  it('names both fields in the problem', () => {
    expect(sentOutOfOrder({ beginDay: t('09:00'), endDay: t('08:00') })).toEqual([
      { field: 'endDay', problem: `${t('08:00')} is before beginDay ${t('09:00')}` },
    ]);
  });
});

describe('orderBounds', () => {
  it('bounds the unwritten times by the written ones around them', () => {
    expect(orderBounds({ beginLunch: t('12:00') })).toEqual([
      { attribute: 'beginDay', atMost: t('12:00') },
      { attribute: 'endLunch', atLeast: t('12:00') },
      { attribute: 'endDay', atLeast: t('12:00') },
    ]);
  });

  it('uses the nearest written time on each side', () => {
    expect(orderBounds({ beginDay: t('09:00'), endDay: t('18:00') })).toEqual([
      { attribute: 'beginLunch', atMost: t('18:00'), atLeast: t('09:00') },
      { attribute: 'endLunch', atMost: t('18:00'), atLeast: t('09:00') },
    ]);
  });

  it('has nothing to check when every time is written', () => {
    expect(
      orderBounds({ beginDay: t('09:00'), beginLunch: t('12:00'), endLunch: t('13:00'), endDay: t('18:00') }),
    ).toEqual([]);
  });
});

describe('clashesWithStored', () => {
  it('reports the written field and the stored one it contradicts', () => {
    expect(clashesWithStored({ endDay: t('08:00') }, stored({ beginDay: t('09:00') }))).toEqual([
      { field: 'endDay', problem: `${t('08:00')} is before the stored beginDay ${t('09:00')}` },
    ]);
    expect(clashesWithStored({ beginDay: t('19:00') }, stored({ endDay: t('18:00') }))).toEqual([
      { field: 'beginDay', problem: `${t('19:00')} is after the stored endDay ${t('18:00')}` },
    ]);
  });

  it('ignores clashes between stored times only', () => {
    expect(clashesWithStored({ endDay: t('18:00') }, stored({ beginDay: t('09:00') }))).toEqual([]);
  });
});

describe('workedMinutes', () => {
  it('is the day minus lunch', () => {
    expect(
      workedMinutes({
        beginDay: t('09:00'),
        beginLunch: t('12:00'),
        endLunch: t('13:15'),
        endDay: t('18:00'),
      }),
    ).toBe(465);
  });

  it('counts a day without any lunch punch whole', () => {
    expect(workedMinutes({ ...noTimes, beginDay: t('09:00'), endDay: t('13:30') })).toBe(270);
  });

  it('is null without both ends of the day, or with half a lunch', () => {
    expect(workedMinutes({ ...noTimes, beginDay: t('09:00') })).toBeNull();
    expect(workedMinutes({ ...noTimes, endDay: t('18:00') })).toBeNull();
    expect(
      workedMinutes({ ...noTimes, beginDay: t('09:00'), beginLunch: t('12:00'), endDay: t('18:00') }),
    ).toBeNull();
  });

  it('drops partial minutes', () => {
    expect(
      workedMinutes({ ...noTimes, beginDay: '2026-03-10T09:00:00Z', endDay: '2026-03-10T09:01:59Z' }),
    ).toBe(1);
  });
});

describe('toPunchRecord', () => {
  it('lists an approval-only day with null punches and its minutes', () => {
    expect(toPunchRecord({ ...stored({}), approvedExtensionMinutes: 30 })).toEqual({
      username: 'ana',
      date: '2026-03-10',
      ...noTimes,
      hostname: null,
      locationType: null,
      source: null,
      action_id: null,
      approvedExtensionMinutes: 30,
      workedMinutes: null,
    });
  });
});
