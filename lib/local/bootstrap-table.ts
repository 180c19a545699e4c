/** Creates the table from the one table definition, as the CDK stack does in the cloud. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../dynamo/table.js';

export async function createTableIfMissing(client: DynamoDBClient, tableName: string): Promise<void> {
  const def = TABLE_DEFINITION;
  const attributes = new Set([def.partitionKey, def.sortKey]);
  for (const gsi of def.globalSecondaryIndexes) {
    attributes.add(gsi.partitionKey);
    attributes.add(gsi.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamEnabled: true, StreamViewType: def.streamViewType },
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: def.partitionKey, KeyType: 'HASH' },
          { AttributeName: def.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((gsi) => ({
          IndexName: gsi.indexName,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error) {
    if (error instanceof ResourceInUseException) {
      await addMissingIndexes(client, tableName);
      return enableStreamIfMissing(client, tableName);
    }
    throw error;
  }
  await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true },
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A table kept from an earlier run (`npm start -- --persist`) may predate an index the definition
 * now has: add each missing one, one at a time as DynamoDB requires, and wait until it is active.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const describe = () => client.send(new DescribeTableCommand({ TableName: tableName }));
  const existing = new Set(((await describe()).Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const gsi of TABLE_DEFINITION.globalSecondaryIndexes) {
    if (existing.has(gsi.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: gsi.partitionKey, AttributeType: 'S' },
          { AttributeName: gsi.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: gsi.indexName,
              KeySchema: [
                { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
                { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const index = (await describe()).Table?.GlobalSecondaryIndexes?.find(
        (i) => i.IndexName === gsi.indexName,
      );
      if (index?.IndexStatus === 'ACTIVE') break;
      await sleep(500);
    }
  }
}

/** A table kept from a run before the summaries existed has no change stream yet. */
async function enableStreamIfMissing(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (Table?.StreamSpecification?.StreamEnabled) return;
  await client.send(
    new UpdateTableCommand({
      TableName: tableName,
      StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_DEFINITION.streamViewType },
    }),
  );
}
