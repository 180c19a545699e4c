/**
 * POST /exportEmployeeData and `npm run admin -- employee:export`: every item the service holds
 * about one person, of every kind (holdings.ts says how each is found), as records with their kind,
 * their dates and their fields. Items that are not the person's alone show only what is theirs (an
 * event's other users, a failure's other logins, a notification's other recipients are left out).
 * A history too long for one answer pages: a page ends at PAGE_RECORDS records or PAGE_BYTES bytes
 * with a sealed cursor (bound to the company and the login) where the next one starts.
 *
 * After an erasure the login names no one, and the export lists what was kept (time records, until
 * their expiry) and the erasure itself; once the login is imported again it names a new person, and
 * the kept records of the one erased are no longer listed.
 */

import { getApprovalLinkItem } from '../dynamo/approval-store.js';
import { listAuditOfActor } from '../dynamo/audit-store.js';
import { listChatbotUsersByEmail } from '../dynamo/chatbot-user-store.js';
import { getCompany } from '../dynamo/company-store.js';
import { readFromCursor } from '../dynamo/cursor.js';
import { listAllEmployees } from '../dynamo/employee-store.js';
import type { Held } from '../dynamo/entity.js';
import { listCompanyEvents } from '../dynamo/event-store.js';
import { listCompanyExecutions } from '../dynamo/execution-store.js';
import { getRequestRefs, listRequestPartition, listRequestsOfApprover } from '../dynamo/extension-store.js';
import { webhookEventKeys } from '../dynamo/keys.js';
import { listTasksOfOwner } from '../dynamo/mcp-task-store.js';
import { listAllNotifications, listRecipientChunks } from '../dynamo/notification-store.js';
import { getPunchDaysOf } from '../dynamo/punch-store.js';
import { getScreenBlock } from '../dynamo/screen-block-store.js';
import { getPeopleDays } from '../dynamo/summary-store.js';
import { listCompanyTickets } from '../dynamo/ticket-store.js';
import { listTransmissionsNamingLogins } from '../dynamo/transmission-store.js';
import { listAttemptsOfEvent, listLane } from '../dynamo/webhook-delivery-store.js';
import { listCompanyWebhookEvents } from '../dynamo/webhook-event-store.js';
import { listSubscriptions } from '../dynamo/webhook-store.js';
import type { StoredEmployee } from '../masterdata/employee.js';
import {
  approvalLinkKeyFor,
  hashLinkKey,
  LINK_KEPT_AFTER_EXPIRY_DAYS,
  LINK_VALID_DAYS,
} from '../overtime/approval-link.js';
import type { ExtensionRequest } from '../overtime/extension-request.js';
import { isoInstant } from '../shared/date-formats.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import * as z from '../shared/zod.js';
import { subjects } from '../webhooks/events.js';
import { auditPersonalData } from './audit.js';
import type { ErasureRecord } from './erasure-record.js';
import { timeRecordDays, transmissionsSince } from './holdings.js';
import { namesPerson, type Person } from './person.js';
import { type Subject, subjectOf } from './person-of.js';
import { PAGE_RECORDS } from './schemas.js';

/** One item held about the person, as an export lists it. */
export const ExportRecordSchema = z.object({
  kind: z.string().check(z.describe('the kind of item: Employee, PunchDay, ExtensionRequest, Audit, ...')),
  dates: z
    .record(z.string(), z.string())
    .check(z.describe('its dates by name (its day, when made or changed; `expiresAt` when it expires)')),
  fields: z.record(z.string(), z.unknown()).check(z.describe('what it holds about the person')),
  kept: z
    .optional(z.object({ erasedAt: isoInstant(), until: z.nullable(z.string()) }))
    .check(z.describe('a time record kept after the person was erased, and until when')),
});
export type ExportRecord = z.output<typeof ExportRecordSchema>;

/** What /exportEmployeeData answers as `result`: a page of the records. */
export const ExportPageSchema = z.object({
  login: z.string(),
  exportedAt: isoInstant(),
  records: z.array(ExportRecordSchema),
  nextCursor: z
    .optional(z.string())
    .check(z.describe('present while more records follow: send it back as `cursor`')),
});
export type ExportPage = z.output<typeof ExportPageSchema>;

export const PAGE_BYTES = 1_000_000;
/** Days of punch records read per step (BatchGetItem, 100 keys a call). */
const DAYS_PER_STEP = 400;
const NOTIFICATIONS_PER_STEP = 25;

interface Context {
  person: Person;
  employee: StoredEmployee | undefined;
  today: string;
  /** Whether kept records of an erased person are listed: only while the login names no one. */
  showKept: boolean;
  erasure: ErasureRecord | undefined;
}

