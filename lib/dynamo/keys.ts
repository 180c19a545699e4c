/**
 * The single-table key design: every key value of every item is built here and nowhere else, and
 * every entity is declared here once, beside its keys (entity.ts): the `type` its items carry, the
 * key and index keys of a record's item, and how an item and its record turn into each other. The
 * stores build whole items and read records only through these declarations.
 *
 * | Entity          | pk                                   | sk                         | gsi1pk / gsi1sk               | TTL  |
 * |-----------------|--------------------------------------|----------------------------|-------------------------------|------|
 * | Company         | CO#<companyId>                       | PROFILE                    | COMPANIES / <name>#<id>       |      |
 * | Employee        | EMP#<companyId>#<shard 0..7>         | <login>                    |                               |      |
 * | Execution       | EXEC#<executionId>                   | EXEC                       | CO#<companyId>#EXEC / <time>  |      |
 * | Transmission    | TX#<companyId>#<YYYY-MM-DD>#<0..3>   | <isoTime>#<requestId>      |                               | 90 d |
 * | Rate limit ring | RL#<limiter>#<subject>               | RING                       |                               | 2 m  |
 * | Audit           | AUDIT#<tenant>#<YYYY-MM-DD>#<0..3>   | <isoTime>#<auditId>        |                               | 365 d|
 * | Punch day       | PUNCH#<companyId>#<YYYY-MM-DD>       | <login>                    |                               |      |
 * | Extension req.  | EXT#<companyId>#<login>              | REQ#<createdAt>#<requestId>| EXTAPPR#<co>#<approver> / (*) |      |
 * |                 |                                      |                            | gsi3: EXTPENDCO#<co> / (*)    |      |
 * | Ext. day total  | EXT#<companyId>#<login>              | DAY#<YYYY-MM-DD>           |                               |      |
 * | Ext. req. by id | EXTID#<companyId>#<requestId>        | ID                         |                               |      |
 * | Approval link   | EXTLINK#<sha256 of the link key>     | LINK                       |                               | 37 d |
 * | Idempotency     | IDEM#<companyId>#<scope>#<sha256>    | IDEM                       |                               | 24 h |
 * | Calendar event  | EVT#<companyId>#<eventId>            | EVENT                      |                               |      |
 * | Event month     | EVTMON#<companyId>#<YYYY-MM>#<0..3>  | <eventId>                  |                               |      |
 * | App rule        | RULE#<companyId>                     | <folded app_name_pt>       | RULE#<companyId>#ACTIVE /     |      |
 * |                 |                                      |                            |   <rank>#<collation>␁<folded> |      |
 * | Notification    | NOTIF#<companyId>                    | <notification_id>          |                               |      |
 * | Recipient chunk | NOTIFRCPT#<companyId>#<notifId>      | <executionId>#<000..>      |                               |      |
 * | OAuth client    | OAUTHCLIENT#<clientId>               | CLIENT                     |                               |      |
 * | Chatbot user    | USER#<email>                         | CO#<companyId>             |                               |      |
 * | (Employee)      | gsi2pk EMAIL#<email>                 | gsi2sk <companyId>#<login> | employees by e-mail (GSI2)    |      |
 * | Ticket          | TICKET#<ticketId>                    | TICKET                     | CO#<co>#TICKET / <at>#<id>    |      |
 * |                 |                                      |                            | gsi2: TICKETS / <at>#<id>     |      |
 * | Open ticket     | TICKETOPEN#<companyId>#<cause>       | OPEN                       |                               |      |
 * | Screen block    | SCREENBLOCK#<companyId>              | <login>                    |                               |      |
 * | Summary         | SUM#<companyId>#<YYYY-MM>            | D#, S#, T#<date>; E#, H#, P#<date>#<part>; M#<dept> |  | 91 d (T#) |
 * | Summary state   | SUMSTATE#<companyId>                 | STATE, PENDING#<date>, FAILED#<id> |                    |      |
 * | Stream position | LOCALSTREAM                          | <shardId>                  | (local runtime only)          | 2 d  |
 * | Webhook         | WEBHOOK#<companyId>                  | <webhookId>                |                               |      |
 * | Webhook event   | WHEVT#<companyId>#<shard 0..31>      | <eventId>                  |                               | 30 d |
 * | Pending deliv.  | WHLANE#<co>#<webhookId>#<lane>       | <position>#<eventId>       | WHDUE#<0..15> / <dueAt>#<id>  | 30 d |
 * | Webhook attempt | WHATT#<co>#<webhookId>#<day>#<0..3>  | <isoTime>#<attemptId>      | WHATTEVT#<co>#<eventId> / sk  | 30 d |
 * | Used req. state | MCPSTATE#<nonce>                     | USED                       |                               |10 m**|
 * | MCP task        | MCPTASK#<taskId>                     | TASK                       | MCPTASKBY#<co>#<owner> / (**) | 30 d |
 *
 * (*) Extension requests: gsi1 (pending for an approver, listExtensionRequests and
 * listPendingExtensions with managerEmail), gsi2
 * (EXTPEND#<co>#<login> / same sort: pending of an employee, approveRequest) and gsi3
 * (EXTPENDCO#<co> / same sort: every pending request of the company, the MCP tools
 * listPendingExtensions and getCompanyOverview), all sorted by <createdAt>#<requestId>. The GSI keys
 * are set while a request is pending and removed when it is decided (sparse indexes), so all three
 * read only pending items. gsi3 has its own attribute pair because gsi1 and gsi2 of a request are
 * both taken. An approval link is found by the hash of
 * its key alone, so the key itself is stored nowhere; its item outlives the 7-day validity by 30
 * days so an expired link can still say it expired.
 *
 * An extension request is found by its id alone through its "by id" item (written with it, in the
 * same transaction): the MCP tools that take a request id (getExtensionRequest, the approval card's
 * decision) and the tasks that follow a request. It holds the request's key (company, login, time,
 * id), so it goes when its request goes: it carries its request's ttl, and an erasure deletes
 * it with the request, or alone where the request is kept (a kept request is found by no id).
 *
 * (**) The MCP server's request states (lib/mcp/request-state.ts) are sealed and handed to the
 * client, not stored; an accepted one is marked used here, once, with a conditional put, until the
 * state itself expires (at most 10 minutes: the item's TTL is the state's expiry). It holds nothing
 * but the state's random nonce and when it was used. An MCP task (the Tasks extension) holds its
 * owner's `sub` and mode, the company and the request id it follows, never the request's data,
 * which each tasks/get reads from the request itself; it expires 30 days after it was created. A
 * task a person owns (a chatbot token: its owner is the person's user id) is also in gsi1 under that
 * owner, sorted by <createdAt>#<taskId>, as their MCP calls are: how an export lists a person's tasks
 * and an erasure deletes them.
 *
 * Why the shards: one company can import 10,000 employees in one request and its integration can
 * send hundreds of calls a second; spreading those writes over several partition keys keeps each
 * partition far below DynamoDB's 1,000 writes/s. Readers query every shard (see *Shards below):
 * a list walks them one after another (paging.ts), a log merges a day's shards newest first
 * (log-reader.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AddedChatbotUser } from '../auth/chatbot-user.js';
import type { OAuthClient } from '../auth/oauth-client.js';
import type { AppRule } from '../classification/rule.js';
import type { Company } from '../companies/company.js';
import type { StoredEvent } from '../events/calendar-event.js';
import type { Execution } from '../executions/execution.js';
import type { IdempotencyRecord, IdempotencyRecordId } from '../idempotency/record.js';
import type { AuditRecord, Transmission } from '../logs/records.js';
import type { StoredEmployee } from '../masterdata/employee.js';
import type { ScreenBlock } from '../masterdata/screen-block-state.js';
import type { StoredNotification } from '../notifications/notification.js';
import type {
  ApprovalLinkRecord,
  ExtensionRequest,
  ExtensionRequestRef,
} from '../overtime/extension-request.js';
import type { McpTask } from '../overtime/request-task.js';
import type { ErasureRecord } from '../privacy/erasure-record.js';
import type { StoredPunchDay } from '../punch/punch-day.js';
import { approverKey } from '../shared/mailbox.js';
import type {
  DayStarts,
  DaySummary,
  DepartmentDay,
  DepartmentMonth,
  FailedSummary,
  Lag,
  PendingDay,
  PeopleDay,
  SettleState,
  TransmissionDay,
} from '../summaries/records.js';
import type { Ticket } from '../tickets/ticket.js';
import type {
  DeliveryAttempt,
  PendingDelivery,
  WebhookEvent,
  WebhookSubscription,
} from '../webhooks/records.js';
import { defineEntity, type Expiry, type Item, type ItemKey } from './entity.js';

export const EMPLOYEE_SHARDS = 8;
export const TRANSMISSION_SHARDS = 4;
export const EVENT_MONTH_SHARDS = 4;

export type { ItemKey } from './entity.js';

/** Epoch seconds `days` after `now`, for the ttl attribute. */
export function ttlAfterDays(days: number, now = Date.now()): number {
  return Math.floor(now / 1000) + days * 86_400;
}

