/**
 * Summary items (keys.ts summaryKeys and the summary entities): the only module that reads or
 * writes them, from the records settle.ts hands it, and the reads of raw items that summing a day
 * or answering for an unsettled one needs (always strongly consistent: what was written before is
 * there).
 */
import type { Transmission } from '../logs/records.js';
import type { StoredPunchDay } from '../punch/punch-day.js';
import { monthsBetween } from '../shared/dates.js';
import type {
  DaySummary,
  DepartmentMonth,
  FailedSummary,
  Lag,
  PendingDay,
  SettleState,
  SummedDay,
  TransmissionDay,
} from '../summaries/records.js';
import { deleteAll, putAll } from './batch.js';
import { held, type Item } from './entity.js';
import { getRecord, wholeItem } from './get-record.js';
import {
  dayStartsEntity,
  daySummaryEntity,
  departmentDayEntity,
  departmentMonthEntity,
  type ItemKey,
  peopleDayEntity,
  summaryFailedEntity,
  summaryKeys,
  summaryLagEntity,
  summaryPendingEntity,
  summaryStateEntity,
  transmissionDayEntity,
  transmissionEntity,
  transmissionKeys,
} from './keys.js';
import { readAll } from './paging.js';
import { allPunchDays } from './punch-store.js';
import { setAttributes, setIfExists, transact, written } from './transact.js';

/** One kind's summary items of the days `from`..`to` (one Query per month, in parallel). */
export async function querySummaryDays(
  companyId: string,
  kind: string,
  from: string,
  to: string,
  consistent = false,
): Promise<Item[]> {
  return readAll({
    entity: wholeItem,
    partitions: monthsBetween(from, to).map((month) => summaryKeys.monthPk(companyId, month)),
    range: summaryKeys.between(kind, from, to),
    consistent,
  });
}

/** The department months of one month. */
export const queryDepartmentMonths = (companyId: string, month: string): Promise<Item[]> =>
  readAll({
    entity: wholeItem,
    partitions: [summaryKeys.monthPk(companyId, month)],
    range: { prefix: 'M#' },
  });

/** One summary item as last written (strongly consistent), or undefined. */
export function getSummaryItem(key: ItemKey): Promise<Item | undefined> {
  return getRecord(wholeItem, key, true);
}

/** The company's day as last summed (strongly consistent), or undefined. */
export function getDaySummary(companyId: string, date: string): Promise<DaySummary | undefined> {
  return getRecord(daySummaryEntity, summaryKeys.day(companyId, 'D', date), true);
}

/** Replaces a day's summaries (`previous`: as getDaySummary read them) with the day summed again. */
export async function replaceDaySummaries(
  companyId: string,
  day: SummedDay,
  previous: DaySummary | undefined,
): Promise<void> {
  const { date, settledAt, ttl } = day;
  const key = (kind: string, part?: string) => summaryKeys.day(companyId, kind, date, part);
  const departments = day.departments.map(({ department, numbers }) => ({
    key: summaryKeys.departmentKey(department),
    day: { date, department, ...numbers, ttl },
  }));
  const items = departments.flatMap(({ key: dk, day }) => {
    const { h: _starts, ...withoutStarts } = day;
    return [
      departmentDayEntity.toItem(withoutStarts, key('E', dk)),
      departmentDayEntity.toItem(day, key('H', dk)),
    ];
  });
  items.push(
    ...day.people.map((people, part) =>
      peopleDayEntity.toItem({ date, people, ttl }, key('P', String(part))),
    ),
  );
  if (day.total) {
    const { loc, h, ...numbers } = day.total;
    const dks = departments.map((department) => department.key);
    const peopleParts = day.people.length;
    items.push(
      daySummaryEntity.toItem(
        { date, departments: dks, peopleParts, settledAt, ...numbers, loc, ttl },
        key('D'),
      ),
    );
    items.push(dayStartsEntity.toItem({ date, ...numbers, h, ttl }, key('S')));
  }
  const kept = new Set(departments.map((department) => department.key));
  const gone: ItemKey[] = [
    ...(previous?.departments ?? [])
      .filter((dk) => !kept.has(dk))
      .flatMap((dk) => [key('E', dk), key('H', dk)]),
    ...Array.from({ length: previous?.peopleParts ?? 0 }, (_, part) => part)
      .filter((part) => part >= day.people.length)
      .map((part) => key('P', String(part))),
    ...(previous && !day.total ? [key('D'), key('S')] : []),
  ];
  await putAll(items);
  await deleteAll(gone);
}

/** Replaces a month's department months (`previous`: as queryDepartmentMonths read them). */
export async function replaceDepartmentMonths(
  companyId: string,
  month: string,
  months: readonly DepartmentMonth[],
  previous: readonly Item[],
): Promise<void> {
  const keyOf = (department: string) =>
    summaryKeys.month(companyId, month, summaryKeys.departmentKey(department));
  const kept = new Set(months.map((summed) => summed.department));
  await putAll(months.map((summed) => departmentMonthEntity.toItem(summed, keyOf(summed.department))));
  await deleteAll(
    previous
      .map((item) => item.department as string)
      .filter((department) => !kept.has(department))
      .map(keyOf),
  );
}

export const putTransmissionDays = (companyId: string, days: readonly TransmissionDay[]): Promise<void> =>
  putAll(days.map((day) => transmissionDayEntity.toItem(day, summaryKeys.day(companyId, 'T', day.day))));

