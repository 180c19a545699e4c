import {
  type Chart,
  departmentLookup,
  overtimeByDepartment,
  punchesByLocationType,
  transmissionsByStatus,
  workedHoursByDay,
} from '../../analytics/charts.js';
import type { PersonInfo } from '../../analytics/metrics.js';
import { peopleOf } from '../../analytics/people.js';
import { datesOf, MAX_RANGE_DAYS, punchDaysInRange } from '../../analytics/punch-range.js';
import { recentTransmissions } from '../../logs/transmissions.js';
import * as z from '../../shared/zod.js';
import { defineTool } from '../tool.js';
import { dateRange, invalidArgument, TimeArgument } from './arguments.js';

const CHARTS = [
  'workedHoursByDay',
  'punchesByLocationType',
  'overtimeByDepartment',
  'transmissionsByStatus',
] as const;
type ChartName = (typeof CHARTS)[number];
type Grouping = 'day' | 'department' | 'endpoint';

/** The groupings each chart offers; the first is its default (undefined: labels are its categories). */
const GROUPINGS: Record<ChartName, ReadonlyArray<Grouping | undefined>> = {
  workedHoursByDay: ['day', 'department'],
  punchesByLocationType: [undefined, 'day'],
  overtimeByDepartment: [undefined, 'day'],
  transmissionsByStatus: ['day', 'endpoint'],
};
const TRANSMISSION_RANGE_DAYS = 31;
const MAX_TRANSMISSIONS = 50_000;

export const dataDashboardChartQuery = defineTool({
  name: 'data-dashboardChartQuery',
  description:
    'Chart-ready series ({labels, series:[{name, data}], unit}) for a dashboard: workedHoursByDay (groupBy department splits it), punchesByLocationType and overtimeByDepartment (groupBy day spreads them over days), transmissionsByStatus (by day, or groupBy endpoint). Dates are local (punches) or UTC (transmissions); at most 92 days, 31 for transmissions.',
  need: { kind: 'family', family: 'read:dashboard' },
  annotations: {
    title: 'Dashboard chart',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      chart: z.enum(CHARTS).check(z.describe('which chart')),
      from: TimeArgument.check(
        z.describe('first day YYYY-MM-DD (a date-time counts as the date it is written in)'),
      ),
      to: TimeArgument.check(
        z.describe('last day YYYY-MM-DD, inclusive (a date-time counts as the date it is written in)'),
      ),
      groupBy: z
        .optional(z.enum(['day', 'department', 'endpoint']))
        .check(z.describe('see the description for what each chart offers')),
    }),
  async run({ tenant }, args) {
    const { chart, groupBy } = args;
    const companyId = tenant ?? '';
    const allowed = GROUPINGS[chart];
    if (groupBy !== undefined && !allowed.includes(groupBy))
      throw invalidArgument('groupBy', `${chart} can be grouped by ${allowed.filter(Boolean).join(' or ')}`);
    const grouping = groupBy ?? allowed[0];
    const { from, to } = dateRange(
      args.from,
      args.to,
      chart === 'transmissionsByStatus' ? TRANSMISSION_RANGE_DAYS : MAX_RANGE_DAYS,
    );
    const dates = datesOf(from, to);
    const warnings: string[] = [];
    let result: Chart;
    if (chart === 'transmissionsByStatus') {
      const read = await recentTransmissions(
        { companyId, fromIso: `${from}T00:00:00.000Z`, toIso: `${to}T23:59:59.999Z` },
        MAX_TRANSMISSIONS,
      );
      if (!read.complete)
        warnings.push(
          `only the newest ${read.transmissions.length} transmissions were counted; earlier days are short`,
        );
      result = transmissionsByStatus(read.transmissions, dates, grouping === 'endpoint');
    } else {
      const needsPeople = chart === 'overtimeByDepartment' || grouping === 'department';
      const [range, people] = await Promise.all([
        punchDaysInRange(companyId, from, to),
        needsPeople ? peopleOf(companyId) : Promise.resolve(new Map<string, PersonInfo>()),
      ]);
      if (!range.complete)
        warnings.push(
          `too many punch records: only ${range.datesRead.length} of ${dates.length} days were read`,
        );
      const departmentOf = departmentLookup(people);
      result =
        chart === 'workedHoursByDay'
          ? workedHoursByDay(range.records, dates, grouping === 'department', departmentOf)
          : chart === 'punchesByLocationType'
            ? punchesByLocationType(range.records, dates, grouping === 'day')
            : overtimeByDepartment(range.records, dates, grouping === 'day', departmentOf);
    }
    const total = result.series.reduce((sum, s) => sum + s.data.reduce((a, b) => a + b, 0), 0);
    return {
      data: { chart, from, to, groupBy: grouping ?? null, ...result },
      humanSummary: `${chart} from ${from} to ${to}: ${result.series.length} series over ${result.labels.length} labels, ${Math.round(total * 100) / 100} ${result.unit} in all.`,
      warnings,
    };
  },
});