/**
 * The ttl of a time record of the local day `date` (YYYY-MM-DD) kept `years` (the company's
 * time-record retention): the end of that day, `years` later, in the last time zone to end it.
 */
export function ttlOfTimeRecord(date: string, years: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year + years, month - 1, day + 2) / 1000;
}

/** Retention declarations (entity.ts Retention): every entity below states its own. */
// Called marked pure (as defineEntity is): a bundle then keeps only the entities its code uses.
const DAY = 86_400;
const ttl = (seconds: number, from: string): Expiry => ({ by: 'ttl', seconds, from });
const ttlDays = (days: number, from: string): Expiry => ttl(days * DAY, from);
const TIME_RECORD = (from: string): Expiry => ({ by: 'time-record retention', from });
const CUSTOMER: Expiry = { by: 'customer' };
const ERASURE: Expiry = { by: 'erasure' };
export const EXECUTION_TTL_DAYS = 90;
/** Calendar events are kept a year after they end. */
export const CALENDAR_TTL_DAYS = 365;
export const TICKET_TTL_DAYS = 730;

/** Stable shard of a value: the first 4 bytes of its SHA-256, modulo the shard count. */
export function shardOf(value: string, shards: number): number {
  return createHash('sha256').update(value).digest().readUInt32BE(0) % shards;
}

export const companyKeys = {
  item: (companyId: string): ItemKey => ({ pk: `CO#${companyId}`, sk: 'PROFILE' }),
  listPartition: 'COMPANIES',
  listSort: (name: string, companyId: string): string => `${name}#${companyId}`,
};

export const companyEntity = /* @__PURE__ */ defineEntity<Company>({
  type: 'Company',
  retention: {
    expiry: CUSTOMER,
    why: "the customer's account: its name, time zone, keys, overtime approvers and settings",
    erasure: 'person removed',
  },
  key: (company) => companyKeys.item(company.companyId),
  indexes: {
    gsi1: (company) => ({
      pk: companyKeys.listPartition,
      sk: companyKeys.listSort(company.name, company.companyId),
    }),
  },
  defaults: { overtimeManagers: [], isTest: false, activeKeyIds: [] },
});

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

export const employeeEntity = /* @__PURE__ */ defineEntity<StoredEmployee>({
  type: 'Employee',
  retention: {
    expiry: ERASURE,
    why: 'master data the company sends; the company replaces it, or erases the person',
    erasure: 'deleted',
  },
  key: (employee) => employeeKeys.item(employee.companyId, employee.login),
  indexes: {
    // Indexed by e-mail so the token exchange finds a user's companies without a Scan.
    gsi2: ({ companyId, login, profile }) =>
      profile.email
        ? { pk: employeeKeys.emailPk(profile.email), sk: employeeKeys.emailSk(companyId, login) }
        : undefined,
  },
  // `active` beside the profile: the listings of active employees filter on it.
  attributes: (employee) => ({ ...employee, active: employee.profile.active }),
  hidden: ['active'],
});

export const executionKeys = {
  item: (executionId: string): ItemKey => ({ pk: `EXEC#${executionId}`, sk: 'EXEC' }),
  byCompanyPk: (companyId: string): string => `CO#${companyId}#EXEC`,
};

export const executionEntity = /* @__PURE__ */ defineEntity<Execution>({
  type: 'Execution',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(EXECUTION_TTL_DAYS, 'the operation'),
    why: 'lets the integration look up what an import, a send or an erasure did',
    erasure: 'person removed',
  },
  key: (execution) => executionKeys.item(execution.executionId),
  indexes: {
    gsi1: (execution) => ({ pk: executionKeys.byCompanyPk(execution.companyId), sk: execution.startedAt }),
  },
  ttl: (execution) => ttlAfterDays(EXECUTION_TTL_DAYS, Date.parse(execution.startedAt)),
});

