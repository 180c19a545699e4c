/**
 * The one DynamoDB document client of the process. Created lazily so the local runtime and tests
 * can point it at DynamoDB Local first; keep-alive so warm requests reuse one TCP connection.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { recordAwsCall } from '../shared/call-counter.js';
import { config } from '../shared/config.js';
import { ServiceUnavailableError } from '../shared/errors.js';
import { isTransientDynamoError } from './errors.js';
import { assertWithinStoreLimits, refusedForLimits } from './store-limits.js';

let documentClient: DynamoDBDocumentClient | undefined;
let rawClient: DynamoDBClient | undefined;

/**
 * The SDK starts a call's connection and request timeouts when it hands the request to its HTTP
 * agent, so a request queued there for a free socket is timed as if it were connecting. A Lambda
 * invocation never has more calls in flight than the agent has sockets (searchEmployee, the most,
 * has 8); the local runtime, which runs every concurrent request in one process, can: 150 concurrent
 * searchEmployee calls put 1,200 Queries in flight, and those queued past 1 s failed as timeouts.
 * So calls beyond the pool's size wait here, before the SDK's clocks start.
 */
const MAX_SOCKETS = 50;
let inFlight = 0;
const waiting: Array<() => void> = [];

async function takeSocketSlot(): Promise<void> {
  if (inFlight < MAX_SOCKETS) {
    inFlight += 1;
    return;
  }
  // The slot passes directly from the call that frees it, so inFlight never drops in between.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSocketSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else inFlight -= 1;
}

export function dynamoClient(): DynamoDBClient {
  if (!rawClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    rawClient = new DynamoDBClient({
      region: AWS_REGION,
      maxAttempts: 3,
      // A call that hangs (a connection accepted and never answered) must fail like a throttle,
      // not hold the function until Lambda kills it: DynamoDB answers in milliseconds, and three
      // attempts of at most 1 s to connect and 2 s to answer fit a 10 s function.
      requestHandler: {
        connectionTimeout: 1_000,
        requestTimeout: 2_000,
        throwOnRequestTimeout: true,
        httpAgent: { maxSockets: MAX_SOCKETS },
      },
      ...(DYNAMODB_ENDPOINT
        ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
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
            throw new ServiceUnavailableError('the database is busy or unreachable; retry shortly', {
              cause: error,
            });
          }
          throw refusedForLimits(error) ?? error;
        }
      },
      { step: 'initialize', name: 'countAwsCalls' },
    );
    // Inside the retry middleware (finalizeRequest, high), so each attempt waits for a slot of its own.
    rawClient.middlewareStack.add(
      (next) => async (args) => {
        await takeSocketSlot();
        try {
          return await next(args);
        } finally {
          releaseSocketSlot();
        }
      },
      { step: 'finalizeRequest', priority: 'low', name: 'waitForSocketSlot' },
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
