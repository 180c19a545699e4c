/**
 * One fresh Node process of G2/G3 (built to plain CommonJS at bench time, run without tsx): loads a
 * bundle, then answers one event against DynamoDB Local, and prints the two times as JSON.
 * argv: <bundle.cjs> <event.json>
 */
import { readFileSync } from 'node:fs';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number }>;

async function main(): Promise<void> {
  const [bundle, eventFile] = process.argv.slice(2);
  if (!bundle || !eventFile) throw new Error('usage: cold-child <bundle> <event>');
  const started = performance.now();
  const { handler } = require(bundle) as { handler: Handler };
  const loaded = performance.now();
  const event: unknown = JSON.parse(readFileSync(eventFile, 'utf8'));
  const context = {
    functionName: 'bench',
    awsRequestId: 'bench-cold',
    getRemainingTimeInMillis: () => 10_000,
  };
  const before = performance.now();
  const result = await handler(event, context);
  const answered = performance.now();
  process.stdout.write(
    JSON.stringify({
      loadMs: loaded - started,
      firstMs: loaded - started + (answered - before),
      status: result.statusCode ?? 200,
    }),
  );
  // The SDK's keep-alive sockets would hold the process open; Linux pipes are written synchronously.
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
