/**
 * The local table is made from the one table definition, as the stack makes it: its keys, indexes,
 * change stream and time to live. A table whose stream nobody reads can go without one.
 */
import {
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '../../../lib/dynamo/client.js';
import { TABLE_DEFINITION } from '../../../lib/dynamo/table.js';
import { createTableIfMissing } from '../../../lib/local/bootstrap-table.js';
import { uniqueId } from '../../support/fixtures.js';

const made: string[] = [];

async function makeTable(options?: Parameters<typeof createTableIfMissing>[2]) {
  const name = uniqueId('bootstrap');
  made.push(name);
  await createTableIfMissing(dynamoClient(), name, options);
  const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: name }));
  return { name, table: Table };
}

afterAll(async () => {
  await Promise.all(made.map((name) => dynamoClient().send(new DeleteTableCommand({ TableName: name }))));
});

describe('createTableIfMissing', () => {
  it('makes the table of the definition, with its change stream and time to live', async () => {
    const { name, table } = await makeTable();
    expect(table?.KeySchema?.map((key) => key.AttributeName)).toEqual([
      TABLE_DEFINITION.partitionKey,
      TABLE_DEFINITION.sortKey,
    ]);
    expect(table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      TABLE_DEFINITION.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
    expect(table?.StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: TABLE_DEFINITION.streamViewType,
    });
    const ttl = await dynamoClient().send(new DescribeTimeToLiveCommand({ TableName: name }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(TABLE_DEFINITION.ttlAttribute);
  });

  it('makes it without a change stream when asked', async () => {
    const { table } = await makeTable({ changeStream: false });
    expect(table?.StreamSpecification?.StreamEnabled ?? false).toBe(false);
    expect(table?.LatestStreamArn).toBeUndefined();
  });

  it('leaves a table that exists as it is', async () => {
    const { name } = await makeTable({ changeStream: false });
    await createTableIfMissing(dynamoClient(), name);
    const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.LatestStreamArn).toBeUndefined();
  });
});
