/**
 * POST /eraseEmployeeData: erases one person's data, kind by kind (holdings.ts says how each is
 * found), as an execution. Items about the person are deleted; time records the company must keep
 * (punch days, approved overtime) stay to their expiry, marked so that no per-person read shows
 * them; items that are not the person's alone lose them: a notification's recipients, an event's
 * users, a failure's logins, the company's approvers; where an item must stay verifiable (an
 * approver's decisions on others' requests, MCP calls, tickets, events kept for others), the
 * person's keyed pseudonym replaces them.
 *
 * The erasure runs in steps, each of which does nothing more when run again; its record (keys.ts
 * erasureEntity) says which are done. A run that stops anywhere (a failure, the time budget) leaves
 * the execution running, and the same request sent again finishes it. Master data goes first, so no
 * punch, request or import for the person is accepted while the rest runs; a write that raced it
 * and landed afterwards is found by the export, and erased by running the erasure again. The last
 * step writes the execution's success with the employee.erased event (the outbox), and the record
 * forgets the login and e-mail.
 */
import { deleteApprovalLink } from '../dynamo/approval-store.js';
import { listAuditOfActor, pseudonymiseAuditActor } from '../dynamo/audit-store.js';
import { deleteChatbotUser } from '../dynamo/chatbot-user-store.js';
import { getCompany, replaceOvertimeManagers } from '../dynamo/company-store.js';
import {
  deleteEmployee,
  getEmployee,
  listAllEmployees,
  putEmployeeIfUnchanged,
} from '../dynamo/employee-store.js';
import { finishErasure, getErasure, recordErasureStep, startErasure } from '../dynamo/erasure-store.js';
import { deleteEvent, getEventsByIds, listCompanyEvents, rewriteEventPeople } from '../dynamo/event-store.js';
import { listCompanyExecutions, putExecution } from '../dynamo/execution-store.js';
import {
  deleteDayTotal,
  deleteRequestRef,
  deleteUnapprovedRequest,
  keepErasedRequest,
  listRequestPartition,
  listRequestsOfApprover,
  pseudonymiseApprover,
} from '../dynamo/extension-store.js';
import { webhookEventKeys } from '../dynamo/keys.js';
import { deleteTask, listTasksOfOwner } from '../dynamo/mcp-task-store.js';
import { listAllNotifications, listRecipientChunks, removeRecipient } from '../dynamo/notification-store.js';
import { getPunchDaysOf, keepErasedDay } from '../dynamo/punch-store.js';
import { deleteScreenBlock } from '../dynamo/screen-block-store.js';
import { claimSettling, getPeopleDays, releaseSettling, rewritePeopleDay } from '../dynamo/summary-store.js';
import { listCompanyTickets, rewriteTicketText } from '../dynamo/ticket-store.js';
import { listTransmissionsNamingLogins, removeTransmissionLogin } from '../dynamo/transmission-store.js';
import { deleteAttempts, dropLane, listAttemptsOfEvent } from '../dynamo/webhook-delivery-store.js';
import {
  deleteWebhookEvent,
  listCompanyWebhookEvents,
  rewriteWebhookEvent,
} from '../dynamo/webhook-event-store.js';
import { listSubscriptions } from '../dynamo/webhook-store.js';
import type { StoredEvent } from '../events/calendar-event.js';
import { type Execution, newExecutionId } from '../executions/execution.js';
import type { Employee, StoredEmployee } from '../masterdata/employee.js';
import { approvalLinkKeyFor, hashLinkKey } from '../overtime/approval-link.js';
import type { Actor } from '../shared/actor.js';
import { addDays } from '../shared/dates.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf, ServiceUnavailableError } from '../shared/errors.js';
import { AGAIN, sleep, updateOptimistically } from '../shared/retry.js';
import * as z from '../shared/zod.js';
import { changedByApi, eventsFor, subjects } from '../webhooks/events.js';
import { auditPersonalData } from './audit.js';
import type { ErasureRecord } from './erasure-record.js';
import { holdsAnything } from './export.js';
import { timeRecordDays, transmissionsSince } from './holdings.js';
import { namesPerson, type Person, personOf, pseudonymised } from './person.js';
import { subjectOf } from './person-of.js';

