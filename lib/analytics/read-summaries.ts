/**
 * Reading the summaries a dashboard or analytics answer needs, and nothing of the raw items:
 * - by day: one small company-day item per day (totals and location types, or the start
 *   histogram for lateness), from one Query per month of the range;
 * - by department and day, or by department for counts and minutes: the company-day item of each
 *   department's counts and minutes, one per day;
 * - by department with start times or locations: the department-month summaries of the months the
 *   range covers (less the department days outside it when it covers most of one) and the
 *   department-day summaries of the other days (at most one per department and day);
 * - by person: the person packs of the metric's kind for the range's months (32 items a month),
 *   only the days of the range;
 * - transmissions: one count item per UTC day and transmission shard;
 * - employees: the staff counts per department.
 * Each answer also reads the summaries' health, to say when they may miss changes.
 */

import {
  listLastTransmissions,
  listStaffSummaries,
  queryDaySummaries,
  queryDepartmentMonths,
  queryTransmissionSummaries,
  readPersonPacks,
  readSummaryHealth,
  type SummaryHealth,
} from '../dynamo/summary-store.js';
import { LOCATION_TYPES } from '../punch/punch-day.js';
import { addDays, daysBetween } from '../shared/dates.js';
import { DAY_COUNTERS, locationCounter } from '../summaries/buckets.js';
import { UNKNOWN_LOCATION } from '../summaries/contributions.js';
import {
  addPackedDays,
  forEachPackEntry,
  type PackedDays,
  type PersonPackKind,
} from '../summaries/person-pack.js';

import {
  type Aggregate,
  aggregateOfSummary,
  departmentAggregatesOf,
  emptyAggregate,
  forEachStart,
  groupAggregates,
} from './aggregate.js';
import type { Metric } from './metrics.js';
import { datesOf } from './range.js';

export { listLastTransmissions, readSummaryHealth, type SummaryHealth };

/** What an answer needs of each day summary: the counts only, the location types too, or the start histogram. */
export type SummaryNeed = 'counts' | 'locations' | 'starts';

const COUNT_ATTRIBUTES = ['date', 'department', ...Object.values(DAY_COUNTERS)];
const LOCATION_ATTRIBUTES = [...LOCATION_TYPES, UNKNOWN_LOCATION].map(locationCounter);

export interface DaySummary {
  /** The local day; for a department over the range, the range's first day. */
  date: string;
  /** The department, or '' for the whole company. */
  department: string;
  aggregate: Aggregate;
}

/**
 * What an answer groups by: 'day' (the whole company per day), 'departmentDay' (each department
 * per day; counts and minutes only) or 'department' (each department over the range, one summary
 * per department dated `from`; any need).
 */
export type SummaryGrouping = 'day' | 'departmentDay' | 'department';

const projectionOf = (need: SummaryNeed): string[] | undefined =>
  need === 'starts'
    ? undefined
    : need === 'locations'
      ? [...COUNT_ATTRIBUTES, ...LOCATION_ATTRIBUTES]
      : COUNT_ATTRIBUTES;

const summaryOf = (date: string, department: string, aggregate: Aggregate): DaySummary => ({
  date,
  department,
  aggregate,
});

/** The range's days, month by month. */
function byMonth(from: string, to: string): Map<string, string[]> {
  const months = new Map<string, string[]>();
  for (const date of datesOf(from, to)) {
    const month = date.slice(0, 7);
    const dates = months.get(month) ?? [];
    months.set(month, dates);
    dates.push(date);
  }
  return months;
}

const firstOfMonth = (month: string) => `${month}-01`;
const lastOfMonth = (month: string) => addDays(`${addDays(firstOfMonth(month), 31).slice(0, 7)}-01`, -1);

/** An aggregate taken away from another (counts may go below 0 until the rest is added). */
function negated(aggregate: Aggregate): Aggregate {
  const negatedStarts = new Map<number, number>();
  forEachStart(aggregate.starts, (code, count) => negatedStarts.set(code, -count));
  return {
    days: -aggregate.days,
    completeDays: -aggregate.completeDays,
    workedMinutes: -aggregate.workedMinutes,
    extensionMinutes: -aggregate.extensionMinutes,
    locations: new Map([...aggregate.locations].map(([key, count]) => [key, -count])),
    starts: negatedStarts,
  };
}

