/**
 * Finding employees, departments and managers of a company by a free-text query: case- and
 * accent-insensitive substring match. Reads the company's employees, the shards in parallel (Query,
 * no Scan).
 */
import { listAllEmployees } from '../dynamo/employee-store.js';
import type { Employee } from './employee.js';

export type SearchDataset = 'employees' | 'departments' | 'managers';

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** An employee found: the required fields, and e-mail and manager (null when master data has none). */
export type EmployeeMatch = Pick<Employee, 'login' | 'name' | 'department' | 'role' | 'active'> & {
  email: string | null;
  manager: string | null;
};

export interface DepartmentMatch {
  department: string;
  employees: number;
  activeEmployees: number;
}

export interface ManagerMatch {
  email: string;
  /** Employees whose manager or default manager this is. */
  reports: number;
  /** The employee with that e-mail, when there is one. */
  login: string | null;
  name: string | null;
}

const matches = (query: string, ...fields: Array<string | undefined | null>) =>
  fields.some((field) => typeof field === 'string' && foldText(field).includes(query));

/** Reads every employee of the company (5,000 at the scale we design for: a few Query pages per shard, shards in parallel). */
export async function searchEmployees(
  companyId: string,
  dataset: SearchDataset,
  query: string,
): Promise<EmployeeMatch[] | DepartmentMatch[] | ManagerMatch[]> {
  const employees = await listAllEmployees(companyId);
  const q = foldText(query.trim());
  if (dataset === 'employees') {
    return employees
      .map(({ profile }) => profile)
      .filter((p) => matches(q, p.login, p.name, p.email, p.department, p.role))
      .map((p) => ({
        login: p.login,
        name: p.name,
        department: p.department,
        role: p.role,
        active: p.active,
        email: p.email ?? null,
        manager: p.manager ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  if (dataset === 'departments') {
    const departments = new Map<string, DepartmentMatch>();
    for (const { profile } of employees) {
      const entry = departments.get(profile.department) ?? {
        department: profile.department,
        employees: 0,
        activeEmployees: 0,
      };
      entry.employees += 1;
      if (profile.active) entry.activeEmployees += 1;
      departments.set(profile.department, entry);
    }
    return [...departments.values()]
      .filter((d) => matches(q, d.department))
      .sort((a, b) => a.department.localeCompare(b.department));
  }
  const byEmail = new Map(
    employees.filter((e) => e.profile.email).map((e) => [e.profile.email?.toLowerCase(), e.profile]),
  );
  const managers = new Map<string, ManagerMatch>();
  for (const { profile } of employees) {
    for (const email of new Set(
      [profile.manager, profile.defaultManager]
        .filter((m): m is string => Boolean(m))
        .map((m) => m.toLowerCase()),
    )) {
      const person = byEmail.get(email);
      const entry = managers.get(email) ?? {
        email,
        reports: 0,
        login: person?.login ?? null,
        name: person?.name ?? null,
      };
      entry.reports += 1;
      managers.set(email, entry);
    }
  }
  return [...managers.values()]
    .filter((m) => matches(q, m.email, m.name, m.login))
    .sort((a, b) => a.email.localeCompare(b.email));
}
