/**
 * Throughput goals with autocannon (concurrency 8, 10 s, loopback), each endpoint run back to back
 * with its yardstick: G6 against a DynamoDB-only route replaying the endpoint's DynamoDB steps, G11
 * against the MCP SDK's stateless server serving the same tool. Every answer must be 2xx.
 */
import autocannon from 'autocannon';
import { mcpSearchBody } from './calls/samples.js';
import { BENCH_ROUTES } from './gateway-client.js';
import { replayCall, sampleCall } from './latency.js';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

export interface ThroughputRow {
  name: string;
  rps: number;
  baselineRps: number;
  ratio: number;
}

interface Target {
  path: string;
  body: string;
  /** Sets headers per request (a rotating token), or undefined for fixed headers. */
  headers?: () => Record<string, string>;
}

async function requestsPerSecond(baseUrl: string, target: Target, load: LoadSettings): Promise<number> {
  // One second of the same load first, discarded: the route's first requests load its bundle.
  await autocannonRun(baseUrl, target, load.connections, 1);
  return autocannonRun(baseUrl, target, load.connections, load.durationSeconds);
}

async function autocannonRun(
  baseUrl: string,
  target: Target,
  connections: number,
  duration: number,
): Promise<number> {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: target.path,
        body: target.body,
        headers,
        ...(target.headers
          ? { setupRequest: (request) => ({ ...request, headers: { ...headers, ...target.headers?.() } }) }
          : {}),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.average;
}

export const G6_ENDPOINTS = ['recordPunch', 'listAppClassificationRules', 'listPunchClockByDay'] as const;

export async function endpointThroughput(
  baseUrl: string,
  key: string,
  load: LoadSettings,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const name of G6_ENDPOINTS) {
    const call = sampleCall(name, key);
    const replay = replayCall(name);
    const baselineRps = await requestsPerSecond(
      baseUrl,
      { path: replay.path, body: replay.body ?? '' },
      load,
    );
    const rps = await requestsPerSecond(baseUrl, { path: call.path, body: call.body ?? '' }, load);
    rows.push({ name, rps, baselineRps, ratio: rps / baselineRps });
  }
  return rows;
}

/** Tokens are rotated so the 120-per-minute limit of a `sub` is never met; each route has its own. */
export async function mcpThroughput(
  baseUrl: string,
  tokens: { ours: readonly string[]; sdk: readonly string[] },
  companyId: string,
  load: LoadSettings,
): Promise<ThroughputRow> {
  const rotate = (pool: readonly string[]) => {
    let next = 0;
    return () => ({
      authorization: `Bearer ${pool[next++ % pool.length]}`,
      'mcp-protocol-version': '2025-03-26',
    });
  };
  const body = mcpSearchBody(companyId);
  const baselineRps = await requestsPerSecond(
    baseUrl,
    { path: BENCH_ROUTES.sdkMcp, body, headers: rotate(tokens.sdk) },
    load,
  );
  const rps = await requestsPerSecond(baseUrl, { path: '/mcp', body, headers: rotate(tokens.ours) }, load);
  return { name: 'mcp tools/call searchEmployee', rps, baselineRps, ratio: rps / baselineRps };
}