/**
 * Each department over `from`..`to` with everything a day summary holds (start histogram,
 * locations), from as few items as exact sums allow: a month the range covers is its
 * department-month summaries, and so is a month it covers most of, less the department days
 * outside the range; the other days are their department-day summaries. One summary per department.
 */
async function departmentSummaries(
  companyId: string,
  from: string,
  to: string,
  need: SummaryNeed,
): Promise<DaySummary[]> {
  const projection = projectionOf(need);
  const reads: Array<Promise<Array<{ department: string; aggregate: Aggregate }>>> = [];
  const dayRuns = (runFrom: string, runTo: string, sign: 1 | -1) =>
    queryDaySummaries(companyId, runFrom, runTo, projection).then((records) =>
      records.map((record) => {
        const aggregate = aggregateOfSummary(record.attributes);
        return {
          department: record.attributes.department as string,
          aggregate: sign === 1 ? aggregate : negated(aggregate),
        };
      }),
    );
  for (const [month, dates] of byMonth(from, to)) {
    const first = firstOfMonth(month);
    const last = lastOfMonth(month);
    const runFrom = dates[0] as string;
    const runTo = dates[dates.length - 1] as string;
    const outside = daysBetween(first, last) + 1 - dates.length;
    if (outside >= dates.length) {
      reads.push(dayRuns(runFrom, runTo, 1));
      continue;
    }
    reads.push(
      queryDepartmentMonths(companyId, month).then((records) =>
        records.map((record) => ({
          department: record.attributes.department as string,
          aggregate: aggregateOfSummary(record.attributes),
        })),
      ),
    );
    if (runFrom > first) reads.push(dayRuns(first, addDays(runFrom, -1), -1));
    if (runTo < last) reads.push(dayRuns(addDays(runTo, 1), last, -1));
  }
  const parts = (await Promise.all(reads)).flat();
  const byDepartment = groupAggregates(
    parts,
    (part) => part.department,
    (part) => part.aggregate,
  );
  return [...byDepartment].map(([department, aggregate]) => summaryOf(from, department, aggregate));
}

/**
 * The summaries of `from`..`to` an answer grouped by `grouping` needs, with at least `need` in
 * each; summaries without a punch day are left out.
 */
export async function daySummaries(
  companyId: string,
  from: string,
  to: string,
  need: SummaryNeed,
  grouping: SummaryGrouping,
): Promise<DaySummary[]> {
  let summaries: DaySummary[];
  if (grouping === 'department' && need !== 'counts') {
    summaries = await departmentSummaries(companyId, from, to, need);
  } else if (grouping === 'day') {
    // The start histogram has its own company-day item (with the punch days); the totals item
    // holds the counts, minutes and location types.
    const records = await queryDaySummaries(companyId, from, to, undefined, need === 'starts' ? 'S' : 'C');
    summaries = records.map((record) =>
      summaryOf(record.attributes.date as string, '', aggregateOfSummary(record.attributes)),
    );
  } else {
    // Each department's counts and minutes of a day are one company-day item.
    const records = await queryDaySummaries(companyId, from, to, undefined, 'D');
    summaries = records.flatMap((record) =>
      [...departmentAggregatesOf(record.attributes)].map(([department, aggregate]) =>
        summaryOf(record.attributes.date as string, department, aggregate),
      ),
    );
  }
  return summaries.filter((summary) => summary.aggregate.days > 0);
}

/** An employee's aggregate of what a metric's person packs hold: their days added up, and (start) each day's code. */
const AGGREGATE_OF: Record<PersonPackKind, (days: PackedDays, codes?: Uint16Array) => Aggregate> = {
  worked: (days) => ({
    ...emptyAggregate(),
    days: days.days,
    completeDays: days.numbered,
    workedMinutes: days.sum,
  }),
  extension: (days) => ({ ...emptyAggregate(), days: days.days, extensionMinutes: days.sum }),
  start: (days, codes) => ({
    ...emptyAggregate(),
    days: days.days,
    starts: codes?.subarray(0, days.numbered) ?? NO_CODES,
  }),
};

