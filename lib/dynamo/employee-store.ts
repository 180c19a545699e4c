/** Employee items (sharded per company, see keys.ts): the only module that reads or writes them. */
import type { Employee, StoredEmployee } from '../masterdata/employee.js';
import type { Actor } from '../shared/actor.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { BATCH_PARALLELISM, putAll } from './batch.js';
import { getRecord, wholeItem } from './get-record.js';
import { employeeEntity, employeeKeys } from './keys.js';
import { companyList, readAll } from './paging.js';
import { GSI2 } from './table.js';
import { deleted, transact, written } from './transact.js';
import { chunkByBytes, itemProblem, storedBytes, type UnstorableValue } from './value-limits.js';

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

export async function getEmployee(
  companyId: string,
  login: string,
  consistent = false,
): Promise<StoredEmployee | undefined> {
  return getRecord(employeeEntity, employeeKeys.item(companyId, login), consistent);
}

/** The employees, in every company, whose `email` is this one (case-insensitive). */
export async function findEmployeesByEmail(email: string): Promise<StoredEmployee[]> {
  return readAll({ entity: employeeEntity, index: GSI2, partitions: [employeeKeys.emailPk(email)] });
}

/** Logins of the company's employees (every one, or the active only): the shards read in parallel, login and state only. */
async function loginsOf(companyId: string, activeOnly: boolean): Promise<string[]> {
  const items = await readAll({
    entity: wholeItem,
    partitions: employeeKeys.allShardPks(companyId),
    attributes: ['sk', 'active'],
  });
  return items.filter((item) => !activeOnly || item.active === true).map((item) => item.sk as string);
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
  await putAll(employees.map((employee) => employeeItem(companyId, employee, updatedAt)));
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
  const items = writes.map(({ employee, events }) => ({
    item: employeeItem(companyId, employee, updatedAt),
    events,
  }));
  const bytesOf = ({ item, events }: (typeof items)[number]) =>
    storedBytes(item) + events.reduce((sum, event) => sum + storedBytes(event), 0);
  const chunks = chunkByBytes(items, bytesOf, EVENT_CHUNK_BYTES, EVENT_CHUNK);
  await forEachInParallel(chunks, BATCH_PARALLELISM, async (chunk) => {
    await transact(
      chunk.map(({ item }) => ({ Put: { Item: item } })),
      chunk.flatMap(({ events }) => events),
    );
  });
}

/**
 * Writes one employee whole (as /masterData does), with the webhook events that report it, only if
 * the stored item is still the one the caller read: `expectedUpdatedAt` null means it must not exist yet. False when it changed meanwhile
 * (a concurrent import or edit), so a read-modify-write never loses someone else's update. The item
 * records who changed it; the next /masterData import replaces the item and with it that record.
 */
export function putEmployeeIfUnchanged(
  companyId: string,
  employee: Employee,
  updatedAt: string,
  expectedUpdatedAt: string | null,
  changedBy: Actor,
  events: readonly WebhookEvent[] = [],
): Promise<boolean> {
  const item = employeeEntity.toItem({
    companyId,
    login: employee.login,
    profile: employee,
    updatedAt,
    changedBy,
  });
  return written(
    {
      Put: {
        Item: item,
        ...(expectedUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: 'updatedAt = :expected',
              ExpressionAttributeValues: { ':expected': expectedUpdatedAt },
            }),
      },
    },
    events,
  );
}

/** Deletes the employee (an erasure); true when there was one. */
export function deleteEmployee(companyId: string, login: string): Promise<boolean> {
  return deleted(employeeKeys.item(companyId, login));
}
