/**
 * What an answer reads for a range of days: the summaries of the days summed (settle.ts) and, for
 * the days not summed yet or changed since (pending, or failed), their records, summed here. So an
 * answer counts every change made up to the moment it is asked (summaries/health.ts says when not).
 * - by day: one small item per day (D: counts, minutes, location types; S: the start histogram);
 * - each department per day: one small item per department and day (E);
 * - each department over the range: its months (M) where the range covers most of a month, less
 *   the days outside the range, and its days (H: counts, minutes, start histogram) elsewhere;
 * - by person: the day's employees' numbers (P: one item up to 300 KB of them, more beyond);
 * - transmissions: one item per UTC day (T), and those made since it was counted.
 */
import { cachedCompany } from '../companies/resolve-company.js';
import { listAllEmployees } from '../dynamo/employee-store.js';
import {
  queryDepartmentMonths,
  querySummaryDays,
  readLag,
  readRawDay,
  readRawTransmissions,
  readSettleState,
} from '../dynamo/summary-store.js';
import { addDays, monthsBetween } from '../shared/dates.js';
import { type Freshness, freshnessOf } from '../summaries/health.js';
import { summedAtCreation } from '../summaries/pending.js';
import type { Lag, LastTransmission, SettleState } from '../summaries/records.js';
import {
  type Aggregate,
  addAggregate,
  addPersonDay,
  aggregateOfItem,
  type DayFold,
  emptyAggregate,
  foldDay,
  groupAggregates,
  type PersonDay,
} from './aggregate.js';
import { datesOf } from './range.js';

export interface DaySummary {
  /** The local day; for a department over the range, the range's first day. */
  date: string;
  /** The department, or '' for the whole company. */
  department: string;
  aggregate: Aggregate;
}

/** 'day': the whole company per day; 'departmentDay': each department per day (no start times); 'department': each department over the range. */
export type SummaryGrouping = 'day' | 'departmentDay' | 'department';

type Item = Record<string, unknown>;

interface Sources {
  state: SettleState;
  lag: Lag | undefined;
  /** Days counted from their records, with their records summed. */
  raw: Array<{ date: string; fold: DayFold }>;
  /** Days whose summaries count. */
  settled: Set<string>;
  /** Changed since summed, or failed: their summaries do not count. */
  unsettled: Set<string>;
}

async function sourcesOf(companyId: string, from: string, to: string): Promise<Sources> {
  const [state, lag] = await Promise.all([readSettleState(companyId), readLag()]);
  const unsettled = new Set([...state.pending.map((p) => p.date), ...state.failed.flatMap((f) => f.days)]);
  // Never summed yet: the days before the company existed are summed already, with nothing in them.
  const createdAt =
    state.settledThrough === undefined ? (await cachedCompany(companyId))?.createdAt : undefined;
  const through = state.settledThrough ?? (createdAt === undefined ? undefined : summedAtCreation(createdAt));
  const dates = datesOf(from, to);
  const rawDates = dates.filter((date) => through === undefined || date > through || unsettled.has(date));
  const raw = await Promise.all(
    rawDates.map(async (date) => ({ date, fold: foldDay(await readRawDay(companyId, date)) })),
  );
  return { state, lag, raw, settled: new Set(dates.filter((d) => !rawDates.includes(d))), unsettled };
}

const freshness = (companyId: string, sources: Sources, from: string, to: string): Freshness =>
  freshnessOf(companyId, sources.state, sources.settled.size > 0 ? sources.lag : undefined, { from, to });

/** The sources and, read beside them, one kind's summary items of the range (of the settled days only). */
async function sourcesWith(companyId: string, kind: string, from: string, to: string) {
  const [sources, items] = await Promise.all([
    sourcesOf(companyId, from, to),
    querySummaryDays(companyId, kind, from, to),
  ]);
  return { sources, items: items.filter((item) => sources.settled.has(item.date as string)) };
}

