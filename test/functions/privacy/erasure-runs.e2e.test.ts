/**
 * The erasure as a run, over real HTTP: stopped halfway (DynamoDB refusing one write, as a failing
 * table would: a middleware, since DynamoDB Local never refuses) and sent again, it finishes
 * cleanly; stopped by its time budget, likewise; racing punches or an import for the same login,
 * it leaves no record naming the person that the export does not list. (Refused requests: refusals.e2e.test.ts.)
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyKeySecret } from '../../../lib/companies/resolve-company.js';
import { documentDb, dynamoClient, tableName } from '../../../lib/dynamo/client.js';
import { getErasure } from '../../../lib/dynamo/erasure-store.js';
import { listCompanyExecutions } from '../../../lib/dynamo/execution-store.js';
import { getNotificationRecipients } from '../../../lib/dynamo/notification-store.js';
import { eraseEmployeeData } from '../../../lib/privacy/erase.js';
import { pseudonymOf } from '../../../lib/privacy/person.js';
import { addDays } from '../../../lib/shared/dates.js';
import { faultError } from '../../reliability/support/dynamo-faults.js';
import { eraseToEnd } from '../../support/erasure.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the test asserts
type Json = any;

let gateway: TestGateway;
let company: TestCompany;
const today = new Date().toISOString().slice(0, 10);

const call = (path: string, body: unknown, key = company.key) =>
  http(`${gateway.baseUrl}${path}`, { body: { key, ...(body as object) } });

async function ok(path: string, body: object): Promise<Json> {
  const answer = await (path === '/eraseEmployeeData'
    ? eraseToEnd(() => call(path, body))
    : call(path, body));
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.json;
}

/** Each person's notification (whose id does not hold the login, so a scan finds it only by its recipients). */
const notificationOf = new Map<string, string>();

/** A person with punch days, a request and a notification naming them. */
async function personWithData(login: string): Promise<void> {
  notificationOf.set(login, uniqueId('n'));
  await ok('/masterData', { data: { employees: [employee(login, { email: `${login}@runs.example` })] } });
  for (const day of [addDays(today, -3), today])
    await ok('/sendPunchClock', {
      username: login,
      date: day,
      beginDay: `${day}T09:00:00Z`,
      hostname: 'NB',
      locationType: 'office',
      source: 'test',
    });
  await ok('/requestExtension', {
    user: login,
    reqMinutes: 15,
    justification: 'x',
    manager: 'boss@runs.example',
  });
  await ok('/insertNotification', {
    notification: {
      notification_id: notificationOf.get(login),
      title: 'Aviso',
      recurrency: false,
      one_time: `${today} 09:00:00`,
    },
    employees: [login],
  });
}

/** The company's items naming `login` (a Scan: the test's check, never the service's). */
async function itemsNaming(login: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentDb().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? [])
      if (JSON.stringify(item).includes(company.companyId) && JSON.stringify(item).includes(login))
        found.push(item);
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

const FAULT = 'erasureRunsFault';

/** DynamoDB refusing the first write that matches, once. */
function refuseOnce(matches: (command: string, input: Record<string, unknown>) => boolean): void {
  let refused = false;
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (!refused && matches(context.commandName ?? '', args.input as Record<string, unknown>)) {
        refused = true;
        throw faultError('broken');
      }
      return next(args);
    },
    { step: 'initialize', priority: 'low', name: FAULT },
  );
}

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany();
});

afterEach(() => {
  dynamoClient().middlewareStack.remove(FAULT);
});

afterAll(async () => {
  await gateway?.close();
});

