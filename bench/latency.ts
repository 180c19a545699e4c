/**
 * Sequential goals through the bench gateway, one keep-alive connection: G4 (warm p50 and p90 of
 * endpoints against the raw SDK round trip, measured in blocks between the endpoints), G5
 * (rejections against the empty route) and G9 (new TCP connections to DynamoDB per 100 requests).
 */
import { manifestEntry, replaySteps, warmRoundTrips } from './calls/manifest.js';
import type { RecordedCall } from './calls/record.js';
import { mcpSearchBody, sampleEvent } from './calls/samples.js';
import type { RawDynamo } from './dynamo-raw.js';
import { BENCH_ROUTES, type Call, type SequentialClient } from './gateway-client.js';
import { median, percentile } from './stats.js';

export interface LatencyCounts {
  measured: number;
  warmup: number;
}

export interface WarmRow {
  name: string;
  k: number;
  p50Ms: number;
  p90Ms: number;
  /**
   * The unit's measure, through the same gateway: the endpoint's recorded warm requests sent again
   * (`recorded`), or, for the MCP tool call, its warm steps from the manifest replayed.
   */
  replay: 'recorded' | 'manifest steps';
  replayP50Ms: number;
  replayP90Ms: number;
  /** Beside a recorded replay, the manifest's generic steps replayed (information). */
  stepsP50Ms?: number;
  /** Beside a recorded replay, the same requests sent verbatim by the low-level client (information). */
  wireP50Ms?: number;
  /** Endpoint ÷ its calls' mean raw SDK round trip (replay ÷ k): G4's ratio. */
  p50Ratio: number;
  p90Ratio: number;
  /** Endpoint ÷ a raw SDK GetItem round trip from the bench process (information). */
  p50GetItemRatio: number;
}

/** The sample request of a key-based function as HTTP. */
export function sampleCall(name: string, key: string): Call {
  const event = sampleEvent(name, key);
  return { method: 'POST', path: event.rawPath, body: event.body ?? '' };
}

/** tools/call of searchEmployee, each time with the next token (the rate limit counts per token). */
export function mcpCalls(tokens: readonly string[], companyId: string): () => Call {
  let next = 0;
  const body = mcpSearchBody(companyId);
  return () => ({
    method: 'POST',
    path: '/mcp',
    body,
    headers: {
      authorization: `Bearer ${tokens[next++ % tokens.length]}`,
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-03-26',
    },
  });
}

/** One endpoint per shape of request (write, day read, ranged read, list), plus the MCP tool call. */
export const G4_ENDPOINTS = [
  'recordPunch',
  'listPunchClockByDay',
  'getEvents',
  'listAppClassificationRules',
] as const;

/** The dynamoSteps route replaying a manifest entry's warm steps (the company record is cached). */
export function replayCall(name: string): Call {
  const steps = replaySteps(name, 'warm');
  return { method: 'POST', path: BENCH_ROUTES.steps, body: JSON.stringify({ steps }) };
}

/**
 * The dynamoSteps route sending an endpoint's recorded warm requests again (calls/record.ts): through
 * the document client, as the service sends them, or with `wire` verbatim through the low-level one.
 */
export function recordedReplayCall(recorded: readonly RecordedCall[][], wire = false): Call {
  return {
    method: 'POST',
    path: BENCH_ROUTES.steps,
    body: JSON.stringify({ recorded, ...(wire ? { wire } : {}) }),
  };
}

/**
 * G4. The unit of "k sequential DynamoDB calls" is what the endpoint's own calls cost: the
 * requests it makes, recorded and sent again through the same document client by a route that
 * does nothing else, through the same gateway, measured in blocks alternating with the endpoint.
 * DynamoDB Local answers a conditional UpdateItem, a Query or a PutItem 1.1-1.4x slower than the
 * GetItem of the raw SDK round trip, and a large item slower than a small one, so a GetItem unit, or the manifest's
 * generic steps, would charge that difference to the service. The MCP tool call, whose requests
 * cannot be sent twice (calls/record.ts), keeps the generic steps. The GetItem ratio and, beside a
 * recorded replay, the generic steps' and the low-level client's times are reported for information.
 */
