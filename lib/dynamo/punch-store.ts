/**
 * Punch-day items (one per employee and local day, see keys.ts): the only module that reads or
 * writes them for punches. Writes SET only the attributes a punch carries, so punches of one day
 * arriving together all survive, and `approvedExtensionMinutes` (added by overtime approvals) is
 * never touched here. A write whose every time is already stored is refused by its condition, so a
 * punch sent again leaves the day as it is (source and action_id included).
 */
import type { PunchDayWrite, PunchWriteOutcome, StoredPunchDay } from '../punch/punch-day.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { batchGetAll } from './batch.js';
import { type Held, held } from './entity.js';
import { Expressions } from './expressions.js';
import { getRecord } from './get-record.js';
import { punchDayEntity, punchDayKeys } from './keys.js';
import { companyList } from './paging.js';
import { setIfExists, transact } from './transact.js';

/** The attributes a webhook event reports of a day, with the value each holds in `day`. */
function reportedAttributes(day: StoredPunchDay): Array<[string, string | number | null]> {
  return [
    ...Object.entries(day.times),
    ['hostname', day.hostname],
    ['locationType', day.locationType],
    ['source', day.source],
    ['action_id', day.actionId],
    ['approvedExtensionMinutes', day.approvedExtensionMinutes],
  ];
}

/**
 * Sets the sent fields of the day, unless a stored time would then contradict them or every sent
 * time is already stored; when refused, the day as it was then. With events (which report the day
 * after the write), the write is also conditional on finding the day as `expected` (null: no day
 * yet), so what they report is what the write made.
 */
export async function writePunchDay(
  write: PunchDayWrite,
  events: readonly WebhookEvent[] = [],
  expected?: StoredPunchDay | null,
): Promise<PunchWriteOutcome> {
  const expressions = new Expressions();
  const update = expressions.set({
    type: punchDayEntity.type,
    companyId: write.companyId,
    login: write.login,
    date: write.date,
    ...write.times,
    hostname: write.hostname,
    locationType: write.locationType,
    source: write.source,
    action_id: write.actionId,
    department: write.department,
    timeZone: write.timeZone,
    updatedAt: write.updatedAt,
    ttl: write.ttl,
  });
  const conditions = write.bounds.map((bound) => {
    const attribute = expressions.name(bound.attribute);
    const checks: string[] = [];
    if (bound.atMost !== undefined) checks.push(`${attribute} <= ${expressions.value(bound.atMost)}`);
    if (bound.atLeast !== undefined) checks.push(`${attribute} >= ${expressions.value(bound.atLeast)}`);
    return `(attribute_not_exists(${attribute}) OR (${checks.join(' AND ')}))`;
  });
  const sameTimes = Object.entries(write.times).map(
    ([field, time]) => `${expressions.name(field)} = ${expressions.value(time)}`,
  );
  if (sameTimes.length > 0) conditions.push(`NOT (${sameTimes.join(' AND ')})`);
  // The kept record of an erased person with this login is not written over (the outcome says so).
  conditions.push(`attribute_not_exists(${expressions.name('erasedAt')})`);
  if (expected === null) conditions.push('attribute_not_exists(pk)');
  if (expected) {
    for (const [attribute, value] of reportedAttributes(expected)) {
      const name = expressions.name(attribute);
      const absent = value === null || value === 0 ? `attribute_not_exists(${name})` : undefined;
      const equal = value === null ? undefined : `${name} = ${expressions.value(value)}`;
      conditions.push(absent && equal ? `(${absent} OR ${equal})` : (absent ?? equal ?? ''));
    }
  }

  const verdict = await transact(
    [
      {
        Update: {
          Key: punchDayKeys.item(write.companyId, write.date, write.login),
          UpdateExpression: update,
          ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
          ...expressions.attributes(),
          // A refused write brings the day back with it: a punch sent again costs no second read.
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ],
    events,
  );
  if (verdict.written) return { written: true };
  const [item] = verdict.found;
  // Without the item, the day as it is now; it may have moved on since (the caller then retries).
  const stored = item
    ? punchDayEntity.fromItem(item)
    : await getPunchDay(write.companyId, write.date, write.login);
  if (!stored) throw new Error(`the day of '${write.login}' refused a punch and is gone`);
  return { written: false, stored };
}

export async function getPunchDay(
  companyId: string,
  date: string,
  login: string,
): Promise<StoredPunchDay | undefined> {
  return getRecord(punchDayEntity, punchDayKeys.item(companyId, date, login), true);
}

/** The records of one day, in login order; as last written when `consistent`. */
const days = companyList('punchDays', (companyId: string, date: string, consistent?: boolean) => ({
  entity: punchDayEntity,
  partitions: [punchDayKeys.dayPk(companyId, date)],
  consistent: consistent === true,
}));

/** A page of a day's records for a caller, continuing at its cursor. */
export const listPunchDays = days.page;
/** Every record of a day. */
export const allPunchDays = days.all;

/** The person's days among `dates`, kept or not, each with its expiry (BatchGetItem, 100 keys a call). */
export async function getPunchDaysOf(
  companyId: string,
  login: string,
  dates: readonly string[],
  consistent = false,
): Promise<Held<StoredPunchDay>[]> {
  const items = await batchGetAll(
    dates.map((date) => punchDayKeys.item(companyId, date, login)),
    { consistent },
  );
  return items.map(held(punchDayEntity).fromItem).sort((a, b) => a.record.date.localeCompare(b.record.date));
}

/**
 * Marks a day as the kept time record of an erased person (no per-person read shows it, see
 * StoredPunchDay.erasedAt); a day marked before keeps its first mark. False when there is no day.
 */
export function keepErasedDay(
  companyId: string,
  date: string,
  login: string,
  erasedAt: string,
): Promise<boolean> {
  return setIfExists(punchDayKeys.item(companyId, date, login), {}, { erasedAt });
}
