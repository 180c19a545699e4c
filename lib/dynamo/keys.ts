/**
 * The single-table key design: every key value of every item is built here and nowhere else.
 *
 * | Entity          | pk                                   | sk                         | gsi1pk / gsi1sk               | TTL  |
 * |-----------------|--------------------------------------|----------------------------|-------------------------------|------|
 * | Company         | CO#<companyId>                       | PROFILE                    | COMPANIES / <name>#<id>       |      |
 * | Employee        | EMP#<companyId>#<shard 0..7>         | <login>                    |                               |      |
 * | Execution       | EXEC#<executionId>                   | EXEC                       | CO#<companyId>#EXEC / <time>  |      |
 * | Transmission    | TX#<companyId>#<YYYY-MM-DD>#<0..3>   | <isoTime>#<requestId>      |                               | 90 d |
 * | Rate window     | RL#<limiter>#<subject>               | <windowStartEpochSeconds>  |                               | 3 m  |
 * | Punch day       | PUNCH#<companyId>#<YYYY-MM-DD>       | <login>                    |                               |      |
 * | App rule        | RULE#<companyId>                     | <folded app_name_pt>       | RULE#<companyId>#ACTIVE /     |      |
 * |                 |                                      |                            |   <rank>#<collation>␁<folded> |      |
 * | Notification    | NOTIF#<companyId>                    | <notification_id>          |                               |      |
 * | Recipient chunk | NOTIFRCPT#<companyId>#<notifId>      | <executionId>#<000..>      |                               |      |
 *
 * Why the shards: one company can import 10,000 employees in one request and its integration can
 * send hundreds of calls a second; spreading those writes over several partition keys keeps each
 * partition far below DynamoDB's 1,000 writes/s. Readers query every shard (see *Shards below).
 */
import { createHash } from 'node:crypto';

export const EMPLOYEE_SHARDS = 8;
export const TRANSMISSION_SHARDS = 4;

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Stable shard of a value: the first 4 bytes of its SHA-256, modulo the shard count. */
export function shardOf(value: string, shards: number): number {
  return createHash('sha256').update(value).digest().readUInt32BE(0) % shards;
}

export const companyKeys = {
  item: (companyId: string): ItemKey => ({ pk: `CO#${companyId}`, sk: 'PROFILE' }),
  listPartition: 'COMPANIES',
  listSort: (name: string, companyId: string): string => `${name}#${companyId}`,
};

export const employeeKeys = {
  item: (companyId: string, login: string): ItemKey => ({
    pk: employeeKeys.shardPk(companyId, shardOf(login, EMPLOYEE_SHARDS)),
    sk: login,
  }),
  shardPk: (companyId: string, shard: number): string => `EMP#${companyId}#${shard}`,
  /** Every partition that holds the company's employees, in a fixed order (paging depends on it). */
  allShardPks: (companyId: string): string[] =>
    Array.from({ length: EMPLOYEE_SHARDS }, (_, shard) => employeeKeys.shardPk(companyId, shard)),
};

export const executionKeys = {
  item: (executionId: string): ItemKey => ({ pk: `EXEC#${executionId}`, sk: 'EXEC' }),
  byCompanyPk: (companyId: string): string => `CO#${companyId}#EXEC`,
};

export const transmissionKeys = {
  item: (companyId: string, isoTime: string, requestId: string): ItemKey => ({
    pk: transmissionKeys.dayShardPk(companyId, isoTime.slice(0, 10), shardOf(requestId, TRANSMISSION_SHARDS)),
    sk: `${isoTime}#${requestId}`,
  }),
  dayShardPk: (companyId: string, day: string, shard: number): string => `TX#${companyId}#${day}#${shard}`,
  dayShardPks: (companyId: string, day: string): string[] =>
    Array.from({ length: TRANSMISSION_SHARDS }, (_, shard) =>
      transmissionKeys.dayShardPk(companyId, day, shard),
    ),
};

/**
 * One item per employee and local day: the four punch times, hostname, locationType, source,
 * action_id and approvedExtensionMinutes (added atomically by overtime approvals). Listing a day is
 * one Query of the day's partition.
 */
export const punchDayKeys = {
  item: (companyId: string, date: string, login: string): ItemKey => ({
    pk: punchDayKeys.dayPk(companyId, date),
    sk: login,
  }),
  dayPk: (companyId: string, date: string): string => `PUNCH#${companyId}#${date}`,
};

export const rateLimitKeys = {
  window: (limiter: string, subject: string, windowStart: number): ItemKey => ({
    pk: `RL#${limiter}#${subject}`,
    sk: String(windowStart),
  }),
};

/** rnk is an integer within ±RANK_LIMIT; the offset makes every rnk a non-negative sortable number. */
export const RANK_LIMIT = 999_999_999;
const RANK_OFFSET = 1_000_000_000;

/**
 * Application classification rules: one item per folded name, so the uniqueness of an active name
 * is a conditional write on one key. Only active rules carry gsi1 (a sparse index), whose sort key
 * orders them by rnk (rules without one last), then name; listing is one Query of that index.
 */
export const ruleKeys = {
  item: (companyId: string, foldedName: string): ItemKey => ({
    pk: ruleKeys.companyPk(companyId),
    sk: foldedName,
  }),
  companyPk: (companyId: string): string => `RULE#${companyId}`,
  activePk: (companyId: string): string => `RULE#${companyId}#ACTIVE`,
  /** `0` + rnk offset to 10 sortable digits, or `1` without rnk; then the accent-free name, then the name. */
  activeSort: (rnk: number | null, collationKey: string, foldedName: string): string => {
    const rank = rnk === null ? '1' : `0${String(rnk + RANK_OFFSET).padStart(10, '0')}`;
    // U+0001 sorts below every character a name may hold, so a name sorts before its extensions.
    return `${rank}#${collationKey}\u0001${foldedName}`;
  },
};

/**
 * Notifications: one item per notification_id, listed by a Query of the company's partition. The
 * recipients, resolved when the notification is written, live in chunks of their own partition,
 * under the version (the execution id) that wrote them: the notification item names its version,
 * so swapping versions is one write and a reader never sees half of an update.
 */
export const notificationKeys = {
  item: (companyId: string, notificationId: string): ItemKey => ({
    pk: notificationKeys.companyPk(companyId),
    sk: notificationId,
  }),
  companyPk: (companyId: string): string => `NOTIF#${companyId}`,
  recipientsPk: (companyId: string, notificationId: string): string =>
    `NOTIFRCPT#${companyId}#${notificationId}`,
  recipientChunk: (companyId: string, notificationId: string, version: string, chunk: number): ItemKey => ({
    pk: notificationKeys.recipientsPk(companyId, notificationId),
    sk: `${version}#${String(chunk).padStart(3, '0')}`,
  }),
};

/** Company id used for transmissions whose key could not be tied to any company. */
export const UNKNOWN_COMPANY = '-';
