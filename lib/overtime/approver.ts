/**
 * Who approves an employee's overtime: one rule (resolveApprover states it), shared by
 * /requestExtension and the MCP tool whoIsManagerOf. Pure: the company and the employee's profile
 * are passed in.
 */
import type { Company } from '../companies/company.js';
import type { Employee } from '../masterdata/employee.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf, ValidationError } from '../shared/errors.js';
import { mailboxOf } from '../shared/mailbox.js';

export type ApproverRule = 'override' | 'specificManager' | 'overtimeManagers' | 'defaultManager';

export interface Approver {
  email: string;
  rule: ApproverRule;
}

/** The employee's own mailboxes: their e-mail, and their login when it is an address. */
function ownMailboxes(employee: Pick<Employee, 'login' | 'email'>): Set<string> {
  const own = new Set<string>();
  if (employee.email) own.add(mailboxOf(employee.email));
  if (employee.login.includes('@')) own.add(mailboxOf(employee.login));
  return own;
}

/**
 * A `manager` sent with the request wins; otherwise (a) the employee's own manager, (b) the first of
 * the company's overtimeManagers, (c) the employee's default manager. Nobody approves their own
 * overtime: a sent manager that reaches the employee's own mailbox (see mailboxOf) is refused, and a
 * rule that would pick it is passed over for the next one.
 */
export function resolveApprover(
  company: Pick<Company, 'overtimeManagers'>,
  employee: Pick<Employee, 'login' | 'email' | 'manager' | 'defaultManager'>,
  managerOverride?: string,
): Approver {
  const own = ownMailboxes(employee);
  if (managerOverride !== undefined) {
    if (own.has(mailboxOf(managerOverride))) {
      throw new ValidationError(
        `invalid fields: manager (reaches the mailbox of employee '${employee.login}', who cannot approve their own request)`,
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
    if (email?.trim() && !own.has(mailboxOf(email))) return { email: email.trim(), rule };
  }
  throw errorOf(ERRORS.noApprover, { login: employee.login });
}