/** Every record of a company's local day, as last written. */
export function readRawDay(companyId: string, date: string): Promise<StoredPunchDay[]> {
  return allPunchDays(companyId, date, true);
}

/** A company's transmissions of one UTC day made after `after` and up to `upTo` (ISO instants). */
export async function readRawTransmissions(
  companyId: string,
  day: string,
  after: string,
  upTo: string,
): Promise<Transmission[]> {
  return readAll({
    entity: transmissionEntity,
    partitions: transmissionKeys.dayShardPks(companyId, day),
    // Sort keys are `<at>#<requestId>`: `<after>$` is past every key at `after` itself.
    range: { from: `${after}$`, to: `${upTo}$` },
    consistent: true,
  });
}

export async function readSettleState(companyId: string, consistent = false): Promise<SettleState> {
  const items = await readAll({
    entity: wholeItem,
    partitions: [summaryKeys.statePk(companyId)],
    consistent,
  });
  const state: SettleState = {
    settledThrough: undefined,
    transmissionsSince: undefined,
    transmissionsThrough: undefined,
    pending: [],
    failed: [],
  };
  for (const item of items) {
    if (item.type === summaryPendingEntity.type) state.pending.push(summaryPendingEntity.fromItem(item));
    else if (item.type === summaryFailedEntity.type) state.failed.push(summaryFailedEntity.fromItem(item));
    else Object.assign(state, summaryStateEntity.fromItem(item));
  }
  return state;
}

/** Marks a day as changed after it was summed (a later mark replaces the last change). */
export async function markPending(
  companyId: string,
  date: string,
  lastEvent: string,
  at: string,
): Promise<void> {
  const pending = { type: summaryPendingEntity.type, date, lastEvent, lastChangeAt: at };
  await setAttributes(summaryKeys.pending(companyId, date), pending);
}

/** The mark goes only if no change came after the one summed (else the day is summed again later). */
export async function clearPending(companyId: string, day: PendingDay): Promise<void> {
  await written({
    Delete: {
      Key: summaryKeys.pending(companyId, day.date),
      ConditionExpression: 'lastEvent = :e',
      ExpressionAttributeValues: { ':e': day.lastEvent },
    },
  });
}

/** Moves the company's summing on: every day through `settledThrough`, transmissions through `transmissionsThrough`. */
export async function putSettleState(
  companyId: string,
  state: { settledThrough: string; transmissionsSince: string; transmissionsThrough: string },
): Promise<void> {
  const { settledThrough, transmissionsSince, transmissionsThrough } = state;
  const moved = { type: summaryStateEntity.type, settledThrough, transmissionsThrough };
  await setAttributes(summaryKeys.state(companyId), moved, { transmissionsSince });
}

/**
 * Takes the company's summing for `ms` (false: another run holds it), so that two runs (the
 * schedule and a rebuild) never write the same summaries at once.
 */
export function claimSettling(companyId: string, now: number, ms: number): Promise<boolean> {
  return written({
    Update: {
      Key: summaryKeys.state(companyId),
      UpdateExpression: 'SET claimedUntil = :until',
      ConditionExpression: 'attribute_not_exists(claimedUntil) OR claimedUntil < :now',
      ExpressionAttributeValues: { ':until': now + ms, ':now': now },
    },
  });
}

export async function releaseSettling(companyId: string): Promise<void> {
  await transact([
    { Update: { Key: summaryKeys.state(companyId), UpdateExpression: 'REMOVE claimedUntil' } },
  ]);
}

export const putFailed = (companyId: string, failure: FailedSummary): Promise<void> =>
  putAll([summaryFailedEntity.toItem(failure, summaryKeys.failed(companyId, failure.id))]);

export const deleteFailed = (companyId: string, ids: readonly string[]): Promise<void> =>
  deleteAll(ids.map((id) => summaryKeys.failed(companyId, id)));

export function readLag(): Promise<Lag | undefined> {
  return getRecord(summaryLagEntity, summaryKeys.lag);
}

export const putLag = (lag: Lag): Promise<void> => putAll([summaryLagEntity.toItem(lag, summaryKeys.lag)]);

/** A day's items of each employee's numbers (logins to numbers), with their keys. */
export interface PeopleDayItem {
  key: ItemKey;
  date: string;
  people: Record<string, unknown>;
  expiresAt?: string;
}

/** The PeopleDay items of the days, read strongly consistent (one Query per month of them). */
export async function getPeopleDays(companyId: string, dates: readonly string[]): Promise<PeopleDayItem[]> {
  const wanted = new Set(dates);
  const byMonth = new Map<string, string[]>();
  for (const date of [...wanted].sort())
    byMonth.set(date.slice(0, 7), [...(byMonth.get(date.slice(0, 7)) ?? []), date]);
  const pages = await Promise.all(
    [...byMonth.values()].map((days) =>
      querySummaryDays(companyId, 'P', days[0] as string, days.at(-1) as string, true),
    ),
  );
  return pages.flat().flatMap((item) => {
    const { record, expiresAt } = held(peopleDayEntity).fromItem(item);
    if (!wanted.has(record.date)) return [];
    return [
      {
        key: { pk: item.pk as string, sk: item.sk as string },
        date: record.date,
        people: JSON.parse(record.people) as Record<string, unknown>,
        ...(expiresAt ? { expiresAt } : {}),
      },
    ];
  });
}

/** Writes a PeopleDay item again with these people (an erasure taking one out), while it exists. */
export async function rewritePeopleDay(item: PeopleDayItem): Promise<void> {
  await setIfExists(item.key, { people: JSON.stringify(item.people) });
}
