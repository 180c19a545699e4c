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
 * | OAuth client    | OAUTHCLIENT#<clientId>               | CLIENT                     |                               |      |
 * | Chatbot user    | USER#<email>                         | CO#<companyId>             |                               |      |
 * | (Employee)      | gsi2pk EMAIL#<email>                 | gsi2sk <companyId>#<login> | employees by e-mail (GSI2)    |      |
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
  /** GSI2: the employees of every company with this e-mail (the token exchange finds users by it). */
  emailPk: (email: string): string => `EMAIL#${email.trim().toLowerCase()}`,
  emailSk: (companyId: string, login: string): string => `${companyId}#${login}`,
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

/** Clients of the client-credentials grant (POST /oauthToken), by client id. */
export const oauthClientKeys = {
  item: (clientId: string): ItemKey => ({ pk: `OAUTHCLIENT#${clientId}`, sk: 'CLIENT' }),
};

/**
 * Users added by the admin for the token exchange, beside the employees of master data. One Query
 * of the e-mail's partition lists every company the user was added to.
 */
export const chatbotUserKeys = {
  item: (email: string, companyId: string): ItemKey => ({
    pk: chatbotUserKeys.emailPk(email),
    sk: `CO#${companyId}`,
  }),
  emailPk: (email: string): string => `USER#${email.trim().toLowerCase()}`,
};

/** Company id used for transmissions whose key could not be tied to any company. */
export const UNKNOWN_COMPANY = '-';
