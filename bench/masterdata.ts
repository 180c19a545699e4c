/**
 * G10: POST /masterData with 10,000 employees through the gateway, against raw BatchWriteItem of
 * the same items (the employee items the service stores, for another company) with the same
 * parallelism (lib/dynamo/batch-write.ts BATCH_PARALLELISM). Raw, ours, raw again, each for a
 * fresh company, so each writes 10,000 new items; the yardstick is the mean of the two raw imports,
 * so the table growing by 10,000 items per import weighs on both sides alike.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { BATCH_PARALLELISM, BATCH_SIZE } from '../lib/dynamo/batch-write.js';
import { employeeItem } from '../lib/dynamo/employee-store.js';
import type { Employee } from '../lib/masterdata/employee.js';
import { sampleCompany } from './calls/samples.js';
import type { RawDynamo } from './dynamo-raw.js';
import type { SequentialClient } from './gateway-client.js';

export const MASTER_DATA_EMPLOYEES = 10_000;

function employees(count: number): Employee[] {
  return Array.from({ length: count }, (_, i) => ({
    login: `emp${String(i).padStart(5, '0')}`,
    name: `Employee ${i}`,
    department: `Dept ${i % 40}`,
    role: i % 10 === 0 ? 'Manager' : 'Analyst',
    active: true,
    email: `emp${i}@bench.example`,
    manager: `emp${i - (i % 10)}@bench.example`,
  }));
}

export async function rawBatchWrite(
  raw: RawDynamo,
  table: string,
  items: Record<string, unknown>[],
): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) chunks.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = (chunks[next++] ?? []).map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const { UnprocessedItems } = await raw.documentClient.send(
          new BatchWriteCommand({ RequestItems: { [table]: pending } }),
        );
        pending = (UnprocessedItems?.[table] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: BATCH_PARALLELISM }, worker));
}

export interface MasterDataResult {
  oursMs: number;
  rawMs: number;
  ratio: number;
}

export async function masterDataImport(
  client: SequentialClient,
  raw: RawDynamo,
  table: string,
  count = MASTER_DATA_EMPLOYEES,
): Promise<MasterDataResult> {
  const list = employees(count);
  const rawImport = async () => {
    const rawCompany = await sampleCompany('Bench raw import');
    const at = new Date().toISOString();
    const items = list.map((employee) => employeeItem(rawCompany.companyId, employee, at));
    const rawStarted = performance.now();
    await rawBatchWrite(raw, table, items);
    return performance.now() - rawStarted;
  };
  const rawBefore = await rawImport();

  const company = await sampleCompany('Bench import');
  const answer = await client.send({
    method: 'POST',
    path: '/masterData',
    body: JSON.stringify({ key: company.key, data: { employees: list } }),
  });
  if (answer.status !== 200)
    throw new Error(`masterData answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const rawMs = (rawBefore + (await rawImport())) / 2;
  return { oursMs: answer.ms, rawMs, ratio: answer.ms / rawMs };
}
