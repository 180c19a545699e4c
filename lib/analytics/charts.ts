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

/** A count of one series at one label. */
type Count = [series: string, label: string, count: number];

/** One series per name, sorted by name, with its counts added up at each label (0 where a label has none). */
function countChart(counts: readonly Count[], labels: readonly string[], unit: string): Chart {
  const rows = new Map<string, Map<string, number>>();
  for (const [name, label, count] of counts) {
    const row = rows.get(name) ?? new Map<string, number>();
    rows.set(name, row);
    row.set(label, (row.get(label) ?? 0) + count);
  }
  return {
    labels: [...labels],
    series: [...rows.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([name, row]) => ({ name, data: labels.map((label) => row.get(label) ?? 0) })),
    unit,
  };
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
  const counts = summaries.flatMap((summary) =>
    [...summary.aggregate.locations].map(([location, count]): Count => [location, summary.date, count]),
  );
  if (perDay) return countChart(counts, dates, 'punch days');
  const types = [...new Set(counts.map(([location]) => location))].sort(byName);
  return countChart(
    counts.map(([location, , count]): Count => ['Punch days', location, count]),
    types,
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
  return countChart(
    counts.map((c): Count => [c.statusClass, perEndpoint ? c.endpoint : c.day, c.count]),
    perEndpoint ? [...new Set(counts.map((c) => c.endpoint))].sort(byName) : dates,
    'transmissions',
  );
}
