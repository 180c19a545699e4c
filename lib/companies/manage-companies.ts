/** Provider-side company administration: create companies, issue, rotate and revoke their keys. */
import { randomBytes } from 'node:crypto';
import {
  addCompanyKeyId,
  deleteCompany as deleteCompanyRecord,
  getCompany,
  pageCompanies,
  putNewCompany,
  replaceCompanyKeyIds,
  setRequireToolConfirmation,
} from '../dynamo/company-store.js';
import { isTimeZone } from '../shared/dates.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf, NotFoundError, ValidationError } from '../shared/errors.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import { type Company, isTestCompanyName } from './company.js';
import { encryptCompanyKey } from './company-key.js';
import { clearCompanyCache, companyKeySecret } from './resolve-company.js';

const newId = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('hex')}`;

export interface CreateCompanyInput {
  name: string;
  timezone?: string;
  overtimeManagers?: string[];
  /** Fixed id, for the demo seed; random otherwise. */
  companyId?: string;
  /** A test company whatever its name (a sandbox): it sends no e-mail. */
  test?: boolean;
  sandbox?: Company['sandbox'];
}

export interface IssuedKey {
  companyId: string;
  keyId: string;
  key: string;
}

async function issueKey(companyId: string, keyId: string): Promise<IssuedKey> {
  return { companyId, keyId, key: encryptCompanyKey({ companyId, keyId }, await companyKeySecret()) };
}

export async function createCompany(input: CreateCompanyInput): Promise<{ company: Company } & IssuedKey> {
  const name = input.name.trim();
  if (!name) throw new ValidationError('name must not be empty');
  const timezone = input.timezone ?? 'UTC';
  if (!isTimeZone(timezone)) throw new ValidationError(`timezone '${timezone}' is not an IANA time zone`);
  const keyId = newId('k_', 6);
  const company: Company = {
    companyId: input.companyId ?? newId('co_', 8),
    name,
    timezone,
    overtimeManagers: input.overtimeManagers ?? [],
    isTest: input.test === true || isTestCompanyName(name),
    ...(input.sandbox ? { sandbox: input.sandbox } : {}),
    activeKeyIds: [keyId],
    createdAt: new Date().toISOString(),
  };
  await putNewCompany(company);
  return { company, ...(await issueKey(company.companyId, keyId)) };
}

/** A new key for the company; the old ones stay valid until revoked. */
export async function rotateKey(companyId: string): Promise<IssuedKey> {
  const keyId = newId('k_', 6);
  await addCompanyKeyId(companyId, keyId);
  clearCompanyCache();
  return issueKey(companyId, keyId);
}

export async function revokeKey(
  companyId: string,
  keyId: string,
): Promise<{ companyId: string; revoked: string; activeKeyIds: string[] }> {
  return updateOptimistically({
    read: () => getCompany(companyId),
    write: async (company) => {
      if (!company) throw errorOf(ERRORS.unknownCompany, { companyId });
      if (!company.activeKeyIds.includes(keyId))
        throw new NotFoundError(`key id ${keyId} is not active for ${companyId}`);
      const next = company.activeKeyIds.filter((id) => id !== keyId);
      if (!(await replaceCompanyKeyIds(companyId, company.activeKeyIds, next))) return AGAIN;
      clearCompanyCache();
      return { companyId, revoked: keyId, activeKeyIds: next };
    },
    exhausted: () =>
      new ConflictError(`the keys of ${companyId} keep changing under concurrent changes; try again`),
  });
}

/**
 * Whether a person must confirm every change an MCP tool makes for the company (clients that cannot
 * ask are then refused). MCP instances see it within COMPANY_CACHE_MS (60 s).
 */
export async function setToolConfirmation(
  companyId: string,
  required: boolean,
): Promise<{ companyId: string; requireToolConfirmation: boolean }> {
  if (!(await setRequireToolConfirmation(companyId, required)))
    throw errorOf(ERRORS.unknownCompany, { companyId });
  clearCompanyCache();
  return { companyId, requireToolConfirmation: required };
}

export async function deleteCompany(companyId: string): Promise<{ companyId: string; deleted: boolean }> {
  const deleted = await deleteCompanyRecord(companyId);
  if (!deleted) throw errorOf(ERRORS.unknownCompany, { companyId });
  clearCompanyCache();
  return { companyId, deleted };
}

export interface CompanyListing {
  companies: Company[];
  /** Present only when more follow; passed back unchanged as `cursor`. */
  nextCursor?: string;
}

/** A page of every company by name (the MCP tool listTenants). */
export async function listCompanies(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<CompanyListing> {
  const { records, ...next } = await pageCompanies(page);
  return { companies: records, ...next };
}