export async function warmLatencies(
  client: SequentialClient,
  raw: RawDynamo,
  key: string,
  mcp: () => Call,
  recorded: ReadonlyMap<string, readonly RecordedCall[][]>,
  counts: LatencyCounts,
): Promise<{ rows: WarmRow[]; sdkP50Ms: number; sdkP90Ms: number }> {
  const sdk: number[] = [];
  const endpoints: Array<[string, Call | (() => Call)]> = [
    ...G4_ENDPOINTS.map((name): [string, Call] => [name, sampleCall(name, key)]),
    ['mcp tools/call searchEmployee', mcp],
  ];
  const half = Math.ceil(counts.measured / 2);
  const warm = Math.ceil(counts.warmup / 2);
  const measured: Array<{
    name: string;
    times: number[];
    replay: number[];
    steps: number[];
    wire: number[];
  }> = [];
  for (const [name, call] of endpoints) {
    const own = recorded.get(name);
    const unit = own ? recordedReplayCall(own) : replayCall(name);
    const times: number[] = [];
    const replay: number[] = [];
    const steps: number[] = [];
    const wire: number[] = [];
    for (let block = 0; block < 2; block += 1) {
      sdk.push(...(await raw.sdkRoundTrips(Math.ceil(counts.measured / 8))));
      replay.push(...(await client.times(unit, half, warm, 200)));
      if (own) {
        steps.push(...(await client.times(replayCall(name), half, warm, 200)));
        wire.push(...(await client.times(recordedReplayCall(own, true), half, warm, 200)));
      }
      times.push(...(await client.times(call, half, warm, 200)));
    }
    measured.push({ name, times, replay, steps, wire });
  }
  sdk.push(...(await raw.sdkRoundTrips(Math.ceil(counts.measured / 4))));
  const sdkP50Ms = median(sdk);
  const sdkP90Ms = percentile(sdk, 90);
  const rows = measured.map(({ name, times, replay, steps, wire }): WarmRow => {
    // Only a recorded replay is measured beside the generic steps.
    const own = steps.length > 0;
    const k = warmRoundTrips(manifestEntry(name));
    const p50Ms = median(times);
    const p90Ms = percentile(times, 90);
    const replayP50Ms = median(replay);
    const replayP90Ms = percentile(replay, 90);
    return {
      name,
      k,
      p50Ms,
      p90Ms,
      replay: own ? 'recorded' : 'manifest steps',
      ...(own ? { stepsP50Ms: median(steps), wireP50Ms: median(wire) } : {}),
      replayP50Ms,
      replayP90Ms,
      p50Ratio: p50Ms / (replayP50Ms / k),
      p90Ratio: p90Ms / (replayP90Ms / k),
      p50GetItemRatio: p50Ms / sdkP50Ms,
    };
  });
  return { rows, sdkP50Ms, sdkP90Ms };
}

export interface RejectionRow {
  name: string;
  p50Ms: number;
  /** The same request sent to the empty route. */
  emptyP50Ms: number;
  /** A key-based rejection's one DynamoDB call (its transmission PutItem) replayed alone. */
  replayP50Ms?: number;
  ratio: number;
}

/** The bad-signature row measured with a token not seen before each time (information, no gate). */
export const NEVER_SEEN_BAD_SIGNATURE = '401 bad signature, a token never seen before (POST /mcp)';

/**
 * Tokens whose signature no longer matches, each a different text: one character of the signature
 * replaced, at 300 positions by 4 letters, more than the verifier keeps verdicts on, so taken in
 * turn none is answered from its cache.
 */
