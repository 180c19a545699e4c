/**
 * A request per key-based endpoint that succeeds on a healthy table, fresh on every call (`n`), for
 * the fault suites: each is sent while DynamoDB fails, and what it leaves behind is compared.
 */
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http } from '../../support/gateway.js';

export const BOSS = 'boss@faults.example';

export interface FaultTarget {
  path: string;
  /** Writes several independent items (each atomic, the whole not): a retry completes it. */
  batch?: boolean;
  /** Sets up what the request needs (a pending request to approve, a rule to deactivate). */
  prepare?: (baseUrl: string, company: TestCompany, n: number) => Promise<void>;
  body: (n: number) => Record<string, unknown>;
}

const day = (n: number) => `2026-0${1 + (n % 9)}-${String(1 + (n % 27)).padStart(2, '0')}`;

export async function faultCompany(): Promise<TestCompany> {
  return newCompany({
    overtimeManagers: [BOSS],
    employees: [employee('ana', { manager: BOSS, email: 'ana@faults.example' }), employee('bia')],
  });
}

async function post(baseUrl: string, path: string, body: Record<string, unknown>): Promise<void> {
  const answer = await http(`${baseUrl}${path}`, { body });
  if (answer.status !== 200) throw new Error(`${path} set-up failed: ${answer.status} ${answer.text}`);
}

export function faultTargets(company: TestCompany): FaultTarget[] {
  const key = company.key;
  return [
    {
      path: '/masterData',
      batch: true,
      body: (n) => ({
        key,
        data: { employees: Array.from({ length: 60 }, (_, i) => employee(`m${n}-${i}`, { role: `r${n}` })) },
      }),
    },
    { path: '/integrationValidatorData', body: () => ({ key }) },
    {
      path: '/requestExtension',
      body: (n) => ({
        key,
        user: 'ana',
        reqMinutes: 10 + n,
        justification: 'Plantão',
        extraTime: `${day(n)} 18:00:00`,
      }),
    },
    { path: '/listExtensionRequests', body: () => ({ key, email: BOSS }) },
    {
      path: '/approveRequest',
      prepare: (baseUrl, _company, n) =>
        post(baseUrl, '/requestExtension', {
          key,
          user: 'bia',
          reqMinutes: 5,
          justification: 'x',
          extraTime: `${day(n)} 19:00:00`,
        }),
      body: () => ({ key, employee: 'bia', managerEmail: BOSS, approved: true }),
    },
    {
      path: '/recordPunch',
      body: (n) => ({
        key,
        username: 'ana',
        actionType: 'BEGIN_DAY',
        actionDatetimeSent: `${day(n)}T11:00:00Z`,
        hostname: 'NB-01',
        locationType: 'office',
      }),
    },
    {
      path: '/sendPunchClock',
      body: (n) => ({
        key,
        username: 'bia',
        date: day(n),
        beginDay: `${day(n)}T09:00:00Z`,
        endDay: `${day(n)}T17:00:00Z`,
        hostname: 'NB-02',
        locationType: 'home',
      }),
    },
    { path: '/listPunchClockByDay', body: (n) => ({ key, date: day(n) }) },
    { path: '/getEvents', body: (n) => ({ key, dateBegin: day(n), dateEnd: day(n) }) },
    {
      path: '/setEvent',
      body: (n) => ({
        key,
        events: [
          {
            id: `evt-${n}`,
            name: 'Offsite',
            dateTimeBegin: `${day(n)} 09:00:00`,
            dateTimeEnd: `${day(n)} 18:00:00`,
          },
        ],
      }),
    },
    {
      path: '/setEvent',
      batch: true,
      body: (n) => ({
        key,
        events: Array.from({ length: 12 }, (_, i) => ({
          id: `evts-${n}-${i}`,
          name: `E${i}`,
          dateTimeBegin: `${day(n)} 09:00:00`,
          dateTimeEnd: `${day(n)} 10:00:00`,
        })),
      }),
    },
    { path: '/listAppClassificationRules', body: () => ({ key }) },
    {
      path: '/insertAppClassificationRule',
      body: (n) => ({ key, app_name_pt: `Rule ${n}`, regex_rule: `^app${n}$` }),
    },
    {
      path: '/deactivateAppClassificationRule',
      prepare: (baseUrl, _company, n) =>
        post(baseUrl, '/insertAppClassificationRule', { key, app_name_pt: `Old ${n}`, regex_rule: 'x' }),
      body: (n) => ({ key, app_name_pt: `Old ${n}` }),
    },
    {
      path: '/insertNotification',
      body: (n) => ({
        key,
        notification: {
          notification_id: `n-${n}`,
          title: 'Aviso',
          recurrency: false,
          one_time: '2026-05-01 10:00:00',
        },
        employees: ['ana', 'bia'],
      }),
    },
  ];
}
