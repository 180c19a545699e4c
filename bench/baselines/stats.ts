/** GET /bench/stats on the bench gateway: the counters bench/server.ts keeps (G9's TCP connections). */
export interface BenchStats {
  /** Outgoing TCP connections this process has opened (DynamoDB Local, the SES emulator). */
  clientSockets: number;
}

export const STATS_KEY = '__wfoBenchStats';

export const handler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify((globalThis as Record<string, unknown>)[STATS_KEY] ?? { clientSockets: -1 }),
});
