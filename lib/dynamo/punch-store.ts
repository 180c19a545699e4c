/**
 * Punch-day items (one per employee and local day, see keys.ts): the only module that reads or
 * writes them for punches. Writes SET only the attributes a punch carries, so punches of one day
 * arriving together all survive, and `approvedExtensionMinutes` (added by overtime approvals) is
 * never touched here. A write whose every time is already stored is refused by its condition, so a
 * punch sent again leaves the day as it is (source and action_id included).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PunchField } from '../punch/punch-day.js';
import { batchWriteAll } from './batch-write.js';
import { documentDb, tableName } from './client.js';
import { isConditionFailure, itemOfConditionFailure } from './errors.js';
import { punchDayKeys } from './keys.js';

const ENTITY = 'PunchDay';

/** A punch-day item as stored; an item made by an approval alone has only the extension minutes. */
export interface StoredPunchDay {
  login: string;
  date: string;
  times: Record<PunchField, string | null>;
  hostname: string | null;
  locationType: string | null;
  source: string | null;
  actionId: string | null;
  approvedExtensionMinutes: number;
  /** The employee's department when the day was last punched (or its overtime approved). */
  department: string | null;
  /** The time zone the day's local date and times are read in. */
  timeZone: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A punch-day item (as stored, or an image of it from the change stream) as a record. */
export function punchDayFromItem(item: Record<string, unknown>): StoredPunchDay & { companyId: string } {
  const { companyId, date } = punchDayKeys.parseDayPk(item.pk as string);
  return { companyId, ...toStored(item, date) };
}

function toStored(item: Record<string, unknown>, date: string): StoredPunchDay {
  return {
    login: item.sk as string,
    date,
    times: {
      beginDay: text(item.beginDay),
      beginLunch: text(item.beginLunch),
      endLunch: text(item.endLunch),
      endDay: text(item.endDay),
    },
    hostname: text(item.hostname),
    locationType: text(item.locationType),
    source: text(item.source),
    actionId: text(item.action_id),
    approvedExtensionMinutes:
      typeof item.approvedExtensionMinutes === 'number' ? item.approvedExtensionMinutes : 0,
    department: text(item.department),
    timeZone: text(item.timeZone),
  };
}

/** A stored time the write must stay in order with: absent, or within the given bounds. */
export interface OrderBound {
  attribute: PunchField;
  atMost?: string;
  atLeast?: string;
}

export interface PunchDayWrite {
  companyId: string;
  login: string;
  date: string;
  times: Partial<Record<PunchField, string>>;
  hostname: string;
  locationType: string;
  source: string;
  actionId: string;
  department: string;
  timeZone: string;
  updatedAt: string;
  /** Checked atomically with the write; the times are `YYYY-MM-DDTHH:mm:ssZ`, so text order is time order. */
  bounds: readonly OrderBound[];
}

export type PunchWriteOutcome = { written: true } | { written: false; stored: StoredPunchDay };

/**
 * Sets the sent fields of the day, unless a stored time would then contradict them or every sent
 * time is already stored; when refused, the day as it was then.
 */
export async function writePunchDay(write: PunchDayWrite): Promise<PunchWriteOutcome> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const set = (attribute: string, value: unknown) => {
    const index = sets.length;
    names[`#s${index}`] = attribute;
    values[`:s${index}`] = value;
    sets.push(`#s${index} = :s${index}`);
  };
  set('type', ENTITY);
  set('companyId', write.companyId);
  set('login', write.login);
  set('date', write.date);
  const timesStart = sets.length;
  for (const [attribute, value] of Object.entries(write.times)) set(attribute, value);
  const sameTimes = Array.from(
    { length: sets.length - timesStart },
    (_, offset) => `#s${timesStart + offset} = :s${timesStart + offset}`,
  );
  set('hostname', write.hostname);
  set('locationType', write.locationType);
  set('source', write.source);
  set('action_id', write.actionId);
  set('department', write.department);
  set('timeZone', write.timeZone);
  set('updatedAt', write.updatedAt);

  const conditions = write.bounds.map((bound, index) => {
    names[`#b${index}`] = bound.attribute;
    const checks: string[] = [];
    if (bound.atMost !== undefined) {
      values[`:max${index}`] = bound.atMost;
      checks.push(`#b${index} <= :max${index}`);
    }
    if (bound.atLeast !== undefined) {
      values[`:min${index}`] = bound.atLeast;
      checks.push(`#b${index} >= :min${index}`);
    }
    return `(attribute_not_exists(#b${index}) OR (${checks.join(' AND ')}))`;
  });
  if (sameTimes.length > 0) conditions.push(`NOT (${sameTimes.join(' AND ')})`);

  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: punchDayKeys.item(write.companyId, write.date, write.login),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        // A refused write brings the day back with it: a punch sent again costs no second read.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { written: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const item = itemOfConditionFailure(error);
    if (item) return { written: false, stored: toStored(item, write.date) };
    // The day as it is now; it may have moved on since the refused write (the caller then retries).
    const stored = await getPunchDay(write.companyId, write.date, write.login);
    if (!stored) throw error;
    return { written: false, stored };
  }
}

export async function getPunchDay(
  companyId: string,
  date: string,
  login: string,
): Promise<StoredPunchDay | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({
      TableName: tableName(),
      Key: punchDayKeys.item(companyId, date, login),
      ConsistentRead: true,
    }),
  );
  return Item ? toStored(Item, date) : undefined;
}

export interface PunchDayPage {
  days: StoredPunchDay[];
  /** Login to continue after; undefined when the day has been read to the end. */
  lastLogin: string | undefined;
}

/** Up to `limit` records of the day in login order, starting after `afterLogin`: one Query. */
export async function pagePunchDay(
  companyId: string,
  date: string,
  limit: number,
  afterLogin?: string,
): Promise<PunchDayPage> {
  const pk = punchDayKeys.dayPk(companyId, date);
  const { Items, LastEvaluatedKey } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Limit: limit,
      ...(afterLogin !== undefined ? { ExclusiveStartKey: { pk, sk: afterLogin } } : {}),
    }),
  );
  return {
    days: (Items ?? []).map((item) => toStored(item, date)),
    lastLogin: LastEvaluatedKey ? (LastEvaluatedKey.sk as string) : undefined,
  };
}

/**
 * Bulk load of whole punch days (the scale benchmark, migrations): each item written as one punch
 * write would leave it, replacing whatever the day held. Not for requests: no order checks.
 */
export async function putPunchDays(
  companyId: string,
  days: readonly StoredPunchDay[],
  updatedAt: string,
): Promise<void> {
  await batchWriteAll(
    days.map((day) => ({
      PutRequest: {
        Item: {
          ...punchDayKeys.item(companyId, day.date, day.login),
          type: ENTITY,
          companyId,
          login: day.login,
          date: day.date,
          ...Object.fromEntries(Object.entries(day.times).filter(([, time]) => time !== null)),
          hostname: day.hostname,
          locationType: day.locationType,
          source: day.source,
          action_id: day.actionId,
          approvedExtensionMinutes: day.approvedExtensionMinutes,
          department: day.department,
          timeZone: day.timeZone,
          updatedAt,
        },
      },
    })),
  );
}
