/**
 * Summing ("settling") a company's days from their raw items, once nothing is likely to change
 * them: a local day once it is over everywhere (two UTC days later), a day changed after that once
 * no change came for QUIET_MS (the change stream marks it: stream.ts), and transmissions up to a few
 * minutes ago. A day is summed whole, from its records read strongly consistent, and its summaries
 * replaced: summing again changes nothing, so a run may stop anywhere and the next one finish.
 * Until a day is settled, answers sum its records themselves (lib/analytics/read-summaries.ts).
 *
 * Run on a schedule for every company (settleAll), by `summaries:rebuild` for the days it is
 * given, and by tests; a claim on the company's state keeps two runs from writing at once.
 */
import {
  aggregateAttributes,
  aggregateOfItem,
  foldDay,
  groupAggregates,
  peopleParts,
} from '../analytics/aggregate.js';
import { datesOf } from '../analytics/range.js';
import { timeRecordYearsOf } from '../companies/company.js';
import { getCompany, listAllCompanies } from '../dynamo/company-store.js';
import { ttlOfTimeRecord } from '../dynamo/keys.js';
import {
  claimSettling,
  clearPending,
  deleteFailed,
  getDaySummary,
  markPending,
  putFailed,
  putSettleState,
  putTransmissionDays,
  queryDepartmentMonths,
  querySummaryDays,
  readRawDay,
  readRawTransmissions,
  readSettleState,
  releaseSettling,
  replaceDaySummaries,
  replaceDepartmentMonths,
} from '../dynamo/summary-store.js';
import { addDays, lastDayOfMonth } from '../shared/dates.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { logger } from '../shared/logger.js';
import { statusClassOf } from './contributions.js';
import { summedAtCreation } from './pending.js';
import type { LastTransmission, TransmissionDay } from './records.js';

/** A day changed after it was summed is summed again once no change came for this long. */
export const QUIET_MS = 5 * 60_000;
/** Transmissions are counted up to this long ago: longer than any function runs before writing its own. */
export const TRANSMISSION_MARGIN_MS = 5 * 60_000;
/** Transmissions are kept 90 days: a company's first run counts them from then at the earliest. */
const TRANSMISSION_DAYS = 90;
const CLAIM_MS = 15 * 60_000;
/** A day's employees go into items of at most this many bytes of numbers: DynamoDB holds 400 KB an item. */
const PEOPLE_ITEM_BYTES = 300_000;

/**
 * The last local day every time zone has finished (UTC+14 to UTC-12), a few minutes late: a change
 * to a later day is not marked (pending.ts), so it must have been written before the day is summed.
 */
export const lastClosedDay = (now: Date): string =>
  addDays(new Date(now.getTime() - 10 * 60_000).toISOString().slice(0, 10), -2);

/** Sums one day from its records and replaces its summaries (an empty day leaves none); they expire with its time records. */
async function settleDay(companyId: string, date: string, years: number): Promise<void> {
  const [days, previous] = await Promise.all([readRawDay(companyId, date), getDaySummary(companyId, date)]);
  const { total, departments, people } = foldDay(days);
  const summed = {
    date,
    settledAt: new Date().toISOString(),
    total: days.length > 0 ? aggregateAttributes(total, { locations: true, starts: true }) : undefined,
    departments: [...departments].map(([department, aggregate]) => ({
      department,
      numbers: aggregateAttributes(aggregate, { starts: true }),
    })),
    people: peopleParts(people, PEOPLE_ITEM_BYTES),
    ttl: ttlOfTimeRecord(date, years),
  };
  await replaceDaySummaries(companyId, summed, previous);
}

/** Each department's month: its days summed, up to `through`; it expires with the month's last day. */
async function settleMonth(companyId: string, month: string, through: string, years: number): Promise<void> {
  const [days, previous] = await Promise.all([
    querySummaryDays(companyId, 'H', `${month}-01`, through, true),
    queryDepartmentMonths(companyId, month),
  ]);
  const sums = groupAggregates(days, (day) => day.department as string, aggregateOfItem);
  const months = [...sums].map(([department, aggregate]) => ({
    month,
    department,
    through,
    ...aggregateAttributes(aggregate, { starts: true }),
    ttl: ttlOfTimeRecord(lastDayOfMonth(month), years),
  }));
  await replaceDepartmentMonths(companyId, month, months, previous);
}

/** Counts the company's transmissions made after each day's count and up to `horizon`, day by day. */
async function settleTransmissions(companyId: string, from: string, horizon: string): Promise<void> {
  const days = datesOf(from.slice(0, 10), horizon.slice(0, 10));
  const held = new Map(
    (await querySummaryDays(companyId, 'T', days[0] ?? from, days.at(-1) ?? from, true)).map((item) => [
      item.day as string,
      item,
    ]),
  );
  const counted: TransmissionDay[] = [];
  await forEachInParallel(days, 4, async (day) => {
    const item = held.get(day);
    const after = (item?.through as string | undefined) ?? '';
    const upTo = day < horizon.slice(0, 10) ? `${day}T23:59:59.999Z` : horizon;
    if (after >= upTo) return;
    const counts = (item?.counts ?? {}) as Record<string, Record<string, number>>;
    const last = (item?.last ?? {}) as Record<string, LastTransmission>;
    for (const t of await readRawTransmissions(companyId, day, after, upTo)) {
      const classes = counts[t.endpoint] ?? {};
      counts[t.endpoint] = classes;
      classes[statusClassOf(t.status)] = (classes[statusClassOf(t.status)] ?? 0) + 1;
      const known = last[t.endpoint];
      if (!known || `${t.at}#${t.requestId}` > `${known.at}#${known.requestId}`)
        last[t.endpoint] = {
          endpoint: t.endpoint,
          at: t.at,
          requestId: t.requestId,
          status: t.status,
          errorCode: t.errorCode,
        };
    }
    counted.push({ day, counts, last, through: upTo });
  });
  await putTransmissionDays(companyId, counted);
}