/** What /eraseEmployeeData answers as `result`. */
export const ErasureOutcomeSchema = z.object({
  executionId: z.string(),
  status: z
    .enum(['running', 'succeeded'])
    .check(
      z.describe('`running`: the run stopped before its end (its time budget); the same request finishes it'),
    ),
  counts: z.record(z.string(), z.int()).check(z.describe('items by kind and what was done to them')),
});
export type ErasureOutcome = z.output<typeof ErasureOutcomeSchema>;

interface Run {
  person: Person;
  pseudonym: string;
  erasedAt: string;
  today: string;
  /** What the step counts, added to the record when it is done. */
  counts: Record<string, number>;
  /** Epoch seconds of the last expiry among the kept time records, as far as known. */
  keptUntil: number | undefined;
}

/** Who an erasure's changes to other employees' master data were made by. */
const ERASURE_ACTOR: Actor = { sub: 'eraseEmployeeData', mode: 'admin', via: 'admin' };

/** Writes in flight within a step. */
const PARALLEL = 16;

/**
 * `work` on every item, PARALLEL at a time in waves (each waits for the one before): a step's round
 * trips are then the same from run to run, for the same data (the cost gate holds them).
 */
async function inWaves<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL)
    await Promise.all(items.slice(start, start + PARALLEL).map(work));
}
/** How long an erasure waits for the company's summing (settle.ts) to let go of its summaries. */
const SUMMARY_CLAIM_WAIT_MS = 10_000;
const SUMMARY_CLAIM_MS = 60_000;

const add = (run: Run, kind: string, n = 1) => {
  run.counts[kind] = (run.counts[kind] ?? 0) + n;
};
const later = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);
const secondsOf = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso) / 1000);

/** A record that kept changing under the erasure: the run stops, and sending it again finishes it. */
const changedMeanwhile = () =>
  new ServiceUnavailableError(
    'records of the person kept changing during the erasure; send the erasure again',
  );

/** Master data and what hangs on it: after this no punch, request or change for the login is accepted. */
async function masterData(run: Run): Promise<void> {
  const { companyId, login, email } = run.person;
  if (await deleteEmployee(companyId, login)) add(run, 'employee');
  if (await deleteScreenBlock(companyId, login)) add(run, 'screenBlock');
  if (email && (await deleteChatbotUser(email, companyId))) add(run, 'chatbotUser');
  if (!email) return;
  await updateOptimistically({
    read: async () => (await getCompany(companyId))?.overtimeManagers ?? [],
    write: async (managers) => {
      const rest = managers.filter((manager) => manager.trim().toLowerCase() !== email);
      if (rest.length === managers.length) return;
      if (!(await replaceOvertimeManagers(companyId, managers, rest))) return AGAIN;
      add(run, 'companyApprover');
    },
    exhausted: changedMeanwhile,
  });
}

/**
 * Other employees' master data naming the person (their manager, default manager, an extra field):
 * a field that is the person goes, a text naming them gets the pseudonym; each written only over the
 * version read, with the employee.changed event that reports it.
 */
