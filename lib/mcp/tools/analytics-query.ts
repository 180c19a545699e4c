import { groupAggregates } from '../../analytics/aggregate.js';
import { type Metric, metricRows } from '../../analytics/metrics.js';
import { MAX_RANGE_DAYS } from '../../analytics/range.js';
import { daySummaries, personAggregates } from '../../analytics/read-summaries.js';
import { companyOf } from '../../companies/company-of.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';
import { dateRange, TimeArgument } from './arguments.js';
import { count } from './words.js';

const MAX_ROWS = 100;
const UNITS: Record<Metric, string> = {
  workedHours: 'hours',
  overtimeMinutes: 'minutes',
  lateness: 'minutes late',
};

export const analyticsQuery = defineTool({
  name: 'analyticsQuery',
  description:
    "Answer a metric question for the user's company over local dates (at most 92 days), by person, department or day: workedHours (complete days only), overtimeMinutes (approved extensions), or lateness (BEGIN_DAY later than expectedStart + graceMinutes on the clock of the time zone the day was recorded in; minutes counted from expectedStart). A day counts under the department the employee had at its latest punch. Chatbot tokens only.",
  need: { kind: 'family', family: 'read:analytics', chatbotOnly: true },
  annotations: readOnly('Workforce analytics'),
  input: () =>
    z.object({
      metric: z.enum(['workedHours', 'overtimeMinutes', 'lateness']).check(z.describe('what to measure')),
      from: TimeArgument.check(
        z.describe('first local day YYYY-MM-DD (a date-time counts as the date it is written in)'),
      ),
      to: TimeArgument.check(
        z.describe('last local day YYYY-MM-DD, inclusive (a date-time counts as the date it is written in)'),
      ),
      groupBy: z
        .enum(['person', 'department', 'day'])
        .check(z.describe('one row per person, department or day')),
      expectedStart: z
        ._default(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')), '09:00')
        .check(z.describe('lateness: the expected start of day, local HH:mm')),
      graceMinutes: z
        ._default(z.number().check(z.int(), z.gte(0), z.lte(240)), 0)
        .check(z.describe('lateness: minutes of tolerance')),
    }),
  async run({ tenant }, args) {
    const companyId = tenant ?? '';
    const { from, to } = dateRange(args.from, args.to, MAX_RANGE_DAYS);
    const answer =
      args.groupBy === 'person'
        ? personAggregates(companyId, from, to).then(({ people, freshness }) => ({
            groups: people,
            freshness,
          }))
        : daySummaries(companyId, from, to, args.groupBy, args.metric === 'lateness').then(
            ({ summaries, freshness }) => ({
              groups: groupAggregates(
                summaries,
                (summary) => (args.groupBy === 'day' ? summary.date : summary.department),
                (summary) => summary.aggregate,
              ),
              freshness,
            }),
          );
    // companyOf answers 404 for a company that does not exist.
    const [, { groups: byGroup, freshness }] = await Promise.all([companyOf(companyId), answer]);
    const rows = metricRows(byGroup, args).sort((a, b) =>
      args.groupBy === 'day' ? a.key.localeCompare(b.key) : b.value - a.value || a.key.localeCompare(b.key),
    );
    const total = Math.round(rows.reduce((sum, row) => sum + row.value, 0) * 100) / 100;
    const warnings = [...freshness.warnings];
    if (rows.length > MAX_ROWS) warnings.push(`${rows.length - MAX_ROWS} more rows not shown (the smallest)`);
    const incomplete = rows.reduce((sum, row) => sum + (row.incompleteDays ?? 0), 0);
    if (incomplete > 0) warnings.push(`${incomplete} incomplete days were left out of workedHours`);
    const unit = UNITS[args.metric];
    const top = rows[0];
    return {
      data: {
        metric: args.metric,
        unit,
        from,
        to,
        groupBy: args.groupBy,
        ...(args.metric === 'lateness'
          ? { expectedStart: args.expectedStart, graceMinutes: args.graceMinutes }
          : {}),
        total,
        rows: rows.slice(0, MAX_ROWS),
        countedUpTo: freshness.countedUpTo,
      },
      humanSummary:
        rows.length === 0
          ? `No punch data from ${from} to ${to}.`
          : `${args.metric} from ${from} to ${to}: ${total} ${unit} in all over ${count(rows.length, args.groupBy, args.groupBy === 'person' ? 'people' : `${args.groupBy}s`)}` +
            (args.groupBy === 'day' ? '.' : `; highest: ${top?.key} with ${top?.value}.`),
      warnings,
    };
  },
});
