/**
 * The one DynamoDB document client of the process. Created lazily so the local runtime and tests
 * can point it at DynamoDB Local first; keep-alive so warm requests reuse one TCP connection. What
 * only a runtime other than Lambda adds to it is added by that runtime (lib/local/dynamo-client.ts).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { recordAwsCall } from '../shared/call-counter.js';
import { config } from '../shared/config.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { traceClient } from '../shared/tracer.js';
import { isTransientDynamoError } from './errors.js';
import { assertWithinStoreLimits, refusedForLimits } from './store-limits.js';

let documentClient: DynamoDBDocumentClient | undefined;
let rawClient: DynamoDBClient | undefined;

/** The HTTP agent's socket pool (the SDK's default size, stated so other code can rely on it). */
export const DYNAMO_MAX_SOCKETS = 50;

export function dynamoClient(): DynamoDBClient {
  if (!rawClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    // Each call an X-Ray subsegment in Lambda (lib/shared/tracer.ts); unchanged elsewhere.
    rawClient = traceClient(
      new DynamoDBClient({
        region: AWS_REGION,
        maxAttempts: 3,
        // A call that hangs (a connection accepted and never answered) must fail like a throttle,
        // not hold the function until Lambda kills it: DynamoDB answers in milliseconds, and three
        // attempts of at most 1 s to connect and 2 s to answer fit a 10 s function.
        requestHandler: {
          connectionTimeout: 1_000,
          requestTimeout: 2_000,
          throwOnRequestTimeout: true,
          httpAgent: { maxSockets: DYNAMO_MAX_SOCKETS },
        },
        ...(DYNAMODB_ENDPOINT
          ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      }),
    );
    // Before the document client marshals the input, so the check reads the values as sent.
    rawClient.middlewareStack.add(
      (next) => async (args) => {
        assertWithinStoreLimits(args.input);
        return next(args);
      },
      { step: 'initialize', priority: 'high', name: 'checkStoreLimits' },
    );
    rawClient.middlewareStack.add(
      (next) => async (args) => {
        recordAwsCall();
        try {
          return await next(args);
        } catch (error) {
          // After the SDK's own retries: throttling, timeouts and outages become a 503 the
          // caller may retry; every other error (a failed condition) passes through as it is.
          if (isTransientDynamoError(error)) {
            throw errorOf(ERRORS.databaseUnavailable, {}, { cause: error });
          }
          throw refusedForLimits(error) ?? error;
        }
      },
      { step: 'initialize', name: 'countAwsCalls' },
    );
    // The SDK's logger middleware runs with the default no-op logger too, and still builds what it
    // would log: a redacted copy of every input and output, walking each item of every Query page
    // against the schema. Nothing here gives the client a logger, so it goes.
    rawClient.middlewareStack.remove('loggerMiddleware');
  }
  return rawClient;
}

export function documentDb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/** Drop the clients (tests and the local runtime change the endpoint between runs). */
export function resetDynamoClients(): void {
  rawClient?.destroy();
  rawClient = undefined;
  documentClient = undefined;
}
