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
 * | Ext. req. by id | EXTID#<companyId>#<requestId>        | ID                         | (its request's retention)     |      |
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
 * | MCP task        | MCPTASK#<taskId>                     | TASK                       |                               | 30 d |
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
 * id), so it goes when its request goes (an erasure, a retention): the same retention.
 *
 * (**) The MCP server's request states (lib/mcp/request-state.ts) are sealed and handed to the
 * client, not stored; an accepted one is marked used here, once, with a conditional put, until the
 * state itself expires (at most 10 minutes: the item's TTL is the state's expiry). It holds nothing
 * but the state's random nonce and when it was used. An MCP task (the Tasks extension) holds its
 * owner's `sub` and mode, the company and the request id it follows, never the request's data,
 * which each tasks/get reads from the request itself; it expires 30 days after it was created.
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
import type { IdempotencyRecord } from '../idempotency/record.js';
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
import { defineEntity, type Item, type ItemKey } from './entity.js';

export const EMPLOYEE_SHARDS = 8;
export const TRANSMISSION_SHARDS = 4;
export const EVENT_MONTH_SHARDS = 4;

export type { ItemKey } from './entity.js';

/** Epoch seconds `days` after `now`, for the ttl attribute. */
export function ttlAfterDays(days: number, now = Date.now()): number {
  return Math.floor(now / 1000) + days * 86_400;
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

export const companyEntity = /* @__PURE__ */ defineEntity<Company>({
  type: 'Company',
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
  key: (execution) => executionKeys.item(execution.executionId),
  indexes: {
    gsi1: (execution) => ({ pk: executionKeys.byCompanyPk(execution.companyId), sk: execution.startedAt }),
  },
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

export const transmissionEntity = /* @__PURE__ */ defineEntity<Transmission>({
  type: 'Transmission',
  key: (transmission) =>
    transmissionKeys.item(transmission.companyId, transmission.at, transmission.requestId),
  attributes: (transmission) => ({
    ...transmission,
    ttl: ttlAfterDays(TRANSMISSION_TTL_DAYS, Date.parse(transmission.at)),
  }),
  hidden: ['ttl'],
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
    updatedAt: text(item.updatedAt),
  }),
});

export const AUDIT_SHARDS = 4;

export const auditKeys = dayShardKeys('AUDIT', AUDIT_SHARDS);

export const AUDIT_TTL_DAYS = 365;

export const auditEntity = /* @__PURE__ */ defineEntity<AuditRecord>({
  type: 'Audit',
  key: (record) => auditKeys.item(record.tenant, record.at, record.auditId),
  attributes: (record) => ({ ...record, ttl: ttlAfterDays(AUDIT_TTL_DAYS, Date.parse(record.at)) }),
  hidden: ['ttl'],
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

/** Only a pending request is in the three indexes: a decision removes their attributes. */
export const extensionRequestEntity = /* @__PURE__ */ defineEntity<ExtensionRequest>({
  type: 'ExtensionRequest',
  key: (request) =>
    extensionKeys.request(request.companyId, request.user, request.createdAt, request.requestId),
  indexes: {
    gsi1: /* @__PURE__ */ pendingIndex((request) =>
      extensionKeys.pendingByApproverPk(request.companyId, request.manager),
    ),
    gsi2: /* @__PURE__ */ pendingIndex((request) =>
      extensionKeys.pendingByEmployeePk(request.companyId, request.user),
    ),
    gsi3: /* @__PURE__ */ pendingIndex((request) => extensionKeys.pendingOfCompanyPk(request.companyId)),
  },
  // The approver as a decision's condition compares it.
  attributes: (request) => ({ ...request, approverKey: approverKey(request.manager) }),
  hidden: ['approverKey', 'emailMessageId'],
});

/** The employee's requested seconds of one day: an atomic counter, written by updates only. */
export const extensionDayTotalEntity = /* @__PURE__ */ defineEntity<{ requestedSeconds: number }>({
  type: 'ExtensionDayTotal',
  // Beside the total, each counted request's share (see extension-store.ts): not part of the record.
  read: (item) => ({
    requestedSeconds: typeof item.requestedSeconds === 'number' ? item.requestedSeconds : 0,
  }),
});

export const extensionRequestRefEntity = /* @__PURE__ */ defineEntity<ExtensionRequestRef>({
  type: 'ExtensionRequestRef',
  key: (ref) => extensionKeys.byId(ref.companyId, ref.requestId),
});

/** Found by the hash of its link key alone (passed as its key): the link key is stored nowhere. */
export const approvalLinkEntity = /* @__PURE__ */ defineEntity<ApprovalLinkRecord>({
  type: 'ApprovalLink',
  // What the link decided when it was used.
  hidden: ['decision'],
});

/** A retried request's record, per company, endpoint and hash of its Idempotency-Key. */
export const idempotencyKeys = {
  item: (companyId: string, scope: string, keyHash: string): ItemKey => ({
    pk: `IDEM#${companyId}#${scope}#${keyHash}`,
    sk: 'IDEM',
  }),
};

export const idempotencyEntity = /* @__PURE__ */ defineEntity<IdempotencyRecord>({
  type: 'IdempotencyRecord',
});

/**
 * A calendar event is one item; it is found by date through one index item per month it touches
 * (event id, begin, end), written in the same transaction as the event and moved when its dates
 * move. An event that began before a range still has an index item in the range's first month, so
 * reading the range's months finds it without a Scan. Each month is spread over shards by event id:
 * a 100-event sync then writes to several partitions, and a range reads months × shards Queries.
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
};

/** Written by updates only, so a write sets the fields it is given and no others; its company is in its key. */
export const eventEntity = /* @__PURE__ */ defineEntity<StoredEvent>({
  type: 'CalendarEvent',
  hidden: ['companyId'],
});

export interface EventMonthEntry {
  eventId: string;
  dateTimeBegin: string;
  dateTimeEnd: string;
}

/** Keyed by month and event (passed as its key); read by its key alone. */
export const eventMonthEntity = /* @__PURE__ */ defineEntity<EventMonthEntry>({
  type: 'CalendarEventMonth',
});

/** One item per limited subject: a counter and one time stamp per slot of its allowance. */
export const rateLimitKeys = {
  ring: (limiter: string, subject: string): ItemKey => ({ pk: `RL#${limiter}#${subject}`, sk: 'RING' }),
};

/** A counter and one slot attribute per allowance unit, changed by atomic updates only. */
export const rateLimitRingEntity = /* @__PURE__ */ defineEntity<Item>({ type: 'RateLimitRing' });

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
  defaults: { logins: [] },
});

/** Clients of the client-credentials grant (POST /oauthToken), by client id. */
export const oauthClientKeys = {
  item: (clientId: string): ItemKey => ({ pk: `OAUTHCLIENT#${clientId}`, sk: 'CLIENT' }),
};

export const oauthClientEntity = /* @__PURE__ */ defineEntity<OAuthClient>({
  type: 'OAuthClient',
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
  key: (user) => chatbotUserKeys.item(user.email, user.companyId),
  defaults: { scopes: [] },
});

/** Company id used for transmissions whose key could not be tied to any company. */
export const UNKNOWN_COMPANY = '-';

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
  key: (ticket) => ticketKeys.item(ticket.ticketId),
  indexes: {
    gsi1: (ticket) => ({
      pk: ticketKeys.byCompanyPk(ticket.companyId),
      sk: ticketKeys.sort(ticket.createdAt, ticket.ticketId),
    }),
    gsi2: (ticket) => ({ pk: ticketKeys.allPk, sk: ticketKeys.sort(ticket.createdAt, ticket.ticketId) }),
  },
  defaults: { cause: null, closedAt: null },
});