export interface SettleOptions {
  now?: Date;
  /** Sum these days again whatever their state (a rebuild). */
  days?: readonly string[];
  /** Sum a changed day again once no change came for this long (default QUIET_MS). */
  quietMs?: number;
  /**
   * A company's first run: count its transmissions from this instant (default: since the company
   * exists, as a transmission is written when its request is made; a bulk load of earlier ones says so).
   */
  transmissionsSince?: string;
}

export interface SettleReport {
  companyId: string;
  /** Days summed (whether or not they had records). */
  days: string[];
  /** Days that could not be summed: answers count them from their records, and say why. */
  failed: string[];
  /** Another run held the company's summing. */
  busy?: true;
}

/** Brings a company's summaries as far as they can go now (see the header). */
export async function settleCompany(companyId: string, options: SettleOptions = {}): Promise<SettleReport> {
  const now = options.now ?? new Date();
  const report: SettleReport = { companyId, days: [], failed: [] };
  if (!(await claimSettling(companyId, now.getTime(), CLAIM_MS))) return { ...report, busy: true };
  try {
    const [state, company] = await Promise.all([readSettleState(companyId, true), getCompany(companyId)]);
    const years = timeRecordYearsOf(company ?? {});
    const closed = lastClosedDay(now);
    const createdAt =
      state.settledThrough === undefined || state.transmissionsThrough === undefined
        ? (company?.createdAt ?? now.toISOString())
        : undefined;
    const start = state.settledThrough ?? summedAtCreation(createdAt ?? now.toISOString());
    const settledThrough = start < closed ? closed : start;
    const quietSince = new Date(now.getTime() - (options.quietMs ?? QUIET_MS)).toISOString();
    const due = new Set(options.days ?? []);
    for (let day = addDays(start, 1); day <= closed; day = addDays(day, 1)) due.add(day);
    const clearing = state.pending.filter(
      (p) => p.date <= closed && (due.has(p.date) || p.lastChangeAt <= quietSince),
    );
    for (const pending of clearing) due.add(pending.date);
    // A failed delivery or summing is repaired by summing its days again.
    for (const failure of state.failed) for (const day of failure.days) if (day <= closed) due.add(day);
    const months = new Set<string>();
    // Two days at a time: a 5,000-employee day writes about 240 units into its month's partition.
    await forEachInParallel([...due].sort(), 2, async (day) => {
      try {
        await settleDay(companyId, day, years);
        report.days.push(day);
        months.add(day.slice(0, 7));
      } catch (error) {
        logger.error('a day could not be summed', { companyId, day, error });
        report.failed.push(day);
        await putFailed(companyId, {
          id: `day-${day}`,
          days: [day],
          since: now.toISOString(),
          reason: String((error as Error).message ?? error),
        });
      }
    });
    for (const month of [...months].sort()) {
      const monthEnd = lastDayOfMonth(month);
      await settleMonth(companyId, month, monthEnd < settledThrough ? monthEnd : settledThrough, years);
    }
    const oldestKept = new Date(now.getTime() - TRANSMISSION_DAYS * 86_400_000).toISOString();
    const since = options.transmissionsSince ?? createdAt ?? oldestKept;
    const transmissionsFrom = state.transmissionsThrough ?? (since > oldestKept ? since : oldestKept);
    const horizon = new Date(now.getTime() - TRANSMISSION_MARGIN_MS).toISOString();
    await settleTransmissions(companyId, transmissionsFrom, horizon);
    await putSettleState(companyId, {
      settledThrough,
      transmissionsSince: state.transmissionsSince ?? transmissionsFrom,
      transmissionsThrough: horizon > transmissionsFrom ? horizon : transmissionsFrom,
    });
    await Promise.all(
      clearing.filter((p) => report.days.includes(p.date)).map((p) => clearPending(companyId, p)),
    );
    const repaired = state.failed
      .filter((f) => f.days.every((day) => report.days.includes(day)))
      .map((f) => f.id);
    await deleteFailed(companyId, repaired);
    return report;
  } finally {
    await releaseSettling(companyId);
  }
}

/** Every company's summaries as far as they can go (the scheduled run). */
export async function settleAll(options: SettleOptions = {}): Promise<SettleReport[]> {
  const reports: SettleReport[] = [];
  const companies = await listAllCompanies();
  await forEachInParallel(companies, 4, async ({ companyId }) => {
    reports.push(await settleCompany(companyId, options));
  });
  return reports;
}

/** Marks the days for summing again and sums them now (an operator's repair; safe while the service runs). */
export async function rebuildSummaries(companyId: string, from: string, to: string): Promise<SettleReport> {
  const days = datesOf(from, to);
  for (const day of days)
    await markPending(companyId, day, `rebuild-${Date.now()}`, new Date().toISOString());
  return settleCompany(companyId, { days: days.filter((day) => day <= lastClosedDay(new Date())) });
}
