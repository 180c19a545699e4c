/**
 * Who a login names, for an export or an erasure: the employee master data holds (read strongly
 * consistent), the erasure of that login if there was one, and the person to look for (their login,
 * and the e-mail master data or a running erasure still knows).
 */
import { companyKeySecret } from '../companies/resolve-company.js';
import { getEmployee } from '../dynamo/employee-store.js';
import { getErasure } from '../dynamo/erasure-store.js';
import type { StoredEmployee } from '../masterdata/employee.js';
import type { ErasureRecord } from './erasure-record.js';
import { type Person, personOf, pseudonymOf } from './person.js';

export interface Subject {
  person: Person;
  pseudonym: string;
  employee: StoredEmployee | undefined;
  erasure: ErasureRecord | undefined;
}

export async function subjectOf(companyId: string, login: string): Promise<Subject> {
  const pseudonym = pseudonymOf(await companyKeySecret(), companyId, login);
  const [employee, erasure] = await Promise.all([
    getEmployee(companyId, login, true),
    getErasure(companyId, pseudonym),
  ]);
  const email = employee?.profile.email ?? (erasure?.status === 'running' ? erasure.email : undefined);
  return { person: personOf(companyId, login, email), pseudonym, employee, erasure };
}
