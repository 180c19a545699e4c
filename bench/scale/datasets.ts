/** The companies the benchmarks seed, drawn from a seeded generator: every run builds the same data. */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Transmission } from '../../lib/logs/records.js';
import type { Employee } from '../../lib/masterdata/employee.js';
import type { StoredPunchDay } from '../../lib/punch/punch-day.js';
import { addDays, formatUtcInstant, localDateOf, parseLocalDateTime } from '../../lib/shared/dates.js';

export interface Dataset {
  companyId: string;
  name: string;
  employees: number;
  /** Days of punches, ending on `lastDay`. */
  days: number;
  lastDay: string;
  /** Days of transmissions (the newest ones), and transmissions per day. */
  transmissionDays: number;
  transmissionsPerDay: number;
}

export const DEPARTMENTS = 20;
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The last day of the month before, in the zone furthest west (Manaus): the figures of a run hold
 * for the month, and a punch of today falls on no seeded day in any of the dataset's zones.
 */
const LAST_DAY = addDays(`${localDateOf(Date.now(), 'America/Manaus').slice(0, 7)}-01`, -1);

/** The design scale: 5,000 employees in 20 departments, 92 days of punches, a month of transmissions. */
const DESIGN: Dataset = {
  companyId: 'co_scale_design',
  name: 'Scale Design HOMOLOG',
  employees: 5_000,
  days: 92,
  lastDay: LAST_DAY,
  transmissionDays: 31,
  transmissionsPerDay: 2_000,
};

/** SCALE_QUICK=1: a tenth of it, to try the harness in a few minutes (not a verdict). */
export const QUICK = process.env.SCALE_QUICK === '1';

export const SCALE_DATASET: Dataset = QUICK
  ? { ...DESIGN, employees: 500, days: 19, transmissionDays: 11, transmissionsPerDay: 200 }
  : DESIGN;

/** The company of the cost budgets `npm test` holds (test/bench/cost.test.ts). */
export const BUDGETS_DATASET: Dataset = {
  companyId: 'co_cost_small',
  name: 'Cost Small HOMOLOG',
  employees: 20,
  days: 5,
  lastDay: LAST_DAY,
  transmissionDays: 3,
  transmissionsPerDay: 10,
};

/** Whole numbers from `min` to `max`, both included, drawn from a seeded generator (pure-rand). */
function generator(seed: number): (min: number, max: number) => number {
  const rng = xoroshiro128plus(seed);
  return (min, max) => uniformInt(rng, min, max);
}

export const loginOf = (index: number) => `e${String(index).padStart(5, '0')}`;
export const departmentOf = (index: number) => `Dept ${String(index % DEPARTMENTS).padStart(2, '0')}`;
const timeZoneOf = (index: number) => (index % 10 === 7 ? 'America/Manaus' : COMPANY_TIME_ZONE);

export function employeesOf(dataset: Dataset): Employee[] {
  return Array.from({ length: dataset.employees }, (_, i) => ({
    login: loginOf(i),
    name: `Employee ${i}`,
    department: departmentOf(i),
    role: i % 25 === 0 ? 'Lead' : 'Analyst',
    active: i % 50 !== 49,
    email: `${loginOf(i)}@scale.example`,
    manager: `lead${i % DEPARTMENTS}@scale.example`,
    ...(timeZoneOf(i) !== COMPANY_TIME_ZONE ? { timezone: timeZoneOf(i) } : {}),
  }));
}

/** `count` days ending on `lastDay`, oldest first. */
export const daysEnding = (lastDay: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));

const LOCATIONS = ['office', 'office', 'office', 'home', 'home', 'field'] as const;

/**
 * The punch day of employee `index` on `date`, or undefined for a day off (about 1 in 12): start
 * 07:30-09:45 with seconds, lunch of 45-75 minutes (sometimes none), end 16:30-19:30; about 1 in 25
 * days never ends (incomplete), about 1 in 20 has approved overtime.
 */
export function punchDayOf(dataset: Dataset, index: number, date: string): StoredPunchDay | undefined {
  const random = generator(index * 7_919 + Number(date.replaceAll('-', '')) * 31 + dataset.employees);
  if (random(1, 12) === 1) return undefined;
  const timeZone = timeZoneOf(index);
  const midnight = parseLocalDateTime(`${date} 00:00:00`, timeZone) ?? 0;
  const at = (second: number) => formatUtcInstant(midnight + second * 1000);
  const begin = random(7.5 * 3600, 9.75 * 3600);
  const lunch = random(1, 100) <= 85 ? random(11.5 * 3600, 13 * 3600) : undefined;
  const lunchEnd = lunch === undefined ? undefined : lunch + random(45 * 60, 75 * 60);
  const end = random(1, 25) === 1 ? undefined : random(16.5 * 3600, 19.5 * 3600);
  return {
    login: loginOf(index),
    date,
    times: {
      beginDay: at(begin),
      beginLunch: lunch === undefined ? null : at(lunch),
      endLunch: lunchEnd === undefined ? null : at(lunchEnd),
      endDay: end === undefined ? null : at(end),
    },
    hostname: `NB-${index}`,
    locationType: LOCATIONS[random(0, LOCATIONS.length - 1)] ?? 'office',
    source: 'scale-bench',
    actionId: `pa_scale_${index}_${date}`,
    approvedExtensionMinutes: random(1, 20) === 1 ? random(15, 120) : 0,
    department: departmentOf(index),
    timeZone,
  };
}

const ENDPOINTS = [
  'sendPunchClock',
  'sendPunchClock',
  'recordPunch',
  'listPunchClockByDay',
  'masterData',
] as const;

const ERROR_CODES: Record<number, string> = { 500: 'INTERNAL_ERROR', 404: 'NOT_FOUND', 422: 'INVALID_FIELD' };

/** The transmissions of one UTC day, the `index`th of the dataset's: mostly punches, a few failures. */
export function transmissionsOf(dataset: Dataset, day: string, index: number): Transmission[] {
  const random = generator(index * 7_919 + dataset.employees * 13);
  return Array.from({ length: dataset.transmissionsPerDay }, (_, i) => {
    const roll = random(1, 1_000);
    const status = roll <= 5 ? 500 : roll <= 35 ? 422 : roll <= 45 ? 404 : 200;
    return {
      companyId: dataset.companyId,
      endpoint: ENDPOINTS[random(0, ENDPOINTS.length - 1)] ?? 'sendPunchClock',
      status,
      errorCode: ERROR_CODES[status] ?? null,
      latencyMs: random(5, 80),
      counts: {},
      requestId: `req_scale_${day}_${i}`,
      at: new Date(Date.parse(`${day}T00:00:00Z`) + random(0, 86_399_999)).toISOString(),
    };
  });
}
