import {
  type Chart,
  overtimeByDepartment,
  punchesByLocationType,
  transmissionsByStatus,
  workedHoursByDay,
} from '../../analytics/charts.js';
import { datesOf, MAX_RANGE_DAYS } from '../../analytics/range.js';
import { daySummaries, transmissionDays } from '../../analytics/read-summaries.js';
import { TRANSMISSION_TTL_DAYS } from '../../dynamo/keys.js';
import { addDays } from '../../shared/dates.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';
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

export const dataDashboardChartQuery = defineTool({
  name: 'data-dashboardChartQuery',
  description:
    'Chart-ready series ({labels, series:[{name, data}], unit}) for a dashboard: workedHoursByDay (groupBy department splits it), punchesByLocationType and overtimeByDepartment (groupBy day spreads them over days), transmissionsByStatus (by day, or groupBy endpoint). Dates are local (punches) or UTC (transmissions); at most 92 days, 31 for transmissions.',
  need: { kind: 'family', family: 'read:dashboard' },
  annotations: readOnly('Dashboard chart'),
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
    let countedUpTo: string;
    if (chart === 'transmissionsByStatus') {
      // Transmissions are kept 90 days: whole UTC days within that window are counted, older ones not.
      const today = new Date().toISOString().slice(0, 10);
      const firstKept = addDays(today, 1 - TRANSMISSION_TTL_DAYS);
      if (from < firstKept)
        warnings.push(
          `transmissions are kept ${TRANSMISSION_TTL_DAYS} days: days before ${firstKept} are not counted`,
        );
      const { counts, freshness } =
        to < firstKept
          ? { counts: [], freshness: { countedUpTo: new Date().toISOString(), warnings: [] } }
          : await transmissionDays(companyId, from < firstKept ? firstKept : from, to);
      countedUpTo = freshness.countedUpTo;
      result = transmissionsByStatus(counts, dates, grouping === 'endpoint');
    } else {
      const byDay =
        chart === 'punchesByLocationType' || (chart === 'workedHoursByDay' && grouping !== 'department');
      const { summaries, freshness } = await daySummaries(
        companyId,
        from,
        to,
        byDay ? 'day' : 'departmentDay',
      );
      warnings.push(...freshness.warnings);
      countedUpTo = freshness.countedUpTo;
      result =
        chart === 'workedHoursByDay'
          ? workedHoursByDay(summaries, dates, grouping === 'department')
          : chart === 'punchesByLocationType'
            ? punchesByLocationType(summaries, dates, grouping === 'day')
            : overtimeByDepartment(summaries, dates, grouping === 'day');
    }
    const total = result.series.reduce((sum, s) => sum + s.data.reduce((a, b) => a + b, 0), 0);
    return {
      data: { chart, from, to, groupBy: grouping ?? null, ...result, countedUpTo },
      humanSummary: `${chart} from ${from} to ${to}: ${result.series.length} series over ${result.labels.length} labels, ${Math.round(total * 100) / 100} ${result.unit} in all.`,
      warnings,
    };
  },
});
