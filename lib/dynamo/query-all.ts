/** Every item a Query matches, through the SDK's own paginator (all pages, in order). */
import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';

export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: documentDb() }, { TableName: tableName(), ...input })) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

/** How many items a Query matches (Select COUNT, every page through the SDK's paginator). */
export async function queryCount(input: Omit<QueryCommandInput, 'TableName' | 'Select'>): Promise<number> {
  let count = 0;
  for await (const page of paginateQuery(
    { client: documentDb() },
    { TableName: tableName(), ...input, Select: 'COUNT' },
  )) {
    count += page.Count ?? 0;
  }
  return count;
}
