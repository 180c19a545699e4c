/**
 * Chart-ready series for data-dashboardChartQuery: `labels` along the x axis, one `series` per
 * line or bar group with one number per label, and the `unit` of the numbers. Pure.
 */
import type { Transmission } from '../logs/records.js';
import type { PunchRecord } from '../punch/punch-day.js';
import { type PersonInfo, UNKNOWN_DEPARTMENT } from './metrics.js';

export interface Chart {
  labels: string[];
  series: Array<{ name: string; data: number[] }>;
  unit: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sums `value` of each item into [series][label], in the given label order; series sorted by name. */
function tabulate<T>(
  items: readonly T[],
  labels: readonly string[],
  labelOf: (item: T) => string,
  seriesOf: (item: T) => string,
  value: (item: T) => number,
  unit: string,
): Chart {
  const index = new Map(labels.map((label, i) => [label, i]));
  const table = new Map<string, number[]>();
  for (const item of items) {
    const at = index.get(labelOf(item));
    if (at === undefined) continue;
    const name = seriesOf(item);
    const row = table.get(name) ?? labels.map(() => 0);
    table.set(name, row);
    row[at] = (row[at] ?? 0) + value(item);
  }
  return {
    labels: [...labels],
    series: [...table.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, data]) => ({ name, data: data.map(round2) })),
    unit,
  };
}

const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export function workedHoursByDay(
  records: readonly PunchRecord[],
  dates: readonly string[],
  byDepartment: boolean,
  departmentOf: (login: string) => string,
): Chart {
  const complete = records.filter((r) => r.workedMinutes !== null);
  if (byDepartment) {
    return tabulate(
      complete,
      dates,
      (r) => r.date,
      (r) => departmentOf(r.username),
      (r) => (r.workedMinutes ?? 0) / 60,
      'hours',
    );
  }
  const worked = tabulate(
    complete,
    dates,
    (r) => r.date,
    () => 'Worked hours',
    (r) => (r.workedMinutes ?? 0) / 60,
    'hours',
  );
  const extension = tabulate(
    records,
    dates,
    (r) => r.date,
    () => 'Approved extension hours',
    (r) => r.approvedExtensionMinutes / 60,
    'hours',
  );
  return { ...worked, series: [...worked.series, ...extension.series] };
}

export function punchesByLocationType(
  records: readonly PunchRecord[],
  dates: readonly string[],
  byDay: boolean,
): Chart {
  const punched = records.filter((r) => r.beginDay || r.beginLunch || r.endLunch || r.endDay);
  const typeOf = (r: PunchRecord) => r.locationType ?? 'unknown';
  if (byDay)
    return tabulate(
      punched,
      dates,
      (r) => r.date,
      typeOf,
      () => 1,
      'punch days',
    );
  return tabulate(
    punched,
    distinctSorted(punched.map(typeOf)),
    typeOf,
    () => 'Punch days',
    () => 1,
    'punch days',
  );
}

export function overtimeByDepartment(
  records: readonly PunchRecord[],
  dates: readonly string[],
  byDay: boolean,
  departmentOf: (login: string) => string,
): Chart {
  const approved = records.filter((r) => r.approvedExtensionMinutes > 0);
  const department = (r: PunchRecord) => departmentOf(r.username);
  if (byDay)
    return tabulate(
      approved,
      dates,
      (r) => r.date,
      department,
      (r) => r.approvedExtensionMinutes,
      'minutes',
    );
  return tabulate(
    approved,
    distinctSorted(approved.map(department)),
    department,
    () => 'Approved extension minutes',
    (r) => r.approvedExtensionMinutes,
    'minutes',
  );
}

const statusClass = (t: Transmission) => `${Math.floor(t.status / 100)}xx`;

export function transmissionsByStatus(
  transmissions: readonly Transmission[],
  dates: readonly string[],
  byEndpoint: boolean,
): Chart {
  if (byEndpoint) {
    const endpoints = distinctSorted(transmissions.map((t) => t.endpoint));
    return tabulate(
      transmissions,
      endpoints,
      (t) => t.endpoint,
      statusClass,
      () => 1,
      'transmissions',
    );
  }
  return tabulate(
    transmissions,
    dates,
    (t) => t.at.slice(0, 10),
    statusClass,
    () => 1,
    'transmissions',
  );
}

export function departmentLookup(people: ReadonlyMap<string, PersonInfo>): (login: string) => string {
  return (login) => people.get(login)?.department ?? UNKNOWN_DEPARTMENT;
}