async function colleagues(run: Run): Promise<void> {
  const { person } = run;
  const naming = (await listAllEmployees(person.companyId)).filter(
    (other) => other.login !== person.login && namesPerson(other.profile, person),
  );
  await inWaves(naming, (read) =>
    updateOptimistically<StoredEmployee | undefined, void>(
      {
        read: () => getEmployee(person.companyId, read.login, true),
        write: async (other) => {
          if (!other || !namesPerson(other.profile, person)) return;
          const { login, profile, updatedAt } = other;
          const fields = Object.keys(profile).filter((field) => namesPerson(profile[field], person));
          const isThePerson = (value: unknown) =>
            typeof value === 'string' && pseudonymised(value, person, '') === '';
          const next = pseudonymised(
            Object.fromEntries(Object.entries(profile).filter(([, value]) => !isThePerson(value))),
            person,
            run.pseudonym,
          ) as Employee;
          const now = new Date();
          const events = await eventsFor(
            person.companyId,
            'employee.changed',
            subjects.employee(login),
            () => ({
              login,
              change: 'updated' as const,
              fields: fields.sort(),
              active: next.active,
              by: changedByApi('eraseEmployeeData'),
            }),
            now,
          );
          if (
            !(await putEmployeeIfUnchanged(
              person.companyId,
              next,
              now.toISOString(),
              updatedAt,
              ERASURE_ACTOR,
              events,
            ))
          )
            return AGAIN;
          add(run, 'colleaguesChanged');
        },
        exhausted: changedMeanwhile,
      },
      read,
    ),
  );
}

/** Marks the person's punch days of `days` kept (time records); answers the dates found and how many were not kept yet. */
async function keepDays(run: Run, days: readonly string[]): Promise<{ dates: string[]; newly: number }> {
  const held: Awaited<ReturnType<typeof getPunchDaysOf>> = [];
  // A wave of BatchGetItem calls at a time (100 keys each), as the writes below go.
  for (let start = 0; start < days.length; start += PARALLEL * 100)
    held.push(
      ...(await getPunchDaysOf(
        run.person.companyId,
        run.person.login,
        days.slice(start, start + PARALLEL * 100),
        true,
      )),
    );
  let newly = 0;
  await inWaves(held, async ({ record, expiresAt }) => {
    if (
      !record.erasedAt &&
      (await keepErasedDay(run.person.companyId, record.date, run.person.login, run.erasedAt))
    )
      newly += 1;
    run.keptUntil = later(run.keptUntil, secondsOf(expiresAt));
  });
  return { dates: held.map(({ record }) => record.date), newly };
}

/**
 * Takes the person out of the summaries' numbers by person, holding the company's summing meanwhile
 * so that no run of it writes them at the same time (a day summed later leaves the kept days out).
 */
async function removeFromPeopleDays(run: Run, dates: readonly string[]): Promise<void> {
  const { companyId, login } = run.person;
  const waitUntil = Date.now() + SUMMARY_CLAIM_WAIT_MS;
  while (!(await claimSettling(companyId, Date.now(), SUMMARY_CLAIM_MS))) {
    if (Date.now() > waitUntil)
      throw new ServiceUnavailableError("the company's summaries are being summed; send the erasure again");
    await sleep(500);
  }
  try {
    const items = (await getPeopleDays(companyId, dates)).filter((item) => login in item.people);
    await inWaves(items, async (item) => {
      const { [login]: _removed, ...people } = item.people;
      await rewritePeopleDay({ ...item, people });
      add(run, 'peopleDaysChanged');
    });
  } finally {
    await releaseSettling(companyId);
  }
}

async function punchDays(run: Run): Promise<void> {
  const { dates } = await keepDays(run, timeRecordDays(run.today));
  add(run, 'punchDaysKept', dates.length);
  await removeFromPeopleDays(run, dates);
}

/** The person's own requests: approved ones kept (time records), others deleted with their links and totals. */
async function ownOvertime(run: Run): Promise<void> {
  const { companyId, login } = run.person;
  const { requests, dayTotals } = await listRequestPartition(companyId, login);
  await inWaves(requests, async ({ record: request, expiresAt }) => {
    const kept =
      (request.status === 'approved' && (await keepErasedRequest(request, run.erasedAt))) ||
      (!(await deleteUnapprovedRequest(request)) && (await keepErasedRequest(request, run.erasedAt)));
    if (kept) {
      add(run, 'requestsKept');
      run.keptUntil = later(run.keptUntil, secondsOf(expiresAt));
    } else add(run, 'requestsDeleted');
    if (await deleteApprovalLink(hashLinkKey(await approvalLinkKeyFor(request.requestId))))
      add(run, 'approvalLinksDeleted');
    // Deleted or kept, the request is found by its id no more.
    if (await deleteRequestRef(companyId, request.requestId)) add(run, 'requestRefsDeleted');
  });
  await inWaves(dayTotals, async (total) => {
    await deleteDayTotal(companyId, login, total.day);
    add(run, 'dayTotalsDeleted');
  });
}

