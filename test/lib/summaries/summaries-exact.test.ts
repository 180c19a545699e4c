/**
 * The answers give exactly the numbers of folding the raw items (reference-fold.ts: the punch days
 * as stored, the transmissions as written), on random histories written through the service's own
 * code: days punched, punched again (merged, or refused
 * when out of order), deleted, given approved overtime; employees moving department (names of any
 * script and length the API accepts) and being deactivated; transmissions of many days, endpoints
 * and statuses. The stream is delivered at random points of the history, so changes arrive both one
 * by one and in batches; and the answers are checked with no day summed yet (the changed days
 * counted from their records, the days before the company existed empty), after the days are summed,
 * and after more changes to summed days (pending ones counted from their records beside the summed
 * ones).
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { listAllEmployees, putEmployees } from '../../../lib/dynamo/employee-store.js';
import { punchDayKeys } from '../../../lib/dynamo/keys.js';
import { allPunchDays } from '../../../lib/dynamo/punch-store.js';
import type { Transmission } from '../../../lib/logs/records.js';
import type { Employee } from '../../../lib/masterdata/employee.js';
import type { StoredPunchDay } from '../../../lib/punch/punch-day.js';
import { PUNCH_FIELDS, type PunchField } from '../../../lib/punch/punch-day.js';
import { sendPunchClock } from '../../../lib/punch/save-punches.js';
import { addDays, formatUtcInstant } from '../../../lib/shared/dates.js';
import { settleCompany } from '../../../lib/summaries/settle.js';
import { employee, newCompany } from '../../support/fixtures.js';
import {
  referenceChart,
  referenceOverview,
  referenceRows,
  referenceTransmissionChart,
} from '../../support/reference-fold.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { approveOvertime, companyRecord, requestOvertime, transmission } from '../mcp/tools/seed.js';
import { chatbot, ok, service } from '../mcp/tools/support.js';

const RUNS = Number(process.env.SUMMARY_RUNS ?? 10);
const LOGINS = ['ana', 'bruno', 'carla', 'davi'] as const;
/** Above U+FFFF, and as long as master data accepts (500 characters, 1,500 bytes). */
const DEPARTMENTS = ['Sales', 'Ops', 'R&D', '🚀 Growth', 'Growth', '€'.repeat(500)] as const;
/** Across a month boundary: the day summaries of a range come from two month partitions. */
const DATES = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'] as const;
const TIME_ZONES: Record<string, string> = { ana: 'America/Sao_Paulo' };
const OFFSET_SECONDS: Record<string, number> = { 'America/Sao_Paulo': 3 * 3600 };
const ENDPOINTS = ['sendPunchClock', 'masterData', 'getEvents'] as const;
const MANAGER = 'boss@x.example';

type Login = (typeof LOGINS)[number];
type Op =
  | {
      op: 'punch';
      login: Login;
      date: string;
      times: Partial<Record<PunchField, number>>;
      location: 'office' | 'home' | 'field';
    }
  | { op: 'move'; login: Login; department: string }
  | { op: 'activate'; login: Login; active: boolean }
  | { op: 'delete'; login: Login; date: string }
  | { op: 'overtime'; login: Login; date: string; minutes: number }
  | { op: 'transmission'; endpoint: string; status: number; secondsAgo: number }
  | { op: 'deliver' };

const login = fc.constantFrom(...LOGINS);
const date = fc.constantFrom(...DATES);
/**
 * Seconds of the local day each punch falls in, on the same local and UTC date in both zones. The
 * start of day lies around the expected starts, so days on time, within grace, exactly on its edge
 * and a few seconds past it (rounded down, or up from 30 s) all occur.
 */
const SECONDS_OF: Record<PunchField, fc.Arbitrary<number>> = {
  beginDay: fc.integer({ min: 8 * 3600 + 30 * 60, max: 9 * 3600 + 45 * 60 }),
  beginLunch: fc.integer({ min: 11 * 3600 + 30 * 60, max: 13 * 3600 }),
  endLunch: fc.integer({ min: 12 * 3600 + 30 * 60, max: 14 * 3600 }),
  endDay: fc.integer({ min: 16 * 3600, max: 20 * 3600 }),
};

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('punch' as const),
      login,
      date,
      // Sorted, then given to the fields in their order: the sent times are in order among
      // themselves, and may still clash with times stored earlier (the punch is then refused).
      // The sent times are in order among themselves, and may still clash with times stored
      // earlier (the punch is then refused).
      times: fc
        .uniqueArray(fc.constantFrom(...PUNCH_FIELDS, 'beginDay' as const), { minLength: 1, maxLength: 4 })
        .chain((fields) =>
          fc.record(
            Object.fromEntries(fields.map((field) => [field, SECONDS_OF[field]])) as Record<
              PunchField,
              fc.Arbitrary<number>
            >,
          ),
        )
        .map((times) => {
          const ordered = PUNCH_FIELDS.filter((field) => field in times);
          const sorted = ordered.map((field) => times[field]).sort((a, b) => a - b);
          return Object.fromEntries(ordered.map((field, i) => [field, sorted[i] as number]));
        }),
      location: fc.constantFrom('office' as const, 'home' as const, 'field' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      login,
      department: fc.constantFrom(...DEPARTMENTS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('activate' as const), login, active: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), login, date }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('overtime' as const),
      login,
      date,
      minutes: fc.integer({ min: 1, max: 240 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('transmission' as const),
      endpoint: fc.constantFrom(...ENDPOINTS),
      status: fc.constantFrom(200, 200, 404, 422, 500),
      secondsAgo: fc.integer({ min: 0, max: 40 * 86_400 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ op: 'deliver' as const }) },
);