/**
 * The keys of a log kept in day × shard partitions (transmissions, audit items): a record's
 * partition is its owner's UTC day and the shard of its id; its sort key, time then id, orders a
 * day newest first when read backwards.
 */
function dayShardKeys(prefix: string, shards: number) {
  const keys = {
    item: (owner: string, isoTime: string, id: string): ItemKey => ({
      pk: keys.dayShardPk(owner, isoTime.slice(0, 10), shardOf(id, shards)),
      sk: `${isoTime}#${id}`,
    }),
    dayShardPk: (owner: string, day: string, shard: number): string => `${prefix}#${owner}#${day}#${shard}`,
    dayShardPks: (owner: string, day: string): string[] =>
      Array.from({ length: shards }, (_, shard) => keys.dayShardPk(owner, day, shard)),
  };
  return keys;
}

export const transmissionKeys = dayShardKeys('TX', TRANSMISSION_SHARDS);

export const TRANSMISSION_TTL_DAYS = 90;
/** A day's transmissions counted are kept a day longer than the transmissions. */
export const TRANSMISSION_DAY_TTL_DAYS = 91;

/**
 * A transmission that names logins (a failure: at most 20, for support) is also in gsi1, under its
 * company and the shard of its own key, sorted by time: an export or an erasure reads those of a
 * company's 90 days in TRANSMISSION_SHARDS Queries, never the successes. Spread as the day's own
 * partitions are, so it takes what they take.
 */
export const transmissionLoginsKeys = {
  shardPk: (companyId: string, shard: number): string => `TXLOGINS#${companyId}#${shard}`,
  shardPks: (companyId: string): string[] =>
    Array.from({ length: TRANSMISSION_SHARDS }, (_, shard) =>
      transmissionLoginsKeys.shardPk(companyId, shard),
    ),
};

export const transmissionEntity = /* @__PURE__ */ defineEntity<Transmission>({
  type: 'Transmission',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(TRANSMISSION_TTL_DAYS, 'the request'),
    why: "diagnosing the integration's calls; a failure names the logins it was about",
    erasure: 'person removed',
  },
  key: (transmission) =>
    transmissionKeys.item(transmission.companyId, transmission.at, transmission.requestId),
  indexes: {
    gsi1: (transmission) =>
      transmission.logins?.length
        ? {
            pk: transmissionLoginsKeys.shardPk(
              transmission.companyId,
              shardOf(transmission.requestId, TRANSMISSION_SHARDS),
            ),
            sk: `${transmission.at}#${transmission.requestId}`,
          }
        : undefined,
  },
  ttl: (transmission) => ttlAfterDays(TRANSMISSION_TTL_DAYS, Date.parse(transmission.at)),
  defaults: { errorCode: null, counts: {} },
});

/**
 * One item per employee and local day: the four punch times, hostname, locationType, source,
 * action_id, approvedExtensionMinutes (added atomically by overtime approvals), and the employee's
 * department and time zone as of the latest write (what the summaries group and judge lateness by).
 * Listing a day is one Query of the day's partition.
 */
export const punchDayKeys = {
  item: (companyId: string, date: string, login: string): ItemKey => ({
    pk: punchDayKeys.dayPk(companyId, date),
    sk: login,
  }),
  dayPk: (companyId: string, date: string): string => `PUNCH#${companyId}#${date}`,
  /** The company and date of a day partition key (an item made by an approval carries no others). */
  isDayPk: (pk: string): boolean => pk.startsWith('PUNCH#'),
  parseDayPk: (pk: string): { companyId: string; date: string } => ({
    companyId: pk.slice('PUNCH#'.length, -'#YYYY-MM-DD'.length),
    date: pk.slice(-'YYYY-MM-DD'.length),
  }),
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Written by updates only (punches SET their fields, approvals ADD minutes), never whole. */
export const punchDayEntity = /* @__PURE__ */ defineEntity<StoredPunchDay>({
  type: 'PunchDay',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day'),
    why: 'a working-time record, which the employer must keep (in Brazil, 5 years)',
    erasure: 'kept',
  },
  // An item made by an approval alone holds only the minutes: login and date come from its key.
  read: (item) => ({
    login: item.sk as string,
    date: (item.pk as string).slice((item.pk as string).lastIndexOf('#') + 1),
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
    ...(typeof item.erasedAt === 'string' ? { erasedAt: item.erasedAt } : {}),
    updatedAt: text(item.updatedAt),
  }),
});

export const AUDIT_SHARDS = 4;

export const auditKeys = dayShardKeys('AUDIT', AUDIT_SHARDS);

export const AUDIT_TTL_DAYS = 365;

/**
 * A call made by a person (a chatbot token: its actor is the person's user id) is also in gsi1 under
 * that actor, newest last: how an export lists a person's calls and an erasure pseudonymises them,
 * without reading the company's whole year of calls. Calls of service clients are not in it.
 */
export const auditActorKeys = {
  actorPk: (tenant: string, actorId: string): string => `AUDITBY#${tenant}#${actorId}`,
};

export const auditEntity = /* @__PURE__ */ defineEntity<AuditRecord>({
  type: 'Audit',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(AUDIT_TTL_DAYS, 'the call'),
    why: 'who did what through the MCP server, for audits; never the arguments',
    erasure: 'pseudonymised',
  },
  key: (record) => auditKeys.item(record.tenant, record.at, record.auditId),
  indexes: {
    gsi1: (record) =>
      record.mode === 'chatbot'
        ? { pk: auditActorKeys.actorPk(record.tenant, record.actorId), sk: `${record.at}#${record.auditId}` }
        : undefined,
  },
  ttl: (record) => ttlAfterDays(AUDIT_TTL_DAYS, Date.parse(record.at)),
  defaults: { escalationReason: null, confirmation: null },
});

