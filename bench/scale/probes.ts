/**
 * What bench:scale times and the cost meter meters: every answer built from the summaries (each chart
 * and grouping, each metric by department and day, and by person, the company overview). Each probe
 * says how to ask, and what a fold of the raw items says its answer must be.
 */

import { SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import type { Transmission } from '../../lib/logs/records.js';
import type { Employee } from '../../lib/masterdata/employee.js';
import type { Principal } from '../../lib/mcp/principal.js';
import type { StoredPunchDay } from '../../lib/punch/punch-day.js';
import {
  referenceChart,
  referenceOverview,
  referenceRows,
  referenceTransmissionChart,
} from '../../test/support/reference-fold.js';
import { type Dataset, daysEnding } from './datasets.js';

export interface Ranges {
  /** Punch days, oldest first: the dataset's whole range. */
  dates: string[];
  /** Transmission days, oldest first: the newest `transmissionDays` (at most 31). */
  txDates: string[];
}

/** The from and to of a range of days. */
const span = (days: readonly string[]) => ({ from: days[0], to: days.at(-1) });

export interface RawData {
  days: StoredPunchDay[];
  transmissions: Transmission[];
  employees: Employee[];
  now: number;
}

export interface Probe {
  label: string;
  /** An MCP tool (direct route). */
  tool: string;
  mode: 'service' | 'chatbot';
  /** An answer by person (its own time limit). */
  byPerson?: boolean;
  args(ranges: Ranges): Record<string, unknown>;
  /** The part of the answer a fold of the raw items must equal. */
  expected(raw: RawData, ranges: Ranges): unknown;
  /** The same part of the tool's answer. */
  actual(data: Record<string, unknown>): unknown;
}

/** A caller of the probes' tools in process: every scope family of the company. */
export const principalOf = (companyId: string, mode: 'service' | 'chatbot'): Principal => ({
  sub: `bench-${mode}`,
  mode,
  scopes: SCOPE_FAMILIES.map((family) => `${family}:${companyId}`),
  ...(mode === 'chatbot' ? { tenant: companyId } : {}),
});

const chartPart = ({ labels, series, unit }: Record<string, unknown>) => ({ labels, series, unit });

const analytics = (
  metric: 'workedHours' | 'overtimeMinutes' | 'lateness',
  groupBy: 'person' | 'department' | 'day',
): Probe => ({
  label: `analyticsQuery ${metric} by ${groupBy}`,
  tool: 'analyticsQuery',
  mode: 'chatbot',
  byPerson: groupBy === 'person',
  args: (r) => ({ metric, ...span(r.dates), groupBy, expectedStart: '09:00', graceMinutes: 5 }),
  expected: (raw) => {
    const rows = referenceRows(raw.days, metric, groupBy, '09:00', 5);
    return {
      total: Math.round(rows.reduce((sum, row) => sum + row.value, 0) * 100) / 100,
      rows: rows.slice(0, 100),
    };
  },
  actual: ({ total, rows }) => ({ total, rows }),
});

const chart = (
  name: 'workedHoursByDay' | 'punchesByLocationType' | 'overtimeByDepartment',
  groupBy?: 'day' | 'department',
): Probe => ({
  label: `dashboard ${name}${groupBy ? ` by ${groupBy}` : ''}`,
  tool: 'data-dashboardChartQuery',
  mode: 'service',
  args: (r) => ({ chart: name, ...span(r.dates), ...(groupBy ? { groupBy } : {}) }),
  expected: (raw, r) =>
    referenceChart(raw.days, name, groupBy ?? (name === 'workedHoursByDay' ? 'day' : undefined), r.dates),
  actual: chartPart,
});

const transmissionChart = (byEndpoint: boolean): Probe => ({
  label: `dashboard transmissionsByStatus${byEndpoint ? ' by endpoint' : ''}`,
  tool: 'data-dashboardChartQuery',
  mode: 'service',
  args: (r) => ({
    chart: 'transmissionsByStatus',
    ...span(r.txDates),
    ...(byEndpoint ? { groupBy: 'endpoint' } : {}),
  }),
  expected: (raw, r) => referenceTransmissionChart(raw.transmissions, r.txDates, byEndpoint),
  actual: chartPart,
});

const overview: Probe = {
  label: 'getCompanyOverview',
  tool: 'getCompanyOverview',
  mode: 'service',
  args: () => ({}),
  expected: (raw) => referenceOverview(raw.employees, raw.transmissions, raw.now),
  actual: ({ employees, departments, lastTransmissions }) => ({ employees, departments, lastTransmissions }),
};

export const PROBES: readonly Probe[] = [
  chart('workedHoursByDay'),
  chart('workedHoursByDay', 'department'),
  chart('punchesByLocationType'),
  chart('punchesByLocationType', 'day'),
  chart('overtimeByDepartment'),
  chart('overtimeByDepartment', 'day'),
  transmissionChart(false),
  transmissionChart(true),
  analytics('workedHours', 'department'),
  analytics('workedHours', 'day'),
  analytics('overtimeMinutes', 'department'),
  analytics('lateness', 'department'),
  analytics('lateness', 'day'),
  analytics('workedHours', 'person'),
  analytics('lateness', 'person'),
  overview,
];

export const rangesOf = (dataset: Dataset): Ranges => ({
  dates: daysEnding(dataset.lastDay, dataset.days),
  txDates: daysEnding(dataset.lastDay, Math.min(31, dataset.transmissionDays)),
});
