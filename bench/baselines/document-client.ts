/**
 * The document client of the bench's own handlers (the DynamoDB-only baseline, the replayed steps):
 * the same SDK clients, options and lazy creation as lib/dynamo/client.ts, without the service's
 * code around them.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let db: DynamoDBDocumentClient | undefined;

export function benchDocumentClient(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!db) {
    const client = new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      maxAttempts: 3,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    client.middlewareStack.remove('loggerMiddleware');
    db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return db;
}