export const extensionKeys = {
  partition: (companyId: string, login: string): string => `EXT#${companyId}#${login}`,
  request: (companyId: string, login: string, createdAt: string, requestId: string): ItemKey => ({
    pk: extensionKeys.partition(companyId, login),
    sk: `${extensionKeys.requestPrefix}${createdAt}#${requestId}`,
  }),
  /** What the sort key of every request (not a day total) begins with. */
  requestPrefix: 'REQ#',
  /** The employee's requested seconds of one local day (an atomic counter). */
  dayTotal: (companyId: string, login: string, date: string): ItemKey => ({
    pk: extensionKeys.partition(companyId, login),
    sk: `DAY#${date}`,
  }),
  /** gsi1pk of a pending request; approvers are compared case-insensitively. */
  pendingByApproverPk: (companyId: string, approver: string): string =>
    `EXTAPPR#${companyId}#${approver.trim().toLowerCase()}`,
  /** gsi2pk of a pending request. */
  pendingByEmployeePk: (companyId: string, login: string): string => `EXTPEND#${companyId}#${login}`,
  /** gsi1sk and gsi2sk of a pending request: oldest first. */
  pendingSort: (createdAt: string, requestId: string): string => `${createdAt}#${requestId}`,
  /** gsi3pk of a pending request: every pending request of the company. */
  pendingOfCompanyPk: (companyId: string): string => `EXTPENDCO#${companyId}`,
  /** gsi2pk of a decided request: the requests an approver decided (approverKey), for an export or erasure. */
  decidedByPk: (companyId: string, approverKey: string): string => `EXTDECIDED#${companyId}#${approverKey}`,
  link: (linkKeyHash: string): ItemKey => ({ pk: `EXTLINK#${linkKeyHash}`, sk: 'LINK' }),
  /** The request's "by id" item: where its key is found from its id alone. */
  byId: (companyId: string, requestId: string): ItemKey => ({
    pk: `EXTID#${companyId}#${requestId}`,
    sk: 'ID',
  }),
};

const pendingIndex =
  (partition: (request: ExtensionRequest) => string) =>
  (request: ExtensionRequest): ItemKey | undefined =>
    request.status === 'pending'
      ? { pk: partition(request), sk: extensionKeys.pendingSort(request.createdAt, request.requestId) }
      : undefined;

const pendingOfEmployee = /* @__PURE__ */ pendingIndex((request) =>
  extensionKeys.pendingByEmployeePk(request.companyId, request.user),
);

/** Where a decided request is found by its approver (gsi2, which a decision moves it to). */
export const decidedIndex = (
  request: Pick<ExtensionRequest, 'companyId' | 'manager' | 'createdAt' | 'requestId'>,
): ItemKey => ({
  pk: extensionKeys.decidedByPk(request.companyId, approverKey(request.manager)),
  sk: extensionKeys.pendingSort(request.createdAt, request.requestId),
});

/**
 * A pending request is in the three indexes of pending requests; a decision takes it out of gsi1
 * and gsi3 and moves its gsi2 to the approver's decided requests.
 */
export const extensionRequestEntity = /* @__PURE__ */ defineEntity<ExtensionRequest>({
  type: 'ExtensionRequest',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day it asks for'),
    why: 'overtime asked for and decided: approved overtime is a working-time record',
    erasure: 'kept',
  },
  key: (request) =>
    extensionKeys.request(request.companyId, request.user, request.createdAt, request.requestId),
  indexes: {
    gsi1: /* @__PURE__ */ pendingIndex((request) =>
      extensionKeys.pendingByApproverPk(request.companyId, request.manager),
    ),
    // Pending: the employee's pending requests. Decided: the requests its approver decided.
    gsi2: (request) => pendingOfEmployee(request) ?? decidedIndex(request),
    gsi3: /* @__PURE__ */ pendingIndex((request) => extensionKeys.pendingOfCompanyPk(request.companyId)),
  },
  // The approver as a decision's condition compares it.
  attributes: (request) => ({ ...request, approverKey: approverKey(request.manager) }),
  hidden: ['approverKey', 'emailMessageId'],
});

/** The employee's requested seconds of one day: an atomic counter, written by updates only. */
export const extensionDayTotalEntity = /* @__PURE__ */ defineEntity<{ requestedSeconds: number }>({
  type: 'ExtensionDayTotal',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day'),
    why: "the seconds an employee asked for on a day, with that day's requests",
    erasure: 'deleted',
  },
  // Beside the total, each counted request's share (see extension-store.ts): not part of the record.
  read: (item) => ({
    requestedSeconds: typeof item.requestedSeconds === 'number' ? item.requestedSeconds : 0,
  }),
});

export const extensionRequestRefEntity = /* @__PURE__ */ defineEntity<ExtensionRequestRef>({
  type: 'ExtensionRequestRef',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day its request asks for'),
    why: 'finds an overtime request from its id alone (MCP tools, tasks, the approval card); as long as its request',
    erasure: 'deleted',
  },
  key: (ref) => extensionKeys.byId(ref.companyId, ref.requestId),
});

/** Found by the hash of its link key alone (passed as its key): the link key is stored nowhere. */
export const approvalLinkEntity = /* @__PURE__ */ defineEntity<ApprovalLinkRecord>({
  type: 'ApprovalLink',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(37, 'the request'),
    why: 'the approval link works 7 days, then says it expired for 30 more',
    erasure: 'deleted',
  },
  // What the link decided when it was used.
  hidden: ['decision'],
});

/** A retried request's record, per company, endpoint and hash of its Idempotency-Key. */
export const idempotencyKeys = {
  item: ({ companyId, scope, keyHash }: IdempotencyRecordId): ItemKey => ({
    pk: `IDEM#${companyId}#${scope}#${keyHash}`,
    sk: 'IDEM',
  }),
};

export const idempotencyEntity = /* @__PURE__ */ defineEntity<IdempotencyRecord>({
  type: 'IdempotencyRecord',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(1, 'the first request'),
    why: 'answers a retried request as the first was answered',
    erasure: 'expires first',
  },
});

/**
 * A calendar event is one item; it is found by date through one index item per month it touches
 * (event id, begin, end), written in the same transaction as the event and moved when its dates
 * move. An event that began before a range still has an index item in the range's first month, so
 * reading the range's months finds it without a Scan. Each month is spread over shards by event id:
 * a 100-event sync then writes to several partitions, and a range reads months × shards Queries.
 * Beside them, one small entry per event in the company's event list (EVTALL, by shard), written
 * with the event when it is created and whenever its dates move: how an export or an erasure finds
 * every event of the company that names a person, whatever its dates. An event, its month items
 * and its entry expire together, CALENDAR_TTL_DAYS after the event ends.
 */
export const eventKeys = {
  item: (companyId: string, eventId: string): ItemKey => ({ pk: `EVT#${companyId}#${eventId}`, sk: 'EVENT' }),
  month: (companyId: string, month: string, eventId: string): ItemKey => ({
    pk: eventKeys.monthShardPk(companyId, month, shardOf(eventId, EVENT_MONTH_SHARDS)),
    sk: eventId,
  }),
  monthShardPk: (companyId: string, month: string, shard: number): string =>
    `EVTMON#${companyId}#${month}#${shard}`,
  monthShardPks: (companyId: string, month: string): string[] =>
    Array.from({ length: EVENT_MONTH_SHARDS }, (_, shard) => eventKeys.monthShardPk(companyId, month, shard)),
  entry: (companyId: string, eventId: string): ItemKey => ({
    pk: `EVTALL#${companyId}#${shardOf(eventId, EVENT_MONTH_SHARDS)}`,
    sk: eventId,
  }),
  entryPks: (companyId: string): string[] =>
    Array.from({ length: EVENT_MONTH_SHARDS }, (_, shard) => `EVTALL#${companyId}#${shard}`),
};

