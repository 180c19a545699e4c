/**
 * One person's data of every kind, written through the public endpoints, the MCP tools and the admin
 * commands, then exported (every item, checked against what was written) and erased over real HTTP:
 * afterwards a scan of the whole table (here only, to check) finds the person's login and e-mail in
 * the time records kept alone (and the employee.erased event that reports the erasure), which the
 * export lists with their expiry; answers by day and by department are unchanged, answers by person
 * no longer name them, and the webhook event arrives. A login imported again is a new person.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatbotUser, chatbotUserId } from '../../../lib/auth/chatbot-users.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { webhookEventKeys } from '../../../lib/dynamo/keys.js';
import { getTask } from '../../../lib/dynamo/mcp-task-store.js';
import { listLane } from '../../../lib/dynamo/webhook-delivery-store.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { addDays } from '../../../lib/shared/dates.js';
import { settleCompany } from '../../../lib/summaries/settle.js';
import { openTicket } from '../../../lib/tickets/manage-tickets.js';
import { subjects } from '../../../lib/webhooks/events.js';
import { eraseToEnd } from '../../support/erasure.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';
import { type Receiver, startReceiver } from '../../support/webhook-receiver.js';

let gateway: TestGateway;
let company: TestCompany;
let delivery: WebhookDelivery;
let hook: Receiver;
let secret: string;
/**
 * A receiver that refuses every delivery: the person's events wait in their lane at its
 * subscription (the first refused one for its retry, an hour later here; the rest behind it).
 */
let failing: Receiver;
let failingId: string;
const personLane = () => ({
  companyId: company.companyId,
  webhookId: failingId,
  lane: webhookEventKeys.laneOf(subjects.employee(LOGIN)),
});

const LOGIN = uniqueId('rita');
const EMAIL = `${LOGIN}@people.example`;
/** The person's user id in chat (their chatbot tokens' sub), set once the company exists. */
let USER_ID = '';
const OTHER = uniqueId('bruno');
const BOSS = 'boss@people.example';
const today = new Date().toISOString().slice(0, 10);
/** Days the person punched: two summed already (long over), and today. */
const DAYS = [addDays(today, -40), addDays(today, -10), today];

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the test asserts
type Json = any;

const api = async (path: string, body: object, status = 200): Promise<Json> => {
  const answer = await http(`${gateway.baseUrl}${path}`, { body: { key: company.key, ...body } });
  expect(answer.status, `${path}: ${answer.text}`).toBe(status);
  return answer.json;
};

async function tool(token: string, name: string, args: object): Promise<Json> {
  const answer = await http(`${gateway.baseUrl}/mcp/tools/${name}`, {
    body: { company: company.companyId, ...args },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, `${name}: ${answer.text}`).toBe(200);
  return answer.json;
}

/** Every page of the person's export. */
async function exportAll(login = LOGIN, limit?: number): Promise<Json[]> {
  const records: Json[] = [];
  let cursor: string | undefined;
  do {
    const { result } = await api('/exportEmployeeData', {
      login,
      ...(limit ? { limit } : {}),
      ...(cursor ? { cursor } : {}),
    });
    records.push(...result.records);
    cursor = result.nextCursor;
  } while (cursor);
  return records;
}

const ofKind = (records: Json[], kind: string) => records.filter((record) => record.kind === kind);

/** Every item of the table that names the login or the e-mail (a Scan: the test's check, never the service's). */
async function itemsNaming(): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentDb().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      // A rate-limit counter of the person's token names their user id for 2 minutes (TTL, which
      // DynamoDB Local never applies): no key of the person finds it, as docs/privacy.md says.
      const byUserId = item.type !== 'RateLimitRing' && text.includes(USER_ID.toLowerCase());
      if (text.includes(LOGIN.toLowerCase()) || text.includes(EMAIL) || byUserId) found.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

const analytics = async (groupBy: string, metric = 'workedHours') => {
  const token = await chatbotToken(company.companyId, [`read:analytics:${company.companyId}`], 'usr_analyst');
  return (await tool(token, 'analyticsQuery', { metric, from: DAYS[0], to: today, groupBy })).data.rows;
};

/**
 * A 2026-07-28 JSON-RPC call as a host that asks its person (form elicitation) and follows tasks
 * (the Tasks extension) sends it.
 */
async function modernCall(token: string, params: Record<string, unknown>): Promise<Json> {
  const answer = await http(`${gateway.baseUrl}/mcp`, {
    headers: {
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': String(params.name),
    },
    body: {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'host', version: '1' },
          'io.modelcontextprotocol/clientCapabilities': {
            elicitation: { form: {} },
            extensions: { 'io.modelcontextprotocol/tasks': {} },
          },
        },
      },
    },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.result;
}

