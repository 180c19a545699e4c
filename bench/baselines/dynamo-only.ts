/**
 * The DynamoDB-only baseline function of G1, G2 and G3: the same SDK clients, options and lazy
 * creation as lib/dynamo/client.ts, one GetItem per request, and nothing else.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

let db: DynamoDBDocumentClient | undefined;

function client(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  db ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      maxAttempts: 3,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return db;
}

export const handler = async () => {
  const { Item } = await client().send(
    new GetCommand({
      TableName: process.env.TABLE_NAME ?? 'workforce-ops',
      Key: { pk: 'BENCH#baseline', sk: 'item' },
    }),
  );
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: Item ?? null }),
  };
};