/** The ttl of an event and its index items: CALENDAR_TTL_DAYS after the local day it ends. */
export const calendarTtl = (dateTimeEnd: string): number =>
  ttlAfterDays(CALENDAR_TTL_DAYS + 2, Date.parse(`${dateTimeEnd.slice(0, 10)}T00:00:00Z`));

/** Written by updates only, so a write sets the fields it is given and no others; its company is in its key. */
export const eventEntity = /* @__PURE__ */ defineEntity<StoredEvent>({
  type: 'CalendarEvent',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(CALENDAR_TTL_DAYS, 'the event ends'),
    why: 'schedules the integration reads back',
    erasure: 'person removed',
  },
  hidden: ['companyId', 'ttl'],
});

export interface EventMonthEntry {
  eventId: string;
  dateTimeBegin: string;
  dateTimeEnd: string;
}

/** Keyed by month and event (passed as its key); read by its key alone. */
export const eventMonthEntity = /* @__PURE__ */ defineEntity<EventMonthEntry>({
  type: 'CalendarEventMonth',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(CALENDAR_TTL_DAYS, 'the event ends'),
    why: 'finds an event by date; goes with its event',
    erasure: 'nothing to erase',
  },
  ttl: (entry) => calendarTtl(entry.dateTimeEnd),
});

/** An event's entry in the company's event list (keyed by event, passed as its key). */
export const eventEntryEntity = /* @__PURE__ */ defineEntity<{ eventId: string; dateTimeEnd: string }>({
  type: 'CalendarEventEntry',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(CALENDAR_TTL_DAYS, 'the event ends'),
    why: "lists the company's events for an export or an erasure; goes with its event",
    erasure: 'nothing to erase',
  },
  ttl: (entry) => calendarTtl(entry.dateTimeEnd),
});

/** One item per limited subject: a counter and one time stamp per slot of its allowance. */
export const rateLimitKeys = {
  ring: (limiter: string, subject: string): ItemKey => ({ pk: `RL#${limiter}#${subject}`, sk: 'RING' }),
};

/** A counter and one slot attribute per allowance unit, changed by atomic updates only. */
export const rateLimitRingEntity = /* @__PURE__ */ defineEntity<Item>({
  type: 'RateLimitRing',
  retention: {
    expiry: /* @__PURE__ */ ttl(120, 'the last request'),
    why: "counts a caller's requests of the last minute",
    erasure: 'expires first',
  },
});

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

export const ruleEntity = /* @__PURE__ */ defineEntity<AppRule>({
  type: 'AppRule',
  retention: {
    expiry: CUSTOMER,
    why: "the company's application classification rules",
    erasure: 'nothing to erase',
  },
  key: (rule) => ruleKeys.item(rule.companyId, rule.foldedName),
  indexes: {
    gsi1: (rule) =>
      rule.active
        ? {
            pk: ruleKeys.activePk(rule.companyId),
            sk: ruleKeys.activeSort(rule.rnk, rule.collationKey, rule.foldedName),
          }
        : undefined,
  },
  defaults: { app_class: null, app_regex: null, rnk: null, active: false, deactivatedAt: null },
});

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
    sk: `${notificationKeys.recipientVersionPrefix(version)}${String(chunk).padStart(3, '0')}`,
  }),
  /** What every chunk key of a version begins with. */
  recipientVersionPrefix: (version: string): string => `${version}#`,
};

/** Written by an update, so a rewrite keeps the time it was first written. */
export const notificationEntity = /* @__PURE__ */ defineEntity<StoredNotification>({
  type: 'Notification',
  retention: {
    expiry: CUSTOMER,
    why: 'a message the company sends its employees, until it sends it again',
    erasure: 'nothing to erase',
  },
  // How many recipient chunks the current version has (the next write deletes them), and a digest
  // of the recipients (what a write compares to tell whether it changed them).
  hidden: ['recipientChunks', 'recipientsDigest'],
});

export interface RecipientChunk {
  companyId: string;
  notificationId: string;
  logins: string[];
}

/** Keyed by notification, version and chunk number (passed as its key). */
export const recipientChunkEntity = /* @__PURE__ */ defineEntity<RecipientChunk>({
  type: 'NotificationRecipients',
  retention: {
    expiry: CUSTOMER,
    why: "a notification's recipients; the next send replaces them",
    erasure: 'person removed',
  },
  defaults: { logins: [] },
});

/** Clients of the client-credentials grant (POST /oauthToken), by client id. */
export const oauthClientKeys = {
  item: (clientId: string): ItemKey => ({ pk: `OAUTHCLIENT#${clientId}`, sk: 'CLIENT' }),
};

export const oauthClientEntity = /* @__PURE__ */ defineEntity<OAuthClient>({
  type: 'OAuthClient',
  retention: {
    expiry: CUSTOMER,
    why: 'credentials of an agent the provider registered for the customer',
    erasure: 'nothing to erase',
  },
  key: (client) => oauthClientKeys.item(client.clientId),
  defaults: { scopes: [], mode: 'service' },
});

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

export const chatbotUserEntity = /* @__PURE__ */ defineEntity<AddedChatbotUser>({
  type: 'ChatbotUser',
  retention: {
    expiry: ERASURE,
    why: 'lets a person the provider added sign in to the MCP server',
    erasure: 'deleted',
  },
  key: (user) => chatbotUserKeys.item(user.email, user.companyId),
  defaults: { scopes: [] },
});

/** Company id used for transmissions whose key could not be tied to any company. */
export const UNKNOWN_COMPANY = '-';

/**
 * An erasure of one person (lib/privacy/erase.ts), found by the person's keyed pseudonym: while it
 * runs, the login and e-mail it erases (a run stopped anywhere is finished by the next) and the
 * steps done; once finished, only the pseudonym, its execution and until when time records are kept.
 */
export const erasureKeys = {
  item: (companyId: string, pseudonym: string): ItemKey => ({
    pk: `ERASURE#${companyId}#${pseudonym}`,
    sk: 'ERASURE',
  }),
};

export const ERASURE_TTL_DAYS = 90;