const summaryOf = (item: Item, date = item.date as string): DaySummary => ({
  date,
  department: (item.department as string | undefined) ?? '',
  aggregate: aggregateOfItem(item),
});

/** Each department over the range: month summaries where they save reading days, day summaries elsewhere. */
async function departmentParts(
  companyId: string,
  from: string,
  to: string,
  sources: Sources,
): Promise<DaySummary[]> {
  const months = monthsBetween(from, to);
  const parts = await Promise.all(
    months.map(async (month) => {
      const inRange = datesOf(from, to).filter((d) => d.startsWith(month) && sources.settled.has(d));
      if (inRange.length === 0) return [];
      const first = inRange[0] as string;
      const last = inRange.at(-1) as string;
      const monthItems = await queryDepartmentMonths(companyId, month);
      const through = monthItems[0]?.through as string | undefined;
      const covered = through === undefined ? [] : datesOf(`${month}-01`, through);
      const outside = covered.filter((d) => d < first || d > last);
      const usable =
        through !== undefined &&
        monthItems.every((item) => item.through === through) &&
        last <= through &&
        !covered.some((d) => sources.unsettled.has(d)) &&
        outside.length < inRange.length;
      if (!usable)
        return (await querySummaryDays(companyId, 'H', first, last))
          .filter((item) => sources.settled.has(item.date as string))
          .map((item) => summaryOf(item, from));
      const before =
        first > `${month}-01` ? querySummaryDays(companyId, 'H', `${month}-01`, addDays(first, -1)) : [];
      const after = last < through ? querySummaryDays(companyId, 'H', addDays(last, 1), through) : [];
      const taken = (await Promise.all([before, after])).flat().map((item) => {
        const part = summaryOf(item, from);
        return { ...part, aggregate: addAggregate(emptyAggregate(), part.aggregate, -1) };
      });
      return [...monthItems.map((item) => summaryOf(item, from)), ...taken];
    }),
  );
  return parts.flat();
}

/**
 * The day summaries of `from`..`to` an answer grouped by `grouping` needs (`starts`: with the
 * start histogram, by day); those without a punch day are left out.
 */
export async function daySummaries(
  companyId: string,
  from: string,
  to: string,
  grouping: SummaryGrouping,
  starts = false,
): Promise<{ summaries: DaySummary[]; freshness: Freshness }> {
  if (grouping === 'department' && starts) {
    // Over the range, the start histograms come from the months where that saves reading days.
    const sources = await sourcesOf(companyId, from, to);
    const settled = await departmentParts(companyId, from, to, sources);
    return finish(companyId, sources, from, to, grouping, [...settled, ...rawParts(sources, grouping, from)]);
  }
  const kind = grouping === 'day' ? (starts ? 'S' : 'D') : 'E';
  const { sources, items } = await sourcesWith(companyId, kind, from, to);
  const raw =
    grouping === 'day'
      ? sources.raw.map(({ date, fold }) => ({ date, department: '', aggregate: fold.total }))
      : rawParts(sources, grouping, from);
  return finish(companyId, sources, from, to, grouping, [...items.map((item) => summaryOf(item)), ...raw]);
}

/** Each department of each day counted from its records. */
const rawParts = (sources: Sources, grouping: SummaryGrouping, from: string): DaySummary[] =>
  sources.raw.flatMap(({ date, fold }) =>
    [...fold.departments].map(([department, aggregate]) => ({
      date: grouping === 'department' ? from : date,
      department,
      aggregate,
    })),
  );

function finish(
  companyId: string,
  sources: Sources,
  from: string,
  to: string,
  grouping: SummaryGrouping,
  parts: DaySummary[],
): { summaries: DaySummary[]; freshness: Freshness } {
  const summaries =
    grouping === 'department'
      ? [
          ...groupAggregates(
            parts,
            (s) => s.department,
            (s) => s.aggregate,
          ),
        ].map(([department, aggregate]) => ({
          date: from,
          department,
          aggregate,
        }))
      : parts;
  return {
    summaries: summaries.filter((summary) => summary.aggregate.days > 0),
    freshness: freshness(companyId, sources, from, to),
  };
}

