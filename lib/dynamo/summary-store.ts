/**
 * Summary items (keys.ts summaryKeys): the only module that reads or writes them, and the reads of
 * raw items that summing a day or answering for an unsettled one needs (always strongly consistent:
 * what was written before is there).
 */
import type { Transmission } from '../logs/records.js';
import type { StoredPunchDay } from '../punch/punch-day.js';
import { monthsBetween } from '../shared/dates.js';
import { batchWriteAll } from './batch.js';
import { getRecord, wholeItem } from './get-record.js';
import {
  type ItemKey,
  punchDayKeys,
  summaryKeys,
  transmissionEntity,
  transmissionKeys,
  ttlAfterDays,
} from './keys.js';
import { readAll } from './paging.js';
import { punchDayFromItem } from './punch-store.js';
import { transact, written } from './transact.js';

type Item = Record<string, unknown>;

/** Transmission summaries outlive the transmissions (90 days) by a day. */
export const TRANSMISSION_SUMMARY_DAYS = 91;

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

export const putSummaryItems = (items: readonly Item[]): Promise<void> =>
  batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));

export const deleteSummaryItems = (keys: readonly ItemKey[]): Promise<void> =>
  batchWriteAll(keys.map((Key) => ({ DeleteRequest: { Key } })));

/** Every record of a company's local day. */
export function readRawDay(companyId: string, date: string): Promise<StoredPunchDay[]> {
  return readAll({
    entity: { fromItem: punchDayFromItem },
    partitions: [punchDayKeys.dayPk(companyId, date)],
    consistent: true,
  });
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

export const transmissionDayItem = (companyId: string, day: string, item: Item): Item => ({
  ...summaryKeys.day(companyId, 'T', day),
  type: 'TransmissionDay',
  day,
  ...item,
  ttl: ttlAfterDays(TRANSMISSION_SUMMARY_DAYS, Date.parse(`${day}T00:00:00Z`)),
});

/** A day changed after it was summed: the last change seen, so that summing it again can tell a later one. */
export interface PendingDay {
  date: string;
  lastEvent: string;
  lastChangeAt: string;
}

/** A delivery or a summing that failed, for the answers covering its days to say so. */
export interface FailedSummary {
  id: string;
  days: string[];
  since: string;
  reason: string;
}

export interface SettleState {
  /** Every day up to this one is summed (unless pending); undefined: none is yet. */
  settledThrough: string | undefined;
  /** Every transmission made from `transmissionsSince` up to `transmissionsThrough` is counted in its day's summary. */
  transmissionsSince: string | undefined;
  transmissionsThrough: string | undefined;
  pending: PendingDay[];
  failed: FailedSummary[];
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
    const sk = item.sk as string;
    if (sk === 'STATE') {
      state.settledThrough = item.settledThrough as string | undefined;
      state.transmissionsSince = item.transmissionsSince as string | undefined;
      state.transmissionsThrough = item.transmissionsThrough as string | undefined;
    } else if (sk.startsWith('PENDING#'))
      state.pending.push({
        date: item.date as string,
        lastEvent: item.lastEvent as string,
        lastChangeAt: item.lastChangeAt as string,
      });
    else
      state.failed.push({
        id: sk.slice('FAILED#'.length),
        days: [...((item.days as Set<string> | undefined) ?? [])].sort(),
        since: item.since as string,
        reason: item.reason as string,
      });
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
  await transact([
    {
      Update: {
        Key: summaryKeys.pending(companyId, date),
        UpdateExpression: 'SET #type = :type, #date = :date, lastEvent = :e, lastChangeAt = :at',
        ExpressionAttributeNames: { '#type': 'type', '#date': 'date' },
        ExpressionAttributeValues: { ':type': 'SummaryPending', ':date': date, ':e': lastEvent, ':at': at },
      },
    },
  ]);
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
  await transact([
    {
      Update: {
        Key: summaryKeys.state(companyId),
        UpdateExpression:
          'SET #type = :type, settledThrough = :s, transmissionsSince = if_not_exists(transmissionsSince, :f), transmissionsThrough = :t',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'SummaryState',
          ':s': state.settledThrough,
          ':f': state.transmissionsSince,
          ':t': state.transmissionsThrough,
        },
      },
    },
  ]);
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

export async function putFailed(companyId: string, failure: FailedSummary): Promise<void> {
  await putSummaryItems([
    {
      ...summaryKeys.failed(companyId, failure.id),
      type: 'SummaryFailed',
      days: new Set(failure.days),
      since: failure.since,
      reason: failure.reason.slice(0, 500),
      ttl: ttlAfterDays(30),
    },
  ]);
}

export const deleteFailed = (companyId: string, ids: readonly string[]): Promise<void> =>
  deleteSummaryItems(ids.map((id) => summaryKeys.failed(companyId, id)));

export interface Lag {
  behindSeconds: number;
  at: string;
}

export async function readLag(): Promise<Lag | undefined> {
  const Item = await getRecord(wholeItem, summaryKeys.lag);
  return Item ? { behindSeconds: Item.behindSeconds as number, at: Item.at as string } : undefined;
}

export async function putLag(lag: Lag): Promise<void> {
  await putSummaryItems([{ ...summaryKeys.lag, type: 'SummaryLag', ...lag, ttl: ttlAfterDays(7) }]);
}
