/**
 * `npm run load`: the bounded load run of docs/reliability.md. Starts its own
 * DynamoDB Local and SES emulator (nothing of `npm start` is touched), runs the mixed load with 16
 * connections for 60 s (LOAD_SECONDS, LOAD_CONNECTIONS change that) against the local gateway on
 * 127.0.0.1, prints the figures and keeps them in .local/reliability/load.json. Exits 1 on any
 * error, non-2xx answer or a heap that did not come back to its level.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_DIR } from '../../../lib/local/paths.js';
import { startLocalStack } from '../../../lib/local/stack.js';
import { heapReturned, runLoad } from './load-run.js';

const durationSeconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 16);
const dir = mkdtempSync(join(tmpdir(), 'wfo-load-'));
const stack = await startLocalStack({
  secretsFile: join(dir, 'secrets.json'),
  tableName: 'workforce-ops-load',
});
let failed = true;
try {
  console.log(
    `load: ${connections} connections for ${durationSeconds} s against the local gateway on 127.0.0.1 ...`,
  );
  const report = await runLoad(stack, { durationSeconds, connections });
  const returned = heapReturned(report);
  failed = report.errors + report.timeouts + report.non2xx > 0 || !returned;
  console.log(
    [
      `requests     ${report.requests} in ${report.durationSeconds} s: ${report.requestsPerSecond} requests/s`,
      `latency      p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
      `statuses     ${JSON.stringify(report.statuses)}; errors ${report.errors}, timeouts ${report.timeouts}, non-2xx ${report.non2xx}`,
      `server heap  ${report.heapMiB.before} MiB before, ${report.heapMiB.after} MiB after (after GC): ${returned ? 'back at its level' : 'NOT back'}`,
      `server RSS   ${report.rssMiB.before} MiB before, ${report.rssMiB.after} MiB after`,
    ].join('\n'),
  );
  mkdirSync(join(LOCAL_DIR, 'reliability'), { recursive: true });
  writeFileSync(
    join(LOCAL_DIR, 'reliability', 'load.json'),
    `${JSON.stringify({ ...report, at: new Date().toISOString() }, null, 2)}\n`,
  );
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
