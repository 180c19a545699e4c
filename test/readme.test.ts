/**
 * The README's curl examples, run verbatim (bash, in README order) against `npm start`: each must
 * run, and no request they make may answer 5xx. Statuses are read from npm start's request log.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/local/paths.js';
import { type StartedService, startNpmStart } from './support/npm-start.js';

const run = promisify(execFile);
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const blocks = [...README.matchAll(/```sh\n([\s\S]*?)```/g)]
  .map((match) => match[1] ?? '')
  .filter((block) => /\bcurl\b/.test(block) && !/\bnpm (ci|start|test|install)\b/.test(block));
/** Lines like KEY=$(node -p "require('./.local/demo.json').companyKey"), defined once for every block. */
const prelude = README.split('\n')
  .filter((line) => /^[A-Z_]+=\$\(node -p "require\('\.\/\.local\/demo\.json'\)\.\w+"\)$/.test(line))
  .join('\n');

/** npm start's request-log lines since `from`, once they stop arriving (its stdout lags the answers). */
async function settledRequestLines(service: StartedService, from: number): Promise<string[]> {
  const lines = () =>
    service
      .output()
      .slice(from)
      .match(/^\w+ \S+ → \d{3}/gm) ?? [];
  let seen = -1;
  for (let waited = 0; waited < 5_000; waited += 250) {
    const count = lines().length;
    if (count > 0 && count === seen) break;
    seen = count;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return lines();
}

describe('README curl examples against npm start', () => {
  let service: StartedService;
  let cwd: string;
  let port: string;

  beforeAll(async () => {
    service = await startNpmStart();
    port = new URL(service.demo().baseUrl).port;
    // A folder where `./.local/demo.json` is this stack's, as in a checkout after `npm start`.
    cwd = mkdtempSync(join(tmpdir(), 'wfo-readme-'));
    symlinkSync(service.localDir, join(cwd, '.local'));
    for (const name of ['package.json', 'node_modules', 'lib', 'functions', 'tsconfig.json']) {
      symlinkSync(join(REPO_ROOT, name), join(cwd, name));
    }
  }, 90_000);

  afterAll(() => {
    service?.stop();
    if (cwd) rmSync(cwd, { recursive: true, force: true });
  });

  it('finds the examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    expect(prelude).toContain('KEY=');
  });

  it('runs every example without a 5xx answer', async () => {
    for (const [index, block] of blocks.entries()) {
      const script = `set -eo pipefail\n${prelude}\n${block.replaceAll('localhost:3000', `127.0.0.1:${port}`)}`;
      const before = service.output().length;
      const { stdout } = await run('bash', ['-c', script], { cwd, env: service.env, timeout: 60_000 }).catch(
        (error) => {
          throw new Error(`README block ${index + 1} failed:\n${block}\n${error.stderr ?? error}`);
        },
      );
      const requests = await settledRequestLines(service, before);
      expect(requests.length, `block ${index + 1} made no request:\n${block}`).toBeGreaterThan(0);
      const failed = requests.filter((line) => / → 5\d\d$/.test(line));
      expect(failed, `block ${index + 1}:\n${block}\n${stdout}`).toEqual([]);
    }
  }, 240_000);
});