export const erasureEntity = /* @__PURE__ */ defineEntity<ErasureRecord>({
  type: 'Erasure',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(ERASURE_TTL_DAYS, 'the erasure, or as long as a time record it kept'),
    why: 'finishes a stopped erasure, and tells an export that the person was erased',
    erasure: 'pseudonymised',
  },
  key: (erasure) => erasureKeys.item(erasure.companyId, erasure.pseudonym),
  ttl: (erasure) =>
    Math.max(ttlAfterDays(ERASURE_TTL_DAYS, Date.parse(erasure.startedAt)), erasure.keptUntil ?? 0),
  defaults: { counts: {} },
});

/**
 * Support tickets: one item each, listed per company (gsi1) and across companies for the admin
 * (gsi2; tickets are opened by people and by escalations, a few a day, so one partition holds them).
 * "At most one open ticket per company and cause" is a guard item written in the same transaction
 * as the ticket with `attribute_not_exists`, and deleted when the ticket closes.
 */
export const ticketKeys = {
  item: (ticketId: string): ItemKey => ({ pk: `TICKET#${ticketId}`, sk: 'TICKET' }),
  byCompanyPk: (companyId: string): string => `CO#${companyId}#TICKET`,
  allPk: 'TICKETS',
  sort: (createdAt: string, ticketId: string): string => `${createdAt}#${ticketId}`,
  openGuard: (companyId: string, cause: string): ItemKey => ({
    pk: `TICKETOPEN#${companyId}#${cause}`,
    sk: 'OPEN',
  }),
};

export const ticketEntity = /* @__PURE__ */ defineEntity<Ticket>({
  type: 'Ticket',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(TICKET_TTL_DAYS, 'it was opened'),
    why: 'support cases and what they were about',
    erasure: 'pseudonymised',
  },
  key: (ticket) => ticketKeys.item(ticket.ticketId),
  indexes: {
    gsi1: (ticket) => ({
      pk: ticketKeys.byCompanyPk(ticket.companyId),
      sk: ticketKeys.sort(ticket.createdAt, ticket.ticketId),
    }),
    gsi2: (ticket) => ({ pk: ticketKeys.allPk, sk: ticketKeys.sort(ticket.createdAt, ticket.ticketId) }),
  },
  ttl: (ticket) => ttlAfterDays(TICKET_TTL_DAYS, Date.parse(ticket.createdAt)),
  defaults: { cause: null, closedAt: null },
});

/** The one open ticket of a company and cause (keyed by them, passed as its key). */
export const openTicketGuardEntity = /* @__PURE__ */ defineEntity<{ ticketId: string; createdAt: string }>({
  type: 'OpenTicketGuard',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(TICKET_TTL_DAYS, 'its ticket was opened'),
    why: 'one open ticket per cause; deleted when the ticket closes',
    erasure: 'nothing to erase',
  },
  // Goes with its ticket, should the ticket expire open.
  ttl: (guard) => ttlAfterDays(TICKET_TTL_DAYS, Date.parse(guard.createdAt)),
});

/**
 * Screen blocks (the MCP tool screenBlockToggle): one item per employee, apart from the employee
 * item, because /masterData replaces employee items whole and would erase a block stored there.
 */
export const screenBlockKeys = {
  item: (companyId: string, login: string): ItemKey => ({
    pk: screenBlockKeys.companyPk(companyId),
    sk: login,
  }),
  companyPk: (companyId: string): string => `SCREENBLOCK#${companyId}`,
};

export const screenBlockEntity = /* @__PURE__ */ defineEntity<ScreenBlock>({
  type: 'ScreenBlock',
  retention: { expiry: ERASURE, why: "whether an employee's screen is blocked", erasure: 'deleted' },
  key: (block) => screenBlockKeys.item(block.companyId, block.login),
});

/**
 * Summaries (lib/summaries): a company's punch days summed per day once the day is over, and its
 * transmissions per UTC day, for the dashboards and analytics; one partition per company and month.
 * A department's key is a fixed-size digest of its name (the name is an attribute), so every key
 * is short ASCII whatever the name, and a range of days is `<kind>#<from>` to `<kind>#<to>$`.
 */
export const summaryKeys = {
  monthPk: (companyId: string, month: string): string => `SUM#${companyId}#${month}`,
  /** D (the company's day), S (its start histogram), T (transmissions of a UTC day); or with a part: E, H (a department's day: its digest), P (its employees: part 0, 1, ...). */
  day: (companyId: string, kind: string, date: string, part?: string): ItemKey => ({
    pk: summaryKeys.monthPk(companyId, date.slice(0, 7)),
    sk: part === undefined ? `${kind}#${date}` : `${kind}#${date}#${part}`,
  }),
  /** A department's month (its digest). */
  month: (companyId: string, month: string, department: string): ItemKey => ({
    pk: summaryKeys.monthPk(companyId, month),
    sk: `M#${department}`,
  }),
  /** Sort-key bounds of one kind's items of the days `from`..`to` of one month partition. */
  between: (kind: string, from: string, to: string): { from: string; to: string } => ({
    from: `${kind}#${from}`,
    to: `${kind}#${to}$`,
  }),
  /** A company's settling: STATE, the days changed after they were summed, failures. */
  statePk: (companyId: string): string => `SUMSTATE#${companyId}`,
  state: (companyId: string): ItemKey => ({ pk: summaryKeys.statePk(companyId), sk: 'STATE' }),
  pending: (companyId: string, date: string): ItemKey => ({
    pk: summaryKeys.statePk(companyId),
    sk: `PENDING#${date}`,
  }),
  failed: (companyId: string, id: string): ItemKey => ({
    pk: summaryKeys.statePk(companyId),
    sk: `FAILED#${id}`,
  }),
  /** How far behind the change stream the summariser was, when it last was. */
  lag: { pk: 'SUMLAG', sk: 'LAG' } as ItemKey,
  departmentKey: (name: string): string => createHash('sha256').update(name).digest('base64url').slice(0, 16),
};

/*
 * The summary items, each keyed by the store (summaryKeys) as it is passed its key. A day's
 * department items are two: E without its start histogram, H with it.
 */