/** Others' requests the person was to decide or decided: the pseudonym becomes their approver. */
async function approvals(run: Run): Promise<void> {
  const { companyId, email } = run.person;
  if (!email) return;
  const requests = await listRequestsOfApprover(companyId, email);
  await inWaves(requests, async ({ record }) => {
    if (await pseudonymiseApprover(record, email, run.pseudonym)) add(run, 'decisionsPseudonymised');
  });
}

/** Events naming the person: theirs alone deleted, the others without them. */
async function calendar(run: Run): Promise<void> {
  const { person, pseudonym } = run;
  const naming = (event: StoredEvent) =>
    (event.users ?? []).includes(person.login) ||
    (event.updatedBy ? namesPerson(event.updatedBy, person) : false);
  const events = (await listCompanyEvents(person.companyId)).filter(({ record }) => naming(record));
  await inWaves(events, ({ record }) =>
    updateOptimistically<StoredEvent | undefined, void>(
      {
        read: async () => (await getEventsByIds(person.companyId, [record.id])).get(record.id),
        write: async (event) => {
          if (!event || !naming(event)) return;
          const users = (event.users ?? []).filter((user) => user !== person.login);
          const theirsAlone = users.length === 0 && (event.users ?? []).length > 0;
          const updatedBy = event.updatedBy ? pseudonymised(event.updatedBy, person, pseudonym) : null;
          const written = theirsAlone
            ? await deleteEvent(person.companyId, event)
            : await rewriteEventPeople(person.companyId, event, users, updatedBy);
          if (!written) return AGAIN;
          add(run, theirsAlone ? 'calendarEventsDeleted' : 'calendarEventsChanged');
        },
        exhausted: changedMeanwhile,
      },
      record,
    ),
  );
}

async function notifications(run: Run): Promise<void> {
  const { companyId, login } = run.person;
  const all = await listAllNotifications(companyId);
  await inWaves(all, async (stored) => {
    const id = stored.notification.notification_id;
    let changed = false;
    for (const chunk of await listRecipientChunks(companyId, id)) {
      if (!chunk.logins.includes(login)) continue;
      changed =
        (await removeRecipient(
          companyId,
          id,
          chunk,
          chunk.logins.filter((name) => name !== login),
        )) || changed;
    }
    if (changed) add(run, 'notificationsChanged');
  });
}

async function transmissions(run: Run): Promise<void> {
  const { companyId, login } = run.person;
  const held = await listTransmissionsNamingLogins(companyId, transmissionsSince(run.today));
  await inWaves(held, async ({ record }) => {
    if (record.logins?.includes(login) && (await removeTransmissionLogin(record, login)))
      add(run, 'transmissionsChanged');
  });
}

/** The person's MCP calls (chatbot mode): the audit items pseudonymised, the tasks they own deleted. */
async function audit(run: Run): Promise<void> {
  const { companyId, userId } = run.person;
  if (!userId) return;
  const [held, tasks] = await Promise.all([
    listAuditOfActor(companyId, userId),
    listTasksOfOwner(companyId, userId),
  ]);
  await inWaves(held, async ({ record }) => {
    if (await pseudonymiseAuditActor(record, run.pseudonym)) add(run, 'auditPseudonymised');
  });
  await inWaves(tasks, async ({ record }) => {
    if (await deleteTask(record.taskId)) add(run, 'mcpTasksDeleted');
  });
}

