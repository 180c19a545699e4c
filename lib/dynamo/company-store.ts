/** Company records: the only module that reads or writes them. */
import { isDeepStrictEqual } from 'node:util';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Company } from '../companies/company.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { isOwnEarlierPut, itemOfConditionFailure, unlessConditionFails } from './errors.js';
import { getRecord } from './get-record.js';
import { companyEntity, companyKeys } from './keys.js';
import { type Listing, type ListQuery, readAll, readListing } from './paging.js';
import { GSI1 } from './table.js';

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
  const item = companyEntity.toItem(company);
  await unlessConditionFails(
    documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    ),
    (error) => {
      if (!isOwnEarlierPut(error, item))
        throw new ConflictError(`company ${company.companyId} already exists`);
    },
  );
}

const activeKeyIdsOf = (error: unknown) => itemOfConditionFailure(error)?.activeKeyIds as unknown;

/** Adds a key id to the company's active ones, once: a retried update finds it there and is done. */
export async function addCompanyKeyId(companyId: string, keyId: string): Promise<void> {
  await unlessConditionFails(
    documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: companyKeys.item(companyId),
        UpdateExpression: 'SET activeKeyIds = list_append(if_not_exists(activeKeyIds, :empty), :ids)',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(activeKeyIds) OR NOT contains(activeKeyIds, :id))',
        ExpressionAttributeValues: { ':ids': [keyId], ':id': keyId, ':empty': [] },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    ),
    (error) => {
      const active = activeKeyIdsOf(error);
      if (!(Array.isArray(active) && active.includes(keyId)))
        throw errorOf(ERRORS.unknownCompany, { companyId });
    },
  );
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
  return unlessConditionFails(
    documentDb()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: companyKeys.item(companyId),
          UpdateExpression: 'SET activeKeyIds = :next',
          ConditionExpression: 'activeKeyIds = :expected',
          ExpressionAttributeValues: { ':next': next, ':expected': expected },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .then(() => true),
    (error) => isDeepStrictEqual(activeKeyIdsOf(error), next),
  );
}

/** Sets whether a person must confirm every change an MCP tool makes; false when there is no company. */
export async function setRequireToolConfirmation(companyId: string, required: boolean): Promise<boolean> {
  return unlessConditionFails(
    documentDb()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: companyKeys.item(companyId),
          UpdateExpression: 'SET requireToolConfirmation = :required',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':required': required },
        }),
      )
      .then(() => true),
    () => false,
  );
}

export async function deleteCompany(companyId: string): Promise<boolean> {
  const { Attributes } = await documentDb().send(
    new DeleteCommand({ TableName: tableName(), Key: companyKeys.item(companyId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
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
