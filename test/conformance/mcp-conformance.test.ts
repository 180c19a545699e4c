/**
 * The official MCP conformance suite against `npm start`'s MCP URL, every scenario (`--suite all`),
 * judged by the suite itself against conformance/expected-failures.yml: it fails on a scenario that
 * fails and is not listed, and on a listed one that passes. The suite needs Node.js 22, so it lives
 * in a package of its own (conformance/) with a pinned Node.js 22 from npm, installed here on
 * first use; the service keeps running on the machine's Node.js.
 *
 * `npm run conformance` runs this file alone.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { type StartedService, startNpmStart } from '../support/npm-start.js';

const run = promisify(execFile);
const DIR = join(REPO_ROOT, 'conformance');
const BASELINE = join(DIR, 'expected-failures.yml');
const NODE_22 = join(DIR, 'node_modules', 'node', 'bin', 'node');
const SUITE = join(DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
/** Scenarios a stateless, tools-only server must pass. */
const MUST_PASS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];
/**
 * The suite counts a warning as a failure: this scenario warns that the server issues no
 * Mcp-Session-Id (it is stateless by design) and then stops, so its connection (an SDK client's
 * initialize) must succeed and that warning must be all it reports.
 */
const ONLY_WARNS_OF_NO_SESSION = 'server-sse-multiple-streams';

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
}

const pinned = (name: string): string =>
  (JSON.parse(readFileSync(join(DIR, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
    .devDependencies[name] ?? '';
const installed = (name: string): string | undefined => {
  const file = join(DIR, 'node_modules', name, 'package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    : undefined;
};

/** `npm ci` in conformance/, unless the pinned versions are already there. */
async function installSuite(): Promise<void> {
  const current = ['node', '@modelcontextprotocol/conformance'].every(
    (name) => installed(name) === pinned(name) && existsSync(NODE_22),
  );
  if (current) return;
  // The parent npm run's own prefix must not redirect the install out of conformance/.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_config_(local_)?prefix$/i.test(name)),
  );
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: DIR, env, timeout: 240_000 });
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

describe('the MCP conformance suite against npm start', () => {
  let service: StartedService;
  let output = '';
  let exitCode = 0;
  let checks: Map<string, Check[]>;
  const resultsDir = mkdtempSync(join(tmpdir(), 'wfo-conformance-'));

  beforeAll(async () => {
    // One after the other: on a clean clone both are heavy, and the machine may have two cores.
    await installSuite();
    service = await startNpmStart(120_000);
    const mcpUrl = `${service.demo().baseUrl}/mcp`;
    try {
      const { stdout } = await run(
        NODE_22,
        [
          SUITE,
          'server',
          '--url',
          mcpUrl,
          '--suite',
          'all',
          '--expected-failures',
          BASELINE,
          '-o',
          resultsDir,
        ],
        { cwd: DIR, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      );
      output = stdout;
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      exitCode = failed.code ?? 1;
      output = `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`;
    }
    checks = checksOf(resultsDir);
  }, 300_000);

  afterAll(() => {
    service?.stop();
    rmSync(resultsDir, { recursive: true, force: true });
  });

  it('fails exactly the scenarios of the baseline (the suite exits 0)', () => {
    expect({ exitCode, tail: exitCode ? output.slice(-4000) : '' }).toEqual({ exitCode: 0, tail: '' });
  });

  it('passes every scenario that applies to a stateless, tools-only server', () => {
    expect(checks.size).toBeGreaterThanOrEqual(30);
    for (const name of MUST_PASS) {
      const statuses = (checks.get(name) ?? []).map((check) => check.status);
      expect({ name, statuses }).toEqual({ name, statuses: expect.arrayContaining(['SUCCESS']) });
      expect({ name, bad: statuses.filter((s) => s === 'FAILURE' || s === 'WARNING') }).toEqual({
        name,
        bad: [],
      });
    }
  });

  it('warns, in the concurrent-streams scenario, only of the session id a stateless server does not issue', () => {
    const found = checks.get(ONLY_WARNS_OF_NO_SESSION) ?? [];
    expect(found.filter((check) => check.status === 'FAILURE' || check.status === 'WARNING')).toEqual([
      expect.objectContaining({ id: 'server-sse-multiple-streams-session', status: 'WARNING' }),
    ]);
  });
});

describe('the baseline of expected failures', () => {
  it('gives each scenario it lists a reason, once', () => {
    const entries = readFileSync(BASELINE, 'utf8')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('- '));
    expect(entries.length).toBeGreaterThan(0);
    const names = entries.map((line) => /- (\S+)/.exec(line)?.[1]);
    expect(new Set(names).size).toBe(names.length);
    for (const line of entries) expect(line).toMatch(/^ {2}- \S+ # \S.{10,}$/);
    expect(names.filter((name) => MUST_PASS.includes(name ?? ''))).toEqual([]);
  });
});
