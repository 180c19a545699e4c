/**
 * The answers the summarising tools must give, computed the plain way: folding every raw item of
 * the range. The property test of test/lib/summaries checks the tools against it, and so does the
 * scale benchmark. Independent of lib/summaries and lib/analytics on purpose (lateness is judged
 * from the instant and the day's time zone, not from start codes); shares only the punch day's own
 * rules (workedMinutes) and date conversions.
 *
 * A day counts under the department recorded on it; hours are the minutes added up, then / 60.
 */

import type { Transmission } from '../../lib/logs/records.js';
import type { Employee } from '../../lib/masterdata/employee.js';
import type { StoredPunchDay } from '../../lib/punch/punch-day.js';
import { workedMinutes } from '../../lib/punch/punch-day.js';
import { localDateTimeOf, parseUtcInstant } from '../../lib/shared/dates.js';

const round2 = (value: number) => Math.round(value * 100) / 100;
const hours = (minutes: number) => round2(minutes / 60);
const byName = (a: string, b: string) => a.localeCompare(b);
const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort(byName);
const departmentOf = (day: StoredPunchDay) => day.department ?? '';
const punched = (day: StoredPunchDay) =>
  Boolean(day.times.beginDay || day.times.beginLunch || day.times.endLunch || day.times.endDay);

function lateMinutes(day: StoredPunchDay, expectedStart: string, grace: number): number | null {
  const instant = day.times.beginDay ? parseUtcInstant(day.times.beginDay) : undefined;
  if (instant === undefined) return null;
  const local = localDateTimeOf(instant, day.timeZone ?? 'UTC');
  const minutes =
    Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) + Number(local.slice(17, 19)) / 60;
  const late = minutes - (Number(expectedStart.slice(0, 2)) * 60 + Number(expectedStart.slice(3, 5)));
  return late > grace ? Math.round(late) : 0;
}

export interface Row {
  key: string;
  value: number;
  days: number;
  incompleteDays?: number;
  lateDays?: number;
}

