/** A company by id, for the use cases that work on one: NotFoundError when there is none. */
import { getCompany } from '../dynamo/company-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import type { Company } from './company.js';

export async function companyOf(companyId: string): Promise<Company> {
  const company = await getCompany(companyId);
  if (!company) throw errorOf(ERRORS.unknownCompany, { companyId });
  return company;
}