async function executions(run: Run): Promise<void> {
  const held = await listCompanyExecutions(run.person.companyId);
  await inWaves(held, async ({ record }) => {
    if (!namesPerson(record.errors, run.person)) return;
    await putExecution({ ...record, errors: pseudonymised(record.errors, run.person, run.pseudonym) });
    add(run, 'executionsChanged');
  });
}

/** Events about the person deleted with their attempts; events of others naming them, without them. */
async function webhooks(run: Run): Promise<void> {
  const { person } = run;
  const events = (await listCompanyWebhookEvents(person.companyId)).filter(({ record }) =>
    namesPerson(record.data, person),
  );
  await inWaves(events, async ({ record: event }) => {
    const data = event.data as unknown as Record<string, unknown>;
    if (data.login === person.login || data.employee === person.login) {
      const attempts = await listAttemptsOfEvent(person.companyId, event.eventId);
      await deleteAttempts(attempts.map(({ record }) => record));
      await deleteWebhookEvent(person.companyId, event.eventId);
      add(run, 'webhookEventsDeleted');
      add(run, 'webhookAttemptsDeleted', attempts.length);
    } else if (
      await rewriteWebhookEvent({ ...event, data: pseudonymised(event.data, person, run.pseudonym) })
    )
      add(run, 'webhookEventsPseudonymised');
  });
  // The person's lane at each subscription (its key is a digest of their login): what waited there
  // for a retry went with its event.
  const lane = webhookEventKeys.laneOf(subjects.employee(person.login));
  await inWaves(await listSubscriptions(person.companyId), async ({ webhookId }) => {
    add(run, 'webhookDeliveriesDeleted', await dropLane({ companyId: person.companyId, webhookId, lane }));
  });
}

async function tickets(run: Run): Promise<void> {
  const { person, pseudonym } = run;
  const held = await listCompanyTickets(person.companyId);
  await inWaves(held, async ({ record: ticket }) => {
    if (!namesPerson([ticket.subject, ticket.description, ticket.openedBy.sub], person)) return;
    const next = pseudonymised(
      { subject: ticket.subject, description: ticket.description, openedBy: ticket.openedBy },
      person,
      pseudonym,
    );
    if (await rewriteTicketText(ticket, next)) add(run, 'ticketsPseudonymised');
  });
}

/** Days a punch or an approval that raced the master-data step may have written since. */
async function recentDays(run: Run): Promise<void> {
  const recent = timeRecordDays(run.today, addDays(run.today, -3));
  const { newly } = await keepDays(run, recent);
  add(run, 'punchDaysKept', newly);
}

/** The steps, in order; each does nothing more when run again. */
export const ERASURE_STEPS: ReadonlyArray<{ name: string; run: (run: Run) => Promise<void> }> = [
  { name: 'master data', run: masterData },
  { name: "colleagues' master data", run: colleagues },
  { name: 'punch days', run: punchDays },
  { name: 'own overtime', run: ownOvertime },
  { name: 'approvals', run: approvals },
  { name: 'calendar', run: calendar },
  { name: 'notifications', run: notifications },
  { name: 'transmissions', run: transmissions },
  { name: 'audit', run: audit },
  { name: 'executions', run: executions },
  { name: 'webhooks', run: webhooks },
  { name: 'tickets', run: tickets },
  { name: 'recent punch days', run: recentDays },
];

function executionOf(
  erasure: ErasureRecord,
  status: Execution['status'],
  finishedAt: string | null,
): Execution {
  return {
    executionId: erasure.executionId,
    companyId: erasure.companyId,
    kind: 'erasure',
    status,
    counts: { ...erasure.counts, stepsDone: erasure.stepsDone, steps: ERASURE_STEPS.length },
    errors: [],
    startedAt: erasure.startedAt,
    finishedAt,
  };
}

