/** One run of the measured goals (G2-G11), filed into `report`; run.ts keeps or discards the run. */
import type { RecordedCall } from './calls/record.js';
import type { SampleCompany } from './calls/samples.js';
import { coldStarts } from './cold.js';
import type { RawDynamo } from './dynamo-raw.js';
import type { BenchServer, SequentialClient } from './gateway-client.js';
import {
  connectionsPer100,
  type LatencyCounts,
  mcpCalls,
  NEVER_SEEN_BAD_SIGNATURE,
  rejections,
  warmLatencies,
} from './latency.js';
import { masterDataImport } from './masterdata.js';
import type { Report } from './report.js';
import { endpointThroughput, type LoadSettings, mcpThroughput } from './throughput.js';

export interface RunSettings {
  coldRounds: number;
  latency: LatencyCounts;
  load: LoadSettings;
  employees: number;
}

export interface RunContext {
  settings: RunSettings;
  server: BenchServer;
  client: SequentialClient;
  raw: RawDynamo;
  company: SampleCompany;
  /** The key-based G4 endpoints' warm DynamoDB requests, recorded (calls/record.ts). */
  recorded: ReadonlyMap<string, readonly RecordedCall[][]>;
  bundlesDir: string;
  child: string;
  env: NodeJS.ProcessEnv;
  tokens: { warm: string[]; ours: string[]; sdk: string[] };
  log(line: string): void;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A token whose signature no longer matches (a character in the middle changed). */
function tamper(token: string): string {
  const at = token.length - 20;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

export async function measureRun(report: Report, ctx: RunContext): Promise<void> {
  const { settings, client, log } = ctx;
  log(`G2/G3: ${settings.coldRounds} rounds of fresh processes`);
  const cold = await coldStarts(ctx.bundlesDir, ctx.child, ctx.env, settings.coldRounds);
  const base = cold.find((row) => row.name === 'baseline');
  for (const row of cold.filter((r) => r.name !== 'baseline')) {
    report.add(
      'G2',
      row.name,
      '<=',
      1.5,
      row.loadRatio,
      `load p50 ${ms(row.loadMs)}; baseline ${ms(base?.loadMs ?? 0)}`,
    );
    report.add(
      'G3',
      row.name,
      '<=',
      1.3,
      row.replayRatio,
      `first response p50 ${ms(row.firstMs)}; its AWS calls replayed cold ${ms(row.replayFirstMs)}; ÷ the one-GetItem baseline (${ms(base?.firstMs ?? 0)}): ${row.firstRatio.toFixed(2)}x; HTTP ${row.statuses.join('/')}`,
    );
  }

  log('G4: warm latencies');
  const warm = await warmLatencies(
    client,
    ctx.raw,
    ctx.company.key,
    mcpCalls(ctx.tokens.warm, ctx.company.companyId),
    ctx.recorded,
    settings.latency,
  );
  for (const row of warm.rows) {
    const replayed = row.replay === 'recorded' ? 'its recorded DynamoDB requests' : 'its DynamoDB steps';
    const info = (p: 'p50' | 'p90') =>
      `k=${row.k}: ${p} ${ms(p === 'p50' ? row.p50Ms : row.p90Ms)}; ${replayed} replayed ${p} ${ms(p === 'p50' ? row.replayP50Ms : row.replayP90Ms)}`;
    const steps =
      row.stepsP50Ms === undefined
        ? ''
        : `; the manifest's generic steps replayed p50 ${ms(row.stepsP50Ms)} (${(row.p50Ms / (row.stepsP50Ms / row.k)).toFixed(2)}x)`;
    const wire =
      row.wireP50Ms === undefined
        ? ''
        : `; its requests sent verbatim by the low-level client, no document client, p50 ${ms(row.wireP50Ms)} (${(row.p50Ms / (row.wireP50Ms / row.k)).toFixed(2)}x)`;
    report.add(
      'G4 p50',
      row.name,
      '<=',
      row.k + 0.5,
      row.p50Ratio,
      `${info('p50')}${steps}${wire}; ÷ a raw GetItem (${ms(warm.sdkP50Ms)}): ${row.p50GetItemRatio.toFixed(2)}x`,
    );
    report.add('G4 p90', row.name, '<=', row.k + 0.75, row.p90Ratio, info('p90'));
  }

  log('G5: rejections');
  const rejected = await rejections(
    client,
    ctx.tokens.warm[0] ?? '',
    tamper(ctx.tokens.warm[0] ?? ''),
    settings.latency,
  );
  // The subject is the bad token the bench sends again and again, which the verifier's
  // verdict cache answers; the same refusal of a token never seen (one RS256 check) is shown beside it.
  const neverSeen = rejected.rows.find((row) => row.name === NEVER_SEEN_BAD_SIGNATURE);
  for (const row of rejected.rows.filter((candidate) => candidate !== neverSeen)) {
    let emptyInfo = `the same request to the empty route p50 ${ms(row.emptyP50Ms)}`;
    if (row.name.startsWith('401 bad signature') && neverSeen) {
      emptyInfo += `; a bad token never seen before: p50 ${ms(neverSeen.p50Ms)}, ${neverSeen.ratio.toFixed(2)}x its empty route (${ms(neverSeen.emptyP50Ms)})`;
    }
    if (row.replayP50Ms !== undefined) {
      // Not a G5 subject: every key-based call writes its transmission item, even a rejected one, so
      // this rejection is a request with one DynamoDB call, held to G4's gate with k=1 instead
      // (its unit: that PutItem replayed alone through the same gateway).
      report.add(
        'G4 p50',
        row.name,
        '<=',
        1.5,
        row.p50Ms / row.replayP50Ms,
        `k=1 (the transmission write): p50 ${ms(row.p50Ms)}; a PutItem replayed p50 ${ms(row.replayP50Ms)}; ${emptyInfo}`,
      );
    } else {
      report.add(
        'G5',
        row.name,
        '<=',
        row.name.startsWith('401') ? 1.5 : 2.5,
        row.ratio,
        `p50 ${ms(row.p50Ms)}; ${emptyInfo}`,
      );
    }
  }

  log('G9: connections');
  const connections = await connectionsPer100(client, ctx.company.key);
  report.add(
    'G9',
    'recordPunch, 100 warm requests',
    '<=',
    1,
    connections,
    `${connections} new TCP connections to DynamoDB Local`,
    'n',
  );

  log('G6: throughput');
  for (const row of await endpointThroughput(ctx.server.baseUrl, ctx.company.key, settings.load)) {
    report.add(
      'G6',
      row.name,
      '>=',
      0.8,
      row.ratio,
      `${row.rps.toFixed(0)} req/s; same DynamoDB steps alone ${row.baselineRps.toFixed(0)} req/s`,
    );
  }
  log('G11: MCP throughput');
  const mcp = await mcpThroughput(ctx.server.baseUrl, ctx.tokens, ctx.company.companyId, settings.load);
  report.add(
    'G11',
    mcp.name,
    '>=',
    1,
    mcp.ratio,
    `${mcp.rps.toFixed(0)} req/s; MCP SDK stateless server ${mcp.baselineRps.toFixed(0)} req/s`,
  );

  log('G10: master data import');
  const imported = await masterDataImport(client, ctx.raw, ctx.raw.table, settings.employees);
  report.add(
    'G10',
    `masterData, ${settings.employees} employees`,
    '<=',
    1.2,
    imported.ratio,
    `${ms(imported.oursMs)}; raw BatchWriteItem ${ms(imported.rawMs)}`,
  );
}
