/**
 * What the benchmarks' entry points share: a local stack of their own, and the local gateway they
 * time, in a process of its own so that the client's timing and the server's work share no event
 * loop, against that stack (whose environment it inherits): the production bundles of a folder,
 * with the official MCP SDK's server beside them (`npm run bench`), or the handlers as `npm start`
 * runs them (`bench:scale`). Then POSTs timed by autocannon, and a pool of access tokens.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SCOPE_FAMILIES } from '../lib/auth/scopes.js';
import { createGateway, listen } from '../lib/local/gateway.js';
import { REPO_ROOT } from '../lib/local/paths.js';
import { startLocalStack, useLocalStack } from '../lib/local/stack.js';
import { FUNCTIONS, type FunctionDef } from '../lib/routes.js';
import { chatbotToken, serviceToken } from '../test/support/tokens.js';
import { deployableFunctions } from './bundles.js';

export const SDK_ROUTE = '/bench/sdk-mcp';
/** Both eras' MCP clients (and the SDK's server) want both types accepted. */
const ACCEPT = { accept: 'application/json, text/event-stream' };

/** Runs an entry point's `work` against a local stack of its own (table `table`), then exits with its code. */
export function runWithLocalStack(name: string, table: string, work: () => Promise<number>): void {
  const dir = mkdtempSync(join(tmpdir(), 'wfo-bench-'));
  startLocalStack({ secretsFile: join(dir, 'secrets.json'), tableName: table })
    .then(async (stack) => {
      try {
        return await work();
      } finally {
        await stack.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    })
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(`${name} failed:`, error);
        process.exit(1);
      },
    );
}

/** Starts the gateway over the bundles in `bundlesDir`, or over the in-process handlers; answers its URL. */
export async function startGateway(bundlesDir?: string): Promise<{ url: string; stop(): void }> {
  // It answers as a function does: with the functions' DynamoDB timeout, not a seeding's longer one.
  const { DYNAMODB_REQUEST_TIMEOUT_MS: _seeding, ...env } = process.env;
  const child = fork(join(REPO_ROOT, 'bench', 'harness.ts'), ['serve', ...(bundlesDir ? [bundlesDir] : [])], {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark's gateway exited (${code})`)));
    child.once('message', (message) => resolve((message as { port: number }).port));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function serve(bundlesDir: string | undefined): Promise<void> {
  // The stack its parent started, with the client setup and timeout of the local runtime.
  const { DYNAMODB_ENDPOINT = '', SES_ENDPOINT = '', TABLE_NAME = '', LOCAL_SECRETS_FILE = '' } = process.env;
  useLocalStack({
    dynamoEndpoint: DYNAMODB_ENDPOINT,
    sesEndpoint: SES_ENDPOINT,
    tableName: TABLE_NAME,
    secretsFile: LOCAL_SECRETS_FILE,
  });
  const mcp = FUNCTIONS.find((fn) => fn.name === 'mcp');
  if (!mcp) throw new Error('no mcp function in lib/routes.ts');
  // The SDK's server with the MCP server's own settings, on a route of its own.
  const sdk: FunctionDef = { ...mcp, name: 'sdkMcp', routes: [{ method: 'POST', path: SDK_ROUTE }] };
  // The bundles as Lambda runs them, never the in-process entries npm start loads.
  const bundled = ({ localEntry: _inProcess, ...fn }: FunctionDef): FunctionDef => ({
    ...fn,
    entry: join(bundlesDir ?? '', fn.name, 'index.js'),
  });
  const server = createGateway({
    functions: bundlesDir ? [...deployableFunctions(), sdk].map(bundled) : FUNCTIONS,
  });
  // A client keeps its connection for a whole run and may be busy for long stretches between requests.
  server.keepAliveTimeout = 30 * 60_000;
  process.send?.({ port: await listen(server, 0) });
  process.on('disconnect', () => process.exit(0));
}

/** A POST's body and headers, asked again for each request (a token taken in turn, a login of its own). */
export type Request = () => { body: string; headers?: Record<string, string> };

/**
 * POSTs to `url` (autocannon): `amount` of them one after another on one connection, or on
 * `connections` at once, or as many as `duration` seconds take. Answers autocannon's result: latency
 * percentiles in whole milliseconds, requests a second. A non-2xx answer stops the run with it.
 */
export async function load(
  url: string,
  request: Request,
  options: { amount: number; connections?: number } | { duration: number; connections: number },
): Promise<autocannon.Result> {
  let refused: string | undefined;
  const result = await autocannon({
    url,
    connections: 1,
    ...options,
    requests: [
      {
        method: 'POST',
        setupRequest: (sent) => {
          const { body, headers } = request();
          return { ...sent, body, headers: { 'content-type': 'application/json', ...ACCEPT, ...headers } };
        },
        onResponse: (status, body) => {
          if (status >= 300) refused ??= `${status}: ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  if (refused || result.errors + result.timeouts > 0)
    throw new Error(`${url} answered ${refused ?? `${result.errors} errors, ${result.timeouts} timeouts`}`);
  return result;
}

/**
 * Access tokens of `mode` for every scope family of the company, 100 subjects (named by `label`)
 * taken in turn: the MCP rate limit counts per subject, and a run sends more than one subject may.
 */
export async function tokenPool(
  label: string,
  companyId: string,
  mode: 'service' | 'chatbot',
): Promise<() => string> {
  const scopes = SCOPE_FAMILIES.map((family) => `${family}:${companyId}`);
  const pool = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      mode === 'chatbot'
        ? chatbotToken(companyId, scopes, `bench-${label}-${i}`)
        : serviceToken(scopes, `bench-${label}-${i}`),
    ),
  );
  let next = 0;
  return () => pool[next++ % pool.length] ?? '';
}

if (process.argv[2] === 'serve')
  serve(process.argv[3]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
