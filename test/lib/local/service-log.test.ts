/**
 * npm start's service log (lib/local/service-log.ts): every JSON line the service logs goes to the
 * file; the console gets the warnings and errors in full, or every line with --verbose.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendServiceLogTo } from '../../../lib/local/service-log.js';
import { logger } from '../../../lib/shared/logger.js';
import { captureLogs } from '../../reliability/support/log-capture.js';

const dir = mkdtempSync(join(tmpdir(), 'wfo-service-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What one of each level logs, in the file and on the console. */
function logEachLevel(verbose: boolean): { file: string[]; console: string[] } {
  const file = join(dir, `service-${verbose}.log`);
  const console = captureLogs('INFO');
  const restore = sendServiceLogTo(file, { verbose });
  try {
    logger.info('an info line', { companyId: 'co_1' });
    logger.warn('a warning');
    logger.error('an error', { error: new Error('the cause') });
  } finally {
    restore();
    console.stop();
  }
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  return {
    file: lines.map((line) => JSON.parse(line).message),
    console: console.entries().map((entry) => entry.message),
  };
}

describe('the service log', () => {
  it('holds every JSON line; the console only the warnings and errors', () => {
    expect(logEachLevel(false)).toEqual({
      file: ['an info line', 'a warning', 'an error'],
      console: ['a warning', 'an error'],
    });
  });

  it('with --verbose, every line on the console too', () => {
    expect(logEachLevel(true)).toEqual({
      file: ['an info line', 'a warning', 'an error'],
      console: ['an info line', 'a warning', 'an error'],
    });
  });

  it('gives the logger its own console back', () => {
    const console = captureLogs('INFO');
    sendServiceLogTo(join(dir, 'restored.log'))();
    logger.info('after');
    console.stop();
    expect(console.entries().map((entry) => entry.message)).toEqual(['after']);
  });
});