function badSignatures(token: string): () => string {
  const variants: string[] = [];
  for (let back = 20; back < 320; back += 1) {
    const at = token.length - back;
    for (const letter of ['A', 'B', 'C', 'D'].filter((candidate) => candidate !== token[at])) {
      variants.push(`${token.slice(0, at)}${letter}${token.slice(at + 1)}`);
    }
  }
  let next = 0;
  return () => variants[next++ % variants.length] ?? '';
}

export async function rejections(
  client: SequentialClient,
  goodToken: string,
  badToken: string,
  counts: LatencyCounts,
): Promise<{ rows: RejectionRow[] }> {
  const mcp = (body: string, headers: Record<string, string>): Call => ({
    method: 'POST',
    path: '/mcp',
    body,
    headers: { accept: 'application/json', ...headers },
  });
  const neverSeen = badSignatures(goodToken);
  const cases: Array<[string, Call | (() => Call), number]> = [
    [
      '401 malformed token (POST /mcp)',
      mcp(mcpSearchBody('co_bench'), { authorization: 'Bearer not.a.jwt' }),
      401,
    ],
    [
      '401 bad signature, the same token again (POST /mcp)',
      mcp(mcpSearchBody('co_bench'), { authorization: `Bearer ${badToken}` }),
      401,
    ],
    [
      NEVER_SEEN_BAD_SIGNATURE,
      () => mcp(mcpSearchBody('co_bench'), { authorization: `Bearer ${neverSeen()}` }),
      401,
    ],
    ['400 invalid body (POST /mcp)', mcp('{"jsonrpc": "2.0",', {}), 400],
    ['400 invalid body (POST /recordPunch)', { method: 'POST', path: '/recordPunch', body: '{"key": ' }, 400],
  ];
  // Each rejection's yardstick is the same request (method, headers, body) sent to the empty
  // route: the gateway's cost of receiving it is in both, the handler's refusal in one only.
  const emptyTimes = new Map<string, number[]>(cases.map(([name]) => [name, []]));
  const times = new Map<string, number[]>(cases.map(([name]) => [name, []]));
  const transmissionReplay: Call = {
    method: 'POST',
    path: BENCH_ROUTES.steps,
    body: JSON.stringify({ steps: [{ op: 'PutItem', count: 1 }] }),
  };
  const replayTimes: number[] = [];
  const half = Math.ceil(counts.measured / 2);
  for (let block = 0; block < 2; block += 1) {
    for (const [name, call, status] of cases) {
      // Both sides warmed by the G4 requests already: a short warm-up per block is enough.
      const warmup = Math.ceil(counts.warmup / 5);
      const toEmpty = () => ({ ...(typeof call === 'function' ? call() : call), path: BENCH_ROUTES.empty });
      emptyTimes.get(name)?.push(...(await client.times(toEmpty, half, warmup, 200)));
      if (typeof call !== 'function' && call.path === '/recordPunch')
        replayTimes.push(...(await client.times(transmissionReplay, half, warmup, 200)));
      times.get(name)?.push(...(await client.times(call, half, warmup, status)));
    }
  }
  const rows = cases.map(([name, call]): RejectionRow => {
    const p50Ms = median(times.get(name) ?? []);
    const emptyP50Ms = median(emptyTimes.get(name) ?? []);
    return {
      name,
      p50Ms,
      emptyP50Ms,
      ratio: p50Ms / emptyP50Ms,
      ...(typeof call !== 'function' && call.path === '/recordPunch'
        ? { replayP50Ms: median(replayTimes) }
        : {}),
    };
  });
  return { rows };
}

/** G9: outgoing TCP connections the gateway process opened during 100 warm requests. */
export async function connectionsPer100(client: SequentialClient, key: string): Promise<number> {
  const call = sampleCall('recordPunch', key);
  await client.times(call, 0, 20, 200);
  const stats = async () =>
    (
      JSON.parse((await client.send({ method: 'GET', path: BENCH_ROUTES.stats })).body) as {
        clientSockets: number;
      }
    ).clientSockets;
  const before = await stats();
  await client.times(call, 100, 0, 200);
  return (await stats()) - before;
}
