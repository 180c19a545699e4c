/** The demo data `npm start` seeds: a demo company with employees, and a HOMOLOG test company. */
import { encryptCompanyKey } from '../companies/company-key.js';
import { createCompany } from '../companies/manage-companies.js';
import { companyKeySecret } from '../companies/resolve-company.js';
import { getCompany } from '../dynamo/company-store.js';
import { putEmployees } from '../dynamo/employee-store.js';
import type { Employee } from '../masterdata/employee.js';

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

export interface SeededCompany {
  companyId: string;
  name: string;
  key: string;
}

/** Creates the company with its employees, or, when it exists (persisted data), issues a key again. */
async function seedCompany(
  companyId: string,
  name: string,
  employees: Employee[],
  overtimeManagers: string[],
): Promise<SeededCompany> {
  const existing = await getCompany(companyId);
  if (existing?.activeKeyIds[0]) {
    const key = encryptCompanyKey({ companyId, keyId: existing.activeKeyIds[0] }, await companyKeySecret());
    return { companyId, name: existing.name, key };
  }
  const created = await createCompany({ companyId, name, timezone: 'America/Sao_Paulo', overtimeManagers });
  await putEmployees(companyId, employees, new Date().toISOString());
  return { companyId, name, key: created.key };
}

export async function seedDemo(): Promise<{ demo: SeededCompany; homolog: SeededCompany }> {
  const demo = await seedCompany(DEMO_COMPANY_ID, 'Acme Demo', DEMO_EMPLOYEES, [
    'overtime.approvals@demo.example',
  ]);
  const homolog = await seedCompany(
    HOMOLOG_COMPANY_ID,
    'Acme HOMOLOG',
    DEMO_EMPLOYEES.slice(0, 3).map((employee) => ({ ...employee })),
    ['overtime.approvals@demo.example'],
  );
  return { demo, homolog };
}
