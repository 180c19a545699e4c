/**
 * `npm start` stops everything it started, and only that, however it is told to: a signal to npm
 * (what CI systems, `timeout` and process managers send), to one of its emulators, or the death of
 * whatever ran npm. Each case starts a real `npm start` in a process group of its own, then checks
 * that no process of the group is left and that its ports are free.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { decideOnSignal, SAME_REQUEST_MS } from '../../../lib/local/lifecycle.js';
import {
  NPM_START_TIMEOUT_MS,
  processGroup,
  type StartedService,
  startNpmStart,
  WITH_NPM_START_MS,
} from '../../support/npm-start.js';

const STOP_WITHIN_MS = 20_000;

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Whether something accepts connections on the loopback port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Running {
  service: StartedService;
  ports: number[];
  /** The processes of the tree while it ran. */
  tree: string[];
}

async function running(options: { underShell?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<Running> {
  const service = await startNpmStart(NPM_START_TIMEOUT_MS, options);
  const runtime = JSON.parse(readFileSync(join(service.localDir, 'runtime.json'), 'utf8'));
  const ports = [runtime.baseUrl, runtime.dynamoEndpoint, runtime.sesEndpoint].map(portOf);
  const tree = processGroup(service.child.pid ?? 0);
  return { service, ports, tree };
}

/** Waits until no process of the group is left; then the ports must be free. */
async function expectAllStopped({ service, ports }: Running): Promise<void> {
  const deadline = Date.now() + STOP_WITHIN_MS;
  let left = processGroup(service.child.pid ?? 0);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = processGroup(service.child.pid ?? 0);
  }
  expect(left).toEqual([]);
  for (const port of ports) expect(await answers(port), `port ${port}`).toBe(false);
}

describe('npm start stops everything it started', { timeout: WITH_NPM_START_MS }, () => {
  let current: Running | undefined;
  afterEach(() => {
    current?.service.stop();
    current = undefined;
  });

  it('when npm itself gets SIGTERM (kill <PID of npm start>)', async () => {
    current = await running();
    const { tree, ports } = current;
    expect(tree.some((line) => /\bnpm start\b/.test(line))).toBe(true);
    expect(tree.some((line) => /lib\/local\/start\.ts/.test(line))).toBe(true);
    expect(tree.some((line) => /\bjava\b.*DynamoDBLocal/.test(line))).toBe(true);
    expect(tree.some((line) => /aws-ses-v2-local/.test(line))).toBe(true);
    for (const port of ports) expect(await answers(port)).toBe(true);

    const exited = new Promise<number | null>((resolve) => current?.service.child.once('exit', resolve));
    process.kill(current.service.npmPid, 'SIGTERM');
    expect(await exited).toBe(0);
    await expectAllStopped(current);
  });

  it('when npm gets SIGHUP, which npm does not pass on', async () => {
    current = await running();
    process.kill(current.service.npmPid, 'SIGHUP');
    await expectAllStopped(current);
  });

  it('when whatever ran npm dies', async () => {
    current = await running({ underShell: true });
    process.kill(current.service.child.pid ?? 0, 'SIGKILL');
    await expectAllStopped(current);
  });

  it.each(['throw', 'reject'])(
    'when its process fails with an error nothing handles (%s)',
    async (kind) => {
      const crash = pathToFileURL(join(import.meta.dirname, '../../support/crash-on-signal.mjs')).href;
      current = await running({
        env: {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${crash}`.trim(),
          CRASH_KIND: kind,
        },
      });
      const start = current.tree.find((line) => /lib\/local\/start\.ts/.test(line));
      const exited = new Promise<number | null>((resolve) => current?.service.child.once('exit', resolve));
      process.kill(Number(start?.split(' ')[0]), 'SIGUSR2');
      expect(await exited).toBe(1);
      await expectAllStopped(current);
      expect(current.service.output()).toContain('injected: ');
    },
    WITH_NPM_START_MS,
  );

  it('when one of its emulators is told to stop', async () => {
    current = await running();
    const java = current.tree.find((line) => /\bjava\b.*DynamoDBLocal/.test(line));
    process.kill(Number(java?.split(' ')[0]), 'SIGTERM');
    await expectAllStopped(current);
    expect(current.service.output()).toContain('DynamoDB Local exited');
  });
});

describe('decideOnSignal', () => {
  it('stops on the first signal, takes one within a second as the same Ctrl-C, forces on a later one', () => {
    expect(decideOnSignal(undefined, 5_000)).toBe('stop');
    expect(decideOnSignal(5_000, 5_000 + SAME_REQUEST_MS - 1)).toBe('same');
    expect(decideOnSignal(5_000, 5_000 + SAME_REQUEST_MS)).toBe('force');
  });
});
