/**
 * Reading the summaries a dashboard or analytics answer needs, and nothing of the raw items:
 * - by day, or by department and day for counts and minutes: the company-day summaries of the
 *   range, one per day, from one Query per month of the range;
 * - by department over the range: the department-month summaries of the range's whole months and
 *   the department-day summaries of its other days (at most one per department and day);
 * - by person: each employee's person-month items, only the days of the range;
 * - transmissions: one count item per UTC day and transmission shard;
 * - employees: the staff counts per department.
 * Each answer also reads the summaries' health, to say when they may miss changes.
 */

import { personMonthKeys } from '../dynamo/keys.js';
import {
  listLastTransmissions,
  listStaffSummaries,
  queryDaySummaries,
  queryDepartmentMonths,
  queryPersonMonth,
  queryTransmissionSummaries,
  readSummaryHealth,
  type SummaryHealth,
} from '../dynamo/summary-store.js';
import { LOCATION_TYPES } from '../punch/punch-day.js';
import { addDays } from '../shared/dates.js';
import { DAY_COUNTERS, locationCounter } from '../summaries/buckets.js';
import { decodePunch, type PunchContribution, UNKNOWN_LOCATION } from '../summaries/contributions.js';

import { type Aggregate, aggregateOfSummary, departmentAggregatesOfTotal } from './aggregate.js';
import { datesOf } from './range.js';

export { listLastTransmissions, readSummaryHealth, type SummaryHealth };

/** What an answer needs of each day summary: the counts only, the location types too, or the start histogram. */
export type SummaryNeed = 'counts' | 'locations' | 'starts';

const COUNT_ATTRIBUTES = ['date', 'department', ...Object.values(DAY_COUNTERS)];
const LOCATION_ATTRIBUTES = [...LOCATION_TYPES, UNKNOWN_LOCATION].map(locationCounter);

export interface DaySummary {
  /** The local day, or the month's first day for a whole month of one department. */
  date: string;
  /** The department, or '' for the whole company. */
  department: string;
  aggregate: Aggregate;
}

/**
 * What an answer groups by: 'day' (the whole company per day), 'departmentDay' (each department
 * per day; counts and minutes only) or 'department' (each department over the range; any need).
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

/** The range's whole months, and the runs of days outside them. */
function splitByWholeMonths(from: string, to: string): { months: string[]; days: string[][] } {
  const byMonth = new Map<string, string[]>();
  for (const date of datesOf(from, to)) {
    const month = date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), date]);
  }
  const months: string[] = [];
  const days: string[][] = [];
  for (const [month, dates] of byMonth) {
    const last = dates[dates.length - 1] as string;
    const whole = dates[0]?.endsWith('-01') && addDays(last, 1).slice(0, 7) !== month;
    if (whole) months.push(month);
    else days.push(dates);
  }
  return { months, days };
}

async function departmentSummaries(
  companyId: string,
  from: string,
  to: string,
  need: SummaryNeed,
): Promise<DaySummary[]> {
  const { months, days } = splitByWholeMonths(from, to);
  const [monthRecords, dayRecords] = await Promise.all([
    Promise.all(months.map((month) => queryDepartmentMonths(companyId, month))),
    Promise.all(
      days.map((run) =>
        queryDaySummaries(companyId, run[0] as string, run[run.length - 1] as string, projectionOf(need)),
      ),
    ),
  ]);
  return [
    ...monthRecords
      .flat()
      .map((record) =>
        summaryOf(
          `${record.attributes.month as string}-01`,
          record.attributes.department as string,
          aggregateOfSummary(record.attributes),
        ),
      ),
    ...dayRecords
      .flat()
      .map((record) =>
        summaryOf(
          record.attributes.date as string,
          record.attributes.department as string,
          aggregateOfSummary(record.attributes),
        ),
      ),
  ];
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
  if (grouping === 'department' && need === 'starts') {
    summaries = await departmentSummaries(companyId, from, to, need);
  } else if (grouping === 'day') {
    const records = await queryDaySummaries(companyId, from, to, projectionOf(need), 'company');
    summaries = records.map((record) =>
      summaryOf(record.attributes.date as string, '', aggregateOfSummary(record.attributes)),
    );
  } else {
    // Each department's counts and minutes ride on the company-day summary: one item a day.
    const records = await queryDaySummaries(companyId, from, to, undefined, 'company');
    summaries = records.flatMap((record) =>
      [...departmentAggregatesOfTotal(record.attributes)].map(([department, aggregate]) =>
        summaryOf(record.attributes.date as string, department, aggregate),
      ),
    );
  }
  return summaries.filter((summary) => summary.aggregate.days > 0);
}

/** Each employee's punch days of `from`..`to`, from their person-month items. */
export async function personDays(
  companyId: string,
  from: string,
  to: string,
): Promise<Map<string, PunchContribution[]>> {
  const dayAttributesByMonth = new Map<string, string[]>();
  for (const date of datesOf(from, to)) {
    const month = date.slice(0, 7);
    const attributes = dayAttributesByMonth.get(month) ?? [];
    dayAttributesByMonth.set(month, attributes);
    attributes.push(personMonthKeys.dayAttribute(date));
  }
  const months = await Promise.all(
    [...dayAttributesByMonth.entries()].map(([month, attributes]) =>
      queryPersonMonth(companyId, month, attributes),
    ),
  );
  const byPerson = new Map<string, PunchContribution[]>();
  for (const { login, days } of months.flat()) {
    const values = Object.values(days);
    if (values.length === 0) continue;
    const list = byPerson.get(login) ?? [];
    byPerson.set(login, list);
    for (const value of values) list.push(decodePunch(value));
  }
  return byPerson;
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
