/** Employee items (sharded per company, see keys.ts): the only module that reads or writes them. */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Employee, StoredEmployee } from '../masterdata/employee.js';
import type { Actor } from '../shared/actor.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { BATCH_PARALLELISM, batchWriteAll, type WriteRequest } from './batch-write.js';
import { documentDb, tableName } from './client.js';
import { writtenUnlessRefused } from './errors.js';
import { getRecord } from './get-record.js';
import { employeeEntity, employeeKeys } from './keys.js';
import { companyList, readAll } from './paging.js';
import { queryAll } from './query-all.js';
import { GSI2 } from './table.js';
import { itemProblem, storedBytes, type UnstorableValue } from './value-limits.js';
import { eventPuts, putWithEvents, type TransactItem } from './webhook-event-store.js';

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

/** Employees per transaction of putEmployeesWithEvents (each with its event: 50 of the 100 actions). */
const EVENT_CHUNK = 25;
/** Bytes per transaction, under its 4 MB limit. */
const EVENT_CHUNK_BYTES = 3_500_000;

/**
 * Upserts employees each with the webhook events that report its change, in the same transaction:
 * transactions of up to 25 employees and 3.5 MB, 16 in flight. A transaction that fails writes none
 * of its employees and none of their events.
 */
export async function putEmployeesWithEvents(
  companyId: string,
  writes: ReadonlyArray<{ employee: Employee; events: readonly WebhookEvent[] }>,
  updatedAt: string,
): Promise<void> {
  const chunks: TransactItem[][] = [];
  let chunk: TransactItem[] = [];
  let employees = 0;
  let bytes = 0;
  for (const { employee, events } of writes) {
    const item = employeeItem(companyId, employee, updatedAt);
    const size = storedBytes(item) + events.reduce((sum, event) => sum + storedBytes(event), 0);
    if (employees > 0 && (employees === EVENT_CHUNK || bytes + size > EVENT_CHUNK_BYTES)) {
      chunks.push(chunk);
      [chunk, employees, bytes] = [[], 0, 0];
    }
    chunk.push({ Put: { TableName: tableName(), Item: item } }, ...eventPuts(events));
    employees += 1;
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  await forEachInParallel(chunks, BATCH_PARALLELISM, async (items) => {
    await documentDb().send(new TransactWriteCommand({ TransactItems: items }));
  });
}

/**
 * Writes one employee whole (as /masterData does), with the webhook events that report it, only if
 * the stored item is still the one the caller read: `expectedUpdatedAt` null means it must not exist yet. False when it changed meanwhile
 * (a concurrent import or edit), so a read-modify-write never loses someone else's update. The item
 * records who changed it; the next /masterData import replaces the item and with it that record.
 */
export async function putEmployeeIfUnchanged(
  companyId: string,
  employee: Employee,
  updatedAt: string,
  expectedUpdatedAt: string | null,
  changedBy: Actor,
  events: readonly WebhookEvent[] = [],
): Promise<boolean> {
  return writtenUnlessRefused(
    putWithEvents(
      {
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
      },
      events,
    ),
  );
}