const employeesOf = (departments: Record<string, string>, active: Record<string, boolean>): Employee[] =>
  LOGINS.map((l) =>
    employee(l, {
      department: departments[l] ?? 'Sales',
      active: active[l] ?? true,
      manager: MANAGER,
      ...(TIME_ZONES[l] ? { timezone: TIME_ZONES[l] } : {}),
    }),
  );

function instantOf(who: Login, day: string, second: number): string {
  const offset = OFFSET_SECONDS[TIME_ZONES[who] ?? 'UTC'] ?? 0;
  return formatUtcInstant(Date.parse(`${day}T00:00:00Z`) + (second + offset) * 1000);
}

/** What the ops did that the reference needs beside the stored punch days. */
interface History {
  departments: Record<string, string>;
  active: Record<string, boolean>;
  /** Every transmission written: a key-based request writes its own, and these ops make no request. */
  transmissions: Transmission[];
}

/**
 * Plays the ops against the company whose history so far is `history` (changed in place), and
 * answers it. Transmissions are made in the past only before the company's summaries were first summed: a
 * transmission is written when it is made, and counted for good five minutes later.
 */
async function play(
  companyId: string,
  ops: readonly Op[],
  history: History = {
    departments: { ana: 'Sales', bruno: 'Sales', carla: 'Ops', davi: 'R&D' },
    active: {},
    transmissions: [],
  },
  summed = false,
): Promise<History> {
  const { departments, active } = history;
  const company = await companyRecord(companyId);
  for (const step of ops) {
    switch (step.op) {
      case 'punch': {
        const times = Object.fromEntries(
          Object.entries(step.times).map(([field, second]) => [
            field,
            instantOf(step.login, step.date, second),
          ]),
        );
        await sendPunchClock(company, {
          username: step.login,
          date: step.date,
          hostname: 'NB-01',
          locationType: step.location,
          source: 'test',
          ...times,
        }).catch((error: Error) => {
          // Out of order with the times stored already: refused whole, nothing written.
          if (error.name !== 'ValidationError') throw error;
        });
        break;
      }
      case 'move':
        departments[step.login] = step.department;
        await putEmployees(companyId, employeesOf(departments, active), new Date().toISOString());
        break;
      case 'activate':
        active[step.login] = step.active;
        await putEmployees(companyId, employeesOf(departments, active), new Date().toISOString());
        break;
      case 'delete':
        await documentDb().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: punchDayKeys.item(companyId, step.date, step.login),
          }),
        );
        break;
      case 'overtime':
        await requestOvertime(companyId, step.login, step.minutes, `${step.date} 18:00:00`);
        await approveOvertime(companyId, step.login, MANAGER);
        break;
      case 'transmission':
        history.transmissions.push(
          await transmission(companyId, {
            endpoint: step.endpoint,
            status: step.status,
            ...(step.status >= 400 ? { errorCode: 'INVALID_FIELD' } : {}),
            at: new Date(Date.now() - (summed ? 0 : step.secondsAgo) * 1000).toISOString(),
          }),
        );
        break;
      case 'deliver':
        await summariesUpToDate();
        break;
    }
  }
  return history;
}

async function rawDays(companyId: string): Promise<StoredPunchDay[]> {
  const pages = await Promise.all(DATES.map((day) => allPunchDays(companyId, day)));
  return pages.flat();
}

const onDays = (transmissions: readonly Transmission[], days: readonly string[]) =>
  transmissions.filter((t) => days.includes(t.at.slice(0, 10)));

const lastDays = (count: number) => {
  const today = new Date().toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
};

