/** Transmission items: one per key-based request, kept 90 days. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteAll } from './batch-write.js';
import { documentDb, tableName, ttlAfterDays } from './client.js';
import { type DayShardPageOptions, queryDayShard } from './day-shard-log.js';
import { transmissionKeys } from './keys.js';
import { queryAll } from './query-all.js';

export const TRANSMISSION_TTL_DAYS = 90;

export interface Transmission {
  companyId: string;
  endpoint: string;
  status: number;
  errorCode: string | null;
  latencyMs: number;
  /** Counts the endpoint reports (received, created, updated, ...). */
  counts: Record<string, number>;
  requestId: string;
  /** ISO-8601 instant the request arrived. */
  at: string;
  /** Failures only: the logins the request was about (at most 20), for support. */
  logins?: string[];
}

function transmissionItem(transmission: Transmission): Record<string, unknown> {
  return {
    ...transmissionKeys.item(transmission.companyId, transmission.at, transmission.requestId),
    type: 'Transmission',
    ttl: ttlAfterDays(TRANSMISSION_TTL_DAYS, Date.parse(transmission.at)),
    ...transmission,
  };
}

export async function putTransmission(transmission: Transmission): Promise<void> {
  await documentDb().send(new PutCommand({ TableName: tableName(), Item: transmissionItem(transmission) }));
}

/** Bulk load of transmissions (the scale benchmark), in parallel batches of 25. */
export async function putTransmissions(transmissions: readonly Transmission[]): Promise<void> {
  await batchWriteAll(
    transmissions.map((transmission) => ({ PutRequest: { Item: transmissionItem(transmission) } })),
  );
}

/** Transmissions of one company and UTC day, oldest first, merged over the day's shards. */
export async function listTransmissionsOfDay(
  companyId: string,
  day: string,
  now = Date.now(),
): Promise<Transmission[]> {
  const nowSeconds = Math.floor(now / 1000);
  const shards = await Promise.all(
    transmissionKeys.dayShardPks(companyId, day).map(async (pk) => {
      const items: Transmission[] = [];
      for (const item of await queryAll({
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':pk': pk, ':now': nowSeconds },
      }))
        items.push(toTransmission(item));
      return items;
    }),
  );
  return shards.flat().sort((a, b) => a.at.localeCompare(b.at) || a.requestId.localeCompare(b.requestId));
}

/** A transmission item (as stored, or an image of it from the change stream) as a record. */
export function toTransmission(item: Record<string, unknown>): Transmission {
  return {
    companyId: item.companyId as string,
    endpoint: item.endpoint as string,
    status: item.status as number,
    errorCode: (item.errorCode as string | null | undefined) ?? null,
    latencyMs: item.latencyMs as number,
    counts: (item.counts as Record<string, number> | undefined) ?? {},
    requestId: item.requestId as string,
    at: item.at as string,
    ...(Array.isArray(item.logins) ? { logins: item.logins as string[] } : {}),
  };
}

/** The sort key of a transmission: its shard is read newest first, and continued, by it. */
export function transmissionSortKey(transmission: Pick<Transmission, 'at' | 'requestId'>): string {
  return `${transmission.at}#${transmission.requestId}`;
}

/** One page of one day shard of transmissions (day-shard-log.ts: newest first, unexpired only). */
export async function queryTransmissionShard(
  pk: string,
  options: DayShardPageOptions,
  now = Date.now(),
): Promise<{ records: Transmission[]; lastKey: Record<string, unknown> | undefined }> {
  const { items, lastKey } = await queryDayShard(pk, options, now);
  return { records: items.map(toTransmission), lastKey };
}
