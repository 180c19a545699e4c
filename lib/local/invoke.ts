import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FUNCTIONS, type FunctionDef, STREAM_FUNCTIONS } from '../routes.js';
import { resetConfig } from '../shared/config.js';
import { assertJavaAvailable } from './emulators.js';
import { lambdaContext, loadHandler, normaliseResult } from './gateway.js';
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

/** What a function's sample event should get: a 2xx, except from the function that only refuses. */
const answersAsItShould = (fn: FunctionDef, statusCode: number) =>
  fn.name === 'methodNotAllowed' ? statusCode === 405 : statusCode >= 200 && statusCode < 300;

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
      const ok = answersAsItShould(target.fn, statusCode);
      if (!ok) failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${statusCode} ${target.fn.name}`);
    }
    console.log(`${targets.length - failed} answered as they should, ${failed} did not`);
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
