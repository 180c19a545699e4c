/**
 * The document client of the bench's own handlers (the DynamoDB-only baseline, the replayed steps):
 * the same SDK clients, options and lazy creation as lib/dynamo/client.ts, without the service's
 * code around them (its call counting, its queue for calls beyond the 50 sockets, its error mapping).
 * If the service's client options change, change these too.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let raw: DynamoDBClient | undefined;
let db: DynamoDBDocumentClient | undefined;

/** The low-level client under benchDocumentClient, for requests already in DynamoDB's wire form. */
export function benchDynamoClient(): DynamoDBClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!raw) {
    raw = new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      maxAttempts: 3,
      requestHandler: {
        connectionTimeout: 1_000,
        requestTimeout: 2_000,
        throwOnRequestTimeout: true,
        httpAgent: { maxSockets: 50 },
      },
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    raw.middlewareStack.remove('loggerMiddleware');
  }
  return raw;
}

export function benchDocumentClient(): DynamoDBDocumentClient {
  db ??= DynamoDBDocumentClient.from(benchDynamoClient(), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return db;
}