interface Positioned {
  /** Where the record stands in its section: strictly increasing. */
  position: string;
  record: ExportRecord;
}

interface Step {
  records: Positioned[];
  /** The section continues from here (a window read so far), though no record may be at it. */
  more?: string;
}

/** One section's records after a position (from its start without one). */
type Section = (context: Context, after: string | undefined) => Promise<Step>;

/** The defined string values among `dates`. */
function datesOf(dates: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dates).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const keptOf = (erasedAt: string | undefined, until: string | undefined) =>
  erasedAt ? { kept: { erasedAt, until: until ?? null } } : {};

const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Records after `after`, in position order. */
const from = (records: Positioned[], after: string | undefined): Step => ({
  records: records
    .filter((entry) => after === undefined || entry.position > after)
    .sort((a, b) => (a.position < b.position ? -1 : 1)),
});

function requestRecord(
  { record, expiresAt }: Held<ExtensionRequest>,
  role: 'employee' | 'approver',
): ExportRecord {
  const { companyId: _c, companyName: _n, ttl: _t, erasedAt, ...fields } = record;
  // An approver's decision on an erased person's request shows the decision, not that person.
  const shown =
    role === 'approver' && erasedAt
      ? {
          requestId: fields.requestId,
          day: fields.day,
          reqMinutes: fields.reqMinutes,
          status: fields.status,
          manager: fields.manager,
        }
      : fields;
  return {
    kind: 'ExtensionRequest',
    dates: datesOf({ day: record.day, createdAt: record.createdAt, decidedAt: record.decidedAt, expiresAt }),
    fields: { role, ...shown },
    ...(role === 'employee' ? keptOf(erasedAt, expiresAt) : {}),
  };
}

