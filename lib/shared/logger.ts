/**
 * The service's logger: Powertools for AWS Lambda's Logger, one JSON line per entry on stdout or
 * stderr, which Lambda sends to CloudWatch. Every line carries `level`, `message`, `timestamp`,
 * `service` and, inside a handler stack (lib/http/middleware/lambda-context.ts), the Lambda
 * request id (`function_request_id`), `cold_start`, `function_name`, the API request id the
 * client sees (`requestId`), the X-Ray trace id, and the company or actor once known. The alarms
 * (infra/alarms.ts) filter on `$.level` and `$.message`.
 *
 * Company keys, tokens and secrets are never passed to it: callers log fingerprints (see
 * fingerprint()) instead of key material.
 */
import { createHash } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';

export const SERVICE_NAME = 'workforce-ops';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';

const LEVELS: readonly LogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'];

function levelOf(value: string | undefined): LogLevel {
  const upper = value?.toUpperCase();
  return LEVELS.find((level) => level === upper) ?? 'INFO';
}

/**
 * An error as a plain object: name, message, stack, own fields (code, status...) and its cause
 * chain, an error met twice in the chain named only. JSON.stringify alone prints an Error as its
 * enumerable fields, losing message and stack; the Logger's own error format follows a cause
 * chain without end when it loops back.
 */
export function plainError(error: Error, seen = new Set<Error>()): Record<string, unknown> {
  seen.add(error);
  const { cause } = error;
  return {
    ...error,
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(cause === undefined
      ? {}
      : {
          cause:
            cause instanceof Error
              ? seen.has(cause)
                ? `[${cause.name}: seen above]`
                : plainError(cause, seen)
              : cause,
        }),
  };
}

export const logger = new Logger({
  serviceName: SERVICE_NAME,
  logLevel: levelOf(process.env.LOG_LEVEL),
  jsonReplacerFn: (_key, value) => (value instanceof Error ? plainError(value) : value),
});

/** A short, non-reversible tag for a secret value, safe to log and to compare across lines. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}
