/**
 * How the test files are split into vitest projects (vitest.config.ts), and the names the projects
 * share with the run's global setup (global-setup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SUMMARIES_PROJECT = 'summaries';
export const TABLE = 'workforce-ops-test';
export const SUMMARIES_TABLE = 'workforce-ops-test-summaries';

/**
 * The test files that read summaries: those that import support/summaries.ts, whose drain their
 * project's table needs. Found by reading the files, so a new one lands in the project by itself.
 */
export const summaryReadingTests = (root: string): string[] =>
  testFilesSaying(root, /from '[./]+\/support\/summaries\.js'/);

/** The test files that replace modules (vi.mock): each runs with a module graph of its own. */
export const moduleMockingTests = (root: string): string[] => testFilesSaying(root, /\bvi\.(mock|doMock)\(/);

function testFilesSaying(root: string, pattern: RegExp): string[] {
  return readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('test', file))
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
}