const NO_CODES = new Uint16Array(0);

/** The person packs each metric reads. */
const PACK_KIND_OF: Record<Metric, PersonPackKind> = {
  workedHours: 'worked',
  overtimeMinutes: 'extension',
  lateness: 'start',
};

/**
 * Each employee's punch days of `from`..`to` added up, from the person packs of the range's months:
 * the punch days, and only what `metric` needs of them (worked minutes with the complete days,
 * extension minutes, or start codes).
 */
export async function personAggregates(
  companyId: string,
  from: string,
  to: string,
  metric: Metric,
): Promise<Map<string, Aggregate>> {
  const kind = PACK_KIND_OF[metric];
  const dayRange = new Map(
    [...byMonth(from, to)].map(([month, dates]) => [
      month,
      {
        first: Number((dates[0] as string).slice(8, 10)),
        last: Number((dates[dates.length - 1] as string).slice(8, 10)),
      },
    ]),
  );
  const packs = await readPersonPacks(companyId, [...dayRange.keys()], kind);
  // Each employee's start codes get room for every day of the range, cut from blocks shared by 256
  // employees: a few allocations rather than one per employee.
  const rangeDays = daysBetween(from, to) + 1;
  let block = NO_CODES;
  const codesOfAnEmployee = (): Uint16Array => {
    if (block.length < rangeDays) block = new Uint16Array(rangeDays * 256);
    const codes = block.subarray(0, rangeDays);
    block = block.subarray(rangeDays);
    return codes;
  };
  const byPerson = new Map<string, { days: PackedDays; codes?: Uint16Array }>();
  for (const { month, entries } of packs) {
    const range = dayRange.get(month);
    if (!range) continue;
    forEachPackEntry(entries, (login, entry) => {
      let person = byPerson.get(login);
      if (!person) {
        person = {
          days: { days: 0, numbered: 0, sum: 0 },
          codes: kind === 'start' ? codesOfAnEmployee() : undefined,
        };
        byPerson.set(login, person);
      }
      addPackedDays(entry, range.first, range.last, person.days, person.codes);
    });
  }
  const aggregateOf = AGGREGATE_OF[kind];
  return new Map([...byPerson].map(([login, { days, codes }]) => [login, aggregateOf(days, codes)]));
}

export interface TransmissionCount {
  day: string;
  endpoint: string;
  statusClass: string;
  count: number;
}

/** Transmissions per UTC day, endpoint and status class, `from`..`to`. */
export async function transmissionCounts(
  companyId: string,
  from: string,
  to: string,
): Promise<TransmissionCount[]> {
  const records = await queryTransmissionSummaries(companyId, from, to);
  const counts: TransmissionCount[] = [];
  for (const record of records) {
    const day = record.attributes.day as string;
    for (const [name, value] of Object.entries(record.attributes)) {
      if (!name.startsWith('t:') || typeof value !== 'number' || value === 0) continue;
      // t:<class>:<endpoint>: the class is three characters, the endpoint the rest.
      counts.push({ day, statusClass: name.slice(2, 5), endpoint: name.slice(6), count: value });
    }
  }
  return counts;
}

export interface StaffCounts {
  active: number;
  inactive: number;
  /** Departments with at least one employee, active or not. */
  departments: number;
}

export async function staffCounts(companyId: string): Promise<StaffCounts> {
  const records = await listStaffSummaries(companyId);
  const byDepartment = new Map<string, number>();
  let active = 0;
  let inactive = 0;
  for (const { attributes } of records) {
    const a = typeof attributes.active === 'number' ? attributes.active : 0;
    const i = typeof attributes.inactive === 'number' ? attributes.inactive : 0;
    active += a;
    inactive += i;
    const department = attributes.department as string;
    byDepartment.set(department, (byDepartment.get(department) ?? 0) + a + i);
  }
  return { active, inactive, departments: [...byDepartment.values()].filter((n) => n > 0).length };
}
