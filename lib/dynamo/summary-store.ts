/**
 * Summary items (see keys.ts): the only module that reads or writes them. Writes come from the
 * summariser (lib/summaries), reads from the dashboards and analytics.
 */
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BucketDelta } from '../summaries/buckets.js';
import { batchGetAll } from './batch-get.js';
import { batchWriteAll } from './batch-write.js';
import { documentDb, tableName } from './client.js';
import type { Item } from './entity.js';
import { cancellationReasons, isConditionFailure } from './errors.js';
import { Expressions } from './expressions.js';
import { getRecord } from './get-record.js';
import {
  type CompanyDayKind,
  daySummaryKeys,
  type ItemKey,
  type PersonPack,
  personMonthKeys,
  personPackEntity,
  personPackKeys,
  staffSummaryKeys,
  summaryHealthKeys,
  transmissionSummaryKeys,
  ttlAfterDays,
} from './keys.js';
import { queryAll } from './query-all.js';

/** How long a "counted" marker lives: longer than the stream keeps a record (24 hours). */
export const COUNTED_MARKER_DAYS = 2;
/** Transmission counts outlive the transmissions (90 days) by a day. */
export const TRANSMISSION_SUMMARY_DAYS = 91;
const HEALTH_DAYS = 7;

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** One entry of a ledger item: its value before (as read) and after the change; undefined = absent. */
export interface LedgerEntryChange {
  name: string;
  before: string | undefined;
  after: string | undefined;
}

export interface LedgerUpdate {
  key: ItemKey;
  entries: readonly LedgerEntryChange[];
  /** The ledger item's entity type. */
  type: string;
}

export type TransactionOutcome = { committed: true } | { committed: false; reasons: string[] };

/** Ledger items as stored, by `pk`, read consistently (a change is computed against them). */
export async function readLedgers(keys: readonly ItemKey[]): Promise<Map<string, Record<string, unknown>>> {
  const items = await batchGetAll(keys, { consistent: true });
  return new Map(items.map((item) => [item.pk as string, item]));
}

