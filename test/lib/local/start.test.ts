/**
 * `npm start` as a user runs it the first time: a second, separate stack (its own DynamoDB Local,
 * SES emulator and empty state folder) on a free port, the secrets it makes, the demo key it
 * prints used over HTTP, the admin command against it, the console keeping approval link keys out,
 * and Ctrl-C stopping every child process.
 */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { LOCAL_SECRET_GENERATORS } from '../../../lib/local/secrets-file.js';
import { http } from '../../support/gateway.js';
import {
  processGroup,
  type StartedService,
  startNpmStart,
  TSX as tsx,
  WITH_NPM_START_MS,
} from '../../support/npm-start.js';

const run = promisify(execFile);

describe('npm start', () => {
  let service: StartedService;
  let output = '';
  let localDir: string;
  let env: NodeJS.ProcessEnv;
  let child: StartedService['child'];

  beforeAll(async () => {
    // Logging as a user's npm start does (the test run's own LOG_LEVEL is SILENT).
    service = await startNpmStart(undefined, { freshSecrets: true, env: { LOG_LEVEL: 'INFO' } });
    ({ localDir, env, child } = service);
    output = service.output();
  }, WITH_NPM_START_MS);

  afterAll(() => service?.stop());

  it('makes every local secret on a first start, in a file only its user can read', () => {
    const file = join(localDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8'))).sort()).toEqual(
      Object.keys(LOCAL_SECRET_GENERATORS).sort(),
    );
  });

  it('prints where everything runs and writes demo.json', () => {
    expect(output).toMatch(/API\s+http:\/\/localhost:\d+/);
    expect(output).toMatch(/DynamoDB Local http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(/SES inbox\s+http:\/\/127\.0\.0\.1:\d+/);
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    expect(demo).toMatchObject({ companyId: 'co_demo', homologCompanyId: 'co_homolog' });
    expect(demo.companyKey).toMatch(/^ck1\./);
    expect(output).toContain(demo.companyKey);
    expect(demo.allowedOrigins).toHaveLength(5);
  });

  it('prints the MCP URL, the API reference and a host configuration that names them', () => {
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    expect(output).toContain(`MCP server     ${demo.baseUrl}/mcp`);
    expect(output).toContain(`API reference  ${demo.baseUrl}/docs`);
    const line = output.split('\n').find((text) => text.startsWith('{"mcpServers"'));
    const server = JSON.parse(line ?? '{}').mcpServers['workforce-ops'];
    expect(server.args).toEqual(expect.arrayContaining([`${demo.baseUrl}/mcp`, '--client-credentials']));
    expect(JSON.parse(server.args.at(-1))).toEqual({
      client_id: demo.serviceClientId,
      client_secret: '$' + '{WFO_CLIENT_SECRET}',
    });
    expect(server.env).toEqual({ WFO_CLIENT_SECRET: demo.serviceClientSecret });
  });

  it('serves the demo company with the printed key', async () => {
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    const answer = await http(`${demo.baseUrl.replace('localhost', '127.0.0.1')}/integrationValidatorData`, {
      body: { key: demo.homologCompanyKey },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toMatchObject({ valid: true, company: 'Acme HOMOLOG', isTest: true });
  });

  it('lets the admin command create a company against it, whose key then works', async () => {
    const { stdout } = await run(
      tsx,
      ['lib/admin/cli.ts', 'company:create', '--name', 'Admin Co', '--timezone', 'Europe/Lisbon'],
      {
        cwd: REPO_ROOT,
        env,
      },
    );
    const created = JSON.parse(stdout);
    expect(created).toMatchObject({ name: 'Admin Co', isTest: false });
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    const answer = await http(`${demo.baseUrl.replace('localhost', '127.0.0.1')}/integrationValidatorData`, {
      body: { key: created.key },
      localAddress: '127.0.0.31',
    });
    expect(answer.json.result).toMatchObject({ companyId: created.companyId });
  });

  it('keeps the summaries from the change stream: a punch sent over HTTP reaches the dashboard', async () => {
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    const base = demo.baseUrl.replace('localhost', '127.0.0.1');
    const sent = await http(`${base}/sendPunchClock`, {
      body: {
        key: demo.companyKey,
        username: 'ana.souza',
        date: '2026-06-01',
        beginDay: '2026-06-01T11:00:00Z',
        endDay: '2026-06-01T20:00:00Z',
        hostname: 'NB-01',
        locationType: 'office',
      },
      localAddress: '127.0.0.32',
    });
    expect(sent.status).toBe(200);
    // The poller delivers the change within a second or so; this waits for it, at most 30 s.
    const deadline = Date.now() + 30_000;
    let series: unknown;
    while (Date.now() < deadline) {
      const chart = await http(`${base}/mcp/tools/data-dashboardChartQuery`, {
        headers: { authorization: `Bearer ${demo.serviceToken}` },
        body: { chart: 'workedHoursByDay', from: '2026-06-01', to: '2026-06-01', groupBy: 'department' },
        localAddress: '127.0.0.32',
      });
      series = chart.json.data?.series;
      if (Array.isArray(series) && series.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(series).toEqual([{ name: 'Sales', data: [9] }]);
  }, 60_000);

  it('admin answers usage errors with exit code 2', async () => {
    await expect(
      run(tsx, ['lib/admin/cli.ts', 'company:create'], { cwd: REPO_ROOT, env }),
    ).rejects.toMatchObject({ code: 2 });
    await expect(run(tsx, ['lib/admin/cli.ts', 'no:such'], { cwd: REPO_ROOT, env })).rejects.toMatchObject({
      code: 2,
    });
  });

  it('prints an approval request by its route, never with the link key', async () => {
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    const linkKey = 'dGhpcy1pcy1hLWxpbmsta2V5LXRoYXQtbXVzdC1zdGF5LXNlY3JldA';
    const answer = await http(`${demo.baseUrl.replace('localhost', '127.0.0.1')}/approval/${linkKey}`);
    expect(answer.status).toBe(404);
    const deadline = Date.now() + 5_000;
    while (!service.output().includes('GET /approval/{key}') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.output()).toContain('GET /approval/{key} → 404');
    expect(service.output()).not.toContain(linkKey);
  });

  it('prints a line per request and keeps the JSON log lines in .local/service.log', async () => {
    const demo = JSON.parse(readFileSync(join(localDir, 'demo.json'), 'utf8'));
    const answer = await http(`${demo.baseUrl.replace('localhost', '127.0.0.1')}/integrationValidatorData`, {
      body: { key: demo.homologCompanyKey },
      localAddress: '127.0.0.33',
    });
    const requestId = answer.headers['x-request-id'];
    const logged = () =>
      readFileSync(join(localDir, 'service.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    const deadline = Date.now() + 5_000;
    while (!logged().some((entry) => entry.requestId === requestId) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged().find((entry) => entry.requestId === requestId)).toMatchObject({
      level: 'INFO',
      message: 'request',
      status: 200,
    });
    expect(service.output()).toMatch(/^POST \/integrationValidatorData → 200 /m);
    expect(service.output()).not.toContain(requestId);
    expect(service.output()).not.toMatch(/^\{"level":"INFO"/m);
  });

  it('stops every child process on Ctrl-C (SIGINT to its whole process group)', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(-(child.pid ?? 0), 'SIGINT');
    expect(await exited).toBe(0);
    const runtime = JSON.parse(readFileSync(join(localDir, 'runtime.json'), 'utf8'));
    await expect(fetch(`${runtime.sesEndpoint}/health-check`)).rejects.toThrow();
    await expect(fetch(runtime.dynamoEndpoint)).rejects.toThrow();
    const deadline = Date.now() + 10_000;
    while (processGroup(child.pid ?? 0).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(processGroup(child.pid ?? 0)).toEqual([]);
  }, 20_000);
});
