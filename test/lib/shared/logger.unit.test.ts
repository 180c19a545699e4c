import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprint, logger } from '../../../lib/shared/logger.js';

function linesOf(log: () => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  const previous = logger.getLevelName();
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  logger.setLogLevel('DEBUG');
  try {
    log();
  } finally {
    logger.setLogLevel(previous);
    vi.restoreAllMocks();
  }
  return lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
}

afterEach(() => vi.restoreAllMocks());

describe('logger', () => {
  it('writes one JSON line with level, message, timestamp, service and the attributes', () => {
    const [entry] = linesOf(() => logger.info('hello', { route: 'POST /x', status: 200 }));
    expect(entry).toMatchObject({
      level: 'INFO',
      message: 'hello',
      service: 'workforce-ops',
      route: 'POST /x',
    });
    expect(typeof entry?.timestamp).toBe('string');
  });

  it('writes an error nested in an attribute with its message, stack, own fields and cause', () => {
    const cause = new Error('disk unreadable');
    const error = Object.assign(new Error('the secret cannot be read now', { cause }), { status: 503 });
    const [entry] = linesOf(() => logger.warn('not ready', { errors: { signingKeys: error } }));
    expect(entry).toMatchObject({
      level: 'WARN',
      message: 'not ready',
      errors: {
        signingKeys: {
          name: 'Error',
          message: 'the secret cannot be read now',
          status: 503,
          cause: { message: 'disk unreadable' },
        },
      },
    });
    expect(JSON.stringify(entry)).toContain('logger.unit.test.ts');
  });

  it('survives an error whose cause leads back to it', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    const [entry] = linesOf(() => logger.error('loop', { error: first }));
    expect(entry).toMatchObject({
      error: { message: 'first', cause: { message: 'second', cause: '[Error: seen above]' } },
    });
  });

  it('writes the same error in full on every line that carries it', () => {
    const error = new Error('again');
    const entries = linesOf(() => {
      logger.error('one', { error });
      logger.error('two', { error });
    });
    expect(entries.map((entry) => (entry.error as { message?: string }).message)).toEqual(['again', 'again']);
  });

  it('writes nothing below its level', () => {
    expect(
      linesOf(() => {
        logger.setLogLevel('WARN');
        logger.info('quiet');
      }),
    ).toEqual([]);
  });

  it('fingerprints a secret without revealing it', () => {
    expect(fingerprint('ck1.secret')).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprint('ck1.secret')).not.toContain('secret');
  });
});
