/**
 * Reading a company's transmissions (one per key-based request, kept 90 days) for the MCP tools:
 * a filtered page for data-searchLogs, and the most recent ones of a window for
 * diagnose-transmission, getCompanyOverview and lookupTicketContext.
 */
import { transmissionKeys } from '../dynamo/keys.js';
import {
  queryTransmissionShard,
  type Transmission,
  transmissionSortKey,
} from '../dynamo/transmission-store.js';
import { type Position, readNewestFirst } from './merged-reader.js';

export interface TransmissionFilter {
  endpoint?: string;
  status?: number;
  errorCode?: string;
  /** Only failures (status 400 and above). */
  failedOnly?: boolean;
}

export function matchesFilter(filter: TransmissionFilter): (t: Transmission) => boolean {
  return (t) =>
    (filter.endpoint === undefined || t.endpoint === filter.endpoint) &&
    (filter.status === undefined || t.status === filter.status) &&
    (filter.errorCode === undefined || t.errorCode === filter.errorCode) &&
    (!filter.failedOnly || t.status >= 400);
}

export interface TransmissionWindow {
  companyId: string;
  fromIso: string;
  toIso: string;
  filter?: TransmissionFilter;
}

/** One page, newest first. */
export async function pageTransmissions(
  window: TransmissionWindow,
  limit: number,
  position?: Position,
): Promise<{ transmissions: Transmission[]; next?: Position }> {
  const page = await readNewestFirst<Transmission>({
    fromIso: window.fromIso,
    toIso: window.toIso,
    shardPks: (day) => transmissionKeys.dayShardPks(window.companyId, day),
    query: queryTransmissionShard,
    sortKey: transmissionSortKey,
    matches: matchesFilter(window.filter ?? {}),
    limit,
    ...(position ? { position } : {}),
    maxQueries: 40,
    // A filtered search reads more per Query to get past the records it skips.
    queryLimit: window.filter && Object.keys(window.filter).length > 0 ? 200 : limit + 1,
  });
  return { transmissions: page.records, ...(page.next ? { next: page.next } : {}) };
}

export interface RecentTransmissions {
  transmissions: Transmission[];
  /** False when the window held more than `max` (only the newest `max` were read). */
  complete: boolean;
}

/** The newest `max` transmissions of the window, newest first. */
export async function recentTransmissions(
  window: TransmissionWindow,
  max: number,
): Promise<RecentTransmissions> {
  const page = await readNewestFirst<Transmission>({
    fromIso: window.fromIso,
    toIso: window.toIso,
    shardPks: (day) => transmissionKeys.dayShardPks(window.companyId, day),
    query: queryTransmissionShard,
    sortKey: transmissionSortKey,
    matches: matchesFilter(window.filter ?? {}),
    limit: max,
    maxQueries: 200,
    queryLimit: 1_000,
  });
  return { transmissions: page.records, complete: page.next === undefined };
}
