/**
 * The busiest partition when one company writes 1,000 times in one second, twice: an import of its
 * 1,000 employees (20 departments) in one request, then each of them punching today (a punch day
 * and its transmission, as every sendPunchClock writes). The summariser takes each second's changes
 * as the event source mapping would hand them over (batches of up to 1,000 from the stream). Every write the summariser sends is counted against
 * its partition key, in write capacity units: one per KB of the item as it ends up (an upper bound:
 * items only grow within the second), twice that inside a transaction, as DynamoDB bills them.
 * The raw writes themselves are the service's own design, outside what this measures.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createCompany } from '../../lib/companies/manage-companies.js';
import { documentDb, dynamoClient, tableName } from '../../lib/dynamo/client.js';
import { getCompany } from '../../lib/dynamo/company-store.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { localStreamKeys } from '../../lib/dynamo/keys.js';
import { putPunchDays } from '../../lib/dynamo/punch-store.js';
import { putTransmissions } from '../../lib/dynamo/transmission-store.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
import {
  COMPANY_TIME_ZONE,
  type Dataset,
  departmentOf,
  employeesOf,
  punchDayOf,
  transmissionsOf,
} from './datasets.js';

const HOT: Dataset = {
  key: 'large',
  companyId: 'co_scale_hot',
  name: 'Scale Hot HOMOLOG',
  employees: 1_000,
  days: 1,
  transmissionDays: 1,
  transmissionsPerDay: 1_000,
};

export interface HotWrites {
  changes: number;
  /** Partition keys written, with their write capacity units, busiest first. */
  partitions: Array<{ pk: string; wcu: number; writes: number }>;
}

export interface HotSecond {
  /** 1,000 employees imported (or moved to another department) in one request. */
  employeeImport: HotWrites;
  /** 1,000 employees punching, each request with its transmission. */
  punches: HotWrites;
}

const LOCAL_STREAM_PK = localStreamKeys.position('').pk;

type Key = Record<string, AttributeValue | string>;
interface Write {
  key: Key;
  transactional: boolean;
}

const text = (value: AttributeValue | string | undefined): string =>
  typeof value === 'string' ? value : (value?.S ?? '');

/** DynamoDB's item size: attribute names plus values (numbers about one byte per two digits). */
function sizeOf(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint')
    return Math.ceil(String(value).replace(/[-.]/g, '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((n: number, v) => n + sizeOf(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((n: number, v) => n + 1 + sizeOf(v), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (n, [name, v]) => n + 1 + Buffer.byteLength(name) + sizeOf(v),
        0,
      )
    );
  return 0;
}

function writesOf(command: string, input: Record<string, unknown>): Write[] {
  const keyOf = (request: { Key?: Key; Item?: Key }) => request.Key ?? request.Item ?? {};
  if (command === 'TransactWriteItemsCommand') {
    const items = (input.TransactItems ?? []) as Array<Record<string, { Key?: Key; Item?: Key }>>;
    return items.flatMap((item) =>
      Object.values(item).map((action) => ({ key: keyOf(action), transactional: true })),
    );
  }
  if (command === 'BatchWriteItemCommand') {
    const byTable = (input.RequestItems ?? {}) as Record<
      string,
      Array<{ PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }>
    >;
    return Object.values(byTable)
      .flat()
      .map((request) => ({
        key: request.PutRequest?.Item ?? request.DeleteRequest?.Key ?? {},
        transactional: false,
      }));
  }
  if (['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand'].includes(command))
    return [{ key: keyOf(input as { Key?: Key; Item?: Key }), transactional: false }];
  return [];
}

/**
 * The hot company exists, and the stream holds nothing before the measured second: on a kept table
 * the probes' own transmissions are still in it, and taken in with the second's changes they would
 * split those over one more batch, and count the other companies' writes besides.
 */
async function prepareHotCompany(): Promise<void> {
  if (!(await getCompany(HOT.companyId))) {
    await createCompany({
      companyId: HOT.companyId,
      name: HOT.name,
      timezone: COMPANY_TIME_ZONE,
      overtimeManagers: ['overtime@scale.example'],
    });
  }
  await new StreamPoller().drain();
}

/**
 * An import of the company's 1,000 employees in one request. Each run moves every employee to
 * another department, so the stream carries 1,000 changes again (the first run creates them).
 */
async function importEmployees(run: number): Promise<void> {
  const employees = employeesOf(HOT).map((employee, index) => ({
    ...employee,
    department: departmentOf(index + run),
  }));
  await putEmployees(HOT.companyId, employees, new Date().toISOString());
}

/** The second's writes: each employee's punch day of today, and one transmission per request. */
async function punchOnce(today: string, run: number): Promise<void> {
  // Each run changes every day (its approved minutes), so the stream carries 1,000 changes again.
  const days = employeesOf(HOT).flatMap((_, index) => {
    const day = punchDayOf(HOT, index, today);
    return day ? [{ ...day, approvedExtensionMinutes: run % 120 }] : [];
  });
  const transmissions = transmissionsOf(HOT, today).map((t) => ({
    ...t,
    requestId: `${t.requestId}_${run}`,
    at: new Date().toISOString(),
  }));
  await Promise.all([
    putPunchDays(HOT.companyId, days, new Date().toISOString()),
    putTransmissions(transmissions),
  ]);
}

/** The summariser's writes per partition while it takes in what `write` wrote. */
async function summariserWrites(write: () => Promise<void>): Promise<HotWrites> {
  await write();
  const writes: Write[] = [];
  const middleware = 'scaleBenchHotSecond';
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      writes.push(...writesOf(context.commandName ?? '', args.input as Record<string, unknown>));
      return next(args);
    },
    { step: 'initialize', name: middleware },
  );
  let changes: number;
  try {
    changes = await new StreamPoller().drain();
  } finally {
    dynamoClient().middlewareStack.remove(middleware);
  }
  const sizes = new Map<string, number>();
  const keyName = (key: Key) => `${text(key.pk)}\u0000${text(key.sk)}`;
  for (const { key } of writes) {
    const name = keyName(key);
    if (sizes.has(name)) continue;
    const { Item } = await documentDb().send(
      new GetCommand({ TableName: tableName(), Key: { pk: text(key.pk), sk: text(key.sk) } }),
    );
    sizes.set(name, Item ? sizeOf(Item) : 0);
  }
  const byPk = new Map<string, { wcu: number; writes: number }>();
  for (const { key, transactional } of writes) {
    // The local poller's own bookkeeping: in the cloud the event source mapping keeps it.
    if (text(key.pk) === LOCAL_STREAM_PK) continue;
    const units = Math.max(1, Math.ceil((sizes.get(keyName(key)) ?? 0) / 1024)) * (transactional ? 2 : 1);
    const entry = byPk.get(text(key.pk)) ?? { wcu: 0, writes: 0 };
    entry.wcu += units;
    entry.writes += 1;
    byPk.set(text(key.pk), entry);
  }
  return {
    changes,
    partitions: [...byPk.entries()].map(([pk, entry]) => ({ pk, ...entry })).sort((a, b) => b.wcu - a.wcu),
  };
}

export async function measureHotSecond(): Promise<HotSecond> {
  const run = Math.floor(Date.now() / 1000);
  await prepareHotCompany();
  const employeeImport = await summariserWrites(() => importEmployees(run));
  const punches = await summariserWrites(() => punchOnce(new Date().toISOString().slice(0, 10), run));
  return { employeeImport, punches };
}
