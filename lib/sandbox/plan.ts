/**
 * What a sandbox company holds, as the requests an integration would have sent: a month of a
 * 50-person company in 5 departments and 2 time zones, with the days people really have (late
 * starts, skipped lunches, absences), calendar events, overtime requests pending, approved and
 * rejected, application rules and notifications. Pure and deterministic: every variation is a hash
 * of the sandbox's name, the month and what varies, so the same name and month always give the
 * same plan, on any machine and any day.
 */
import { createHash } from 'node:crypto';
import { datesOf } from '../analytics/range.js';
import type { Employee } from '../masterdata/employee.js';
import { foldText } from '../masterdata/search-employees.js';
import { formatUtcInstant, lastDayOfMonth, parseLocalDateTime } from '../shared/dates.js';
import type { CompanyPlan, PlannedRequest } from './company-plan.js';

export const SANDBOX_TIME_ZONE = 'America/Sao_Paulo';
/** The second time zone: the Engineering department works from Lisbon. */
export const REMOTE_TIME_ZONE = 'Europe/Lisbon';
export const SANDBOX_DOMAIN = 'sandbox.example';
export const OVERTIME_DESK = `overtime.desk@${SANDBOX_DOMAIN}`;

const DEPARTMENTS = [
  { name: 'Sales', manager: 'Sales Manager', role: 'Account Executive', timeZone: SANDBOX_TIME_ZONE },
  { name: 'Support', manager: 'Support Manager', role: 'Support Agent', timeZone: SANDBOX_TIME_ZONE },
  {
    name: 'Engineering',
    manager: 'Engineering Manager',
    role: 'Software Engineer',
    timeZone: REMOTE_TIME_ZONE,
  },
  { name: 'Finance', manager: 'Finance Manager', role: 'Financial Analyst', timeZone: SANDBOX_TIME_ZONE },
  {
    name: 'Operations',
    manager: 'Operations Manager',
    role: 'Operations Analyst',
    timeZone: SANDBOX_TIME_ZONE,
  },
] as const;
const PER_DEPARTMENT = 10;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nuno',
  'Olívia',
  'Pedro',
  'Quésia',
  'Rafael',
  'Sofia',
  'Tiago',
  'Úrsula',
  'Vítor',
  'Wanda',
  'Xavier',
  'Yara',
  'Zeca',
  'Beatriz',
  'Caio',
  'Débora',
  'Enzo',
];
const LAST_NAMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Henriques',
  'Infante',
  'Jardim',
  'Lopes',
  'Monteiro',
  'Nogueira',
  'Oliveira',
  'Pacheco',
  'Queiroz',
  'Ribeiro',
  'Santos',
  'Teixeira',
  'Vasconcelos',
];

