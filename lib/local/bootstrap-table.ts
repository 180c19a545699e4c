/**
 * Creates the table from the one table definition, as the CDK stack does in the cloud. A table that
 * exists already (`npm start -- --persist`) is used as it is: before the first release a changed
 * definition means starting from a fresh one (delete .local/dynamodb).
 */
import {
  CreateTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../dynamo/table.js';

export interface TableOptions {
  /**
   * The change stream the summariser and the webhook deliveries read: on by default, as deployed.
   * A table whose stream nobody reads (a test run's) goes without: DynamoDB Local appends each
   * stream record after scanning the records of every stream of the emulator written before the
   * table's first one, so a table created late in a long run pays for all the writes before it.
   */
  changeStream?: boolean;
}

export async function createTableIfMissing(
  client: DynamoDBClient,
  tableName: string,
  { changeStream = true }: TableOptions = {},
): Promise<void> {
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
        ...(changeStream
          ? { StreamSpecification: { StreamEnabled: true, StreamViewType: def.streamViewType } }
          : {}),
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
    if (error instanceof ResourceInUseException) return;
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