/** getExtensionRequest through the tools' direct route, as an agent with read access. */
async function requestById(requestId: string) {
  const reader = await serviceToken([`read:masterdata:${company.companyId}`]);
  return http(`${gateway.baseUrl}/mcp/tools/getExtensionRequest`, {
    body: { company: company.companyId, requestId },
    headers: { authorization: `Bearer ${reader}` },
  });
}

const written = {
  requests: [] as string[],
  /** The task the person's chat opened for their own overtime, and the request it follows. */
  task: { taskId: '', requestId: '' },
  decided: [] as string[],
  events: ['evt-team', 'evt-alone'],
  notifications: ['aviso-lista', 'aviso-todos'],
  transmission: '',
  /** Deliveries waiting in the person's lane when exported. */
  waiting: 0,
};

beforeAll(async () => {
  // Read by this file's delivery (in this process); the worker gives the next file its own environment.
  process.env.WEBHOOK_RETRY_DELAYS = '3600';
  resetConfig();
  gateway = await startGateway();
  delivery = await startWebhookDelivery();
  company = await newCompany({ overtimeManagers: [EMAIL.toUpperCase(), BOSS] });
  USER_ID = chatbotUserId(company.companyId, EMAIL);
  delivery.watch(company.companyId);
  hook = await startReceiver();
  ({ secret } = (await api('/setWebhook', { url: hook.url, events: ['*'] })).result);
  failing = await startReceiver();
  failing.answer([], 503);
  failingId = (
    await api('/setWebhook', { url: failing.url, events: ['employee.changed', 'punchday.changed'] })
  ).result.webhookId;

  // Master data: the person, and a colleague whose overtime the person approves.
  await api('/masterData', {
    data: {
      employees: [
        employee(LOGIN, { email: EMAIL, manager: BOSS, department: 'Sales' }),
        employee(OTHER, { email: `${OTHER}@people.example`, manager: EMAIL, department: 'Sales' }),
      ],
    },
  });
  // Punch days, the person's and the colleague's.
  for (const day of DAYS)
    for (const login of [LOGIN, OTHER]) {
      await api('/sendPunchClock', {
        username: login,
        date: day,
        beginDay: `${day}T09:00:00Z`,
        endDay: `${day}T17:30:00Z`,
        hostname: 'NB-1',
        locationType: 'office',
        source: 'test',
      });
    }
  // Overtime of the person: approved, rejected, pending; the colleague's, decided by the person and pending for them.
  const ask = async (user: string, day: string, manager?: string) =>
    (
      await api('/requestExtension', {
        user,
        reqMinutes: 30,
        justification: `fechamento ${day}`,
        extraTime: `${day} 18:00:00`,
        ...(manager ? { manager } : {}),
      })
    ).requestId as string;
  written.requests.push(await ask(LOGIN, DAYS[0] as string));
  await api('/approveRequest', { employee: LOGIN, managerEmail: BOSS, approved: true });
  written.requests.push(await ask(LOGIN, DAYS[1] as string));
  await api('/approveRequest', { employee: LOGIN, managerEmail: BOSS, approved: false });
  written.requests.push(await ask(LOGIN, today));
  written.decided.push(await ask(OTHER, DAYS[1] as string));
  await api('/approveRequest', { employee: OTHER, managerEmail: EMAIL, approved: true });
  written.decided.push(await ask(OTHER, today));
  // Calendar events: one with a colleague, one the person's alone.
  await api('/setEvent', {
    updatedBy: 'hr-system',
    events: [
      {
        id: 'evt-team',
        name: 'Offsite',
        users: [LOGIN, OTHER],
        dateTimeBegin: `${today} 09:00:00`,
        dateTimeEnd: `${today} 18:00:00`,
      },
      {
        id: 'evt-alone',
        name: 'Day off',
        users: [LOGIN],
        dateTimeBegin: `${today} 00:00:00`,
        dateTimeEnd: `${today} 23:59:59`,
      },
    ],
  });
  // Notifications: to a list naming the person, and to everyone.
  await api('/insertNotification', {
    notification: {
      notification_id: 'aviso-lista',
      title: 'Lista',
      recurrency: false,
      one_time: `${today} 09:00:00`,
    },
    employees: [LOGIN, OTHER],
  });
  await api('/insertNotification', {
    notification: {
      notification_id: 'aviso-todos',
      title: 'Todos',
      recurrency: false,
      one_time: `${today} 09:00:00`,
    },
  });
  // A failed request naming the person: its transmission keeps the login.
  const failed = await http(`${gateway.baseUrl}/recordPunch`, {
    body: {
      key: company.key,
      username: LOGIN,
      actionType: 'NAP',
      actionDatetimeSent: `${today}T12:00:00Z`,
      hostname: 'x',
      locationType: 'office',
    },
  });
  expect(failed.status).toBe(400);
  written.transmission = String(failed.headers['x-request-id'] ?? '');
  // MCP: an agent blocks the person's screen; the person asks something with their own chatbot token.
  const writer = await serviceToken([`write:masterdata:${company.companyId}`]);
  await tool(writer, 'screenBlockToggle', { login: LOGIN, blocked: true, reason: 'left the company' });
  const own = await chatbotToken(
    company.companyId,
    [`read:masterdata:${company.companyId}`, `write:overtime:${company.companyId}`],
    USER_ID,
  );
  await tool(own, 'whoIsManagerOf', { login: LOGIN });
  // In their chat the person asks for overtime, confirms it, and their host follows it as a task:
  // a used confirmation, the task they own, the request and its by-id item.
  const call = {
    name: 'requestExtension',
    arguments: { user: LOGIN, reqMinutes: 20, justification: 'inventário', extraTime: `${today} 20:00:00` },
  };
  const asked = await modernCall(own, call);
  expect(asked.resultType).toBe('input_required');
  const task = await modernCall(own, {
    ...call,
    inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
    requestState: asked.requestState,
  });
  expect(task).toMatchObject({ resultType: 'task', status: 'working' });
  written.task.taskId = task.taskId;
  const stored = await getTask(task.taskId, Math.floor(Date.now() / 1000));
  written.task.requestId = stored?.requestId ?? '';
  written.requests.push(written.task.requestId);
  // Admin commands: a chatbot user added by the provider; a support ticket about the person.
  await addChatbotUser({ companyId: company.companyId, email: EMAIL, scopes: `read:masterdata` });
  await openTicket(
    {
      companyId: company.companyId,
      subject: `Punches of ${LOGIN} missing`,
      description: `Reported by ${EMAIL}.`,
    },
    { sub: 'ops', mode: 'admin', via: 'admin' },
  );
  // The two past days summed, with the person's numbers in them.
  await summariesUpToDate();
  await settleCompany(company.companyId, { days: DAYS.slice(0, 2), quietMs: 0 });
  // The refused deliveries of the person's events wait in their lane at that subscription.
  for (let tries = 0; (await listLane(personLane())).length < 2; tries += 1) {
    if (tries > 150) throw new Error("no deliveries wait in the person's lane");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  await delivery?.stop();
  await hook?.close();
  await failing?.close();
  await gateway?.close();
});

describe('exporting and erasing one person', () => {
  let before: { byDay: Json; byDepartment: Json; byPerson: Json };

  it('exports every item held about the person, of every kind, as written', async () => {
    await hook.waitFor(1);
    const records = await exportAll();
    const kinds = new Set(records.map((record) => record.kind));
    expect([...kinds].sort()).toEqual(
      [
        'ApprovalLink',
        'Audit',
        'CalendarEvent',
        'ChatbotUser',
        'Company',
        'Employee',
        'ExtensionDayTotal',
        'ExtensionRequest',
        'ExtensionRequestRef',
        'McpTask',
        'Notification',
        'PeopleDay',
        'PunchDay',
        'ScreenBlock',
        'Ticket',
        'Transmission',
        'WebhookAttempt',
        'WebhookDelivery',
        'WebhookEvent',
      ].sort(),
    );
    for (const record of records) {
      expect(typeof record.dates).toBe('object');
      expect(typeof record.fields).toBe('object');
    }
    expect(ofKind(records, 'Employee')[0].fields).toMatchObject({
      login: LOGIN,
      email: EMAIL,
      department: 'Sales',
    });
    expect(ofKind(records, 'PunchDay').map((r) => r.dates.day)).toEqual(DAYS);
    expect(ofKind(records, 'PunchDay')[0].fields.times.beginDay).toBe(`${DAYS[0]}T09:00:00Z`);
    // The company's time-record retention (5 years) after the day.
    expect(ofKind(records, 'PunchDay')[0].dates.expiresAt.slice(0, 4)).toBe(
      String(Number(DAYS[0]?.slice(0, 4)) + 5),
    );
    expect(ofKind(records, 'PeopleDay').map((r) => r.dates.day)).toEqual(DAYS.slice(0, 2));
    const requests = ofKind(records, 'ExtensionRequest');
    expect(
      requests
        .filter((r) => r.fields.role === 'employee')
        .map((r) => r.fields.requestId)
        .sort(),
    ).toEqual([...written.requests].sort());
    expect(
      requests
        .filter((r) => r.fields.role === 'approver')
        .map((r) => r.fields.requestId)
        .sort(),
    ).toEqual([...written.decided].sort());
    // Each request of theirs is found by its id through an item of its own, which the export lists.
    expect(
      ofKind(records, 'ExtensionRequestRef')
        .map((r) => r.fields.requestId)
        .sort(),
    ).toEqual([...written.requests].sort());
    expect(ofKind(records, 'McpTask').map((r) => r.fields)).toEqual([
      { taskId: written.task.taskId, requestId: written.task.requestId, ownerMode: 'chatbot' },
    ]);
    expect(
      ofKind(records, 'CalendarEvent')
        .map((r) => r.fields.id)
        .sort(),
    ).toEqual([...written.events].sort());
    // Other people are counted, not named.
    expect(JSON.stringify(ofKind(records, 'CalendarEvent'))).not.toContain(OTHER);
    expect(
      ofKind(records, 'Notification')
        .map((r) => r.fields.notification_id)
        .sort(),
    ).toEqual(written.notifications);
    expect(ofKind(records, 'Transmission').map((r) => r.fields.endpoint)).toEqual(['recordPunch']);
    expect(ofKind(records, 'Audit').map((r) => r.fields.tool)).toContain('whoIsManagerOf');
    // The request asked in the chat: the question, then the confirmed call.
    expect(
      ofKind(records, 'Audit')
        .filter((r) => r.fields.tool === 'requestExtension')
        .map((r) => r.fields.confirmation)
        .sort(),
    ).toEqual(['asked', 'confirmed']);
    // The approved request, found by its id (which the erasure ends: see below).
    expect((await requestById(written.requests[0] as string)).status).toBe(200);
    expect(ofKind(records, 'Company')[0].fields.overtimeManagers).toEqual([EMAIL.toUpperCase()]);
    expect(ofKind(records, 'Ticket')).toHaveLength(1);
    expect(ofKind(records, 'WebhookEvent').map((r) => r.fields.eventType)).toEqual(
      expect.arrayContaining([
        'employee.changed',
        'punchday.changed',
        'extension.requested',
        'extension.decided',
      ]),
    );

    // What waits for a retry in the person's lane (its key a digest of their login) is theirs too.
    const waiting = await listLane(personLane());
    expect(
      ofKind(records, 'WebhookDelivery')
        .map((r) => r.fields.eventId)
        .sort(),
    ).toEqual(waiting.map(({ record }) => record.eventId).sort());
    written.waiting = waiting.length;

    // The same records a few at a time, with the cursor.
    const paged = await exportAll(LOGIN, 20);
    expect(paged).toEqual(records);
  });

  it('erases the person as an execution, and reports it', async () => {
    before = {
      byDay: await analytics('day'),
      byDepartment: await analytics('department'),
      byPerson: await analytics('person'),
    };
    expect(JSON.stringify(before.byPerson)).toContain(LOGIN);
    const received = hook.received.length;
    const erasing = await eraseToEnd(() =>
      http(`${gateway.baseUrl}/eraseEmployeeData`, { body: { key: company.key, login: LOGIN } }),
    );
    expect(erasing.status, erasing.text).toBe(200);
    const answer = erasing.json;
    expect(answer.result.status).toBe('succeeded');
    expect(answer.executionId).toMatch(/^exec_/);
    expect(answer.result.counts).toMatchObject({
      employee: 1,
      punchDaysKept: 3,
      webhookDeliveriesDeleted: written.waiting,
      requestsKept: 1,
      requestsDeleted: 3,
      requestRefsDeleted: 4,
      mcpTasksDeleted: 1,
    });

    const reader = await serviceToken([`read:tickets:${company.companyId}`]);
    const status = await tool(reader, 'lookupExecutionStatus', { executionId: answer.executionId });
    expect(status.data.execution).toMatchObject({ kind: 'erasure', status: 'succeeded' });

    // The erasure's own changes (a colleague's manager taken out) are reported too: wait for its event.
    let erased: Json;
    for (let count = received + 1; !erased; count += 1)
      erased = (await hook.waitFor(count))
        .slice(received)
        .map((d) => new Webhook(secret).verify(d.body, d.headers as Record<string, string>) as Json)
        .find((payload) => payload.type === 'employee.erased');
    expect(erased.data).toEqual({ company: company.companyId, login: LOGIN, counts: answer.result.counts });
  });

  it('leaves the login and e-mail only in the kept time records, which the export lists with their expiry', async () => {
    const naming = await itemsNaming();
    const kinds = naming.map((item) =>
      item.type === 'WebhookEvent' ? `WebhookEvent ${item.eventType}` : item.type,
    );
    expect([...new Set(kinds)].sort()).toEqual([
      'ExtensionRequest',
      'PunchDay',
      'WebhookEvent employee.erased',
    ]);
    for (const item of naming.filter((i) => i.type !== 'WebhookEvent')) {
      expect(item.erasedAt, JSON.stringify(item)).toBeDefined();
      expect(JSON.stringify(item)).not.toContain(EMAIL);
    }
    const records = await exportAll();
    const kept = records.filter((record) => record.kept);
    expect(kept.map((r) => r.kind).sort()).toEqual(['ExtensionRequest', 'PunchDay', 'PunchDay', 'PunchDay']);
    for (const record of kept) expect(record.kept.until).toBe(record.dates.expiresAt);
    expect(ofKind(records, 'Erasure')[0].fields.status).toBe('finished');
    // Nothing waits in the person's lane any more: its key is a digest of their login.
    expect(await listLane(personLane())).toEqual([]);
    expect(ofKind(records, 'Employee')).toEqual([]);
  });

  it('keeps answers by day and department exact, and names the person in no answer by person', async () => {
    await summariesUpToDate();
    expect(await analytics('day')).toEqual(before.byDay);
    expect(await analytics('department')).toEqual(before.byDepartment);
    const byPerson = await analytics('person');
    expect(JSON.stringify(byPerson)).not.toContain(LOGIN);
    expect(byPerson.map((row: Json) => row.key)).toContain(OTHER);
    const { result } = await api('/listPunchClockByDay', { date: today });
    expect(result.punches.map((p: Json) => p.username)).toEqual([OTHER]);
    // The approved request is kept, and found by its id no more: not by a tool, nor by a task.
    const byId = await requestById(written.requests[0] as string);
    expect(byId.status, byId.text).toBe(404);
    expect(byId.text).not.toContain(LOGIN);
  });

  it('finishes at once when sent again, and a login imported again is a new person', async () => {
    const again = await api('/eraseEmployeeData', { login: LOGIN });
    expect(again.result.status).toBe('succeeded');
    await api('/masterData', { data: { employees: [employee(LOGIN, { department: 'Support' })] } });
    const records = await exportAll();
    expect(
      records
        .map((r) => r.kind)
        // The new person's own webhook events (and their deliveries) aside.
        .filter((k) => !k.startsWith('Webhook'))
        .sort(),
    ).toEqual(['Employee', 'Erasure']);
    expect(ofKind(records, 'Employee')[0].fields.department).toBe('Support');
    // The erased person's kept day is not the new person's to punch on.
    const clash = await http(`${gateway.baseUrl}/recordPunch`, {
      body: {
        key: company.key,
        username: LOGIN,
        actionType: 'END_DAY',
        actionDatetimeSent: `${today}T20:00:00Z`,
        hostname: 'x',
        locationType: 'office',
      },
    });
    expect(clash.status).toBe(409);
  });
});