export const daySummaryEntity = /* @__PURE__ */ defineEntity<DaySummary>({
  type: 'DaySummary',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day'),
    why: "the company's day summed from its punch days, kept as they are",
    erasure: 'nothing to erase',
  },
});
export const dayStartsEntity = /* @__PURE__ */ defineEntity<DayStarts>({
  type: 'DayStarts',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day'),
    why: "when the company's day began, as counts per minute",
    erasure: 'nothing to erase',
  },
});
export const departmentDayEntity = /* @__PURE__ */ defineEntity<DepartmentDay>({
  type: 'DepartmentDay',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day'),
    why: "a department's day summed",
    erasure: 'nothing to erase',
  },
});
export const peopleDayEntity = /* @__PURE__ */ defineEntity<PeopleDay>({
  type: 'PeopleDay',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD('the day'),
    why: "each employee's numbers of a day, for the answers by person",
    erasure: 'person removed',
  },
});
export const departmentMonthEntity = /* @__PURE__ */ defineEntity<DepartmentMonth>({
  type: 'DepartmentMonth',
  retention: {
    expiry: /* @__PURE__ */ TIME_RECORD("the month's last day"),
    why: "a department's month summed",
    erasure: 'nothing to erase',
  },
});

/** Kept a day longer than the transmissions it counts. */
export const transmissionDayEntity = /* @__PURE__ */ defineEntity<TransmissionDay>({
  type: 'TransmissionDay',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(TRANSMISSION_DAY_TTL_DAYS, 'the day'),
    why: "the integration's calls of a day counted, a day longer than the calls",
    erasure: 'nothing to erase',
  },
  ttl: (day) => ttlAfterDays(TRANSMISSION_DAY_TTL_DAYS, Date.parse(`${day.day}T00:00:00Z`)),
});

/** Written by updates only; a claim alone may make the item (without its type). */
export const summaryStateEntity = /* @__PURE__ */ defineEntity<
  Pick<SettleState, 'settledThrough' | 'transmissionsSince' | 'transmissionsThrough'>
>({
  type: 'SummaryState',
  retention: { expiry: CUSTOMER, why: "how far the company's days are summed", erasure: 'nothing to erase' },
  hidden: ['claimedUntil'],
});

/** Written by updates only. */
export const summaryPendingEntity = /* @__PURE__ */ defineEntity<PendingDay>({
  type: 'SummaryPending',
  retention: {
    expiry: CUSTOMER,
    why: 'a day changed after it was summed; deleted when it is summed again',
    erasure: 'nothing to erase',
  },
});

/** Its days a string set; kept 30 days, its reason 500 characters. */
export const summaryFailedEntity = /* @__PURE__ */ defineEntity<FailedSummary>({
  type: 'SummaryFailed',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(30, 'the failure'),
    why: 'days whose summing failed, until a run repairs them',
    erasure: 'nothing to erase',
  },
  attributes: ({ days, reason, ...failure }) => ({
    ...failure,
    days: new Set(days),
    reason: reason.slice(0, 500),
  }),
  ttl: () => ttlAfterDays(30),
  read: (item) => ({
    id: item.id as string,
    days: [...((item.days as Set<string> | undefined) ?? [])].sort(),
    since: item.since as string,
    reason: item.reason as string,
  }),
});

export const summaryLagEntity = /* @__PURE__ */ defineEntity<Lag>({
  type: 'SummaryLag',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(7, 'it was measured'),
    why: 'how far behind the change stream the summaries were',
    erasure: 'nothing to erase',
  },
  ttl: () => ttlAfterDays(7),
});

/**
 * Local runtime only (lib/local/stream-reader.ts): how far the local stream poller has read each
 * shard of the table's stream. Declared here with every other key; no deployed code uses it, so no
 * function's bundle holds it (test/bench/bundles.test.ts).
 */
export const localStreamKeys = {
  /** Where a local poller has read a shard to; one per mapping name, as each mapping keeps its own. */
  position: (shardId: string, mapping?: string): ItemKey => ({
    pk: 'LOCALSTREAM',
    sk: mapping ? `${mapping}#${shardId}` : shardId,
  }),
};

/** Written by updates only: the sequence read to, the order it sorts by, the last mark (and a TTL). */
export const localStreamPositionEntity = /* @__PURE__ */ defineEntity<{ sequence?: string; mark?: string }>({
  type: 'LocalStreamPosition',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(2, 'it was read'),
    why: 'npm start only: how far the local poller read the change stream',
    erasure: 'nothing to erase',
  },
  hidden: ['order', 'ttl'],
});

/**
 * Outbound webhooks (lib/webhooks). A company's subscriptions are one partition (at most
 * MAX_SUBSCRIPTIONS, read whole by every delivery). An event is written in the transaction of the
 * change it reports, into one of 32 shards of its company chosen by its subject (an employee, a
 * rule, ...): a subject's events share a partition, so the table's stream hands them to the delivery
 * function in the order they were written, and a company's 1,000 events a second spread over 32
 * partitions. The event id begins with its shard, so the id alone finds the event.
 *
 * A delivery that fails waits in its lane: the subscription × its event's subject, named by a
 * digest of the subject (so keys carry no login and have one length), sorted by the event's
 * position in the stream. Later events of that subject queue behind it, so a subject's events reach
 * the receiver in order, and an event of any other subject never waits for it (a shared lane
 * would make unrelated subjects wait: the digest is long enough that two subjects never share
 * one). Only a lane's head carries the due-time index keys (gsi1, sparse, spread over 16
 * partitions by lane), which the sweeper reads; delivering the head moves the due time to the next.
 * Attempts are a log in day x shard partitions per subscription (newest first, as transmissions),
 * and are found by event through gsi1.
 */
export const WEBHOOK_EVENT_SHARDS = 32;
export const WEBHOOK_DUE_SHARDS = 16;
export const WEBHOOK_ATTEMPT_SHARDS = 4;
export const WEBHOOK_TTL_DAYS = 30;

export const webhookKeys = {
  item: (companyId: string, webhookId: string): ItemKey => ({
    pk: webhookKeys.companyPk(companyId),
    sk: webhookId,
  }),
  companyPk: (companyId: string): string => `WEBHOOK#${companyId}`,
};

export const webhookEntity = /* @__PURE__ */ defineEntity<WebhookSubscription>({
  type: 'WebhookSubscription',
  retention: { expiry: CUSTOMER, why: "where the company's webhook events go", erasure: 'nothing to erase' },
  key: (subscription) => webhookKeys.item(subscription.companyId, subscription.webhookId),
  defaults: {
    events: [],
    previousSecret: null,
    previousSecretUntil: null,
    failingSince: null,
    disabledAt: null,
    disabledReason: null,
  },
});