/** How long one request runs steps (its function has 29 s): a step started by then finishes well within. */
export const ERASURE_BUDGET_MS = 15_000;

/** The answer's `message`. */
export const erasureMessage = (outcome: ErasureOutcome): string =>
  outcome.status === 'succeeded'
    ? 'erased: time records the company must keep stay until they expire, shown to no one'
    : 'erasure running: send the same request again to finish it (/getExecutionStatus shows its progress)';

export interface EraseOptions {
  now?: Date;
  /** Epoch ms after which no step starts: the run stops, `running`, and the next request finishes it. */
  deadline?: number;
}

/** The erasure to run for the login: the one running, or a new one; 404 when the company holds nothing about it. */
async function erasureFor(companyId: string, login: string, now: Date): Promise<ErasureRecord> {
  const subject = await subjectOf(companyId, login);
  if (subject.erasure?.status === 'running') return subject.erasure;
  if (!(await holdsAnything(subject, now))) throw errorOf(ERRORS.unknownPerson, { login });
  const erasure: ErasureRecord = {
    companyId,
    pseudonym: subject.pseudonym,
    executionId: newExecutionId(),
    status: 'running',
    login,
    ...(subject.person.email ? { email: subject.person.email } : {}),
    stepsDone: 0,
    counts: {},
    startedAt: now.toISOString(),
  };
  if (await startErasure(erasure, executionOf(erasure, 'running', null))) return erasure;
  // Another request started it at the same moment: run that one.
  const running = await getErasure(companyId, subject.pseudonym);
  if (running?.status !== 'running') throw errorOf(ERRORS.erasureBusy, { login });
  return running;
}

export async function eraseEmployeeData(
  companyId: string,
  login: string,
  options: EraseOptions = {},
): Promise<ErasureOutcome> {
  const now = options.now ?? new Date();
  let erasure = await erasureFor(companyId, login, now);
  const person = personOf(companyId, login, erasure.email);
  const started = Date.now();
  while (erasure.status === 'running' && erasure.stepsDone < ERASURE_STEPS.length) {
    if (options.deadline !== undefined && Date.now() > options.deadline)
      return { executionId: erasure.executionId, status: 'running', counts: erasure.counts };
    const step = ERASURE_STEPS[erasure.stepsDone] as (typeof ERASURE_STEPS)[number];
    const run: Run = {
      person,
      pseudonym: erasure.pseudonym,
      erasedAt: erasure.startedAt,
      today: now.toISOString().slice(0, 10),
      counts: {},
      keptUntil: erasure.keptUntil,
    };
    await step.run(run);
    const done = erasure.stepsDone + 1;
    if (await recordErasureStep(erasure, done, run.counts, run.keptUntil)) {
      const counts = { ...erasure.counts };
      for (const [kind, n] of Object.entries(run.counts)) if (n > 0) counts[kind] = (counts[kind] ?? 0) + n;
      erasure = {
        ...erasure,
        stepsDone: done,
        counts,
        ...(run.keptUntil === undefined ? {} : { keptUntil: run.keptUntil }),
      };
      await putExecution(executionOf(erasure, 'running', null));
    } else {
      // Another run of this erasure recorded the step first: go on from where it is.
      const current = await getErasure(companyId, erasure.pseudonym);
      if (!current || current.executionId !== erasure.executionId) break;
      erasure = current;
    }
  }
  if (erasure.status === 'running') {
    const finishedAt = new Date().toISOString();
    const finished: ErasureRecord = { ...erasure, finishedAt };
    const events = await eventsFor(companyId, 'employee.erased', subjects.employee(login), () => ({
      login,
      counts: erasure.counts,
    }));
    await finishErasure(finished, executionOf(finished, 'succeeded', finishedAt), events);
    await auditPersonalData(companyId, 'eraseEmployeeData', erasure.pseudonym, Date.now() - started);
  }
  return { executionId: erasure.executionId, status: 'succeeded', counts: erasure.counts };
}