/** Each employee's punch days of `from`..`to` added up. */
export async function personAggregates(
  companyId: string,
  from: string,
  to: string,
): Promise<{ people: Map<string, Aggregate>; freshness: Freshness }> {
  const { sources, items } = await sourcesWith(companyId, 'P', from, to);
  const people = new Map<string, Aggregate>();
  const add = (login: string, day: PersonDay) =>
    people.set(login, addPersonDay(people.get(login) ?? emptyAggregate(), day));
  for (const item of items)
    for (const [login, day] of Object.entries(JSON.parse(item.people as string) as Record<string, PersonDay>))
      add(login, day);
  for (const { fold } of sources.raw) for (const [login, day] of fold.people) add(login, day);
  return { people, freshness: freshness(companyId, sources, from, to) };
}

export interface TransmissionCount {
  day: string;
  endpoint: string;
  statusClass: string;
  count: number;
}

/**
 * Transmissions of the UTC days `from`..`to` (up to `now`): each day's counts and newest per
 * endpoint, and those made since the day was counted.
 */
export async function transmissionDays(
  companyId: string,
  from: string,
  to: string,
  now = new Date(),
): Promise<{ counts: TransmissionCount[]; last: LastTransmission[]; freshness: Freshness }> {
  const [items, state] = await Promise.all([
    querySummaryDays(companyId, 'T', from, to),
    readSettleState(companyId),
  ]);
  const counted = new Map(items.map((item) => [item.day as string, item]));
  // Before the company's transmissions were first counted there were none (one is written when made).
  const since = state.transmissionsSince?.slice(0, 10) ?? '';
  const counts: TransmissionCount[] = [];
  const last = new Map<string, LastTransmission>();
  const newest = (t: LastTransmission) => {
    const known = last.get(t.endpoint);
    if (!known || `${t.at}#${t.requestId}` > `${known.at}#${known.requestId}`) last.set(t.endpoint, t);
  };
  const upToNow = now.toISOString();
  await Promise.all(
    datesOf(from, to).map(async (day) => {
      const item = counted.get(day);
      for (const [endpoint, classes] of Object.entries(
        (item?.counts ?? {}) as Record<string, Record<string, number>>,
      ))
        for (const [statusClass, count] of Object.entries(classes))
          counts.push({ day, endpoint, statusClass, count });
      for (const [endpoint, t] of Object.entries(
        (item?.last ?? {}) as Record<string, Omit<LastTransmission, 'endpoint'>>,
      ))
        newest({ endpoint, ...t });
      const after = (item?.through as string | undefined) ?? '';
      if (!item && day < since) return;
      const dayEnd = `${day}T23:59:59.999Z`;
      const upTo = dayEnd < upToNow ? dayEnd : upToNow;
      if (after >= upTo) return;
      for (const t of await readRawTransmissions(companyId, day, after, upTo)) {
        counts.push({ day, endpoint: t.endpoint, statusClass: `${Math.floor(t.status / 100)}xx`, count: 1 });
        newest(t);
      }
    }),
  );
  return {
    counts,
    last: [...last.values()],
    freshness: freshnessOf(companyId, { failed: [] }, undefined, undefined, now),
  };
}

export interface EmployeeCounts {
  active: number;
  inactive: number;
  /** Departments with at least one employee, active or not. */
  departments: number;
}

/** The company's employees counted (read whole: an overview is rare, an employee change is not). */
export async function employeeCounts(companyId: string): Promise<EmployeeCounts> {
  const employees = await listAllEmployees(companyId);
  const active = employees.filter((e) => e.profile.active).length;
  return {
    active,
    inactive: employees.length - active,
    departments: new Set(employees.map((e) => e.profile.department)).size,
  };
}