function ledgerAction(update: LedgerUpdate): TransactItem {
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': update.type };
  const sets = ['#type = if_not_exists(#type, :type)'];
  const removes: string[] = [];
  const conditions: string[] = [];
  update.entries.forEach((entry, i) => {
    names[`#e${i}`] = entry.name;
    if (entry.before === undefined) conditions.push(`attribute_not_exists(#e${i})`);
    else {
      values[`:b${i}`] = entry.before;
      conditions.push(`#e${i} = :b${i}`);
    }
    if (entry.after === undefined) removes.push(`#e${i}`);
    else {
      values[`:e${i}`] = entry.after;
      sets.push(`#e${i} = :e${i}`);
    }
  });
  return {
    Update: {
      TableName: tableName(),
      Key: update.key,
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

function bucketAction(delta: BucketDelta, ttl: number | undefined): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = Object.entries(delta.add).map(([counter, amount], i) => {
    names[`#a${i}`] = counter;
    values[`:a${i}`] = amount;
    return `#a${i} :a${i}`;
  });
  const sets = Object.entries(delta.describe).map(([attribute, value], i) => {
    names[`#d${i}`] = attribute;
    values[`:d${i}`] = value;
    return `#d${i} = if_not_exists(#d${i}, :d${i})`;
  });
  if (ttl !== undefined) {
    names['#ttl'] = 'ttl';
    values[':ttl'] = ttl;
    sets.push('#ttl = :ttl');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: delta.key,
      UpdateExpression: `ADD ${adds.join(', ')}${sets.length ? ` SET ${sets.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * One transaction: ledger entries moved from what was read to their new value, "counted" markers
 * put, and the summary counters moved by the deltas, all or nothing. Not committed when a ledger
 * entry is no longer what was read, a marker exists already, or another transaction held an item:
 * `reasons` then has one code per action (ledgers, markers, buckets, in that order).
 */
export async function commitSummaryTransaction(
  ledgers: readonly LedgerUpdate[],
  /** "Counted" markers, each written only if it is not there yet. */
  markers: readonly ItemKey[],
  buckets: readonly BucketDelta[],
  now = Date.now(),
): Promise<TransactionOutcome> {
  const table = tableName();
  const transmissionTtl = ttlAfterDays(TRANSMISSION_SUMMARY_DAYS, now);
  const items: TransactItem[] = [
    ...ledgers.map(ledgerAction),
    ...markers.map(
      (marker): TransactItem => ({
        Put: {
          TableName: table,
          Item: { ...marker, type: 'TransmissionCounted', ttl: ttlAfterDays(COUNTED_MARKER_DAYS, now) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ),
    ...buckets.map((delta) =>
      bucketAction(delta, delta.describe.type === 'TransmissionSummary' ? transmissionTtl : undefined),
    ),
  ];
  try {
    await documentDb().send(new TransactWriteCommand({ TransactItems: items }));
    return { committed: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    return { committed: false, reasons };
  }
}

/** A person-month item as a write left it: its day attributes and its version. */
export interface PersonMonthState {
  days: Record<string, string>;
  version: number;
}

const PERSON_MONTH_VERSION = 'version';
const isDayAttribute = (name: string) => /^d\d\d$/.test(name);

function personMonthStateOf(item: Record<string, unknown>): PersonMonthState {
  const days: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) {
    if (isDayAttribute(name) && typeof value === 'string') days[name] = value;
  }
  const version = item[PERSON_MONTH_VERSION];
  return { days, version: typeof version === 'number' ? version : 0 };
}

/**
 * Sets (or removes) day attributes of a person-month item and raises its version; with
 * `expected`, only if those are still as read. The item as written, or undefined when `expected`
 * no longer held.
 */
export async function writePersonDays(
  key: ItemKey,
  days: Record<string, string | undefined>,
  describe: Record<string, string>,
  expected?: Record<string, string | undefined>,
): Promise<PersonMonthState | undefined> {
  const x = new Expressions();
  const assigned: Item = {};
  const removed: string[] = [];
  const conditions: string[] = [];
  for (const [attribute, value] of Object.entries(days)) {
    if (value === undefined) removed.push(x.name(attribute));
    else assigned[attribute] = value;
    if (expected && attribute in expected) {
      const before = expected[attribute];
      const name = x.name(attribute);
      conditions.push(
        before === undefined ? `attribute_not_exists(${name})` : `${name} = ${x.value(before)}`,
      );
    }
  }
  try {
    const answer = await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `${x.set(assigned, describe)}${removed.length ? ` REMOVE ${removed.join(', ')}` : ''} ADD ${x.name(PERSON_MONTH_VERSION)} ${x.value(1)}`,
        ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
        ...x.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return personMonthStateOf(answer.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A person pack as last written, read consistently; undefined when none has been written. */
export const readPersonPack = (key: ItemKey): Promise<PersonPack | undefined> =>
  getRecord(personPackEntity, key, true);

/**
 * Writes a person pack over the revision read (undefined: no pack yet), raising it; false when
 * another write came first, so that no copy in it is lost.
 */
export async function writePersonPack(
  key: ItemKey,
  pack: Omit<PersonPack, 'revision'>,
  readRevision: number | undefined,
): Promise<boolean> {
  try {
    await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: personPackEntity.toItem({ ...pack, revision: (readRevision ?? 0) + 1 }, key),
        ConditionExpression:
          readRevision === undefined ? 'attribute_not_exists(revision)' : 'revision = :read',
        ...(readRevision === undefined ? {} : { ExpressionAttributeValues: { ':read': readRevision } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The person packs of one kind for a company's months. */
export async function readPersonPacks(
  companyId: string,
  months: readonly string[],
  kind: string,
): Promise<PersonPack[]> {
  const items = await batchGetAll(months.flatMap((month) => personPackKeys.all(companyId, month, kind)));
  return items.map((item) => personPackEntity.fromItem(item));
}

export interface LastTransmission {
  endpoint: string;
  at: string;
  requestId: string;
  status: number;
  errorCode: string | null;
}

const lastOrder = (t: Pick<LastTransmission, 'at' | 'requestId'>) => `${t.at}#${t.requestId}`;

/** Records `last` as its endpoint's newest transmission unless a newer one is recorded already. */
export async function raiseLastTransmission(companyId: string, last: LastTransmission): Promise<void> {
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: transmissionSummaryKeys.last(companyId, last.endpoint),
        UpdateExpression:
          'SET #type = :type, companyId = :c, endpoint = :e, #at = :at, requestId = :r, #status = :s, errorCode = :ec, #order = :o',
        ConditionExpression: 'attribute_not_exists(#order) OR #order < :o',
        ExpressionAttributeNames: { '#type': 'type', '#at': 'at', '#status': 'status', '#order': 'order' },
        ExpressionAttributeValues: {
          ':type': 'LastTransmission',
          ':c': companyId,
          ':e': last.endpoint,
          ':at': last.at,
          ':r': last.requestId,
          ':s': last.status,
          ':ec': last.errorCode,
          ':o': lastOrder(last),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function listLastTransmissions(companyId: string): Promise<LastTransmission[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': transmissionSummaryKeys.lastPk(companyId) },
  });
  return items.map((item) => ({
    endpoint: item.endpoint as string,
    at: item.at as string,
    requestId: item.requestId as string,
    status: item.status as number,
    errorCode: (item.errorCode as string | null | undefined) ?? null,
  }));
}

/** A summary item's counters (numbers) and descriptive attributes. */
export interface SummaryRecord {
  /** Sort key: `<date>#<department>`, `<day>#<shard>` or `<shard>#<department>`. */
  sk: string;
  attributes: Record<string, unknown>;
}

const monthsOf = (from: string, to: string): string[] => {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
};

/** Summary items of the days `from`..`to` (one Query per month, in parallel), optionally only some attributes. */
async function queryDays(
  monthPk: (month: string) => string,
  bounds: { from: string; to: string },
  from: string,
  to: string,
  attributes?: readonly string[],
): Promise<SummaryRecord[]> {
  const projection = attributes
    ? {
        ProjectionExpression: ['sk', ...attributes].map((_, i) => `#q${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(
          ['sk', ...attributes].map((attribute, i) => [`#q${i}`, attribute]),
        ),
      }
    : {};
  const pages = await Promise.all(
    monthsOf(from, to).map((month) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': monthPk(month), ':from': bounds.from, ':to': bounds.to },
        ...projection,
      }),
    ),
  );
  return pages.flat().map((item) => ({ sk: item.sk as string, attributes: item }));
}

/**
 * Day summaries of `from`..`to`: one per local day and department (`'department'`), or one of the
 * whole company's items per local day (`'C'` totals, `'D'` departments, `'S'` starts).
 */
export function queryDaySummaries(
  companyId: string,
  from: string,
  to: string,
  attributes?: readonly string[],
  level: 'department' | CompanyDayKind = 'department',
): Promise<SummaryRecord[]> {
  return queryDays(
    (month) => daySummaryKeys.monthPk(companyId, month),
    level === 'department'
      ? daySummaryKeys.daysBetween(from, to)
      : daySummaryKeys.companyBetween(level, from, to),
    from,
    to,
    attributes,
  );
}

/** Department-month summaries of one month. */
export async function queryDepartmentMonths(companyId: string, month: string): Promise<SummaryRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': daySummaryKeys.monthPk(companyId, month),
      ':prefix': daySummaryKeys.monthPrefix,
    },
  });
  return items.map((item) => ({ sk: item.sk as string, attributes: item }));
}

/** Transmission counts (one item per UTC day and transmission shard) of `from`..`to`. */
export function queryTransmissionSummaries(
  companyId: string,
  from: string,
  to: string,
): Promise<SummaryRecord[]> {
  return queryDays(
    (month) => transmissionSummaryKeys.monthPk(companyId, month),
    transmissionSummaryKeys.daysBetween(from, to),
    from,
    to,
  );
}

export async function listStaffSummaries(companyId: string): Promise<SummaryRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': staffSummaryKeys.companyPk(companyId) },
  });
  return items.map((item) => ({ sk: item.sk as string, attributes: item }));
}

/** Every person-month item of a month: `login` and the asked day attributes (`d01`..) that exist. */
export async function queryPersonMonth(
  companyId: string,
  month: string,
  dayAttributes: readonly string[],
): Promise<Array<{ login: string; days: Record<string, string> }>> {
  const names = Object.fromEntries(['sk', ...dayAttributes].map((attribute, i) => [`#q${i}`, attribute]));
  const shards = await Promise.all(
    personMonthKeys.shardPks(companyId, month).map((pk) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: Object.keys(names).join(', '),
        ExpressionAttributeNames: names,
      }),
    ),
  );
  return shards.flat().map((item) => {
    const days: Record<string, string> = {};
    for (const attribute of dayAttributes) {
      const value = item[attribute];
      if (typeof value === 'string') days[attribute] = value;
    }
    return { login: item.sk as string, days };
  });
}

/** Every person-month item of a month whole, read consistently (a rebuild packs them again). */
export async function queryPersonMonthStates(
  companyId: string,
  month: string,
): Promise<Array<{ login: string } & PersonMonthState>> {
  const shards = await Promise.all(
    personMonthKeys.shardPks(companyId, month).map((pk) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    ),
  );
  return shards.flat().map((item) => ({ login: item.sk as string, ...personMonthStateOf(item) }));
}

export interface StaleMarker {
  companyId: string;
  /** The first change of the failed delivery that touched this company. */
  eventId: string;
  /** Local days (punches) or UTC days (transmissions) the failed changes were about; `staff` for employees. */
  days: string[];
  since: string;
}

export interface SummaryHealth {
  lag: { behindSeconds: number; at: string; until: string } | undefined;
  stale: StaleMarker[];
}

/** The lag signal and every stale marker (normally none: the partition is read whole). */
export async function readSummaryHealth(companyId?: string): Promise<SummaryHealth> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': summaryHealthKeys.partition },
  });
  let lag: SummaryHealth['lag'];
  const stale: StaleMarker[] = [];
  for (const item of items) {
    if (item.sk === summaryHealthKeys.lag().sk) {
      lag = {
        behindSeconds: item.behindSeconds as number,
        at: item.at as string,
        until: item.until as string,
      };
    } else if (companyId === undefined || item.companyId === companyId) {
      stale.push({
        companyId: item.companyId as string,
        eventId: item.eventId as string,
        days: [...((item.days as Set<string> | undefined) ?? [])].sort(),
        since: item.since as string,
      });
    }
  }
  return { lag, stale };
}

export async function putStaleMarkers(markers: readonly StaleMarker[]): Promise<void> {
  await batchWriteAll(
    markers.map((marker) => ({
      PutRequest: {
        Item: {
          ...summaryHealthKeys.stale(marker.companyId, marker.eventId),
          type: 'SummaryStale',
          ...marker,
          days: new Set(marker.days),
          ttl: ttlAfterDays(HEALTH_DAYS),
        },
      },
    })),
  );
}

export async function deleteStaleMarkers(
  markers: readonly Pick<StaleMarker, 'companyId' | 'eventId'>[],
): Promise<void> {
  await batchWriteAll(
    markers.map((marker) => ({
      DeleteRequest: { Key: summaryHealthKeys.stale(marker.companyId, marker.eventId) },
    })),
  );
}

/** The summaries were `behindSeconds` behind the newest changes at `at`; answers say so until `until`. */
export async function putSummaryLag(lag: {
  behindSeconds: number;
  at: string;
  until: string;
}): Promise<void> {
  await documentDb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: summaryHealthKeys.lag(),
      UpdateExpression: 'SET #type = :type, behindSeconds = :b, #at = :at, #until = :until, #ttl = :ttl',
      ExpressionAttributeNames: { '#type': 'type', '#at': 'at', '#until': 'until', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':type': 'SummaryLag',
        ':b': lag.behindSeconds,
        ':at': lag.at,
        ':until': lag.until,
        ':ttl': ttlAfterDays(HEALTH_DAYS),
      },
    }),
  );
}
