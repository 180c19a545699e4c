/**
 * `npm run invoke -- <functionName> [event.json]`: runs one handler on one event, as `sam local
 * invoke` would, and prints its response; without a file, the function's sample event
 * (events/<functionName>.json). `npm run invoke -- --all` runs every sample event and prints one
 * line each, failing when one does not answer 2xx.
 *
 * Where it runs: against the running `npm start` stack when there is one; otherwise it starts
 * DynamoDB Local and the SES emulator itself, with the demo data, and stops them when done (it
 * says so, and says what is missing when it cannot: Java for DynamoDB Local). `--table NAME`
 * (with `--dynamodb-endpoint`, `--ses-endpoint`, `--secrets-file` for a local one, none for AWS)
 * runs against that stack instead, with `--key` the company key the samples' placeholder takes.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Context } from 'aws-lambda';
import { FUNCTIONS, type FunctionDef, STREAM_FUNCTIONS } from '../routes.js';
import { resetConfig } from '../shared/config.js';
import { assertJavaAvailable } from './emulators.js';
import { loadHandler, normaliseResult } from './gateway.js';
import { DEMO_FILE, ensureLocalDir, RUNTIME_FILE, SECRETS_FILE } from './paths.js';
import { resetProcessCaches } from './reset.js';
import { attachToRunningStack } from './runtime-file.js';
import { fillSampleEvent, readSampleEvent, sampleEventFiles } from './sample-events.js';
import { seedDemo } from './seed.js';
import { startLocalStack } from './stack.js';

const INVOCABLE: readonly FunctionDef[] = [...FUNCTIONS, ...STREAM_FUNCTIONS].filter((fn) => !fn.localOnly);

const USAGE = [
  'usage: npm run invoke -- <functionName> [<event.json>]   one function, its sample event by default',
  '       npm run invoke -- --all                            every sample event of events/',
  'options: --table NAME [--dynamodb-endpoint URL] [--ses-endpoint URL] [--secrets-file PATH] --key COMPANY_KEY',
  '         against that stack instead of the running `npm start` (or one started for this run)',
  `functions: ${INVOCABLE.map((fn) => fn.name).join(', ')}`,
].join('\n');

interface Target {
  fn: FunctionDef;
  file: string;
}

interface Stack {
  companyKey: string | undefined;
  stop(): Promise<void>;
}

/** The stack the handlers run against, and the company key the samples' placeholder takes. */
async function prepareStack(values: Record<string, string | boolean | undefined>): Promise<Stack> {
  const option = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const table = option('table');
  if (table) {
    process.env.TABLE_NAME = table;
    const endpoints = {
      DYNAMODB_ENDPOINT: option('dynamodb-endpoint'),
      SES_ENDPOINT: option('ses-endpoint'),
      LOCAL_SECRETS_FILE: option('secrets-file'),
    };
    for (const [name, value] of Object.entries(endpoints)) if (value) process.env[name] = value;
    resetConfig();
    resetProcessCaches();
    return { companyKey: option('key'), stop: async () => {} };
  }
  if (existsSync(RUNTIME_FILE)) {
    try {
      attachToRunningStack();
      const demo = existsSync(DEMO_FILE)
        ? (JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as { companyKey?: string })
        : {};
      return { companyKey: option('key') ?? demo.companyKey, stop: async () => {} };
    } catch {
      // A runtime file of a stack that has stopped: start one below.
    }
  }
  console.error(
    'no local stack is running (npm start): starting DynamoDB Local and the SES emulator with the demo data for this run',
  );
  assertJavaAvailable();
  ensureLocalDir();
  const stack = await startLocalStack({ secretsFile: SECRETS_FILE });
  try {
    const { demo } = await seedDemo();
    return { companyKey: option('key') ?? demo.key, stop: () => stack.stop() };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

function lambdaContext(fn: FunctionDef): Context {
  const deadline = Date.now() + fn.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${fn.name}`,
    memoryLimitInMB: String(fn.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: 'invoke',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Runs the target; a stream function has no answer, so it "answers" 200 when it does not throw. */
async function invoke(target: Target, companyKey: string | undefined) {
  const raw = readSampleEvent(target.file);
  if (raw.includes('ck1.REPLACE_WITH_A_COMPANY_KEY') && !companyKey)
    throw new Error(`${target.file} needs a company key: pass --key`);
  const event = JSON.parse(await fillSampleEvent(raw, companyKey ?? ''));
  const handler = await loadHandler(target.fn);
  const result = await handler(event, lambdaContext(target.fn));
  if (target.fn.routes.length === 0) return { statusCode: 200, body: '' };
  return normaliseResult(result);
}

function targetsOf(positionals: string[], all: boolean): Target[] | string {
  const samples = sampleEventFiles();
  if (all) {
    return INVOCABLE.map((fn) => ({ fn, file: samples.get(fn.name) ?? '' })).filter((target) => target.file);
  }
  const [name, file] = positionals;
  const fn = INVOCABLE.find((candidate) => candidate.name === name);
  if (!fn) return `unknown function '${name}'`;
  const chosen = file ?? samples.get(fn.name);
  if (!chosen) return `no event file given, and events/${fn.name}.json does not exist`;
  return [{ fn, file: chosen }];
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      table: { type: 'string' },
      'dynamodb-endpoint': { type: 'string' },
      'ses-endpoint': { type: 'string' },
      'secrets-file': { type: 'string' },
      key: { type: 'string' },
    },
  });
  if (values.help || (positionals.length === 0 && !values.all)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const targets = targetsOf(positionals, values.all === true);
  if (typeof targets === 'string') {
    console.error(`${targets}\n${USAGE}`);
    return 2;
  }
  const stack = await prepareStack(values);
  try {
    if (!values.all) {
      const [target] = targets;
      if (!target) return 2;
      console.log(JSON.stringify(await invoke(target, stack.companyKey), null, 2));
      return 0;
    }
    let failed = 0;
    for (const target of targets) {
      const { statusCode = 200 } = await invoke(target, stack.companyKey).catch((error: Error) => {
        console.error(`${target.fn.name}: ${error.message}`);
        return { statusCode: 500 };
      });
      const ok = statusCode >= 200 && statusCode < 300;
      if (!ok) failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${statusCode} ${target.fn.name}`);
    }
    console.log(`${targets.length - failed} answered 2xx, ${failed} did not`);
    return failed === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`invoke failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