/** A whole number in [0, n) chosen by the seed and the parts: the same parts, the same number. */
export function pick(seed: string, n: number, ...parts: Array<string | number>): number {
  return (
    createHash('sha256')
      .update([seed, ...parts].join('|'))
      .digest()
      .readUInt32BE(0) % n
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
/** `HH:mm:ss` of minutes after midnight. */
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

export interface SandboxEmployee extends Employee {
  department: string;
}

/** The company's 50 people: a manager and nine others per department; two have left. */
function employeesOf(seed: string): SandboxEmployee[] {
  const employees: SandboxEmployee[] = [];
  DEPARTMENTS.forEach((department, d) => {
    let managerEmail = '';
    for (let i = 0; i < PER_DEPARTMENT; i++) {
      const n = d * PER_DEPARTMENT + i;
      const first =
        FIRST_NAMES[(n + pick(seed, FIRST_NAMES.length, 'first', d)) % FIRST_NAMES.length] ?? 'Ana';
      const last = LAST_NAMES[pick(seed, LAST_NAMES.length, 'last', n)] ?? 'Santos';
      // The number keeps logins unique whatever names the hash picks.
      const login = `${foldText(first)}.${foldText(last)}${pad(n + 1)}`;
      const email = `${login}@${SANDBOX_DOMAIN}`;
      const isManager = i === 0;
      employees.push({
        login,
        name: `${first} ${last}`,
        department: department.name,
        role: isManager ? department.manager : department.role,
        active: n !== 18 && n !== 37,
        email,
        // Managers' own overtime goes to the company's overtime desk.
        ...(isManager ? {} : { manager: managerEmail }),
        ...(department.timeZone === SANDBOX_TIME_ZONE ? {} : { timezone: department.timeZone }),
        employeeNumber: `S-${1001 + n}`,
      });
      if (isManager) managerEmail = email;
    }
  });
  return employees;
}

/** Monday to Friday dates of the month. */
export function workdaysOf(month: string): string[] {
  return datesOf(`${month}-01`, lastDayOfMonth(month)).filter((day) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });
}

const instant = (date: string, minutes: number, timeZone: string) =>
  formatUtcInstant(parseLocalDateTime(`${date} ${clock(minutes)}`, timeZone) ?? 0);

/** What kind of day a person had: most are ordinary; some start late, skip lunch or are absent. */
export type DayKind = 'ordinary' | 'late' | 'noLunch' | 'absent';

export function dayKindOf(seed: string, login: string, date: string): DayKind {
  const roll = pick(seed, 100, 'day', login, date);
  if (roll < 4) return 'absent';
  if (roll < 16) return 'late';
  if (roll < 24) return 'noLunch';
  return 'ordinary';
}

function punchDaysOf(seed: string, employees: readonly SandboxEmployee[], month: string) {
  return employees
    .filter((employee) => employee.active)
    .flatMap((employee) =>
      workdaysOf(month).flatMap((date) => {
        const kind = dayKindOf(seed, employee.login, date);
        if (kind === 'absent') return [];
        const zone = employee.timezone ?? SANDBOX_TIME_ZONE;
        const vary = (what: string, n: number) => pick(seed, n, what, employee.login, date);
        const begin = kind === 'late' ? 9 * 60 + 20 + vary('late', 70) : 8 * 60 + 45 + vary('begin', 20);
        const lunch = 12 * 60 + vary('lunch', 30);
        const end = Math.max(begin + 8 * 60, 17 * 60 + 50 + vary('end', 40));
        const field = employee.department === 'Sales' && vary('field', 5) === 0;
        return [
          {
            username: employee.login,
            date,
            beginDay: instant(date, begin, zone),
            ...(kind === 'noLunch'
              ? {}
              : { beginLunch: instant(date, lunch, zone), endLunch: instant(date, lunch + 60, zone) }),
            endDay: instant(date, end, zone),
            hostname: `NB-${employee.employeeNumber}`,
            locationType: field ? 'field' : vary('home', 4) === 0 ? 'home' : 'office',
            source: 'sandbox',
          },
        ];
      }),
    );
}

function eventsOf(employees: readonly SandboxEmployee[], month: string) {
  const days = workdaysOf(month);
  const everyone = employees.filter((employee) => employee.active).map((employee) => employee.login);
  const of = (department: string) =>
    employees.filter((e) => e.active && e.department === department).map((e) => e.login);
  const on = (index: number) => days[Math.min(index, days.length - 1)] ?? `${month}-01`;
  return [
    {
      id: `sbx-allhands-${month}`,
      name: 'All-hands',
      users: everyone,
      day: on(0),
      from: '10:00',
      to: '11:00',
    },
    ...DEPARTMENTS.map((department, d) => ({
      id: `sbx-${foldText(department.name)}-weekly-${month}`,
      name: `${department.name} weekly`,
      users: of(department.name),
      day: on(2 + d),
      from: '09:30',
      to: '10:00',
    })),
    {
      id: `sbx-training-${month}`,
      name: 'Security training',
      users: everyone,
      day: on(10),
      from: '14:00',
      to: '15:30',
    },
    {
      id: `sbx-offsite-${month}`,
      name: 'Sales offsite (cancelled)',
      users: of('Sales'),
      day: on(15),
      from: '09:00',
      to: '18:00',
      active: false,
    },
  ].map(({ day, from, to, active, ...event }) => ({
    ...event,
    workstation: 'Sandbox HQ',
    dateTimeBegin: `${day} ${from}:00`,
    dateTimeEnd: `${day} ${to}:00`,
    ...(active === false ? { active: false } : {}),
  }));
}

/** Twelve requests of twelve people: four still pending, five approved, three rejected. */
function requestsOf(seed: string, employees: readonly SandboxEmployee[], month: string): PlannedRequest[] {
  const staff = employees.filter((employee) => employee.active && employee.manager);
  const days = workdaysOf(month);
  const outcomes: PlannedRequest['decision'][] = [
    'pending',
    'approved',
    'rejected',
    'approved',
    'pending',
    'approved',
    'rejected',
    'approved',
    'pending',
    'approved',
    'rejected',
    'pending',
  ];
  return outcomes.map((decision, i) => {
    // Three candidates per request, none shared: each person has one request, decided once.
    const employee = staff[i * 3 + pick(seed, 3, 'requester', i)] as SandboxEmployee;
    const day = days[(i * 2 + 3) % days.length] ?? `${month}-01`;
    return {
      user: employee.login,
      reqMinutes: 30 + 15 * pick(seed, 7, 'minutes', i),
      justification:
        ['Fechamento do mês', 'Atendimento de incidente', 'Entrega de proposta', 'Inventário'][i % 4] ?? '',
      extraTime: `${day} 18:00:00`,
      decision,
      approver: employee.manager ?? OVERTIME_DESK,
    };
  });
}

const RULES = [
  { app_name_pt: 'Navegador Chrome', regex_rule: '^chrome(\\.exe)?$', app_class: 'Navegação', rnk: 10 },
  { app_name_pt: 'Slack', regex_rule: '^slack(\\.exe)?$', app_class: 'Comunicação', rnk: 20 },
  { app_name_pt: 'Visual Studio Code', regex_rule: '^code(\\.exe)?$', app_class: 'Desenvolvimento', rnk: 30 },
  { app_name_pt: 'Planilhas Excel', regex_rule: '^excel(\\.exe)?$', app_class: 'Produtividade', rnk: 40 },
  { app_name_pt: 'Zoom', regex_rule: '^zoom(\\.us)?$', app_class: 'Reuniões', rnk: 50 },
  { app_name_pt: 'Jogos', regex_rule: '(steam|epicgames)', app_class: 'Não produtivo' },
];

function notificationsOf(employees: readonly SandboxEmployee[], month: string) {
  const sales = employees.filter((e) => e.active && e.department === 'Sales').map((e) => e.login);
  return [
    {
      notification: {
        notification_id: 'sbx-lembrete-ponto',
        title: 'Lembrete de ponto',
        description: '<p>Registre o <b>fim do expediente</b>.</p>',
        recurrency: true,
        recurrency_type: 'daily',
        buttons: [
          { text: 'Abrir ponto', icon: 'clock', embedURL: 'workforce://punch', iconColor: '#1a73e8' },
        ],
      },
    },
    {
      notification: {
        notification_id: 'sbx-metas-semana',
        title: 'Metas da semana',
        recurrency: true,
        recurrency_type: 'weekly',
      },
      employees: sales,
    },
    {
      notification: {
        notification_id: `sbx-fechamento-${month}`,
        title: 'Fechamento do mês',
        recurrency: false,
        one_time: `${lastDayOfMonth(month)} 09:00:00`,
        image: `https://${SANDBOX_DOMAIN}/fechamento.png`,
      },
    },
  ];
}

/** The sandbox company `name` with the month `month` (`YYYY-MM`) of data. */
export function sandboxPlan(name: string, month: string): CompanyPlan {
  const seed = `${name.trim()}|${month}`;
  const employees = employeesOf(seed);
  return {
    company: {
      name: name.trim(),
      timezone: SANDBOX_TIME_ZONE,
      overtimeManagers: [OVERTIME_DESK],
      test: true,
    },
    employees,
    punchDays: punchDaysOf(seed, employees, month),
    events: eventsOf(employees, month),
    requests: requestsOf(seed, employees, month),
    rules: RULES,
    notifications: notificationsOf(employees, month),
  };
}
