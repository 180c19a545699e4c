/** Company records: the only module that reads or writes them. */
import { isDeepStrictEqual } from 'node:util';
import type { Company } from '../companies/company.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf } from '../shared/errors.js';
import { getRecord } from './get-record.js';
import { companyEntity, companyKeys } from './keys.js';
import { type Listing, type ListQuery, readAll, readListing } from './paging.js';
import { GSI1 } from './table.js';
import { deleted, putNew, setIfExists, transact, written } from './transact.js';

/** Every company, by name. */
const COMPANIES: ListQuery<Company> = {
  entity: companyEntity,
  index: GSI1,
  partitions: [companyKeys.listPartition],
};

export async function getCompany(companyId: string): Promise<Company | undefined> {
  return getRecord(companyEntity, companyKeys.item(companyId));
}

/** Writes a new company; an id in use is a conflict, unless the company there is this very one (a retried put). */
export async function putNewCompany(company: Company): Promise<void> {
  if (!(await putNew(companyEntity.toItem(company))))
    throw new ConflictError(`company ${company.companyId} already exists`);
}

/** An update of the company's key ids; refused, the company as it was then (undefined: none). */
async function updateKeyIds(
  companyId: string,
  update: {
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
  },
): Promise<{ written: boolean; activeKeyIds: unknown }> {
  const { written, found } = await transact([
    {
      Update: { Key: companyKeys.item(companyId), ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
    },
  ]);
  return { written, activeKeyIds: found[0]?.activeKeyIds };
}

/** Adds a key id to the company's active ones, once: a retried update finds it there and is done. */
export async function addCompanyKeyId(companyId: string, keyId: string): Promise<void> {
  const { written, activeKeyIds } = await updateKeyIds(companyId, {
    UpdateExpression: 'SET activeKeyIds = list_append(if_not_exists(activeKeyIds, :empty), :ids)',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(activeKeyIds) OR NOT contains(activeKeyIds, :id))',
    ExpressionAttributeValues: { ':ids': [keyId], ':id': keyId, ':empty': [] },
  });
  if (!written && !(Array.isArray(activeKeyIds) && activeKeyIds.includes(keyId)))
    throw errorOf(ERRORS.unknownCompany, { companyId });
}

/**
 * Replaces the active key ids, only if they are still what the caller read (no lost update). True
 * too when they are already `next`: a retried update whose first answer was lost.
 */
export async function replaceCompanyKeyIds(
  companyId: string,
  expected: string[],
  next: string[],
): Promise<boolean> {
  const { written, activeKeyIds } = await updateKeyIds(companyId, {
    UpdateExpression: 'SET activeKeyIds = :next',
    ConditionExpression: 'activeKeyIds = :expected',
    ExpressionAttributeValues: { ':next': next, ':expected': expected },
  });
  return written || isDeepStrictEqual(activeKeyIds, next);
}

/** Sets whether a person must confirm every change an MCP tool makes; false when there is no company. */
export function setRequireToolConfirmation(companyId: string, required: boolean): Promise<boolean> {
  return setIfExists(companyKeys.item(companyId), { requireToolConfirmation: required });
}

export function deleteCompany(companyId: string): Promise<boolean> {
  return deleted(companyKeys.item(companyId));
}

/** A page of every company by name, for a caller outside any company ('*'), from its cursor. */
export async function pageCompanies(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Listing<Company>> {
  return readListing(COMPANIES, { ...page, tenant: '*', listing: 'companies' });
}

export async function listAllCompanies(): Promise<Company[]> {
  return readAll(COMPANIES);
}

/** Replaces the overtime managers, only if they are still what the caller read (an erasure taking one out). */
export function replaceOvertimeManagers(
  companyId: string,
  expected: readonly string[],
  next: readonly string[],
): Promise<boolean> {
  return written({
    Update: {
      Key: companyKeys.item(companyId),
      UpdateExpression: 'SET overtimeManagers = :next',
      ConditionExpression: 'overtimeManagers = :expected',
      ExpressionAttributeValues: { ':next': next, ':expected': expected },
    },
  });
}

/** Sets the years the company's time records are kept (its later writes take it). */
export function setTimeRecordYears(companyId: string, years: number): Promise<boolean> {
  return setIfExists(companyKeys.item(companyId), { timeRecordYears: years });
}
