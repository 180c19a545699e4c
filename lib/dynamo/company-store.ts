/** Company records: the only module that reads or writes them. */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Company } from '../companies/company.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { unlessConditionFails, writtenUnlessRefused } from './errors.js';
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

export async function putNewCompany(company: Company): Promise<void> {
  await documentDb().send(
    new PutCommand({
      TableName: tableName(),
      Item: companyEntity.toItem(company),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Adds a key id to the company's active ones. */
export async function addCompanyKeyId(companyId: string, keyId: string): Promise<void> {
  await unlessConditionFails(
    documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: companyKeys.item(companyId),
        UpdateExpression: 'SET activeKeyIds = list_append(if_not_exists(activeKeyIds, :empty), :ids)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ids': [keyId], ':empty': [] },
      }),
    ),
    () => {
      throw errorOf(ERRORS.unknownCompany, { companyId });
    },
  );
}

/** Replaces the active key ids, only if they are still what the caller read (no lost update). */
export async function replaceCompanyKeyIds(
  companyId: string,
  expected: string[],
  next: string[],
): Promise<boolean> {
  return writtenUnlessRefused(
    documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: companyKeys.item(companyId),
        UpdateExpression: 'SET activeKeyIds = :next',
        ConditionExpression: 'activeKeyIds = :expected',
        ExpressionAttributeValues: { ':next': next, ':expected': expected },
      }),
    ),
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
