/**
 * Starting the emulators on a machine that is slow or not ready for them: the error names the cause
 * (no Java, a port held by another process, an emulator that never answers) and nothing is left
 * running. The happy path is every test run's own start (global-setup.ts).
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  MissingJavaError,
  PortTakenError,
  startDynamoDbLocal,
  startSesEmulator,
} from '../../../lib/local/emulators.js';

let held: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (held ? held.close(resolve) : resolve(undefined)));
  held = undefined;
});

/** A port some other process listens on. */
async function takenPort(): Promise<number> {
  const server = createServer();
  held = server;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

/** Children of this process whose command line mentions `text`. */
const childrenMentioning = (text: string) =>
  execFileSync('ps', ['-A', '-o', 'ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().startsWith(`${process.pid} `) && line.includes(text));

describe('starting the emulators', () => {
  it("starts DynamoDB Local with its telemetry to AWS off (the run's own, started the same way)", () => {
    const { port } = new URL(inject('localStack').dynamoEndpoint);
    const java = execFileSync('ps', ['-A', '-o', 'args='], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.includes('DynamoDBLocal.jar') && new RegExp(`-port ${port}\\b`).test(line));
    expect(java).toMatch(/ -disableTelemetry\b/);
  });

  it('names Java when it is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      await expect(startDynamoDbLocal()).rejects.toThrow(MissingJavaError);
      await expect(startDynamoDbLocal()).rejects.toThrow(/needs Java 17 or newer/);
    } finally {
      process.env.PATH = path;
    }
  });

  it.each([
    ['DynamoDB Local', startDynamoDbLocal],
    ['SES emulator', startSesEmulator],
  ])('names the port when another process holds it: %s', async (name, start) => {
    const port = await takenPort();
    const attempt = start({ port });
    await expect(attempt).rejects.toThrow(PortTakenError);
    await expect(attempt).rejects.toThrow(`${name} cannot listen on port ${port}: another process holds it`);
  });

  it('gives up on an emulator that does not answer in time, says so, and stops it', async () => {
    const told: string[] = [];
    const attempt = startDynamoDbLocal({ readyTimeoutMs: 1, progress: (line) => told.push(line) });
    await expect(attempt).rejects.toThrow(
      /DynamoDB Local did not answer on port \d+ within 0.001 s of starting/,
    );
    expect(told[0]).toBe('Starting DynamoDB Local (Java)...');
    expect(childrenMentioning('DynamoDBLocal.jar')).toEqual([]);
  });
});
