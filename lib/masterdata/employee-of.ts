/** An employee of a company by login, for the use cases that work on one: NotFoundError when master data lacks it. */
import { getEmployee } from '../dynamo/employee-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import type { StoredEmployee } from './employee.js';

export async function employeeOf(companyId: string, login: string): Promise<StoredEmployee> {
  const stored = await getEmployee(companyId, login);
  if (!stored) throw errorOf(ERRORS.unknownEmployee, { login });
  return stored;
}
