import { describe, expect, it } from 'vitest';
import { resolveApprover } from '../../../lib/overtime/approver.js';
import { ValidationError } from '../../../lib/shared/errors.js';

const company = (overtimeManagers: string[] = []) => ({ overtimeManagers });
const ana = {
  login: 'ana',
  email: 'ana@x.com',
  manager: 'specific@x.com',
  defaultManager: 'default@x.com',
};

describe('resolveApprover', () => {
  it('(a) takes the employee’s specific manager first', () => {
    expect(resolveApprover(company(['ot@x.com']), ana)).toEqual({
      email: 'specific@x.com',
      rule: 'specificManager',
    });
  });

  it('(b) then the first of the company’s overtimeManagers', () => {
    expect(resolveApprover(company(['ot1@x.com', 'ot2@x.com']), { ...ana, manager: undefined })).toEqual({
      email: 'ot1@x.com',
      rule: 'overtimeManagers',
    });
  });

  it('(c) then the employee’s default manager', () => {
    expect(resolveApprover(company([]), { ...ana, manager: undefined })).toEqual({
      email: 'default@x.com',
      rule: 'defaultManager',
    });
  });

  it('lets a manager sent with the request override the order', () => {
    expect(resolveApprover(company(['ot@x.com']), ana, 'boss@x.com')).toEqual({
      email: 'boss@x.com',
      rule: 'override',
    });
  });

  it('refuses a sent manager that is the employee’s own e-mail, in any case', () => {
    expect(() => resolveApprover(company(), ana, ' ANA@x.com ')).toThrow(ValidationError);
    expect(() => resolveApprover(company(), ana, 'ANA@x.com')).toThrow(/manager/);
  });

  it('passes over a rule that would make the employee approve their own request', () => {
    const overtimeManager = { login: 'ot', email: 'ot@x.com', defaultManager: 'default@x.com' };
    expect(resolveApprover(company(['OT@x.com']), overtimeManager)).toEqual({
      email: 'default@x.com',
      rule: 'defaultManager',
    });
  });

  it('throws a ValidationError naming manager when nobody can approve', () => {
    const lonely = { login: 'solo', email: 'solo@x.com' };
    expect(() => resolveApprover(company([]), lonely)).toThrow(ValidationError);
    expect(() => resolveApprover(company([]), lonely)).toThrow(/no approver found for employee 'solo'/);
  });
});
