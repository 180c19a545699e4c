import { describe, expect, it } from 'vitest';
import { dateOf, isRealLocalDateTime, localDateTimeAt } from '../../../lib/overtime/local-time.js';

describe('isRealLocalDateTime', () => {
  it.each(['2026-03-05 18:30:00', '2024-02-29 00:00:00', '2026-12-31 23:59:59'])('accepts %s', (value) => {
    expect(isRealLocalDateTime(value)).toBe(true);
  });

  it.each([
    ['a day February never has', '2026-02-30 10:00:00'],
    ['February 29 of a common year', '2026-02-29 10:00:00'],
    ['April 31', '2026-04-31 10:00:00'],
    ['month 13', '2026-13-01 10:00:00'],
    ['month 0', '2026-00-10 10:00:00'],
    ['day 0', '2026-01-00 10:00:00'],
    ['hour 24', '2026-01-10 24:00:00'],
    ['minute 60', '2026-01-10 10:60:00'],
    ['ISO with T and Z', '2026-01-10T10:00:00Z'],
    ['no seconds', '2026-01-10 10:00'],
    ['a date only', '2026-01-10'],
    ['trailing text', '2026-01-10 10:00:00x'],
  ])('refuses %s', (_label, value) => {
    expect(isRealLocalDateTime(value)).toBe(false);
  });
});

describe('localDateTimeAt', () => {
  const instant = new Date('2026-03-05T02:30:15Z');

  it('gives the wall clock of the zone, crossing the date line backwards', () => {
    expect(localDateTimeAt(instant, 'America/Sao_Paulo')).toBe('2026-03-04 23:30:15');
  });

  it('gives UTC as is', () => {
    expect(localDateTimeAt(instant, 'UTC')).toBe('2026-03-05 02:30:15');
  });

  it('writes midnight as 00, never 24', () => {
    expect(localDateTimeAt(new Date('2026-03-05T00:00:00Z'), 'UTC')).toBe('2026-03-05 00:00:00');
  });

  it('follows daylight saving time', () => {
    // New York: UTC-5 in January, UTC-4 in July.
    expect(localDateTimeAt(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('2026-01-15 07:00:00');
    expect(localDateTimeAt(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe('2026-07-15 08:00:00');
  });

  it('gives the day of a local date-time', () => {
    expect(dateOf('2026-03-04 23:30:15')).toBe('2026-03-04');
  });
});
