/**
 * `npm run invoke -- <functionName> <event.json>`: runs one handler on one API Gateway v2 event
 * against the running local stack and prints the response, as `sam local invoke` would. The
 * placeholder key `ck1.REPLACE_WITH_A_COMPANY_KEY` in a sample event becomes the demo company's key.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { FUNCTIONS, findFunction } from '../routes.js';
import { loadHandler, normaliseResult } from './gateway.js';
import { DEMO_FILE } from './paths.js';
import { attachToRunningStack } from './runtime-file.js';

export const KEY_PLACEHOLDER = 'ck1.REPLACE_WITH_A_COMPANY_KEY';

const USAGE = [
  'usage: npm run invoke -- <functionName> <event.json>',
  '  runs one function on one API Gateway v2 event against the running local stack (npm start)',
  '  and prints its response; events/<functionName>.json holds a sample event of each',
  `functions: ${FUNCTIONS.map((f) => f.name).join(', ')}`,
].join('\n');

async function main(): Promise<number> {
  const [name, file] = process.argv.slice(2);
  if (name === undefined || name === '-h' || name === '--help') {
    console.log(USAGE);
    return 0;
  }
  const fn = findFunction(name);
  if (!fn || !file) {
    console.error(`${fn ? 'no event file given' : `unknown function '${name}'`}\n${USAGE}`);
    return 2;
  }
  attachToRunningStack();
  let raw = readFileSync(file, 'utf8');
  if (raw.includes(KEY_PLACEHOLDER) && existsSync(DEMO_FILE)) {
    const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as { companyKey: string };
    raw = raw.replaceAll(KEY_PLACEHOLDER, demo.companyKey);
  }
  const event = JSON.parse(raw) as APIGatewayProxyEventV2;
  const handler = await loadHandler(fn);
  const context = {
    functionName: fn.name,
    awsRequestId: event.requestContext?.requestId ?? 'invoke',
    getRemainingTimeInMillis: () => fn.timeoutSeconds * 1000,
  } as Context;
  const result = normaliseResult(await handler(event, context));
  console.log(JSON.stringify(result, null, 2));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`invoke failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