export function referenceRows(
  days: readonly StoredPunchDay[],
  metric: 'workedHours' | 'overtimeMinutes' | 'lateness',
  groupBy: 'person' | 'department' | 'day',
  expectedStart = '09:00',
  grace = 0,
): Row[] {
  const groups = new Map<string, StoredPunchDay[]>();
  for (const day of days) {
    const key = groupBy === 'person' ? day.login : groupBy === 'department' ? departmentOf(day) : day.date;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  const rows = [...groups.entries()].map(([key, group]): Row => {
    if (metric === 'workedHours') {
      const complete = group.flatMap((day) => workedMinutes(day.times) ?? []);
      const incomplete = group.length - complete.length;
      return {
        key,
        value: hours(complete.reduce((a, b) => a + b, 0)),
        days: complete.length,
        ...(incomplete > 0 ? { incompleteDays: incomplete } : {}),
      };
    }
    if (metric === 'overtimeMinutes') {
      return {
        key,
        value: group.reduce((sum, day) => sum + day.approvedExtensionMinutes, 0),
        days: group.length,
      };
    }
    const judged = group.flatMap((day) => lateMinutes(day, expectedStart, grace) ?? []);
    if (judged.length === 0) return { key, value: 0, days: 0 };
    return {
      key,
      value: judged.reduce((a, b) => a + b, 0),
      days: judged.length,
      lateDays: judged.filter((late) => late > 0).length,
    };
  });
  return rows.sort((a, b) =>
    groupBy === 'day' ? a.key.localeCompare(b.key) : b.value - a.value || a.key.localeCompare(b.key),
  );
}

export interface ReferenceChart {
  labels: string[];
  series: Array<{ name: string; data: number[] }>;
  unit: string;
}

/** Series per name present in `items`, with `value` summed per label, then rounded by `finish`. */
function tabulate<T>(
  items: readonly T[],
  labels: readonly string[],
  labelOf: (item: T) => string,
  seriesOf: (item: T) => string,
  value: (item: T) => number,
  unit: string,
  finish: (sum: number) => number = (sum) => sum,
): ReferenceChart {
  const table = new Map<string, Map<string, number>>();
  for (const item of items) {
    const row = table.get(seriesOf(item)) ?? new Map<string, number>();
    table.set(seriesOf(item), row);
    row.set(labelOf(item), (row.get(labelOf(item)) ?? 0) + value(item));
  }
  return {
    labels: [...labels],
    series: [...table.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([name, row]) => ({ name, data: labels.map((label) => finish(row.get(label) ?? 0)) })),
    unit,
  };
}

export function referenceChart(
  days: readonly StoredPunchDay[],
  chart: 'workedHoursByDay' | 'punchesByLocationType' | 'overtimeByDepartment',
  grouping: 'day' | 'department' | undefined,
  dates: readonly string[],
): ReferenceChart {
  const complete = days.filter((day) => workedMinutes(day.times) !== null);
  const worked = (day: StoredPunchDay) => workedMinutes(day.times) ?? 0;
  if (chart === 'workedHoursByDay') {
    if (grouping === 'department') {
      return tabulate(complete, dates, (d) => d.date, departmentOf, worked, 'hours', hours);
    }
    const w = tabulate(
      complete,
      dates,
      (d) => d.date,
      () => 'Worked hours',
      worked,
      'hours',
      hours,
    );
    const x = tabulate(
      days,
      dates,
      (d) => d.date,
      () => 'Approved extension hours',
      (d) => d.approvedExtensionMinutes,
      'hours',
      hours,
    );
    return { ...w, series: [...w.series, ...x.series] };
  }
  if (chart === 'punchesByLocationType') {
    const withPunch = days.filter(punched);
    const typeOf = (d: StoredPunchDay) => d.locationType ?? 'unknown';
    if (grouping === 'day')
      return tabulate(
        withPunch,
        dates,
        (d) => d.date,
        typeOf,
        () => 1,
        'punch days',
      );
    return tabulate(
      withPunch,
      sortedUnique(withPunch.map(typeOf)),
      typeOf,
      () => 'Punch days',
      () => 1,
      'punch days',
    );
  }
  const approved = days.filter((day) => day.approvedExtensionMinutes > 0);
  if (grouping === 'day') {
    return tabulate(
      approved,
      dates,
      (d) => d.date,
      departmentOf,
      (d) => d.approvedExtensionMinutes,
      'minutes',
    );
  }
  return tabulate(
    approved,
    sortedUnique(approved.map(departmentOf)),
    departmentOf,
    () => 'Approved extension minutes',
    (d) => d.approvedExtensionMinutes,
    'minutes',
  );
}

export function referenceTransmissionChart(
  transmissions: readonly Transmission[],
  dates: readonly string[],
  byEndpoint: boolean,
): ReferenceChart {
  const statusClass = (t: Transmission) => `${Math.floor(t.status / 100)}xx`;
  const inRange = transmissions.filter((t) => dates.includes(t.at.slice(0, 10)));
  return byEndpoint
    ? tabulate(
        inRange,
        sortedUnique(inRange.map((t) => t.endpoint)),
        (t) => t.endpoint,
        statusClass,
        () => 1,
        'transmissions',
      )
    : tabulate(
        inRange,
        dates,
        (t) => t.at.slice(0, 10),
        statusClass,
        () => 1,
        'transmissions',
      );
}

/**
 * What getCompanyOverview answers from the employees and the transmissions: the employees counted,
 * the departments, and the newest transmission of each endpoint within the 7 days before `now`.
 */
export function referenceOverview(
  employees: readonly Employee[],
  transmissions: readonly Transmission[],
  now: number,
) {
  const active = employees.filter((e) => e.active).length;
  const since = new Date(now - 7 * 86_400_000).toISOString();
  const newest = new Map<string, Transmission>();
  for (const t of transmissions
    .filter((t) => t.at >= since)
    .sort((a, b) => `${a.at}#${a.requestId}`.localeCompare(`${b.at}#${b.requestId}`)))
    newest.set(t.endpoint, t);
  return {
    employees: { total: employees.length, active, inactive: employees.length - active },
    departments: new Set(employees.map((e) => e.department)).size,
    lastTransmissions: [...newest.values()]
      .map(({ endpoint, at, status, errorCode }) => ({ endpoint, at, status, errorCode }))
      .sort((a, b) => byName(a.endpoint, b.endpoint)),
  };
}
