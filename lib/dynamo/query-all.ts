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
