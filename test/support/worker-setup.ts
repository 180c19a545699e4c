// Every test worker talks to the run's DynamoDB Local and SES emulator (see global-setup.ts).
//
// In a project without isolation the files of a worker share its modules: each file starts from
// the environment the worker started with, empty caches and real timers, whatever the file before
// it changed.
import { afterAll, inject, vi } from 'vitest';
import { useLocalStack } from '../../lib/local/stack.js';

const STARTING_ENVIRONMENT = Symbol.for('workforce-ops.tests.startingEnvironment');
const worker = globalThis as { [STARTING_ENVIRONMENT]?: NodeJS.ProcessEnv };
worker[STARTING_ENVIRONMENT] ??= { ...process.env };
const starting = worker[STARTING_ENVIRONMENT];
for (const name of Object.keys(process.env)) if (!(name in starting)) delete process.env[name];
Object.assign(process.env, starting);

useLocalStack(inject('localStack'));

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