export const webhookEventKeys = {
  /** A new event's id: `evt_`, the shard of its subject (two digits), 22 random characters. */
  newId: (subject: string): string =>
    `evt_${String(shardOf(subject, WEBHOOK_EVENT_SHARDS)).padStart(2, '0')}${randomBytes(16).toString('base64url')}`,
  /** The shard an event id names (ids from outside are checked by the schemas that take them). */
  shardOf: (eventId: string): number => Number(eventId.slice(4, 6)),
  /** The delivery lane of a subject's events: 22 characters (132 bits) of its SHA-256. */
  laneOf: (subject: string): string => createHash('sha256').update(subject).digest('base64url').slice(0, 22),
  item: (companyId: string, eventId: string): ItemKey => ({
    pk: webhookEventKeys.shardPk(companyId, webhookEventKeys.shardOf(eventId)),
    sk: eventId,
  }),
  shardPk: (companyId: string, shard: number): string => `WHEVT#${companyId}#${shard}`,
};

export const webhookEventEntity = /* @__PURE__ */ defineEntity<WebhookEvent>({
  type: 'WebhookEvent',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(WEBHOOK_TTL_DAYS, 'the change'),
    why: 'delivered, retried and replayed from here for 30 days',
    erasure: 'deleted',
  },
  key: (event) => webhookEventKeys.item(event.companyId, event.eventId),
  ttl: (event) => ttlAfterDays(WEBHOOK_TTL_DAYS, Date.parse(event.timestamp)),
});

export const pendingDeliveryKeys = {
  lanePk: (companyId: string, webhookId: string, lane: string): string =>
    `WHLANE#${companyId}#${webhookId}#${lane}`,
  item: (delivery: Pick<PendingDelivery, 'companyId' | 'webhookId' | 'lane' | 'position' | 'eventId'>) => ({
    pk: pendingDeliveryKeys.lanePk(delivery.companyId, delivery.webhookId, delivery.lane),
    sk: `${delivery.position}#${delivery.eventId}`,
  }),
  /** gsi1 of a lane's head: its due time, in one of 16 partitions by lane. */
  duePk: (shard: number): string => `WHDUE#${shard}`,
  dueSort: (dueAt: string, eventId: string): string => `${dueAt}#${eventId}`,
  /** A stream sequence number (digits) as a lane position that sorts as the number does. */
  position: (sequence: string): string => sequence.padStart(40, '0'),
};

export const pendingDeliveryEntity = /* @__PURE__ */ defineEntity<PendingDelivery>({
  type: 'WebhookDelivery',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(WEBHOOK_TTL_DAYS, 'the change'),
    why: "a delivery waiting for its retry, in its subject's lane (named by a digest of the subject: of a login, for an employee's events)",
    erasure: 'deleted',
  },
  key: (delivery) => pendingDeliveryKeys.item(delivery),
  indexes: {
    gsi1: (delivery) => {
      if (delivery.dueAt === null) return undefined;
      const { pk } = pendingDeliveryKeys.item(delivery);
      return {
        pk: pendingDeliveryKeys.duePk(shardOf(pk, WEBHOOK_DUE_SHARDS)),
        sk: pendingDeliveryKeys.dueSort(delivery.dueAt, delivery.eventId),
      };
    },
  },
  ttl: (delivery) => ttlAfterDays(WEBHOOK_TTL_DAYS, Date.parse(delivery.eventAt)),
  defaults: { firstAttemptAt: null, dueAt: null },
});

export const webhookAttemptKeys = {
  ...dayShardKeys('WHATT', WEBHOOK_ATTEMPT_SHARDS),
  /** The owner of a subscription's attempt log. */
  owner: (companyId: string, webhookId: string): string => `${companyId}#${webhookId}`,
  byEventPk: (companyId: string, eventId: string): string => `WHATTEVT#${companyId}#${eventId}`,
};

export const webhookAttemptEntity = /* @__PURE__ */ defineEntity<DeliveryAttempt>({
  type: 'WebhookAttempt',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(WEBHOOK_TTL_DAYS, 'the attempt'),
    why: 'how each delivery went, for the integration to check',
    erasure: 'deleted',
  },
  key: (attempt) =>
    webhookAttemptKeys.item(
      webhookAttemptKeys.owner(attempt.companyId, attempt.webhookId),
      attempt.at,
      attempt.attemptId,
    ),
  indexes: {
    gsi1: (attempt) => ({
      pk: webhookAttemptKeys.byEventPk(attempt.companyId, attempt.eventId),
      sk: `${attempt.at}#${attempt.attemptId}`,
    }),
  },
  ttl: (attempt) => ttlAfterDays(WEBHOOK_TTL_DAYS, Date.parse(attempt.at)),
  defaults: { statusCode: null, error: null, nextAttemptAt: null },
});

/** An accepted MCP request state, by its nonce: used once (see (**) above). */
export const usedRequestStateKeys = {
  item: (nonce: string): ItemKey => ({ pk: `MCPSTATE#${nonce}`, sk: 'USED' }),
};

export const usedRequestStateEntity = /* @__PURE__ */ defineEntity<{ usedAt: string; ttl: number }>({
  type: 'UsedRequestState',
  retention: {
    expiry: /* @__PURE__ */ ttl(10 * 60, 'the confirmation was asked (at most)'),
    why: "a person's confirmation answered once: only its random nonce and when it was used",
    erasure: 'nothing to erase',
  },
});

/** How long an MCP task is kept after it was created (its `ttlMs`). */
export const MCP_TASK_TTL_DAYS = 30;

export const mcpTaskKeys = {
  item: (taskId: string): ItemKey => ({ pk: `MCPTASK#${taskId}`, sk: 'TASK' }),
  /** gsi1pk of a task a person owns (chatbot mode): the tasks of that user id. */
  ownerPk: (companyId: string, ownerSub: string): string => `MCPTASKBY#${companyId}#${ownerSub}`,
};

export const mcpTaskEntity = /* @__PURE__ */ defineEntity<McpTask>({
  type: 'McpTask',
  retention: {
    expiry: /* @__PURE__ */ ttlDays(MCP_TASK_TTL_DAYS, 'it was created'),
    why: "an agent's task following an overtime request to its decision: its owner and the request's id",
    erasure: 'deleted',
  },
  key: (task) => mcpTaskKeys.item(task.taskId),
  indexes: {
    gsi1: (task) =>
      task.ownerMode === 'chatbot'
        ? { pk: mcpTaskKeys.ownerPk(task.companyId, task.ownerSub), sk: `${task.createdAt}#${task.taskId}` }
        : undefined,
  },
  ttl: (task) => ttlAfterDays(MCP_TASK_TTL_DAYS, Date.parse(task.createdAt)),
});
