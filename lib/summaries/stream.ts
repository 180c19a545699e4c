/**
 * One delivery of change-stream records (a Lambda batch, or the local poller's): the changes are
 * applied to the summaries (apply.ts), and the summaries' health is kept up to date for the answers
 * built on them:
 * - a delivery that fails leaves a stale marker per company it touched, naming the days, before the
 *   error goes back to the event source mapping (which retries, halving the batch, and in the end
 *   sends it to the failure queue); the marker goes when a delivery holding that first change
 *   succeeds, or when the days are rebuilt (rebuild.ts);
 * - a delivery of changes older than LAG_SECONDS says the summaries are behind, for a while.
 */
import type { ChangeRecord } from '../dynamo/change-record.js';
import {
  deleteStaleMarkers,
  putStaleMarkers,
  putSummaryLag,
  readSummaryHealth,
} from '../dynamo/summary-store.js';
import { logger } from '../shared/logger.js';
import { applyChanges } from './apply.js';
import { changesOfRecords, companyOf, dayOf } from './changes.js';
import { STAFF_DAY } from './health.js';

/** Changes this much older than their delivery mean the summaries are behind. */
export const LAG_SECONDS = 120;
/** How long answers keep saying so after a late delivery. */
const LAG_NOTICE_SECONDS = 300;
/** A process records the lag at most this often. */
const LAG_WRITE_EVERY_MS = 30_000;

let lagWrittenAt = 0;

/** Per company: the first change of the delivery that touched it, and the days the delivery was about. */
function staleMarkersOf(records: readonly ChangeRecord[], since: string) {
  const byCompany = new Map<string, { eventId: string; days: Set<string> }>();
  for (const record of records) {
    const [change] = changesOfRecords([record]);
    if (!change || !record.eventID) continue;
    const companyId = companyOf(change);
    const entry = byCompany.get(companyId) ?? { eventId: record.eventID, days: new Set<string>() };
    byCompany.set(companyId, entry);
    entry.days.add(dayOf(change) ?? STAFF_DAY);
  }
  return [...byCompany.entries()].map(([companyId, { eventId, days }]) => ({
    companyId,
    eventId,
    days: [...days],
    since,
  }));
}

async function clearStaleMarkers(records: readonly ChangeRecord[]): Promise<void> {
  const { stale } = await readSummaryHealth();
  if (stale.length === 0) return;
  const delivered = new Set(records.flatMap((record) => (record.eventID ? [record.eventID] : [])));
  await deleteStaleMarkers(stale.filter((marker) => delivered.has(marker.eventId)));
}

async function recordLag(records: readonly ChangeRecord[], now: Date): Promise<void> {
  const created = records.flatMap((record) => record.dynamodb?.ApproximateCreationDateTime ?? []);
  if (created.length === 0) return;
  const behindSeconds = Math.round(now.getTime() / 1000 - Math.min(...created));
  if (behindSeconds <= LAG_SECONDS || now.getTime() - lagWrittenAt < LAG_WRITE_EVERY_MS) return;
  lagWrittenAt = now.getTime();
  await putSummaryLag({
    behindSeconds,
    at: now.toISOString(),
    until: new Date(now.getTime() + LAG_NOTICE_SECONDS * 1000).toISOString(),
  });
}

export async function summariseRecords(records: readonly ChangeRecord[], now = new Date()): Promise<void> {
  try {
    await applyChanges(changesOfRecords(records));
  } catch (error) {
    logger.error('summary update failed', { records: records.length, error });
    await putStaleMarkers(staleMarkersOf(records, now.toISOString())).catch((markError: unknown) =>
      logger.error('stale summary marker not written', { error: markError }),
    );
    throw error;
  }
  await Promise.all([clearStaleMarkers(records), recordLag(records, now)]).catch((error: unknown) =>
    logger.error('summary health not updated', { error }),
  );
}

/** Forget when the lag was last recorded (tests). */
export function resetLagThrottle(): void {
  lagWrittenAt = 0;
}
