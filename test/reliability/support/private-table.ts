/**
 * A table of the test file's own in the run's DynamoDB Local. The reliability suites compare the
 * whole table before and after a request, which is exact only when no other test file writes to it:
 * the shared table of the run holds every other file's companies and would need partition-by-
 * partition Queries that could never name every item a request might touch (approval links are
 * keyed by a hash, idempotency records by a hash). A private table is small enough to Scan whole.
 */
import { randomBytes } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, dynamoClient, tableName } from '../../../lib/dynamo/client.js';
import { createTableIfMissing } from '../../../lib/local/bootstrap-table.js';
import { resetProcessCaches } from '../../../lib/local/reset.js';

export interface PrivateTable {
  name: string;
  /** Points the process back at the run's shared table and drops this one. */
  drop(): Promise<void>;
}

export async function usePrivateTable(label: string): Promise<PrivateTable> {
  const shared = process.env.TABLE_NAME;
  const name = `wfo-${label}-${randomBytes(3).toString('hex')}`;
  process.env.TABLE_NAME = name;
  resetProcessCaches();
  await createTableIfMissing(dynamoClient(), name, { changeStream: false });
  return {
    name,
    async drop() {
      await dynamoClient()
        .send(new DeleteTableCommand({ TableName: name }))
        .catch(() => undefined);
      process.env.TABLE_NAME = shared;
      resetProcessCaches();
    },
  };
}

/**
 * Item types a request writes whatever its outcome, by design: its own record (transmission, MCP
 * audit) and the caller's rate-limit state. Everything else must be untouched by a refused request.
 */
export const ACCOUNTING_TYPES: ReadonlySet<string> = new Set([
  'Transmission',
  'Audit',
  'RateWindow',
  'RateLimitRing',
]);

export type Item = Record<string, unknown>;

export async function scanAll(): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await documentDb().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The table's state items (accounting left out), sorted, as one comparable string per item. */
export async function snapshot(): Promise<string[]> {
  const items = await scanAll();
  return items
    .filter((item) => !ACCOUNTING_TYPES.has(String(item.type)))
    .map((item) => stableJson(item))
    .sort();
}

/** JSON with keys sorted at every depth, so equal items give equal strings. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Set) return stableJson([...value].sort());
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Item)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Items present in one snapshot and not the other: what a request changed. */
export function difference(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const was = new Set(before);
  const is = new Set(after);
  return { added: after.filter((item) => !was.has(item)), removed: before.filter((item) => !is.has(item)) };
}
