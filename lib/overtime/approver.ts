/**
 * Who approves an employee's overtime: the one rule of interface.md, shared by /requestExtension
 * and the MCP tool whoIsManagerOf. Pure: the company and the employee's profile are passed in.
 */
import type { Company } from '../companies/company.js';
import type { Employee } from '../masterdata/employee.js';
import { ValidationError } from '../shared/errors.js';

export type ApproverRule = 'override' | 'specificManager' | 'overtimeManagers' | 'defaultManager';

export interface Approver {
  email: string;
  rule: ApproverRule;
}

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * A `manager` sent with the request wins; otherwise (a) the employee's own manager, (b) the first of
 * the company's overtimeManagers, (c) the employee's default manager. Nobody approves their own
 * overtime: a sent manager equal to the employee's e-mail is refused, and a rule that would pick
 * the employee is passed over for the next one.
 */
export function resolveApprover(
  company: Pick<Company, 'overtimeManagers'>,
  employee: Pick<Employee, 'login' | 'email' | 'manager' | 'defaultManager'>,
  managerOverride?: string,
): Approver {
  const own = employee.email ? normalised(employee.email) : undefined;
  if (managerOverride !== undefined) {
    if (own !== undefined && normalised(managerOverride) === own) {
      throw new ValidationError(
        `invalid fields: manager (is the e-mail of employee '${employee.login}', who cannot approve their own request)`,
      );
    }
    return { email: managerOverride.trim(), rule: 'override' };
  }
  const candidates: Array<[ApproverRule, string | undefined]> = [
    ['specificManager', employee.manager],
    ['overtimeManagers', company.overtimeManagers[0]],
    ['defaultManager', employee.defaultManager],
  ];
  for (const [rule, email] of candidates) {
    if (email?.trim() && normalised(email) !== own) return { email: email.trim(), rule };
  }
  throw new ValidationError(
    `invalid fields: manager (no approver found for employee '${employee.login}': send manager, set the employee's manager or defaultManager in master data, or the company's overtimeManagers)`,
  );
}
