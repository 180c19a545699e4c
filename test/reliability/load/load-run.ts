/**
 * A bounded load run against the local gateway on loopback: the service in a child process
 * (load-server.ts), autocannon here, a mixed request set (load-requests.ts). Reports requests/s,
 * latency percentiles, every status seen, and the server's heap after a full collection before
 * and after the run (after a warm-up, so loaded modules and caches count as the starting level).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createCompany } from '../../../lib/companies/manage-companies.js';
import { putEmployees } from '../../../lib/dynamo/employee-store.js';
import { approvalLinkKeyFor } from '../../../lib/overtime/approval-link.js';
import { createExtensionRequest } from '../../../lib/overtime/request-extension.js';
import { serviceToken } from '../../support/tokens.js';
import { type LoadSeeds, loadRequests } from './load-requests.js';
import type { MemoryReport } from './load-server.js';

export interface LoadStack {
  dynamoEndpoint: string;
  sesEndpoint: string;
  tableName: string;
  secretsFile: string;
}

export interface LoadReport {
  durationSeconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  heapMiB: { before: number; after: number };
  rssMiB: { before: number; after: number };
}

const MIB = 1024 * 1024;
const round = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

/** Two companies (one HOMOLOG: no e-mail), employees, a pending request with its link, MCP actors. */
export async function seedLoad(): Promise<LoadSeeds> {
  const boss = 'boss@load.example';
  const employees = [
    { login: 'ana', name: 'Ana', department: 'Ops', role: 'Analyst', active: true, manager: boss },
    { login: 'bia', name: 'Bia', department: 'Ops', role: 'Analyst', active: true, manager: boss },
  ];
  const main = await createCompany({ name: 'Load Co', overtimeManagers: [boss] });
  const homolog = await createCompany({ name: 'Load HOMOLOG', overtimeManagers: [boss] });
  await putEmployees(main.company.companyId, employees, new Date().toISOString());
  await putEmployees(homolog.company.companyId, employees, new Date().toISOString());
  const pending = await createExtensionRequest(main.company, {
    user: 'bia',
    reqMinutes: 30,
    justification: 'carga',
    extraTime: '2026-03-10 18:00:00',
    manager: null,
  });
  const scopes = [`read:masterdata:${main.company.companyId}`];
  const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => serviceToken(scopes, `load-${i}`)));
  return {
    key: main.key,
    homologKey: homolog.key,
    companyId: main.company.companyId,
    tokens,
    approvalLinkKey: await approvalLinkKeyFor(pending.requestId),
  };
}

function startServer(stack: LoadStack): Promise<{ child: ChildProcess; url: string }> {
  // Powertools appends its tag to AWS_SDK_UA_APP_ID in every process that loads it: passed on, the
  // server's would pass the SDK's 50 characters, and the SDK warns on every call.
  const { AWS_SDK_UA_APP_ID: _ours, ...environment } = process.env;
  const child = fork(join(import.meta.dirname, 'load-server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...environment, LOAD_STACK: JSON.stringify(stack), LOG_LEVEL: 'SILENT' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load server exited with code ${code}`)));
    child.once('message', (message: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${message.port}` }),
    );
  });
}

function memoryOf(child: ChildProcess): Promise<MemoryReport> {
  return new Promise((resolve) => {
    child.once('message', (message: MemoryReport) => resolve(message));
    child.send({ type: 'memory' });
  });
}

/** A run of `durationSeconds`, or of `requests` answers however long they take (never empty). */
export type LoadLength = { durationSeconds: number } | { requests: number };

const run = (url: string, seeds: LoadSeeds, connections: number, length: LoadLength): Promise<Result> =>
  autocannon({
    url,
    connections,
    timeout: 10,
    requests: loadRequests(seeds),
    ...('requests' in length ? { amount: length.requests } : { duration: length.durationSeconds }),
  });

export async function runLoad(
  stack: LoadStack,
  options: LoadLength & { connections: number },
): Promise<LoadReport> {
  const seeds = await seedLoad();
  const { child, url } = await startServer(stack);
  try {
    // Warm-up: every request of the mix once, so the modules it loads count in the starting level.
    await run(url, seeds, 1, { requests: loadRequests(seeds).length });
    const before = await memoryOf(child);
    const result = await run(url, seeds, options.connections, options);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await memoryOf(child);
    return {
      durationSeconds: result.duration,
      connections: options.connections,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
      ),
      heapMiB: { before: round(before.heapUsed), after: round(after.heapUsed) },
      rssMiB: { before: round(before.rss), after: round(after.rss) },
    };
  } finally {
    child.removeAllListeners('exit');
    child.disconnect();
  }
}

/** The heap is back at its starting level: within 10% of it, or 8 MiB, whichever is more. */
export function heapReturned(report: LoadReport): boolean {
  const { before, after } = report.heapMiB;
  return after <= before + Math.max(8, before * 0.1);
}
