/**
 * The official MCP conformance suite against `npm start`'s MCP URL, every scenario (`--suite all`),
 * judged by the suite itself against conformance/expected-failures.yml: it fails on a scenario that
 * fails and is not listed, and on a listed one that passes. The suite needs Node.js 22, so it lives
 * in a package of its own (conformance/) with a pinned Node.js 22 from npm, installed here on
 * first use; the service keeps running on the machine's Node.js.
 *
 * `npm run conformance` runs this file alone.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { baselineEntries, conformanceSuite, runAgainstNpmStart } from '../support/conformance-suite.js';

const SUITE = conformanceSuite(join(REPO_ROOT, 'conformance'));
/** Scenarios a stateless, tools-only server must pass. */
const MUST_PASS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];
/**
 * The suite counts a warning as a failure: this scenario warns that the server issues no
 * Mcp-Session-Id (it is stateless by design) and then stops, so its connection (an SDK client's
 * initialize) must succeed and that warning must be all it reports.
 */
const ONLY_WARNS_OF_NO_SESSION = 'server-sse-multiple-streams';

describe('the MCP conformance suite against npm start', () => {
  const suiteRun = runAgainstNpmStart(SUITE, ['--suite', 'all']);

  it('fails exactly the scenarios of the baseline (the suite exits 0)', () => {
    const { exitCode, output } = suiteRun();
    expect({ exitCode, tail: exitCode ? output.slice(-4000) : '' }).toEqual({ exitCode: 0, tail: '' });
  });

  it('passes every scenario that applies to a stateless, tools-only server', () => {
    const { checks } = suiteRun();
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
    const found = suiteRun().checks.get(ONLY_WARNS_OF_NO_SESSION) ?? [];
    expect(found.filter((check) => check.status === 'FAILURE' || check.status === 'WARNING')).toEqual([
      expect.objectContaining({ id: 'server-sse-multiple-streams-session', status: 'WARNING' }),
    ]);
  });
});

describe('the baseline of expected failures', () => {
  it('gives each scenario it lists a reason, once', () => {
    const entries = baselineEntries(SUITE.baseline);
    expect(entries.length).toBeGreaterThan(0);
    const names = entries.map((line) => /- (\S+)/.exec(line)?.[1]);
    expect(new Set(names).size).toBe(names.length);
    for (const line of entries) expect(line).toMatch(/^ {2}- \S+ # \S.{10,}$/);
    expect(names.filter((name) => MUST_PASS.includes(name ?? ''))).toEqual([]);
  });
});
