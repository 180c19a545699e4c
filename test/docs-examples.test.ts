/**
 * The shell examples of README.md, then of every docs/*.md in name order, run verbatim (bash) one
 * after the other against one fresh `npm start`, as a reader following the pages would (blocks
 * written for a deployed stack aside: test/support/doc-examples.ts says which run). Each block
 * must run, no request it makes may answer 5xx (read from npm start's request log), and every
 * answer the pages show must match the real one (test/support/doc-examples.ts says how `…` reads).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/local/paths.js';
import { freePort } from '../lib/local/ports.js';
import {
  demoVariableLines,
  differences,
  exampleBlocks,
  lastAnswer,
  parseShown,
} from './support/doc-examples.js';
import { type StartedService, startNpmStart, WITH_NPM_START_MS } from './support/npm-start.js';

const run = promisify(execFile);
const PAGES = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const markdown = new Map(PAGES.map((page) => [page, readFileSync(join(REPO_ROOT, page), 'utf8')]));
const blocks = PAGES.flatMap((page) => exampleBlocks(page, markdown.get(page) ?? ''));
const prelude = [...new Set(PAGES.flatMap((page) => demoVariableLines(markdown.get(page) ?? '')))].join('\n');
const marker = (step: number) => `@@step-${step}@@`;
/**
 * The address docs/webhooks.md's receiver listens on. Like npm start's localhost:3000, it gets a
 * free port for the run, so runs at the same time do not collide; its output is read back with the
 * documented address.
 */
const RECEIVER = '127.0.0.1:4400';

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

describe('the examples of README.md and docs/ against npm start', () => {
  let service: StartedService;
  let cwd: string;
  let port: string;
  let receiver: string;

  beforeAll(async () => {
    service = await startNpmStart();
    port = new URL(service.demo().baseUrl).port;
    receiver = `127.0.0.1:${await freePort()}`;
    // A folder where `./.local/demo.json` is this stack's, as in a checkout after `npm start`.
    cwd = mkdtempSync(join(tmpdir(), 'wfo-docs-'));
    symlinkSync(service.localDir, join(cwd, '.local'));
    for (const name of ['package.json', 'node_modules', 'lib', 'functions', 'tsconfig.json']) {
      symlinkSync(join(REPO_ROOT, name), join(cwd, name));
    }
  }, WITH_NPM_START_MS);

  afterAll(() => {
    service?.stop();
    if (cwd) rmSync(cwd, { recursive: true, force: true });
  });

  it('finds the examples and the answers they show', () => {
    expect(blocks.filter((block) => block.file === 'README.md').length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((block) => block.file === 'docs/api.md').length).toBeGreaterThanOrEqual(5);
    expect(blocks.flatMap((block) => block.steps).filter((step) => step.shown).length).toBeGreaterThanOrEqual(
      20,
    );
    expect(prelude).toContain('KEY=');
  });

  it('runs every example in order; each shown answer is the real one', async () => {
    for (const block of blocks) {
      const where = `${block.file}, sh block ${block.index}`;
      const body = block.steps
        .map((step, i) => `${step.script}\nprintf '\\n%s\\n' '${marker(i)}'`)
        .join('\n');
      const local = body.replaceAll('localhost:3000', `127.0.0.1:${port}`).replaceAll(RECEIVER, receiver);
      const script = `set -eo pipefail\n${prelude}\n${local}`;
      const before = service.output().length;
      const { stdout: printed } = await run('bash', ['-c', script], {
        cwd,
        env: service.env,
        timeout: 60_000,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error) => {
        throw new Error(`${where} failed:\n${block.text}\n${error.stderr ?? error}`);
      });
      const stdout = printed.replaceAll(receiver, RECEIVER);
      const requests = await settledRequestLines(service, before);
      expect(requests.length, `${where} made no request:\n${block.text}`).toBeGreaterThan(0);
      expect(
        requests.filter((line) => / → 5\d\d$/.test(line)),
        `${where}:\n${stdout}`,
      ).toEqual([]);

      let rest = stdout;
      for (const [i, step] of block.steps.entries()) {
        const end = rest.indexOf(marker(i));
        const output = rest.slice(0, end);
        rest = rest.slice(end + marker(i).length);
        if (step.shown === undefined) continue;
        const actual = lastAnswer(output);
        expect(
          differences(parseShown(step.shown), actual),
          `${where}:\n${step.script}\nanswered ${JSON.stringify(actual)}`,
        ).toEqual([]);
      }
    }
  }, 300_000);
});
