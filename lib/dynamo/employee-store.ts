/** Employee items (sharded per company, see keys.ts): the only module that reads or writes them. */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Employee } from '../masterdata/employee.js';
import type { Actor } from '../shared/actor.js';
import { batchWriteAll, type WriteRequest } from './batch-write.js';
import { documentDb, tableName } from './client.js';
import { isConditionFailure } from './errors.js';
import { EMPLOYEE_SHARDS, employeeKeys, shardOf } from './keys.js';
import { queryAll } from './query-all.js';
import { GSI2 } from './table.js';

const ENTITY = 'Employee';

export interface StoredEmployee {
  companyId: string;
  login: string;
  /** The employee exactly as last submitted (required, read and extra fields). */
  profile: Employee;
  updatedAt: string;
}

/** An employee item (as stored, or an image of it from the change stream) as a record. */
export function toStored(item: Record<string, unknown>): StoredEmployee {
  return {
    companyId: item.companyId as string,
    login: item.login as string,
    profile: item.profile as Employee,
    updatedAt: item.updatedAt as string,
  };
}

export function employeeItem(
  companyId: string,
  employee: Employee,
  updatedAt: string,
): Record<string, unknown> {
  return {
    ...employeeKeys.item(companyId, employee.login),
    // Indexed by e-mail so the token exchange finds a user's companies without a Scan.
    ...(employee.email
      ? {
          gsi2pk: employeeKeys.emailPk(employee.email),
          gsi2sk: employeeKeys.emailSk(companyId, employee.login),
        }
      : {}),
    type: ENTITY,
    companyId,
    login: employee.login,
    active: employee.active,
    profile: employee,
    updatedAt,
  };
}

export async function getEmployee(companyId: string, login: string): Promise<StoredEmployee | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: employeeKeys.item(companyId, login) }),
  );
  return Item ? toStored(Item) : undefined;
}

/** The employees, in every company, whose `email` is this one (case-insensitive). */
export async function findEmployeesByEmail(email: string): Promise<StoredEmployee[]> {
  const items = await queryAll({
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': employeeKeys.emailPk(email) },
  });
  return items.map(toStored);
}

/** Every login the company has, read with key-only projections of each shard in parallel. */
export async function listEmployeeLogins(companyId: string): Promise<Set<string>> {
  const logins = new Set<string>();
  await Promise.all(
    employeeKeys.allShardPks(companyId).map(async (pk) => {
      for (const item of await queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'sk',
      }))
        logins.add(item.sk as string);
    }),
  );
  return logins;
}

/** Every employee of the company: the shards read in parallel, their items in shard order. */
export async function listAllEmployees(companyId: string): Promise<StoredEmployee[]> {
  const shards = await Promise.all(
    employeeKeys
      .allShardPks(companyId)
      .map((pk) =>
        queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
      ),
  );
  return shards.flat().map(toStored);
}

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

export interface EmployeePageCursor {
  /** Shard being read. */
  shard: number;
  /** DynamoDB's LastEvaluatedKey within that shard. */
  lastKey?: Record<string, unknown>;
}

export interface EmployeePage {
  employees: StoredEmployee[];
  next: EmployeePageCursor | undefined;
}

export interface EmployeeFilter {
  /** DynamoDB filter expression over the item (attributes: active, profile.*). */
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * A page of the company's employees, walking the shards in order. `limit` bounds the items read per
 * call (a filtered page can hold fewer); `next` is undefined when every shard has been read.
 */
export async function pageEmployees(
  companyId: string,
  limit: number,
  cursor: EmployeePageCursor = { shard: 0 },
  filter?: EmployeeFilter,
): Promise<EmployeePage & { apiCalls: number }> {
  const employees: StoredEmployee[] = [];
  let shard = cursor.shard;
  let startKey = cursor.lastKey;
  let apiCalls = 0;
  while (shard < EMPLOYEE_SHARDS && employees.length < limit) {
    const page = await documentDb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: filter?.expression,
        ExpressionAttributeNames: filter?.names,
        ExpressionAttributeValues: { ':pk': employeeKeys.shardPk(companyId, shard), ...filter?.values },
        Limit: limit - employees.length,
        ExclusiveStartKey: startKey,
      }),
    );
    apiCalls += 1;
    for (const item of page.Items ?? []) employees.push(toStored(item));
    startKey = page.LastEvaluatedKey;
    if (!startKey) shard += 1;
  }
  const next = shard < EMPLOYEE_SHARDS ? { shard, ...(startKey ? { lastKey: startKey } : {}) } : undefined;
  return { employees, next, apiCalls };
}

/** The page position just after `login`: a listing stopped there continues with the next employee. */
export function positionAfter(companyId: string, login: string): EmployeePageCursor {
  return { shard: shardOf(login, EMPLOYEE_SHARDS), lastKey: { ...employeeKeys.item(companyId, login) } };
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
  try {
    await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...employeeItem(companyId, employee, updatedAt), changedBy },
        ConditionExpression:
          expectedUpdatedAt === null ? 'attribute_not_exists(pk)' : 'updatedAt = :expected',
        ...(expectedUpdatedAt === null
          ? {}
          : { ExpressionAttributeValues: { ':expected': expectedUpdatedAt } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
