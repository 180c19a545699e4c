/**
 * Reading a company's transmissions (one per key-based request, kept 90 days) for the MCP tools:
 * a filtered page for data-searchLogs, and the most recent ones of a window for
 * diagnose-transmission, getCompanyOverview and lookupTicketContext.
 */
import { pageTransmissions as pageStored, readTransmissions } from '../dynamo/transmission-store.js';
import type { Transmission } from './records.js';

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

/** One page, newest first, from the cursor of the previous one. */
export async function pageTransmissions(
  window: TransmissionWindow,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ transmissions: Transmission[]; nextCursor?: string }> {
  const filter = window.filter ?? {};
  const { records, ...next } = await pageStored({
    ...window,
    ...page,
    ...(Object.keys(filter).length > 0 ? { matches: matchesFilter(filter) } : {}),
    params: { filter },
  });
  return { transmissions: records, ...next };
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
  const page = await readTransmissions({
    ...window,
    matches: matchesFilter(window.filter ?? {}),
    limit: max,
    maxQueries: 200,
    queryLimit: 1_000,
  });
  return { transmissions: page.records, complete: page.next === undefined };
}
