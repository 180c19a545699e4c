/**
 * Structured JSON logs, one line per entry on stdout/stderr, which Lambda sends to CloudWatch:
 * `level`, `message`, `timestamp`, `service`, the Lambda request id when known, then the entry's
 * own attributes. The alarms (infra/alarms.ts) filter on `$.level` and `$.message`.
 *
 * A few lines of our own rather than Powertools Logger: this is all the service uses of it, and
 * Powertools would put its logger and commons packages into every bundle.
 *
 * Company keys, tokens and secrets are never passed to it: callers log fingerprints (see
 * fingerprint()) instead of key material.
 */
import { createHash } from 'node:crypto';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';

const RANK: Record<LogLevel, number> = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 };
const SERVICE = 'workforce-ops';

function levelOf(value: string | undefined): LogLevel {
  const upper = value?.toUpperCase();
  return upper !== undefined && upper in RANK ? (upper as LogLevel) : 'INFO';
}

/**
 * Errors as JSON wherever they sit in the entry (an attribute, or deep inside one): name, message,
 * stack, own fields (code, status...) and cause. JSON.stringify alone prints an Error as its
 * enumerable fields only, losing message and stack. An error met twice (a cause cycle) is named only.
 */
function errorReplacer(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<Error>();
  return (_key, value) => {
    if (!(value instanceof Error)) return value;
    if (seen.has(value)) return `[${value.name}: seen above]`;
    seen.add(value);
    return {
      ...value,
      name: value.name,
      message: value.message,
      stack: value.stack,
      ...(value.cause !== undefined ? { cause: value.cause } : {}),
    };
  };
}

export class JsonLogger {
  constructor(private threshold: LogLevel = levelOf(process.env.LOG_LEVEL)) {}

  getLevelName(): LogLevel {
    return this.threshold;
  }

  /** Tests raise the level at run time to capture every line. */
  setLogLevel(level: LogLevel): void {
    this.threshold = level;
  }

  private write(level: LogLevel, message: string, attributes: Record<string, unknown> = {}): void {
    if (RANK[level] < RANK[this.threshold]) return;
    const entry: Record<string, unknown> = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: SERVICE,
      ...(process.env._X_AMZN_TRACE_ID ? { xray_trace_id: process.env._X_AMZN_TRACE_ID } : {}),
    };
    Object.assign(entry, attributes);
    const line = `${JSON.stringify(entry, errorReplacer())}\n`;
    if (RANK[level] >= RANK.WARN) process.stderr.write(line);
    else process.stdout.write(line);
  }

  debug(message: string, attributes?: Record<string, unknown>): void {
    this.write('DEBUG', message, attributes);
  }

  info(message: string, attributes?: Record<string, unknown>): void {
    this.write('INFO', message, attributes);
  }

  warn(message: string, attributes?: Record<string, unknown>): void {
    this.write('WARN', message, attributes);
  }

  error(message: string, attributes?: Record<string, unknown>): void {
    this.write('ERROR', message, attributes);
  }
}

export const logger = new JsonLogger();

/** A short, non-reversible tag for a secret value, safe to log and to compare across lines. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}