/** The one open ticket of a company and cause (keyed by them, passed as its key). */
export const openTicketGuardEntity = /* @__PURE__ */ defineEntity<{ ticketId: string; createdAt: string }>({
  type: 'OpenTicketGuard',
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
export const daySummaryEntity = /* @__PURE__ */ defineEntity<DaySummary>({ type: 'DaySummary' });
export const dayStartsEntity = /* @__PURE__ */ defineEntity<DayStarts>({ type: 'DayStarts' });
export const departmentDayEntity = /* @__PURE__ */ defineEntity<DepartmentDay>({ type: 'DepartmentDay' });
export const peopleDayEntity = /* @__PURE__ */ defineEntity<PeopleDay>({ type: 'PeopleDay' });
export const departmentMonthEntity = /* @__PURE__ */ defineEntity<DepartmentMonth>({
  type: 'DepartmentMonth',
});

/** Kept a day longer than the transmissions it counts. */
export const transmissionDayEntity = /* @__PURE__ */ defineEntity<TransmissionDay>({
  type: 'TransmissionDay',
  attributes: (day) => ({
    ...day,
    ttl: ttlAfterDays(TRANSMISSION_TTL_DAYS + 1, Date.parse(`${day.day}T00:00:00Z`)),
  }),
  hidden: ['ttl'],
});

/** Written by updates only; a claim alone may make the item (without its type). */
export const summaryStateEntity = /* @__PURE__ */ defineEntity<
  Pick<SettleState, 'settledThrough' | 'transmissionsSince' | 'transmissionsThrough'>
>({ type: 'SummaryState', hidden: ['claimedUntil'] });

/** Written by updates only. */
export const summaryPendingEntity = /* @__PURE__ */ defineEntity<PendingDay>({ type: 'SummaryPending' });

/** Its days a string set; kept 30 days, its reason 500 characters. */
export const summaryFailedEntity = /* @__PURE__ */ defineEntity<FailedSummary>({
  type: 'SummaryFailed',
  attributes: ({ days, reason, ...failure }) => ({
    ...failure,
    days: new Set(days),
    reason: reason.slice(0, 500),
    ttl: ttlAfterDays(30),
  }),
  read: (item) => ({
    id: item.id as string,
    days: [...((item.days as Set<string> | undefined) ?? [])].sort(),
    since: item.since as string,
    reason: item.reason as string,
  }),
});

export const summaryLagEntity = /* @__PURE__ */ defineEntity<Lag>({
  type: 'SummaryLag',
  attributes: (lag) => ({ ...lag, ttl: ttlAfterDays(7) }),
  hidden: ['ttl'],
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
    pk: `WHEVT#${companyId}#${webhookEventKeys.shardOf(eventId)}`,
    sk: eventId,
  }),
};

export const webhookEventEntity = /* @__PURE__ */ defineEntity<WebhookEvent>({
  type: 'WebhookEvent',
  key: (event) => webhookEventKeys.item(event.companyId, event.eventId),
  attributes: (event) => ({ ...event, ttl: ttlAfterDays(WEBHOOK_TTL_DAYS, Date.parse(event.timestamp)) }),
  hidden: ['ttl'],
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
  attributes: (delivery) => ({
    ...delivery,
    ttl: ttlAfterDays(WEBHOOK_TTL_DAYS, Date.parse(delivery.eventAt)),
  }),
  hidden: ['ttl'],
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
  attributes: (attempt) => ({ ...attempt, ttl: ttlAfterDays(WEBHOOK_TTL_DAYS, Date.parse(attempt.at)) }),
  hidden: ['ttl'],
  defaults: { statusCode: null, error: null, nextAttemptAt: null },
});

/** An accepted MCP request state, by its nonce: used once (see (**) above). */
export const usedRequestStateKeys = {
  item: (nonce: string): ItemKey => ({ pk: `MCPSTATE#${nonce}`, sk: 'USED' }),
};

export const usedRequestStateEntity = /* @__PURE__ */ defineEntity<{ usedAt: string; ttl: number }>({
  type: 'UsedRequestState',
});

/** How long an MCP task is kept after it was created (its `ttlMs`). */
export const MCP_TASK_TTL_DAYS = 30;

export const mcpTaskKeys = {
  item: (taskId: string): ItemKey => ({ pk: `MCPTASK#${taskId}`, sk: 'TASK' }),
};

export const mcpTaskEntity = /* @__PURE__ */ defineEntity<McpTask>({
  type: 'McpTask',
  key: (task) => mcpTaskKeys.item(task.taskId),
  attributes: (task) => ({ ...task, ttl: ttlAfterDays(MCP_TASK_TTL_DAYS, Date.parse(task.createdAt)) }),
  hidden: ['ttl'],
});