/** What an export lists, by section, in this order; a cursor names the section where a page stops. */
const SECTIONS: Readonly<Record<string, Section>> = {
  async masterData({ person, employee, erasure }, after) {
    const [screenBlock, chatbotUsers, company] = await Promise.all([
      getScreenBlock(person.companyId, person.login),
      person.email ? listChatbotUsersByEmail(person.email) : [],
      getCompany(person.companyId),
    ]);
    const records: Positioned[] = [];
    // Other employees' master data naming the person (their manager, say): the company's whole list, read.
    for (const other of await listAllEmployees(person.companyId)) {
      if (other.login === person.login || !namesPerson(other.profile, person)) continue;
      const fields = Object.entries(other.profile)
        .filter(([, value]) => namesPerson(value, person))
        .map(([field]) => field);
      records.push({
        position: `1#${other.login}`,
        record: {
          kind: 'Employee',
          dates: { updatedAt: other.updatedAt },
          fields: { role: 'named', login: other.login, fields },
        },
      });
    }
    if (employee) {
      const { profile, updatedAt, changedBy } = employee;
      records.push({
        position: '1',
        record: {
          kind: 'Employee',
          dates: { updatedAt },
          fields: { ...profile, ...(changedBy ? { changedBy } : {}) },
        },
      });
    }
    if (screenBlock) {
      const { companyId: _c, ...fields } = screenBlock;
      records.push({
        position: '2',
        record: {
          kind: 'ScreenBlock',
          dates: datesOf({ changedAt: screenBlock.changedAt, blockedSince: screenBlock.blockedSince }),
          fields,
        },
      });
    }
    for (const user of chatbotUsers.filter((user) => user.companyId === person.companyId))
      records.push({
        position: '3',
        record: {
          kind: 'ChatbotUser',
          dates: { addedAt: user.addedAt },
          fields: { email: user.email, scopes: user.scopes },
        },
      });
    const managers =
      company?.overtimeManagers.filter((email) => email.trim().toLowerCase() === person.email) ?? [];
    if (managers.length > 0)
      records.push({
        position: '4',
        record: { kind: 'Company', dates: {}, fields: { overtimeManagers: managers } },
      });
    if (erasure)
      records.push({
        position: '5',
        record: {
          kind: 'Erasure',
          dates: datesOf({
            startedAt: erasure.startedAt,
            finishedAt: erasure.finishedAt,
            keptUntil: erasure.keptUntil === undefined ? undefined : isoOfSeconds(erasure.keptUntil),
          }),
          fields: { status: erasure.status, executionId: erasure.executionId, counts: erasure.counts },
        },
      });
    return from(records, after);
  },

  /** The person's punch days, a window of days at a time, each followed by its numbers in the day's summary. */
  async punchDays({ person, today, showKept }, after) {
    // A page may end between a day's records: that day is read again, and `from` skips what was given.
    const window = timeRecordDays(today, after === undefined ? undefined : after.slice(0, 10));
    const days = window.slice(0, DAYS_PER_STEP);
    if (days.length === 0) return { records: [] };
    const held = (await getPunchDaysOf(person.companyId, person.login, days)).filter(
      ({ record }) => showKept || !record.erasedAt,
    );
    const people = await getPeopleDays(
      person.companyId,
      held.map(({ record }) => record.date),
    );
    const records: Positioned[] = [];
    for (const { record, expiresAt } of held) {
      const { login: _l, erasedAt, ...fields } = record;
      records.push({
        position: `${record.date}#1`,
        record: {
          kind: 'PunchDay',
          dates: datesOf({ day: record.date, expiresAt }),
          fields,
          ...keptOf(erasedAt, expiresAt),
        },
      });
    }
    for (const item of people) {
      const numbers = item.people[person.login];
      if (!Array.isArray(numbers)) continue;
      const [workedMinutes, extensionMinutes, startCode] = numbers as [number | null, number, number | null];
      records.push({
        position: `${item.date}#2`,
        record: {
          kind: 'PeopleDay',
          dates: datesOf({ day: item.date, expiresAt: item.expiresAt }),
          fields: { workedMinutes, extensionMinutes, startCode },
        },
      });
    }
    const last = days.at(-1) as string;
    return { ...from(records, after), ...(last < (window.at(-1) as string) ? { more: `${last}#9` } : {}) };
  },

  async overtime({ person, showKept }, after) {
    const { requests, dayTotals } = await listRequestPartition(person.companyId, person.login);
    const shown = requests.filter(({ record }) => showKept || !record.erasedAt);
    const records: Positioned[] = shown.map((held) => ({
      position: `1#${held.record.createdAt}#${held.record.requestId}`,
      record: requestRecord(held, 'employee'),
    }));
    for (const total of dayTotals)
      records.push({
        position: `2#${total.day}`,
        record: {
          kind: 'ExtensionDayTotal',
          dates: datesOf({ day: total.day, expiresAt: total.expiresAt }),
          fields: { requestedSeconds: total.requestedSeconds },
        },
      });
    // Each request's "by id" item (an erasure deletes those of the requests it keeps).
    const refs = shown.length
      ? await getRequestRefs(
          person.companyId,
          shown.map(({ record }) => record.requestId),
        )
      : [];
    for (const { record: ref, expiresAt } of refs)
      records.push({
        position: `4#${ref.createdAt}#${ref.requestId}`,
        record: {
          kind: 'ExtensionRequestRef',
          dates: datesOf({ createdAt: ref.createdAt, expiresAt }),
          fields: { requestId: ref.requestId, user: ref.user },
        },
      });
    // A link lives LINK_VALID_DAYS + LINK_KEPT_AFTER_EXPIRY_DAYS after its request.
    const linkDays = (LINK_VALID_DAYS + LINK_KEPT_AFTER_EXPIRY_DAYS + 1) * 86_400_000;
    const recent = shown.filter(({ record }) => Date.parse(record.createdAt) > Date.now() - linkDays);
    await forEachInParallel(recent, 8, async ({ record }) => {
      const link = await getApprovalLinkItem(hashLinkKey(await approvalLinkKeyFor(record.requestId)));
      if (!link) return;
      records.push({
        position: `3#${record.createdAt}#${record.requestId}`,
        record: {
          kind: 'ApprovalLink',
          dates: datesOf({
            validUntil: isoOfSeconds(link.expiresAt),
            usedAt: link.usedAt,
            expiresAt: isoOfSeconds(link.ttl),
          }),
          fields: { requestId: record.requestId, used: link.usedAt !== undefined },
        },
      });
    });
    return from(records, after);
  },

  async approvals({ person }, after) {
    if (!person.email) return { records: [] };
    const requests = await listRequestsOfApprover(person.companyId, person.email);
    return from(
      requests.map((held) => ({
        position: `${held.record.createdAt}#${held.record.requestId}`,
        record: requestRecord(held, 'approver'),
      })),
      after,
    );
  },

  async calendar({ person }, after) {
    const events = await listCompanyEvents(person.companyId);
    const records: Positioned[] = [];
    for (const { record: event, expiresAt } of events) {
      const listed = (event.users ?? []).includes(person.login);
      const updatedByThem =
        event.updatedBy !== undefined && event.updatedBy !== null && namesPerson(event.updatedBy, person);
      if (!listed && !updatedByThem) continue;
      const { users = [], ...fields } = event;
      records.push({
        position: event.id,
        record: {
          kind: 'CalendarEvent',
          dates: datesOf({
            dateTimeBegin: event.dateTimeBegin,
            dateTimeEnd: event.dateTimeEnd,
            lastUpdate: event.lastUpdate,
            expiresAt,
          }),
          // The other users are other people's data: counted, not named.
          fields: {
            ...fields,
            users: listed ? [person.login] : [],
            otherUsers: users.filter((u) => u !== person.login).length,
          },
        },
      });
    }
    return from(records, after);
  },

  async notifications({ person }, after) {
    const all = (await listAllNotifications(person.companyId))
      .filter((stored) => after === undefined || stored.notification.notification_id > after)
      .sort((a, b) => (a.notification.notification_id < b.notification.notification_id ? -1 : 1));
    const step = all.slice(0, NOTIFICATIONS_PER_STEP);
    const records: Positioned[] = [];
    await forEachInParallel(step, 8, async (stored) => {
      const id = stored.notification.notification_id;
      const chunks = await listRecipientChunks(person.companyId, id);
      if (!chunks.some((chunk) => chunk.logins.includes(person.login))) return;
      records.push({
        position: id,
        record: {
          kind: 'Notification',
          dates: { createdAt: stored.createdAt, updatedAt: stored.updatedAt },
          fields: { ...stored.notification, recipient: person.login, audience: stored.audience },
        },
      });
    });
    const last = step.at(-1)?.notification.notification_id;
    return { ...from(records, after), ...(all.length > step.length && last ? { more: last } : {}) };
  },

  async transmissions({ person, today }, after) {
    const held = await listTransmissionsNamingLogins(person.companyId, transmissionsSince(today));
    return from(
      held
        .filter(({ record }) => record.logins?.includes(person.login))
        .map(({ record, expiresAt }) => ({
          position: `${record.at}#${record.requestId}`,
          record: {
            kind: 'Transmission',
            dates: datesOf({ at: record.at, expiresAt }),
            fields: {
              endpoint: record.endpoint,
              status: record.status,
              errorCode: record.errorCode,
              requestId: record.requestId,
              logins: [person.login],
            },
          },
        })),
      after,
    );
  },

  async audit({ person }, after) {
    if (!person.userId) return { records: [] };
    const held = await listAuditOfActor(person.companyId, person.userId);
    return from(
      held.map(({ record, expiresAt }) => {
        const { tenant: _t, ...fields } = record;
        return {
          position: `${record.at}#${record.auditId}`,
          record: { kind: 'Audit', dates: datesOf({ at: record.at, expiresAt }), fields },
        };
      }),
      after,
    );
  },

  /** The MCP tasks the person owns (their chatbot calls that follow an overtime request). */
  async tasks({ person }, after) {
    if (!person.userId) return { records: [] };
    const held = await listTasksOfOwner(person.companyId, person.userId);
    return from(
      held.map(({ record, expiresAt }) => ({
        position: `${record.createdAt}#${record.taskId}`,
        record: {
          kind: 'McpTask',
          dates: datesOf({ createdAt: record.createdAt, expiresAt }),
          fields: { taskId: record.taskId, requestId: record.requestId, ownerMode: record.ownerMode },
        },
      })),
      after,
    );
  },

  async executions({ person }, after) {
    const held = await listCompanyExecutions(person.companyId);
    return from(
      held
        .filter(({ record }) => namesPerson(record.errors, person))
        .map(({ record, expiresAt }) => ({
          position: `${record.startedAt}#${record.executionId}`,
          record: {
            kind: 'Execution',
            dates: datesOf({ startedAt: record.startedAt, finishedAt: record.finishedAt, expiresAt }),
            fields: {
              executionId: record.executionId,
              kind: record.kind,
              status: record.status,
              errors: record.errors.filter((e) => namesPerson(e, person)),
            },
          },
        })),
      after,
    );
  },

  async webhooks({ person }, after) {
    const events = (await listCompanyWebhookEvents(person.companyId)).filter(({ record }) =>
      namesPerson(record.data, person),
    );
    const records: Positioned[] = [];
    await forEachInParallel(events, 8, async ({ record: event, expiresAt }) => {
      const position = `${event.timestamp}#${event.eventId}`;
      records.push({
        position: `${position}#0`,
        record: {
          kind: 'WebhookEvent',
          dates: datesOf({ timestamp: event.timestamp, expiresAt }),
          fields: { eventId: event.eventId, eventType: event.eventType, data: event.data },
        },
      });
      for (const { record: attempt, expiresAt: attemptExpires } of await listAttemptsOfEvent(
        person.companyId,
        event.eventId,
      )) {
        const { companyId: _c, ...fields } = attempt;
        records.push({
          position: `${position}#1#${attempt.at}#${attempt.attemptId}`,
          record: {
            kind: 'WebhookAttempt',
            dates: datesOf({ at: attempt.at, expiresAt: attemptExpires }),
            fields,
          },
        });
      }
    });
    // Deliveries waiting for a retry in the person's lane at each subscription (after the events).
    const lane = webhookEventKeys.laneOf(subjects.employee(person.login));
    const subscriptions = await listSubscriptions(person.companyId);
    await forEachInParallel(subscriptions, 8, async ({ webhookId }) => {
      for (const { record: delivery, expiresAt } of await listLane({
        companyId: person.companyId,
        webhookId,
        lane,
      })) {
        const { companyId: _c, lane: _lane, ...fields } = delivery;
        records.push({
          position: `~#${webhookId}#${delivery.position}#${delivery.eventId}`,
          record: {
            kind: 'WebhookDelivery',
            dates: datesOf({ eventAt: delivery.eventAt, dueAt: delivery.dueAt, expiresAt }),
            fields,
          },
        });
      }
    });
    return from(records, after);
  },

  async tickets({ person }, after) {
    const held = await listCompanyTickets(person.companyId);
    return from(
      held
        .filter(({ record }) =>
          namesPerson([record.subject, record.description, record.openedBy.sub], person),
        )
        .map(({ record, expiresAt }) => {
          const { companyId: _c, ...fields } = record;
          return {
            position: `${record.createdAt}#${record.ticketId}`,
            record: {
              kind: 'Ticket',
              dates: datesOf({ createdAt: record.createdAt, closedAt: record.closedAt, expiresAt }),
              fields,
            },
          };
        }),
      after,
    );
  },
};
const SECTION_NAMES = Object.keys(SECTIONS);
const CURSOR_SHAPE = {
  attributes: ['section', 'after'],
  optional: ['after'],
  fixed: { section: SECTION_NAMES },
};

