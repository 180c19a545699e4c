/**
 * The benchmark's side of the bench gateway: starting it (bench/server.ts in its own process),
 * its extra routes, and a sequential keep-alive HTTP client that times each request.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/local/paths.js';

export const BENCH_ROUTES = {
  baseline: '/bench/baseline',
  steps: '/bench/steps',
  empty: '/bench/empty',
  sdkMcp: '/bench/sdk-mcp',
  stats: '/bench/stats',
} as const;

export interface BenchServer {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** Forks the gateway with `env` (the local stack's endpoints) serving the bundles of `bundlesDir`. */
export function startBenchServer(bundlesDir: string, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child: ChildProcess = fork(join(REPO_ROOT, 'bench', 'server.ts'), [bundlesDir], {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
    child.once('message', (message) => {
      const { port } = message as { port: number };
      resolve({
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One connection, reused: requests go one after another, as a keep-alive client sends them. */
export class SequentialClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly port: number) {}

  send(call: Call): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: call.method,
          path: call.path,
          agent: this.agent,
          headers: {
            ...(call.body !== undefined
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) }
              : {}),
            ...call.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(call.body);
    });
  }

  /** `count` timed requests after `warmup` untimed ones (a factory varies them); every answer must have `status`. */
  async times(call: Call | (() => Call), count: number, warmup: number, status: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < warmup + count; i += 1) {
      const next = typeof call === 'function' ? call() : call;
      const answer = await this.send(next);
      if (answer.status !== status) {
        throw new Error(
          `${next.method} ${next.path} answered ${answer.status}: ${answer.body.slice(0, 300)}`,
        );
      }
      if (i >= warmup) times.push(answer.ms);
    }
    return times;
  }

  close(): void {
    this.agent.destroy();
  }
}
