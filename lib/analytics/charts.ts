/**
 * Chart-ready series for data-dashboardChartQuery: `labels` along the x axis, one `series` per
 * line or bar group with one number per label, and the `unit` of the numbers. Built from day
 * summaries (one per local day and department) and transmission counts. Pure.
 */
import { type Aggregate, addAggregate, emptyAggregate } from './aggregate.js';
import { hours } from './metrics.js';
import type { DaySummary, TransmissionCount } from './read-summaries.js';

export interface Chart {
  labels: string[];
  series: Array<{ name: string; data: number[] }>;
  unit: string;
}

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * One series per name that has a value in `present`, sorted by name, with `value` at each label
 * (0 where a label has none).
 */
function table(
  cells: ReadonlyMap<string, ReadonlyMap<string, Aggregate>>,
  labels: readonly string[],
  present: (aggregate: Aggregate) => boolean,
  value: (aggregate: Aggregate) => number,
  unit: string,
): Chart {
  return {
    labels: [...labels],
    series: [...cells.entries()]
      .filter(([, row]) =>
        present([...row.values()].reduce((sum, cell) => addAggregate(sum, cell), emptyAggregate())),
      )
      .sort(([a], [b]) => byName(a, b))
      .map(([name, row]) => ({
        name,
        data: labels.map((label) => {
          const cell = row.get(label);
          return cell ? value(cell) : 0;
        }),
      })),
    unit,
  };
}

/** Summaries added up per series name and label. */
function cellsOf(
  summaries: readonly DaySummary[],
  seriesOf: (summary: DaySummary) => string,
  labelOf: (summary: DaySummary) => string,
): Map<string, Map<string, Aggregate>> {
  const cells = new Map<string, Map<string, Aggregate>>();
  for (const summary of summaries) {
    const name = seriesOf(summary);
    const row = cells.get(name) ?? new Map<string, Aggregate>();
    cells.set(name, row);
    const label = labelOf(summary);
    row.set(label, addAggregate(row.get(label) ?? emptyAggregate(), summary.aggregate));
  }
  return cells;
}

const byDate = (s: DaySummary) => s.date;
const byDepartment = (s: DaySummary) => s.department;
const hasComplete = (a: Aggregate) => a.completeDays > 0;
const hasExtension = (a: Aggregate) => a.extensionMinutes > 0;

export function workedHoursByDay(
  summaries: readonly DaySummary[],
  dates: readonly string[],
  splitByDepartment: boolean,
): Chart {
  if (splitByDepartment) {
    return table(
      cellsOf(summaries, byDepartment, byDate),
      dates,
      hasComplete,
      (a) => hours(a.workedMinutes),
      'hours',
    );
  }
  const all = cellsOf(summaries, () => '', byDate);
  const worked = table(all, dates, hasComplete, (a) => hours(a.workedMinutes), 'hours');
  const extension = table(
    all,
    dates,
    (a) => a.days > 0,
    (a) => hours(a.extensionMinutes),
    'hours',
  );
  return {
    ...worked,
    series: [
      ...worked.series.map((s) => ({ ...s, name: 'Worked hours' })),
      ...extension.series.map((s) => ({ ...s, name: 'Approved extension hours' })),
    ],
  };
}

/** Punched days per location type: over the range (labels are the types), or per day (a series per type). */
export function punchesByLocationType(
  summaries: readonly DaySummary[],
  dates: readonly string[],
  perDay: boolean,
): Chart {
  const cells = new Map<string, Map<string, Aggregate>>();
  for (const summary of summaries) {
    for (const [location, count] of summary.aggregate.locations) {
      const row = cells.get(location) ?? new Map<string, Aggregate>();
      cells.set(location, row);
      const label = perDay ? summary.date : location;
      const cell = row.get(label) ?? emptyAggregate();
      cell.days += count;
      row.set(label, cell);
    }
  }
  const present = (a: Aggregate) => a.days > 0;
  if (perDay) return table(cells, dates, present, (a) => a.days, 'punch days');
  const types = [...cells.keys()].sort(byName);
  return table(
    new Map([
      ['Punch days', new Map(types.map((type) => [type, cells.get(type)?.get(type) ?? emptyAggregate()]))],
    ]),
    types,
    present,
    (a) => a.days,
    'punch days',
  );
}

/** Approved extension minutes per department: over the range, or per day (a series per department). */
export function overtimeByDepartment(
  summaries: readonly DaySummary[],
  dates: readonly string[],
  perDay: boolean,
): Chart {
  if (perDay) {
    return table(
      cellsOf(summaries, byDepartment, byDate),
      dates,
      hasExtension,
      (a) => a.extensionMinutes,
      'minutes',
    );
  }
  const perDepartment = cellsOf(summaries, () => 'Approved extension minutes', byDepartment);
  const row = perDepartment.get('Approved extension minutes') ?? new Map<string, Aggregate>();
  const departments = [...row.entries()]
    .filter(([, aggregate]) => hasExtension(aggregate))
    .map(([department]) => department)
    .sort(byName);
  return table(perDepartment, departments, hasExtension, (a) => a.extensionMinutes, 'minutes');
}

/** Transmissions per status class: per UTC day, or per endpoint over the range. */
export function transmissionsByStatus(
  counts: readonly TransmissionCount[],
  dates: readonly string[],
  perEndpoint: boolean,
): Chart {
  const labels = perEndpoint ? [...new Set(counts.map((c) => c.endpoint))].sort(byName) : dates;
  const cells = new Map<string, Map<string, number>>();
  for (const count of counts) {
    const row = cells.get(count.statusClass) ?? new Map<string, number>();
    cells.set(count.statusClass, row);
    const label = perEndpoint ? count.endpoint : count.day;
    row.set(label, (row.get(label) ?? 0) + count.count);
  }
  return {
    labels: [...labels],
    series: [...cells.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([name, row]) => ({ name, data: labels.map((label) => row.get(label) ?? 0) })),
    unit: 'transmissions',
  };
}