async function assertExact(
  companyId: string,
  { transmissions: written }: History,
  expectedStart: string,
  grace: number,
): Promise<void> {
  const days = await rawDays(companyId);
  const from = DATES[0];
  const to = DATES[DATES.length - 1] as string;
  const analyst = chatbot(companyId, 'read:analytics');
  for (const metric of ['workedHours', 'overtimeMinutes', 'lateness'] as const) {
    for (const groupBy of ['person', 'department', 'day'] as const) {
      const { data } = await ok(analyst, 'analyticsQuery', {
        metric,
        from,
        to,
        groupBy,
        expectedStart,
        graceMinutes: grace,
      });
      const expected = referenceRows(days, metric, groupBy, expectedStart, grace);
      expect(data.rows, `${metric} by ${groupBy}`).toEqual(expected);
      expect(data.total).toBe(Math.round(expected.reduce((sum, row) => sum + row.value, 0) * 100) / 100);
    }
  }
  // A range inside the history: only its days count.
  const inner = days.filter((day) => day.date === DATES[1] || day.date === DATES[2]);
  const { data: innerData } = await ok(analyst, 'analyticsQuery', {
    metric: 'lateness',
    from: DATES[1],
    to: DATES[2],
    groupBy: 'person',
    expectedStart,
    graceMinutes: grace,
  });
  expect(innerData.rows).toEqual(referenceRows(inner, 'lateness', 'person', expectedStart, grace));
  // Ranges holding whole months (read from the department-month summaries), a month's last days,
  // and most of a month (its department-month summaries less the days outside the range).
  for (const [rangeFrom, rangeTo] of [
    ['2026-10-01', '2026-11-30'],
    ['2026-10-31', '2026-11-30'],
    ['2026-09-15', '2026-11-01'],
    ['2026-10-01', '2026-10-30'],
    ['2026-10-02', '2026-10-31'],
    ['2026-11-02', '2026-11-30'],
  ] as const) {
    const within = days.filter((day) => day.date >= rangeFrom && day.date <= rangeTo);
    for (const metric of ['lateness', 'workedHours'] as const) {
      const { data: monthData } = await ok(analyst, 'analyticsQuery', {
        metric,
        from: rangeFrom,
        to: rangeTo,
        groupBy: 'department',
        expectedStart,
        graceMinutes: grace,
      });
      expect(monthData.rows, `${metric} by department ${rangeFrom}..${rangeTo}`).toEqual(
        referenceRows(within, metric, 'department', expectedStart, grace),
      );
    }
  }

  const dashboard = service(companyId, 'read:dashboard');
  const charts = [
    ['workedHoursByDay', 'day'],
    ['workedHoursByDay', 'department'],
    ['punchesByLocationType', undefined],
    ['punchesByLocationType', 'day'],
    ['overtimeByDepartment', undefined],
    ['overtimeByDepartment', 'day'],
  ] as const;
  for (const [chart, groupBy] of charts) {
    const { data } = await ok(dashboard, 'data-dashboardChartQuery', {
      chart,
      from,
      to,
      ...(groupBy ? { groupBy } : {}),
    });
    const expected = referenceChart(days, chart, groupBy, [...DATES]);
    expect({ labels: data.labels, series: data.series, unit: data.unit }, `${chart} by ${groupBy}`).toEqual(
      expected,
    );
  }

  const window = lastDays(31);
  const transmissions = onDays(written, window);
  for (const byEndpoint of [false, true]) {
    const { data } = await ok(dashboard, 'data-dashboardChartQuery', {
      chart: 'transmissionsByStatus',
      from: window[0],
      to: window[window.length - 1],
      ...(byEndpoint ? { groupBy: 'endpoint' } : {}),
    });
    expect({ labels: data.labels, series: data.series, unit: data.unit }).toEqual(
      referenceTransmissionChart(transmissions, window, byEndpoint),
    );
  }

  const employees = (await listAllEmployees(companyId)).map((e) => e.profile);
  const now = Date.now();
  const { data: overview } = await ok(service(companyId, 'read:masterdata'), 'getCompanyOverview', {});
  expect({
    employees: overview.employees,
    departments: overview.departments,
    lastTransmissions: overview.lastTransmissions,
  }).toEqual(referenceOverview(employees, written, now));
}

describe('summaries against a fold of the raw items', () => {
  it('agree on every metric, grouping, chart and count, whatever the history', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 10, maxLength: 40 }),
        fc.constantFrom('08:45', '09:00', '09:10'),
        fc.constantFrom(0, 1, 5, 15),
        async (ops, expectedStart, grace) => {
          const company = await newCompany({
            name: `Exact HOMOLOG ${Date.now()}`,
            employees: employeesOf({ ana: 'Sales', bruno: 'Sales', carla: 'Ops', davi: 'R&D' }, {}),
          });
          const half = Math.ceil(ops.length / 2);
          const history = await play(company.companyId, ops.slice(0, half));
          await summariesUpToDate();
          await assertExact(company.companyId, history, expectedStart, grace);
          // The transmissions were loaded with earlier times, as only a bulk load can: it says from when.
          const loadedSince = new Date(Date.now() - 41 * 86_400_000).toISOString();
          await settleCompany(company.companyId, { quietMs: 0, transmissionsSince: loadedSince });
          await play(company.companyId, ops.slice(half), history, true);
          await summariesUpToDate();
          await assertExact(company.companyId, history, expectedStart, grace);
          await settleCompany(company.companyId, { quietMs: 0 });
          await assertExact(company.companyId, history, expectedStart, grace);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
