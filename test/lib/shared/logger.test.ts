import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonLogger } from '../../../lib/shared/logger.js';

function linesOf(log: (logger: JsonLogger) => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  log(new JsonLogger('DEBUG'));
  vi.restoreAllMocks();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('JsonLogger', () => {
  it('writes an error nested in an attribute with its message, stack, own fields and cause', () => {
    const cause = new Error('disk unreadable');
    const error = Object.assign(new Error('the secret cannot be read now', { cause }), { status: 503 });
    const [entry] = linesOf((logger) => logger.warn('not ready', { errors: { signingKeys: error } }));
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
    expect(JSON.stringify(entry)).toContain('logger.test.ts');
  });

  it('survives an error whose cause leads back to it', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    const [entry] = linesOf((logger) => logger.error('loop', { error: first }));
    expect(entry).toMatchObject({
      error: { message: 'first', cause: { message: 'second', cause: '[Error: seen above]' } },
    });
  });

  it('writes nothing below its level', () => {
    expect(
      linesOf((logger) => {
        logger.setLogLevel('WARN');
        logger.info('quiet');
      }),
    ).toEqual([]);
  });
});
