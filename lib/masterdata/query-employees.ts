/**
 * Listing a company's employees by exact filters (the MCP tool masterDataQuery), a page at a time
 * in the fixed order of the store. A selective filter skips most employees, so each call reads a
 * bounded number and, when it stops short, says where it got to.
 */
import { pageEmployees } from '../dynamo/employee-store.js';
import type { Employee } from './employee.js';
import { foldText } from './search-employees.js';

/** Employees read per Query, and Queries per call (at most 2,000 employees): a selective filter over 5,000 pages on. */
const READ_SIZE = 250;
const MAX_QUERIES = 8;

/** Every filter given must match: department and role compared without case or accents, manager without case. */
export interface EmployeeFilters {
  department?: string | undefined;
  role?: string | undefined;
  active?: boolean | undefined;
  manager?: string | undefined;
}

export function employeeMatcher(filters: EmployeeFilters): (employee: Employee) => boolean {
  const department = filters.department === undefined ? undefined : foldText(filters.department.trim());
  const role = filters.role === undefined ? undefined : foldText(filters.role.trim());
  const manager = filters.manager?.trim().toLowerCase();
  return (e) =>
    (department === undefined || foldText(e.department.trim()) === department) &&
    (role === undefined || foldText(e.role.trim()) === role) &&
    (filters.active === undefined || e.active === filters.active) &&
    (manager === undefined || e.manager?.trim().toLowerCase() === manager);
}

export interface EmployeeListing {
  /** Each as last submitted. */
  employees: Employee[];
  /** Present when more may follow; passed back unchanged as `cursor`. */
  nextCursor?: string;
}

export async function queryEmployees(
  companyId: string,
  filters: EmployeeFilters,
  page: { limit: number; cursor?: string | undefined },
): Promise<EmployeeListing> {
  const matches = employeeMatcher(filters);
  const { records, ...next } = await pageEmployees(companyId, {
    ...page,
    matches: (stored) => matches(stored.profile),
    params: { filters },
    readSize: READ_SIZE,
    maxQueries: MAX_QUERIES,
  });
  return { employees: records.map((stored) => stored.profile), ...next };
}
