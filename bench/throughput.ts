/**
 * Throughput goals with autocannon (concurrency 8, 10 s, loopback), each endpoint alternating with
 * its yardstick: G6 against a DynamoDB-only route replaying the endpoint's DynamoDB steps, G11
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

/**
 * Requests/s of a route and of its yardstick, each after one discarded second (the route's first
 * requests load its bundle), then in two halves alternating yardstick, route, yardstick, route: a
 * machine that speeds up or slows down during the measurement touches both alike.
 */
async function alternatingRates(
  baseUrl: string,
  route: Target,
  yardstick: Target,
  load: LoadSettings,
): Promise<{ rps: number; baselineRps: number }> {
  await autocannonRun(baseUrl, yardstick, load.connections, 1);
  await autocannonRun(baseUrl, route, load.connections, 1);
  const half = Math.max(1, Math.round(load.durationSeconds / 2));
  let rps = 0;
  let baselineRps = 0;
  for (let round = 0; round < 2; round += 1) {
    baselineRps += (await autocannonRun(baseUrl, yardstick, load.connections, half)) / 2;
    rps += (await autocannonRun(baseUrl, route, load.connections, half)) / 2;
  }
  return { rps, baselineRps };
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
    const { rps, baselineRps } = await alternatingRates(
      baseUrl,
      { path: call.path, body: call.body ?? '' },
      { path: replay.path, body: replay.body ?? '' },
      load,
    );
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
  const { rps, baselineRps } = await alternatingRates(
    baseUrl,
    { path: '/mcp', body, headers: rotate(tokens.ours) },
    { path: BENCH_ROUTES.sdkMcp, body, headers: rotate(tokens.sdk) },
    load,
  );
  return { name: 'mcp tools/call searchEmployee', rps, baselineRps, ratio: rps / baselineRps };
}
