/**
 * Which change-stream records reach each stream function: the event source mapping's filter
 * criteria in the cloud, evaluated the same way by the local poller. Everything else written to the
 * table (the summaries themselves, rate-limit rings, audit items, transmissions leaving by their
 * TTL) is dropped before any invocation.
 */

/** A Lambda filter pattern, restricted to what these use: nested fields, each a list of exact values. */
export type FilterPattern = { readonly [field: string]: readonly string[] | FilterPattern };

/** The summariser follows punch days (written, changed or deleted): see lib/summaries/stream.ts. */
export const SUMMARY_STREAM_FILTERS: readonly FilterPattern[] = [
  { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { type: { S: ['PunchDay'] } } } },
  { eventName: ['REMOVE'], dynamodb: { OldImage: { type: { S: ['PunchDay'] } } } },
];

/** The webhook delivery function gets each new outbox event, once (its later removal by TTL is nothing to send). */
export const WEBHOOK_STREAM_FILTERS: readonly FilterPattern[] = [
  { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: ['WebhookEvent'] } } } },
];

function matches(pattern: FilterPattern | readonly string[], value: unknown): boolean {
  if (Array.isArray(pattern)) return typeof value === 'string' && pattern.includes(value);
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(pattern as FilterPattern).every(([field, inner]) => matches(inner, fields[field]));
}

/** Whether a record passes any of the filters (they are alternatives, as in Lambda). */
export function passesFilters(record: unknown, filters: readonly FilterPattern[]): boolean {
  return filters.some((pattern) => matches(pattern, record));
}
