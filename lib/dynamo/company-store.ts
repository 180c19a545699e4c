/** Company records: the only module that reads or writes them. */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Company } from '../companies/company.js';
import { NotFoundError } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { isConditionFailure } from './errors.js';
import { companyKeys } from './keys.js';
import { GSI1 } from './table.js';

const ENTITY = 'Company';

function toCompany(item: Record<string, unknown>): Company {
  return {
    companyId: item.companyId as string,
    name: item.name as string,
    timezone: item.timezone as string,
    overtimeManagers: (item.overtimeManagers as string[] | undefined) ?? [],
    isTest: item.isTest === true,
    activeKeyIds: (item.activeKeyIds as string[] | undefined) ?? [],
    createdAt: item.createdAt as string,
  };
}

export async function getCompany(companyId: string): Promise<Company | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: companyKeys.item(companyId) }),
  );
  return Item ? toCompany(Item) : undefined;
}

export async function putNewCompany(company: Company): Promise<void> {
  await documentDb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...companyKeys.item(company.companyId),
        type: ENTITY,
        gsi1pk: companyKeys.listPartition,
        gsi1sk: companyKeys.listSort(company.name, company.companyId),
        ...company,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Adds a key id to the company's active ones. */
export async function addCompanyKeyId(companyId: string, keyId: string): Promise<void> {
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: companyKeys.item(companyId),
        UpdateExpression: 'SET activeKeyIds = list_append(if_not_exists(activeKeyIds, :empty), :ids)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ids': [keyId], ':empty': [] },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(`company ${companyId} does not exist`);
    throw error;
  }
}

/** Replaces the active key ids, only if they are still what the caller read (no lost update). */
export async function replaceCompanyKeyIds(
  companyId: string,
  expected: string[],
  next: string[],
): Promise<boolean> {
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: companyKeys.item(companyId),
        UpdateExpression: 'SET activeKeyIds = :next',
        ConditionExpression: 'activeKeyIds = :expected',
        ExpressionAttributeValues: { ':next': next, ':expected': expected },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteCompany(companyId: string): Promise<boolean> {
  const { Attributes } = await documentDb().send(
    new DeleteCommand({ TableName: tableName(), Key: companyKeys.item(companyId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
}

export interface CompanyPage {
  companies: Company[];
  lastKey: Record<string, unknown> | undefined;
}

export async function listCompanies(limit: number, startKey?: Record<string, unknown>): Promise<CompanyPage> {
  const { Items, LastEvaluatedKey } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': companyKeys.listPartition },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { companies: (Items ?? []).map(toCompany), lastKey: LastEvaluatedKey };
}

/** The listing's start key just after `company`, for a page that ends with it. */
export function companyListPosition(company: Pick<Company, 'companyId' | 'name'>): Record<string, unknown> {
  return {
    ...companyKeys.item(company.companyId),
    gsi1pk: companyKeys.listPartition,
    gsi1sk: companyKeys.listSort(company.name, company.companyId),
  };
}
