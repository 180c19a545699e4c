/**
 * The official MCP conformance suite, as the conformance tests run it: its releases live in one
 * package folder (conformance/), beside the Node.js 22 they need pinned from npm, installed there on
 * first use, so the service keeps running on the machine's Node.js. Each release judges itself
 * against a baseline file of expected failures of its own and writes each scenario's checks.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { type StartedService, startNpmStart } from './npm-start.js';

const run = promisify(execFile);

export interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
}

/** What a run of the suite said: its exit code, its output when it failed, and each scenario's checks. */
export interface SuiteRun {
  exitCode: number;
  output: string;
  checks: Map<string, Check[]>;
}

export interface ConformanceSuite {
  baseline: string;
  /** `npm ci` in the folder, unless the pinned versions are already there. */
  install(): Promise<void>;
  /** Runs `conformance server --url <url> <args>` judged by the baseline, its results in `resultsDir`. */
  runServer(url: string, args: readonly string[], resultsDir: string): Promise<SuiteRun>;
}

/** Each scenario's checks, from the results the suite writes (`<dir>/server-<name>-<time>/checks.json`). */
function checksOf(resultsDir: string): Map<string, Check[]> {
  const checks = new Map<string, Check[]>();
  for (const entry of readdirSync(resultsDir)) {
    const name = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry)?.[1];
    if (name) checks.set(name, JSON.parse(readFileSync(join(resultsDir, entry, 'checks.json'), 'utf8')));
  }
  return checks;
}

/**
 * The release installed as `name` in `dir` (the folder's package.json pins it, under an alias for
 * a second release), judged against `dir`/`baselineFile`.
 */
export function conformanceSuite(dir: string, name: string, baselineFile: string): ConformanceSuite {
  const node22 = join(dir, 'node_modules', 'node', 'bin', 'node');
  const suite = join(dir, 'node_modules', name, 'dist', 'index.js');
  const baseline = join(dir, baselineFile);
  // An alias (`npm:<package>@<version>`) installs a package.json that says only the version.
  const pinned = (pkg: string): string =>
    (
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies[pkg]?.replace(/^npm:.+@/, '') ?? '';
  const installed = (pkg: string): string | undefined => {
    const file = join(dir, 'node_modules', pkg, 'package.json');
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
      : undefined;
  };

  return {
    baseline,
    async install() {
      const current = ['node', name].every((pkg) => installed(pkg) === pinned(pkg) && existsSync(node22));
      if (current) return;
      // The parent npm run's own prefix must not redirect the install out of the folder.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([variable]) => !/^npm_config_(local_)?prefix$/i.test(variable)),
      );
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, timeout: 240_000 });
    },
    async runServer(url, args, resultsDir) {
      let exitCode = 0;
      let output = '';
      try {
        await run(
          node22,
          [suite, 'server', '--url', url, ...args, '--expected-failures', baseline, '-o', resultsDir],
          { cwd: dir, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
        );
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        exitCode = failed.code ?? 1;
        output = `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`;
      }
      return { exitCode, output, checks: checksOf(resultsDir) };
    },
  };
}

/** The baseline's entries (`  - <scenario> # <reason>`), for the tests that each has a reason. */
export function baselineEntries(baseline: string): string[] {
  return readFileSync(baseline, 'utf8')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('- '));
}

/**
 * In the calling describe block: the suite installed, then run with `args` against an `npm start` of
 * its own (one after the other: on a clean clone both are heavy, and the machine may have two cores),
 * and both cleaned up after. Answers the run, once the block's tests start. Each release gets a fresh
 * `npm start`: together they send more requests without a token in a minute than the service's
 * per-address rate limit lets through.
 */
export function runAgainstNpmStart(suite: ConformanceSuite, args: readonly string[]): () => SuiteRun {
  let service: StartedService | undefined;
  let run: SuiteRun | undefined;
  const resultsDir = mkdtempSync(join(tmpdir(), 'wfo-conformance-'));
  beforeAll(async () => {
    await suite.install();
    service = await startNpmStart(120_000);
    run = await suite.runServer(`${service.demo().baseUrl}/mcp`, args, resultsDir);
  }, 300_000);
  afterAll(() => {
    service?.stop();
    rmSync(resultsDir, { recursive: true, force: true });
  });
  return () => {
    if (!run) throw new Error('the conformance suite has not run');
    return run;
  };
}
