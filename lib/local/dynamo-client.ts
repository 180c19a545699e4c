/**
 * The one DynamoDB client (lib/dynamo/client.ts) as the runtimes other than Lambda need it: npm
 * start, the test workers and the benchmarks add steps to it (the socket slots, the cost meter) and
 * give DynamoDB Local longer to answer. The deployed client knows nothing of them: the client is
 * made again here as soon as it is dropped, and given every step added so far.
 */
import { dynamoClient, resetDynamoClients } from '../dynamo/client.js';

/** A step a runtime other than Lambda adds to the DynamoDB client. */
export type ClientSetup = (client: ReturnType<typeof dynamoClient>) => void;

const setups = new Set<ClientSetup>();

/** Adds a step to the client and to every one made after it; adding the same step again changes nothing. */
export function setUpEveryDynamoClient(setup: ClientSetup): void {
  if (setups.has(setup)) return;
  setups.add(setup);
  setup(dynamoClient());
}

/** Drops the client (the endpoint changed) and makes the next one now, with every step added so far. */
export function resetLocalDynamoClient(): void {
  resetDynamoClients();
  const client = dynamoClient();
  for (const setup of setups) setup(client);
}

/** The SDK's Node.js HTTP handler, whose settings can change after the client is made. */
interface SettableHandler {
  updateHttpClientConfig(key: 'requestTimeout', value: number): void;
}

/**
 * A function gives DynamoDB 2 s to answer. DYNAMODB_REQUEST_TIMEOUT_MS gives DynamoDB Local longer
 * (the local stack sets it, the scale benchmark's seeding more); unset, the client keeps its 2 s.
 */
export const localRequestTimeout: ClientSetup = (client) => {
  const ms = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
  if (ms === undefined) return;
  if (!/^[1-9]\d{2,5}$/.test(ms)) throw new Error(`DYNAMODB_REQUEST_TIMEOUT_MS=${ms} is not milliseconds`);
  (client.config.requestHandler as unknown as SettableHandler).updateHttpClientConfig(
    'requestTimeout',
    Number(ms),
  );
};
