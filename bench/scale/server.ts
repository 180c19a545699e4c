/**
 * The scale benchmark's server, in its own process so the client's timing and the server's work do
 * not share an event loop: the local gateway over the route table (the handlers as `npm start` runs
 * them), against the local stack the parent started. It tells the parent its port.
 */
import { createGateway, listen } from '../../lib/local/gateway.js';
import { useLocalStack } from '../../lib/local/stack.js';
import { FUNCTIONS } from '../../lib/routes.js';

async function main(): Promise<void> {
  const { DYNAMODB_ENDPOINT, SES_ENDPOINT, TABLE_NAME, LOCAL_SECRETS_FILE } = process.env;
  if (!DYNAMODB_ENDPOINT || !SES_ENDPOINT || !TABLE_NAME || !LOCAL_SECRETS_FILE)
    throw new Error('server.ts needs the local stack in its environment');
  useLocalStack({
    dynamoEndpoint: DYNAMODB_ENDPOINT,
    sesEndpoint: SES_ENDPOINT,
    tableName: TABLE_NAME,
    secretsFile: LOCAL_SECRETS_FILE,
  });
  const server = createGateway({ functions: FUNCTIONS });
  // The client keeps one connection for the whole run and is busy for long stretches between
  // requests (its reference folds): the connection stays open while it is.
  server.keepAliveTimeout = 30 * 60_000;
  const port = await listen(server, 0, '127.0.0.1');
  process.send?.({ port });
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
