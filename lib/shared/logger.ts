/**
 * Structured JSON logs (Powertools Logger). Company keys, tokens and secrets are never passed to
 * it: callers log fingerprints (see fingerprint()) instead of key material.
 */
import { createHash } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: 'workforce-ops',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});

/** A short, non-reversible tag for a secret value, safe to log and to compare across lines. */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}