/** One page of the subject's records from a position (the start without one), and where the next starts. */
async function readPageOf(
  context: Context,
  start: Record<string, string> | undefined,
  limit: number,
): Promise<{ records: ExportRecord[]; next?: Record<string, string> }> {
  const records: ExportRecord[] = [];
  let bytes = 0;
  let index = start ? SECTION_NAMES.indexOf(start.section ?? '') : 0;
  let after = start?.after;
  while (index < SECTION_NAMES.length) {
    const section = SECTION_NAMES[index] as string;
    const step = await (SECTIONS[section] as Section)(context, after);
    for (const { position, record } of step.records) {
      if (records.length >= limit || bytes >= PAGE_BYTES)
        return { records, next: { section, ...(after === undefined ? {} : { after }) } };
      records.push(record);
      bytes += Buffer.byteLength(JSON.stringify(record));
      after = position;
    }
    if (step.more !== undefined) {
      after = step.more;
      continue;
    }
    index += 1;
    after = undefined;
  }
  return { records };
}

/** Who a login names and what of theirs to show. */
function contextOf(subject: Subject, now: Date): Context {
  return {
    person: subject.person,
    employee: subject.employee,
    today: now.toISOString().slice(0, 10),
    showKept: subject.employee === undefined,
    erasure: subject.erasure,
  };
}

