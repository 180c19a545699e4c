/** Employee items (sharded per company, see keys.ts): the only module that reads or writes them. */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Employee, StoredEmployee } from '../masterdata/employee.js';
import type { Actor } from '../shared/actor.js';
import { batchWriteAll, type WriteRequest } from './batch-write.js';
import { documentDb, tableName } from './client.js';
import { writtenUnlessRefused } from './errors.js';
import { getRecord } from './get-record.js';
import { employeeEntity, employeeKeys } from './keys.js';
import { companyList, readAll } from './paging.js';
import { queryAll } from './query-all.js';
import { GSI2 } from './table.js';
import { itemProblem, type UnstorableValue } from './value-limits.js';

/** The company's employees: its shards, in a fixed order (a page walks them one after another). */
const employees = companyList('employees', (companyId) => ({
  entity: employeeEntity,
  partitions: employeeKeys.allShardPks(companyId),
}));

export function employeeItem(
  companyId: string,
  employee: Employee,
  updatedAt: string,
): Record<string, unknown> {
  return employeeEntity.toItem({ companyId, login: employee.login, profile: employee, updatedAt });
}

/** The same item in DynamoDB JSON, as a change-stream record carries it (the local sample events). */
export function employeeItemImage(
  companyId: string,
  employee: Employee,
  updatedAt: string,
): Record<string, AttributeValue> {
  return marshall(employeeItem(companyId, employee, updatedAt), { removeUndefinedValues: true });
}

/** The employee's fields behind each attribute of its item that is not the profile. */
const FIELD_OF_ATTRIBUTE: Record<string, string> = { sk: 'login', gsi2pk: 'email', gsi2sk: 'login' };

/**
 * What of the employee the store could not hold (its item over 400 KB, a key too long, a value it
 * cannot hold), with `path` in the employee's own fields; undefined when it fits.
 */
export function employeeStorageProblem(
  companyId: string,
  employee: Employee,
  updatedAt: string,
): UnstorableValue | undefined {
  const found = itemProblem(employeeItem(companyId, employee, updatedAt));
  if (!found) return undefined;
  const [attribute, ...inside] = found.path;
  const field = FIELD_OF_ATTRIBUTE[String(attribute)];
  const path = attribute === 'profile' ? inside : field ? [field] : found.path;
  return { path, problem: found.problem };
}

export async function getEmployee(companyId: string, login: string): Promise<StoredEmployee | undefined> {
  return getRecord(employeeEntity, employeeKeys.item(companyId, login));
}

/** The employees, in every company, whose `email` is this one (case-insensitive). */
export async function findEmployeesByEmail(email: string): Promise<StoredEmployee[]> {
  return readAll({ entity: employeeEntity, index: GSI2, partitions: [employeeKeys.emailPk(email)] });
}

/** Logins of the company's employees (every one, or the active only): key-only reads of each shard in parallel. */
async function loginsOf(companyId: string, activeOnly: boolean): Promise<string[]> {
  const shards = await Promise.all(
    employeeKeys.allShardPks(companyId).map((pk) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ...(activeOnly ? { FilterExpression: 'active = :active' } : {}),
        ExpressionAttributeValues: { ':pk': pk, ...(activeOnly ? { ':active': true } : {}) },
        ProjectionExpression: 'sk',
      }),
    ),
  );
  return shards.flat().map((item) => item.sk as string);
}

/** Every login the company has. */
export async function listEmployeeLogins(companyId: string): Promise<Set<string>> {
  return new Set(await loginsOf(companyId, false));
}

/** The logins of the company's active employees, sorted. */
export async function listActiveEmployeeLogins(companyId: string): Promise<string[]> {
  return (await loginsOf(companyId, true)).sort();
}

/** Every employee of the company: the shards read in parallel, their items in shard order. */
export const listAllEmployees = employees.all;
/** A page of the company's employees for a caller, walking the shards in order from its cursor. */
export const pageEmployees = employees.page;

/** Upserts employees (whole items, by login) in parallel batches of 25. */
export async function putEmployees(
  companyId: string,
  employees: readonly Employee[],
  updatedAt: string,
): Promise<void> {
  const requests: WriteRequest[] = employees.map((employee) => ({
    PutRequest: { Item: employeeItem(companyId, employee, updatedAt) },
  }));
  await batchWriteAll(requests);
}

/**
 * Writes one employee whole (as /masterData does), only if the stored item is still the one the
 * caller read: `expectedUpdatedAt` null means it must not exist yet. False when it changed meanwhile
 * (a concurrent import or edit), so a read-modify-write never loses someone else's update. The item
 * records who changed it; the next /masterData import replaces the item and with it that record.
 */
export async function putEmployeeIfUnchanged(
  companyId: string,
  employee: Employee,
  updatedAt: string,
  expectedUpdatedAt: string | null,
  changedBy: Actor,
): Promise<boolean> {
  return writtenUnlessRefused(
    documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: employeeEntity.toItem({
          companyId,
          login: employee.login,
          profile: employee,
          updatedAt,
          changedBy,
        }),
        ConditionExpression:
          expectedUpdatedAt === null ? 'attribute_not_exists(pk)' : 'updatedAt = :expected',
        ...(expectedUpdatedAt === null
          ? {}
          : { ExpressionAttributeValues: { ':expected': expectedUpdatedAt } }),
      }),
    ),
  );
}
