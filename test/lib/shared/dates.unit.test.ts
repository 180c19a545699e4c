import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatUtcInstant,
  isLocalDateTime,
  isRealDate,
  isTimeZone,
  isUtcInstant,
  lastDayOfMonth,
  localDateOf,
  localDateTimeOf,
  monthsBetween,
  parseLocalDateTime,
  parseRfc3339DateTime,
  parseUtcInstant,
} from '../../../lib/shared/dates.js';

describe('isRealDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (text) => {
    expect(isRealDate(text)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-05',
    '26-01-05',
    '2026-01-05 ',
    '2026/01/05',
    '',
  ])('refuses %j', (text) => {
    expect(isRealDate(text)).toBe(false);
  });
});

describe('parseUtcInstant', () => {
  it('reads the exact UTC format', () => {
    expect(parseUtcInstant('2026-03-10T12:34:56Z')).toBe(Date.parse('2026-03-10T12:34:56Z'));
    expect(parseUtcInstant('1999-01-01T00:00:00Z')).toBe(Date.parse('1999-01-01T00:00:00Z'));
  });

  it.each([
    '2026-03-10T24:00:00Z',
    '2026-03-10T23:60:00Z',
    '2026-03-10T23:59:60Z',
    '2026-02-30T10:00:00Z',
    '2026-03-10T12:34:56.000Z',
    '2026-03-10T12:34:56+00:00',
    '2026-03-10T12:34:56',
    '2026-03-10 12:34:56Z',
    '2026-03-10t12:34:56z',
  ])('refuses %j', (text) => {
    expect(parseUtcInstant(text)).toBeUndefined();
    expect(isUtcInstant(text)).toBe(false);
  });
});