describe('an erasure stopped anywhere', () => {
  it('fails halfway when a write is refused, and finishes when sent again', async () => {
    const login = uniqueId('stop');
    await personWithData(login);
    // The notifications step (the seventh of thirteen) has a recipient chunk refused.
    refuseOnce(
      (command, input) => /^Put(Item)?Command$/.test(command) && JSON.stringify(input).includes('NOTIFRCPT#'),
    );
    const failed = await call('/eraseEmployeeData', { login });
    expect(failed.status).toBe(500);
    const pseudonym = pseudonymOf(await companyKeySecret(), company.companyId, login);
    const stopped = await getErasure(company.companyId, pseudonym);
    expect(stopped).toMatchObject({ status: 'running', stepsDone: 6, login });
    expect(await getNotificationRecipients(company.companyId, notificationOf.get(login) ?? '')).toEqual([
      login,
    ]);

    dynamoClient().middlewareStack.remove(FAULT);
    const finished = await ok('/eraseEmployeeData', { login });
    expect(finished.executionId).toBe(stopped?.executionId);
    expect(finished.result).toMatchObject({
      status: 'succeeded',
      counts: { employee: 1, punchDaysKept: 2, requestsDeleted: 1, notificationsChanged: 1 },
    });
    expect(await getNotificationRecipients(company.companyId, notificationOf.get(login) ?? '')).toEqual([]);
    const erasure = await getErasure(company.companyId, pseudonym);
    expect(erasure?.status).toBe('finished');
    expect(erasure).not.toHaveProperty('login');
    const executions = await listCompanyExecutions(company.companyId);
    expect(
      executions.find(({ record }) => record.executionId === finished.executionId)?.record,
    ).toMatchObject({
      kind: 'erasure',
      status: 'succeeded',
      counts: { stepsDone: 13, steps: 13 },
    });
    const naming = await itemsNaming(login);
    expect(naming.every((item) => item.type === 'PunchDay' && typeof item.erasedAt === 'string')).toBe(true);
  });

  it('stops at its time budget with the execution running, and the next run finishes it', async () => {
    const login = uniqueId('budget');
    await personWithData(login);
    const first = await eraseEmployeeData(company.companyId, login, { deadline: Date.now() - 1 });
    expect(first.status).toBe('running');
    const second = await eraseEmployeeData(company.companyId, login);
    expect(second).toMatchObject({ executionId: first.executionId, status: 'succeeded' });
  });
});

describe('an erasure racing punches for the same login', () => {
  it('leaves no record naming the person that the export does not list', async () => {
    const login = uniqueId('race');
    await personWithData(login);
    const punch = (i: number) =>
      call('/recordPunch', {
        username: login,
        actionType: 'END_DAY',
        actionDatetimeSent: `${addDays(today, -i)}T20:00:0${i}Z`,
        hostname: 'NB',
        locationType: 'office',
      });
    const [erased, ...punches] = await Promise.all([
      eraseToEnd(() => call('/eraseEmployeeData', { login })),
      ...Array.from({ length: 6 }, (_, i) => punch(i)),
    ]);
    expect(erased.status).toBe(200);
    // Each punch landed before the erasure (kept with the day), after it (404: no such employee),
    // or on a day kept already (409): none failed otherwise.
    for (const answer of punches) expect([200, 404, 409], answer.text).toContain(answer.status);

    const exported = await ok('/exportEmployeeData', { login });
    const listedDays = new Set(
      exported.result.records.filter((r: Json) => r.kind === 'PunchDay').map((r: Json) => r.dates.day),
    );
    // A punch refused after the erasure (404) left its failure's transmission naming the login:
    // a new write, which the export lists.
    const listedTransmissions = new Set(
      exported.result.records
        .filter((r: Json) => r.kind === 'Transmission')
        .map((r: Json) => r.fields.requestId),
    );
    for (const item of await itemsNaming(login)) {
      expect(['PunchDay', 'Erasure', 'Transmission'], JSON.stringify(item)).toContain(item.type);
      if (item.type === 'PunchDay') expect(listedDays).toContain(item.date);
      if (item.type === 'Transmission') expect(listedTransmissions).toContain(item.requestId);
    }
    // Erasing again leaves only kept days.
    await ok('/eraseEmployeeData', { login });
    const left = await itemsNaming(login);
    expect(left.filter((item) => !(item.type === 'PunchDay' && item.erasedAt))).toEqual([]);
  });
});

describe('an erasure racing an import of the same login', () => {
  it('leaves the imported person listed by the export, or erased, never a record the export does not list', async () => {
    const login = uniqueId('reimport');
    await personWithData(login);
    const [erased, imported] = await Promise.all([
      eraseToEnd(() => call('/eraseEmployeeData', { login })),
      call('/masterData', {
        data: { employees: [employee(login, { email: `${login}@runs.example`, department: 'Later' })] },
      }),
    ]);
    expect(erased.status, erased.text).toBe(200);
    expect(imported.status, imported.text).toBe(200);

    const exported = await ok('/exportEmployeeData', { login });
    const kinds = new Set(exported.result.records.map((r: Json) => r.kind));
    const naming = await itemsNaming(login);
    // The import landed after the erasure took the master data (a new person, kept and listed) or
    // before (erased with the rest).
    const employees = naming.filter((item) => item.type === 'Employee');
    if (employees.length > 0) expect(kinds).toContain('Employee');
    for (const item of naming) {
      // The erased person's kept time records are listed to no one once the login is a new person.
      if (typeof item.erasedAt === 'string') continue;
      expect([...kinds], JSON.stringify(item)).toContain(item.type);
    }
  });
});
