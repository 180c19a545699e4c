import { defineConfig } from 'vitest/config';

// The AWS SDK warns on Node 20 about its 2027 releases; the pinned versions run fine here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Webhook retries after 1 s and 2 s, receivers answering within 1.5 s: a test sees a whole retry
// schedule in seconds (the service's own spans more than 24 hours). Set here, in the main process,
// so the stream poller of global-setup.ts (first attempts) and the workers (retries) agree.
process.env.WEBHOOK_RETRY_DELAYS ??= '1,2';
process.env.WEBHOOK_TIMEOUT_MS ??= '1500';

/**
 * Unit tests are the files named `*.unit.test.ts`: pure logic, no DynamoDB Local, no SES emulator,
 * no child process. Every other test file lands in a project with the local stack, so a new test
 * gets the real parts unless its name says it needs none.
 */
const UNIT_TESTS = 'test/**/*.unit.test.ts';

/** DynamoDB Local and the SES emulator, started once per run for every project that lists them. */
const withLocalStack = {
  globalSetup: ['test/support/global-setup.ts'],
  setupFiles: ['test/support/worker-setup.ts'],
};

/** Nothing listens on port 9 (discard): an AWS call from a unit test fails at once, never reaches AWS. */
const NO_AWS = 'http://127.0.0.1:9';

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'SILENT' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT_TESTS],
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
          exclude: [UNIT_TESTS, 'test/reliability/**', 'test/bench/**'],
          ...withLocalStack,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          exclude: [UNIT_TESTS],
          ...withLocalStack,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          include: ['test/bench/**/*.test.ts'],
          exclude: [UNIT_TESTS],
          ...withLocalStack,
        },
      },
    ],
  },
});