describe('parseRfc3339DateTime', () => {
  it.each([
    ['2026-03-10T12:34:56Z', '2026-03-10T12:34:56.000Z'],
    ['2026-03-10T12:34:56.789Z', '2026-03-10T12:34:56.789Z'],
    ['2026-03-10T12:34:56.7Z', '2026-03-10T12:34:56.700Z'],
    ['2026-03-10T12:34:56.123456789Z', '2026-03-10T12:34:56.123Z'],
    ['2026-03-10T12:34:56+00:00', '2026-03-10T12:34:56.000Z'],
    ['2026-03-10T12:34:56-00:00', '2026-03-10T12:34:56.000Z'],
    ['2026-03-10T21:34:56-03:00', '2026-03-11T00:34:56.000Z'],
    ['2026-03-10T05:04:56+05:30', '2026-03-09T23:34:56.000Z'],
    ['2024-02-29t12:34:56z', '2024-02-29T12:34:56.000Z'],
  ])('reads %j as %s', (text, iso) => {
    expect(new Date(parseRfc3339DateTime(text) ?? Number.NaN).toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2025-02-29T10:00:00Z',
    '2026-03-10T24:00:00Z',
    '2026-03-10T23:60:00Z',
    '2026-03-10T23:59:60Z',
    '2026-03-10T12:34:56',
    '2026-03-10 12:34:56Z',
    '2026-03-10T12:34:56.Z',
    '2026-03-10T12:34Z',
    '2026-03-10T12:34:56+24:00',
    '2026-03-10T12:34:56+03:60',
    '2026-03-10T12:34:56+0300',
    '2026-03-10',
    '+02026-03-10T12:34:56Z',
  ])('refuses %j', (text) => {
    expect(parseRfc3339DateTime(text)).toBeUndefined();
  });
});

describe('isLocalDateTime', () => {
  it('accepts a real wall-clock time', () => {
    expect(isLocalDateTime('2026-03-10 23:59:59')).toBe(true);
  });

  it.each(['2026-03-10 24:00:00', '2026-02-30 10:00:00', '2026-03-10T10:00:00', '2026-03-10 10:00'])(
    'refuses %j',
    (text) => {
      expect(isLocalDateTime(text)).toBe(false);
    },
  );
});

describe('localDateOf / localDateTimeOf', () => {
  const instant = Date.parse('2026-03-10T02:30:00Z');

  it('gives the date the instant falls on in the zone', () => {
    expect(localDateOf(instant, 'UTC')).toBe('2026-03-10');
    expect(localDateOf(instant, 'America/Sao_Paulo')).toBe('2026-03-09');
    expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('formats the local wall clock with a 00-23 hour', () => {
    expect(localDateTimeOf(instant, 'America/Sao_Paulo')).toBe('2026-03-09 23:30:00');
    expect(localDateTimeOf(Date.parse('2026-03-10T00:00:05Z'), 'UTC')).toBe('2026-03-10 00:00:05');
  });

  it('formats UTC instants without milliseconds', () => {
    expect(formatUtcInstant(Date.parse('2026-03-10T00:00:05.678Z'))).toBe('2026-03-10T00:00:05Z');
  });
});

describe('time zones through Intl.DateTimeFormat', () => {
  it('knows IANA zones and refuses other names', () => {
    for (const zone of ['UTC', 'America/Sao_Paulo', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const text of ['', 'Mars/Olympus_Mons', 'GMT+25', 'America/Sao Paulo', 'UTC\n']) {
      expect(isTimeZone(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('throws on an unknown zone rather than reading it as UTC', () => {
    expect(() => localDateOf(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => parseLocalDateTime('2026-03-10 10:00:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('reads offsets of whole, half and three-quarter hours, and past daylight-saving rules', () => {
    const noonUtc = (date: string) => Date.parse(`${date}T12:00:00Z`);
    expect(localDateTimeOf(noonUtc('2026-01-15'), 'Asia/Kathmandu')).toBe('2026-01-15 17:45:00');
    expect(localDateTimeOf(noonUtc('2026-01-15'), 'Australia/Lord_Howe')).toBe('2026-01-15 23:00:00');
    expect(localDateTimeOf(noonUtc('2026-07-15'), 'Australia/Lord_Howe')).toBe('2026-07-15 22:30:00');
    // São Paulo kept summer time until 2019 (UTC-2), and has not since (UTC-3).
    expect(localDateTimeOf(noonUtc('2018-12-01'), 'America/Sao_Paulo')).toBe('2018-12-01 10:00:00');
    expect(localDateTimeOf(noonUtc('2026-12-01'), 'America/Sao_Paulo')).toBe('2026-12-01 09:00:00');
  });

  it('agrees with Date in UTC, from year 0 to 2045', () => {
    const differences: string[] = [];
    for (let at = Date.UTC(2045, 0, 1); at >= -62_167_219_200_000; at -= 97 * 86_400_000 + 3_600_123) {
      const iso = new Date(at).toISOString();
      const expected = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
      if (localDateTimeOf(at, 'UTC') !== expected) differences.push(`${at}: ${localDateTimeOf(at, 'UTC')}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('switches between zones in either order, and leaves the process time zone alone', () => {
    const zoneBefore = process.env.TZ;
    const instant = Date.parse('2026-07-01T12:00:00Z');
    expect(localDateTimeOf(instant, 'Europe/Berlin')).toBe('2026-07-01 14:00:00');
    expect(localDateTimeOf(instant, 'America/New_York')).toBe('2026-07-01 08:00:00');
    expect(localDateTimeOf(instant, 'Europe/Berlin')).toBe('2026-07-01 14:00:00');
    expect(parseLocalDateTime('2026-07-01 14:00:00', 'Europe/Berlin')).toBe(instant);
    expect(process.env.TZ).toBe(zoneBefore);
  });

  it("is the only code that reads a wall clock: the process time zone is nobody's", () => {
    const localTime =
      /\.(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getSeconds|getTimezoneOffset|setFullYear|setMonth|setDate|setHours|setMinutes|setSeconds|toLocale\w*String|toDateString|toTimeString)\(/;
    const root = join(import.meta.dirname, '..', '..', '..');
    const offenders = ['lib', 'functions', 'infra'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => join(folder, file))
        .filter((file) => localTime.test(readFileSync(join(root, file), 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});

describe('parseLocalDateTime', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(parseLocalDateTime('2026-03-09 23:30:00', 'America/Sao_Paulo')).toBe(
      Date.parse('2026-03-10T02:30:00Z'),
    );
    expect(parseLocalDateTime('2026-07-01 09:00:00', 'Europe/Lisbon')).toBe(
      Date.parse('2026-07-01T08:00:00Z'),
    );
    expect(parseLocalDateTime('2026-01-01 09:00:00', 'Europe/Lisbon')).toBe(
      Date.parse('2026-01-01T09:00:00Z'),
    );
  });

  it('round-trips with localDateTimeOf', () => {
    const text = '2026-11-21 18:45:12';
    const instant = parseLocalDateTime(text, 'Asia/Kolkata');
    expect(instant).toBeDefined();
    expect(localDateTimeOf(instant ?? 0, 'Asia/Kolkata')).toBe(text);
  });

  it('moves a time skipped by a spring-forward jump past the jump', () => {
    // New York skips 02:00-03:00 on 2026-03-08.
    expect(parseLocalDateTime('2026-03-08 02:30:00', 'America/New_York')).toBe(
      Date.parse('2026-03-08T07:30:00Z'),
    );
  });

  it('resolves a repeated fall-back time to its first occurrence', () => {
    // New York repeats 01:00-02:00 on 2026-11-01: first in EDT (-4), then in EST (-5).
    expect(parseLocalDateTime('2026-11-01 01:30:00', 'America/New_York')).toBe(
      Date.parse('2026-11-01T05:30:00Z'),
    );
  });

  it('refuses what is not a real date-time', () => {
    expect(parseLocalDateTime('2026-02-30 10:00:00', 'UTC')).toBeUndefined();
    expect(parseLocalDateTime('2026-03-10 24:00:00', 'UTC')).toBeUndefined();
  });
});

describe('addDays / daysBetween', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('counts whole days, negative when backwards', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('throws on a date that is not real', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', 'x')).toThrow(RangeError);
  });
});

describe('format checks agree with a reference', () => {
  // The reference: the same formats read by regular expressions, with a real-date check by Date.
  const reference = (pattern: RegExp) => (text: string) => {
    const match = pattern.exec(text);
    if (!match) return false;
    const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
    const date = new Date(0);
    date.setUTCFullYear(year ?? 0, (month ?? 0) - 1, day);
    date.setUTCHours(hour, minute, second);
    return (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === (month ?? 0) - 1 &&
      date.getUTCDate() === day &&
      date.getUTCHours() === hour &&
      date.getUTCMinutes() === minute &&
      date.getUTCSeconds() === second
    );
  };
  const checks = [
    ['isRealDate', isRealDate, reference(/^(\d{4})-(\d{2})-(\d{2})$/), '2024-02-29'],
    [
      'isUtcInstant',
      isUtcInstant,
      reference(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/),
      '2024-02-29T23:59:59Z',
    ],
    [
      'isLocalDateTime',
      isLocalDateTime,
      reference(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/),
      '2024-02-29 23:59:59',
    ],
  ] as const;

  it.each(checks)(
    '%s agrees with the regular expression on mutations of a valid text',
    (_, check, expected, valid) => {
      // Every character of a valid text replaced by each of a set of likely wrong ones, plus
      // truncations and extensions: separators, digits at their bounds, non-ASCII digits.
      const replacements = ['0', '1', '2', '3', '9', '-', ':', 'T', 'Z', ' ', 'x', '٣', '\n', ''];
      const texts = new Set<string>([valid, `${valid} `, ` ${valid}`, `${valid}\n`, valid.slice(0, -1)]);
      for (let index = 0; index < valid.length; index += 1) {
        for (const replacement of replacements) {
          texts.add(valid.slice(0, index) + replacement + valid.slice(index + 1));
          for (const second of ['0', '3', '9']) {
            texts.add(valid.slice(0, index) + replacement + valid.slice(index + 1, -1) + second);
          }
        }
      }
      const disagreements = [...texts].filter((text) => check(text) !== expected(text));
      expect(disagreements).toEqual([]);
      expect([...texts].filter((text) => check(text)).length).toBeGreaterThan(10);
    },
  );
});

describe('monthsBetween', () => {
  it('lists every month from the first to the last, across a year end', () => {
    expect(monthsBetween('2025-11-15 10:00:00', '2026-02-01 00:00:00')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('gives one month for a range inside it, and none for a range that ends before it starts', () => {
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(monthsBetween('2026-03-01', '2026-02-28')).toEqual([]);
  });
});

describe('lastDayOfMonth', () => {
  it('knows month lengths and leap years, the years below 100 included', () => {
    expect(lastDayOfMonth('2026-01')).toBe('2026-01-31');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('1900-02')).toBe('1900-02-28');
    expect(lastDayOfMonth('2000-02')).toBe('2000-02-29');
    expect(lastDayOfMonth('0004-02')).toBe('0004-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
});
