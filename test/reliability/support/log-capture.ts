/**
 * Every log line the service writes, as JSON entries. Powertools Logger writes through its own
 * Console bound to process.stdout and process.stderr (not the global console, so spying on
 * console.log sees nothing): the capture taps both streams while it runs and lifts the level
 * vitest's SILENT setting puts on the one logger.
 */
import { logger } from '../../../lib/shared/logger.js';

export interface LogEntry {
  level: string;
  message: string;
  [field: string]: unknown;
}

export interface LogCapture {
  /** Everything written, line by line, JSON or not. */
  readonly raw: string[];
  entries(): LogEntry[];
  stop(): void;
}

export function captureLogs(level: 'DEBUG' | 'INFO' = 'DEBUG'): LogCapture {
  const raw: string[] = [];
  const streams = [process.stdout, process.stderr] as const;
  const originals = streams.map((stream) => stream.write);
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      raw.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    }) as typeof stream.write;
  }
  const previous = logger.getLevelName();
  logger.setLogLevel(level);
  return {
    raw,
    entries() {
      return raw.flatMap((line) => {
        try {
          const entry = JSON.parse(line) as LogEntry;
          return typeof entry.level === 'string' ? [entry] : [];
        } catch {
          return [];
        }
      });
    },
    stop() {
      streams.forEach((stream, index) => {
        stream.write = originals[index] as typeof stream.write;
      });
      logger.setLogLevel(previous);
    },
  };
}
