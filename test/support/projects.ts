/**
 * How the test files are split into vitest projects (vitest.config.ts), and the names the projects
 * share with the run's global setup (global-setup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STREAM_PROJECT = 'stream';
/** The table of every file that does not read a change stream: it has none. */
export const TABLE = 'workforce-ops-test';
/** The one table of the run with a change stream, for the files that read it. */
export const STREAM_TABLE = 'workforce-ops-test-stream';

/**
 * The test files that read the change stream: those that read summaries (support/summaries.ts,
 * whose drain their table needs), deliver webhooks (support/webhook-delivery.ts) or poll it
 * themselves. Found by reading the files, so a new one lands in the project by itself.
 */
export const streamReadingTests = (root: string): string[] =>
  testFilesSaying(root, /from '[./]+\/support\/(summaries|webhook-delivery)\.js'|\bnew StreamPoller\(/);

/** The test files that replace modules (vi.mock): each runs with a module graph of its own. */
export const moduleMockingTests = (root: string): string[] => testFilesSaying(root, /\bvi\.(mock|doMock)\(/);

function testFilesSaying(root: string, pattern: RegExp): string[] {
  return readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('test', file))
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
}
