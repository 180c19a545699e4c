/**
 * Which change-stream records reach each stream function: the event source mapping's filter
 * criteria in the cloud, evaluated the same way by the local poller (lib/local/stream-poller.ts).
 * Everything else written to the table (the summaries themselves, rate-limit rings, audit items,
 * transmissions leaving by their TTL) is dropped before any invocation.
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
