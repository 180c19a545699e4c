// One cold start of `npm run bench`, in a fresh Node.js process: loads a bundle, answers one event
// against DynamoDB Local, and prints the two times as JSON. argv: <bundle> <event as JSON>
const [bundle, eventJson] = process.argv.slice(2);
const started = performance.now();
const { handler } = require(bundle);
const loadMs = performance.now() - started;
const event = JSON.parse(eventJson);
const context = { functionName: 'bench', awsRequestId: 'bench-cold', getRemainingTimeInMillis: () => 10_000 };
const before = performance.now();
handler(event, context).then(
  (result) => {
    const firstMs = loadMs + performance.now() - before;
    process.stdout.write(JSON.stringify({ loadMs, firstMs, status: result.statusCode ?? 200 }));
    // The SDK's keep-alive sockets would hold the process open.
    process.exit(0);
  },
  (error) => {
    process.stderr.write(String(error?.stack ?? error));
    process.exit(1);
  },
);
