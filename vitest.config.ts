import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/support/longest-first.js';
import { moduleMockingTests, STREAM_PROJECT, streamReadingTests } from './test/support/projects.js';

// The AWS SDK warns on Node 20 about its 2027 releases; the pinned versions run fine here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// The run's summariser delivers in this process (global-setup.ts): no EMF lines here either.
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
// Webhook retries after 1 s and 2 s, receivers answering within 1.5 s: a test sees a whole retry
// schedule in seconds (the service's own spans more than 24 hours). Set before any worker starts,
// so every worker's deliveries (test/support/webhook-delivery.ts) and `npm start`s run by tests agree.
process.env.WEBHOOK_RETRY_DELAYS ??= '1,2';
process.env.WEBHOOK_TIMEOUT_MS ??= '1500';

/**
 * Unit tests are the files named `*.unit.test.ts`: pure logic, no DynamoDB Local, no SES emulator,
 * no child process. Every other test file lands in a project with the local stack, so a new test
 * gets the real parts unless its name says it needs none.
 */
const UNIT_TESTS = 'test/**/*.unit.test.ts';
/** Files that read the change stream (summaries, webhook deliveries): they get the table that has one. */
const STREAM_TESTS = streamReadingTests(import.meta.dirname);
/**
 * Files that replace modules (vi.mock) get a fresh module graph each. Every other file with the
 * local stack shares its worker's modules with the files before it (loading lib/ and the AWS SDK
 * for each file again was about a third of the run's CPU); worker-setup.ts gives each file the
 * environment the worker started with, new clients and empty caches.
 */
const MOCKING_TESTS = moduleMockingTests(import.meta.dirname);
// The stream project shares its workers' modules too: a file there cannot replace one.
const mockingStreamTests = MOCKING_TESTS.filter((file) => STREAM_TESTS.includes(file));
if (mockingStreamTests.length > 0)
  throw new Error(`files that read the change stream cannot use vi.mock: ${mockingStreamTests.join(', ')}`);

/**
 * DynamoDB Local and the SES emulator, started once per run for every project that lists them (and
 * given longer to answer than a function gives DynamoDB: lib/local/stack.ts useLocalStack).
 */
const withLocalStack = {
  globalSetup: ['test/support/global-setup.ts'],
  setupFiles: ['test/support/worker-setup.ts'],
};

/** Nothing listens on port 9 (discard): an AWS call from a unit test fails at once, never reaches AWS. */
const NO_AWS = 'http://127.0.0.1:9';

/**
 * Most of a test's time is spent waiting on DynamoDB Local, the SES emulator or a child process, not
 * on this process's CPU: two workers per core keep the cores busy.
 */
const WORKERS = Math.max(2, 2 * availableParallelism());

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFirstSequencer },
    // Only to stop a test that hangs: what a test promises about time it checks itself. A CDK
    // synthesis or a child npm start on two cores shared with other work can take minutes.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Stopping the run's DynamoDB Local and SES emulator on a busy machine.
    teardownTimeout: 60_000,
    // EMF metric lines are for CloudWatch; the tests that read them turn them back on.
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT_TESTS],
          // Pure functions, no module state to leak: the files of a worker share their imports
          // instead of loading lib/ again for each one (half the CPU of npm run test:unit).
          isolate: false,
          env: {
            DYNAMODB_ENDPOINT: NO_AWS,
            SES_ENDPOINT: NO_AWS,
            AWS_ACCESS_KEY_ID: 'unit-tests',
            AWS_SECRET_ACCESS_KEY: 'unit-tests',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: [UNIT_TESTS, ...STREAM_TESTS, ...MOCKING_TESTS],
          isolate: false,
          ...withLocalStack,
        },
      },
      {
        extends: true,
        test: {
          name: STREAM_PROJECT,
          include: STREAM_TESTS,
          exclude: [UNIT_TESTS],
          isolate: false,
          ...withLocalStack,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: MOCKING_TESTS,
          exclude: [UNIT_TESTS],
          ...withLocalStack,
        },
      },
    ],
  },
});
