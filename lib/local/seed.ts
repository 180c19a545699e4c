/**
 * The demo data `npm start` seeds: a demo company with employees, and a HOMOLOG test company, each
 * a plan written through the service's use cases, as a sandbox company is.
 */
import { addChatbotUser, resolveChatbotUser } from '../auth/chatbot-users.js';
import { issueChatbotToken } from '../auth/exchange-idp-token.js';
import { issueAccessToken } from '../auth/issue-access-token.js';
import { registerClient } from '../auth/oauth-clients.js';
import { DEFAULT_CHATBOT_FAMILIES, SCOPE_FAMILIES } from '../auth/scopes.js';
import { encryptCompanyKey } from '../companies/company-key.js';
import { companyKeySecret } from '../companies/resolve-company.js';
import { getCompany } from '../dynamo/company-store.js';
import type { Employee } from '../masterdata/employee.js';
import type { SendPunchClockInput } from '../punch/schemas.js';
import { buildCompany, type CompanyPlan } from '../sandbox/company-plan.js';

export const DEMO_COMPANY_ID = 'co_demo';
export const HOMOLOG_COMPANY_ID = 'co_homolog';

export const DEMO_EMPLOYEES: Employee[] = [
  {
    login: 'ana.souza',
    name: 'Ana Souza',
    department: 'Sales',
    role: 'Account Executive',
    active: true,
    email: 'ana.souza@demo.example',
    manager: 'maria.lima@demo.example',
    defaultManager: 'ops.lead@demo.example',
  },
  {
    login: 'bruno.costa',
    name: 'Bruno Costa',
    department: 'Sales',
    role: 'Sales Analyst',
    active: true,
    email: 'bruno.costa@demo.example',
    defaultManager: 'ops.lead@demo.example',
  },
  {
    login: 'carla.dias',
    name: 'Carla Dias',
    department: 'Support',
    role: 'Support Agent',
    active: true,
    email: 'carla.dias@demo.example',
    manager: 'joao.pereira@demo.example',
  },
  {
    login: 'diego.alves',
    name: 'Diego Alves',
    department: 'Support',
    role: 'Support Agent',
    active: true,
    email: 'diego.alves@demo.example',
  },
  {
    login: 'maria.lima',
    name: 'Maria Lima',
    department: 'Sales',
    role: 'Sales Manager',
    active: true,
    email: 'maria.lima@demo.example',
  },
  {
    login: 'joao.pereira',
    name: 'João Pereira',
    department: 'Support',
    role: 'Support Manager',
    active: true,
    email: 'joao.pereira@demo.example',
  },
  {
    login: 'elisa.rocha',
    name: 'Elisa Rocha',
    department: 'Finance',
    role: 'Controller',
    active: false,
    email: 'elisa.rocha@demo.example',
    costCenter: 'FIN-01',
  },
];

/**
 * Punch days of the demo company, on the fixed dates the documentation's examples query: ana.souza
 * worked 7h40 on 2026-11-20, beginning 20 minutes after 09:00 in São Paulo.
 */
export const DEMO_PUNCH_DAYS: SendPunchClockInput[] = [
  {
    username: 'ana.souza',
    date: '2026-11-20',
    beginDay: '2026-11-20T12:20:00Z',
    beginLunch: '2026-11-20T15:00:00Z',
    endLunch: '2026-11-20T16:00:00Z',
    endDay: '2026-11-20T21:00:00Z',
    hostname: 'NB-ANA-01',
    locationType: 'office',
    source: 'demo-seed',
  },
];

export interface SeededCompany {
  companyId: string;
  name: string;
  key: string;
}

/** The demo companies as plans, built by the code that builds sandboxes (lib/sandbox/company-plan.ts). */
export const DEMO_PLAN: CompanyPlan = {
  company: {
    name: 'Acme Demo',
    timezone: 'America/Sao_Paulo',
    overtimeManagers: ['overtime.approvals@demo.example'],
  },
  employees: DEMO_EMPLOYEES,
  punchDays: DEMO_PUNCH_DAYS,
};
export const HOMOLOG_PLAN: CompanyPlan = {
  company: {
    name: 'Acme HOMOLOG',
    timezone: 'America/Sao_Paulo',
    overtimeManagers: ['overtime.approvals@demo.example'],
  },
  employees: DEMO_EMPLOYEES.slice(0, 3).map((employee) => ({ ...employee })),
};

/** Builds the company from its plan, or, when it exists (persisted data), issues a key again. */
async function seedCompany(companyId: string, plan: CompanyPlan): Promise<SeededCompany> {
  const existing = await getCompany(companyId);
  if (existing?.activeKeyIds[0]) {
    const key = encryptCompanyKey({ companyId, keyId: existing.activeKeyIds[0] }, await companyKeySecret());
    return { companyId, name: existing.name, key };
  }
  const { company, key } = await buildCompany(plan, { companyId });
  return { companyId, name: company.name, key };
}

export async function seedDemo(): Promise<{ demo: SeededCompany; homolog: SeededCompany }> {
  const demo = await seedCompany(DEMO_COMPANY_ID, DEMO_PLAN);
  const homolog = await seedCompany(HOMOLOG_COMPANY_ID, HOMOLOG_PLAN);
  return { demo, homolog };
}

export const DEMO_SERVICE_CLIENT_ID = 'demo-service';
/** An employee of the demo company only (ana.souza is also in the HOMOLOG company). */
export const DEMO_CHATBOT_EMAIL = 'maria.lima@demo.example';

export interface TokenDemo {
  serviceClientId: string;
  serviceClientSecret: string;
  serviceToken: string;
  chatbotUserEmail: string;
  chatbotToken: string;
}

/**
 * A service client with every scope of the demo company (and all tickets), a fresh secret on every
 * start (only its hash is stored, so a persisted one cannot be shown again), and a token of each mode.
 */
export async function seedTokenDemo(): Promise<TokenDemo> {
  const client = await registerClient({
    clientId: DEMO_SERVICE_CLIENT_ID,
    scopes: [...SCOPE_FAMILIES.map((family) => `${family}:${DEMO_COMPANY_ID}`), 'read:tickets:*'],
    replace: true,
  });
  const service = await issueAccessToken({ sub: client.client_id, scopes: client.scopes, mode: 'service' });
  // Employees persisted before they were indexed by e-mail are not found; adding the user covers them.
  const user = await resolveChatbotUser(DEMO_CHATBOT_EMAIL, DEMO_COMPANY_ID).catch(async () => {
    await addChatbotUser({
      companyId: DEMO_COMPANY_ID,
      email: DEMO_CHATBOT_EMAIL,
      scopes: DEFAULT_CHATBOT_FAMILIES,
    });
    return resolveChatbotUser(DEMO_CHATBOT_EMAIL, DEMO_COMPANY_ID);
  });
  const chatbot = await issueChatbotToken(user);
  return {
    serviceClientId: client.client_id,
    serviceClientSecret: client.client_secret,
    serviceToken: service.accessToken,
    chatbotUserEmail: DEMO_CHATBOT_EMAIL,
    chatbotToken: chatbot.access_token,
  };
}