/** Whether the company holds anything about the subject (the first record an export would list). */
export async function holdsAnything(subject: Subject, now = new Date()): Promise<boolean> {
  if (subject.employee || subject.erasure) return true;
  // A page of no records ends at the first record read, saying where the next page would start.
  return (await readPageOf(contextOf(subject, now), undefined, 0)).next !== undefined;
}

/** A page of everything held about `login`; 404 when nothing is. */
export async function exportPersonalData(
  companyId: string,
  login: string,
  page: { cursor?: string | undefined; limit?: number | undefined } = {},
  now = new Date(),
): Promise<ExportPage> {
  const { cursor, limit = PAGE_RECORDS } = page;
  const started = Date.now();
  const subject = await subjectOf(companyId, login);
  const context = contextOf(subject, now);
  const scope = { tenant: companyId, listing: 'personalData', params: { login } };
  const read = await readFromCursor(cursor, scope, CURSOR_SHAPE, (start) =>
    readPageOf(context, start, limit),
  );
  if (cursor === undefined && read.records.length === 0 && !read.nextCursor)
    throw errorOf(ERRORS.unknownPerson, { login });
  await auditPersonalData(companyId, 'exportEmployeeData', subject.pseudonym, Date.now() - started);
  return {
    login,
    exportedAt: now.toISOString(),
    records: read.records,
    ...(read.nextCursor ? { nextCursor: read.nextCursor } : {}),
  };
}
