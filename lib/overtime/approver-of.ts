/** Who approves an employee's overtime, for the MCP tool whoIsManagerOf: the rule /requestExtension applies. */

import type { Company } from '../companies/company.js';
import { companyOf } from '../companies/company-of.js';
import type { Employee } from '../masterdata/employee.js';
import { employeeOf } from '../masterdata/employee-of.js';
import { AppError } from '../shared/errors.js';
import { type Approver, resolveApprover } from './approver.js';

export interface ApproverOf {
  company: Company;
  employee: Employee;
  /** Null when no rule finds anyone (no manager, no overtimeManagers, no default manager). */
  approver: Approver | null;
}

export async function approverOf(companyId: string, login: string): Promise<ApproverOf> {
  // Both read at once; a missing company is named before a missing employee.
  const employee = employeeOf(companyId, login);
  employee.catch(() => undefined);
  const company = await companyOf(companyId);
  const { profile } = await employee;
  try {
    return { company, employee: profile, approver: resolveApprover(company, profile) };
  } catch (error) {
    // The rules refusing is an answer here; a failure to read anything is not.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { company, employee: profile, approver: null };
  }
}
